/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

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

/* vcc: function at inline.c:10 vector variant _ZGVdN8vuu_clampf of `clampf`: VL 8, unmasked, x vector, lo uniform, hi uniform */
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

/* vcc: function at inline.c:17 vector variant _ZGVdN8vu_count of `count`: VL 8, unmasked, x vector, limit uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    vcc_v8_int t2;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t4 = (vcc_v8_int)x;
    int t6 = 0;
    vcc_v8_int t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32((__m256i)t4, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = _mm256_set1_epi32((int)((t6 < limit) != 0));
        __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
        __m256i t12 = _mm256_and_si256(t9, t11);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_and_si256((__m256i)t4, t13);
        __m256i t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        __m256i t16 = (__m256i)~(vcc_m8)t15;
        __m256i t3 = _mm256_and_si256(t12, t16);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t17 = _mm256_set1_epi32(2);
            __m256i t18 = _mm256_set1_epi32(1);
            __m256i t19 = _mm256_blendv_epi8(t18, t17, t3);
            t2 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t4, t19);
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = _mm256_mullo_epi32(t20, (__m256i)t4);
        __m256i t22 = _mm256_set1_epi32(1);
        __m256i t23 = _mm256_add_epi32(t21, t22);
        t4 = (vcc_v8_int)_mm256_blendv_epi8(t23, (__m256i)t2, t3);
        __m256i t24 = _mm256_set1_epi32((int)t6);
        t5 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t5, t24, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            return (__m256i)t5;
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

/* vcc: function at inline.c:27 vector variant _ZGVdN8vu_poly16 of `poly16`: VL 8, unmasked, x vector, c uniform */
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
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:39 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            __m256 x_v = _mm256_loadu_ps(x + i_vec_1);
            __m256 t20 = _mm256_set1_ps(lo);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t20, _CMP_LT_OQ));
            __m256 t22 = _mm256_set1_ps(hi);
            __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(x_v, t22, _CMP_GT_OQ));
            __m256 t24 = _mm256_set1_ps(hi);
            __m256 t25 = _mm256_blendv_ps(x_v, t24, _mm256_castsi256_ps(t23));
            __m256 t26 = _mm256_blendv_ps(t25, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t21));
            __m256 t27 = _mm256_set1_ps(lo);
            __m256 t28 = _mm256_blendv_ps(t26, t27, _mm256_castsi256_ps(t21));
            __m256 t17 = _mm256_mul_ps(t28, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t6, t17);
            long t18 = i_vec_1 + 8L;
            float *t19 = y + t18;
            __m256 x_v_2 = _mm256_loadu_ps(x + t18);
            __m256 t40 = _mm256_set1_ps(lo);
            __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t40, _CMP_LT_OQ));
            __m256 t42 = _mm256_set1_ps(hi);
            __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(x_v_2, t42, _CMP_GT_OQ));
            __m256 t44 = _mm256_set1_ps(hi);
            __m256 t45 = _mm256_blendv_ps(x_v_2, t44, _mm256_castsi256_ps(t43));
            __m256 t46 = _mm256_blendv_ps(t45, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t41));
            __m256 t47 = _mm256_set1_ps(lo);
            __m256 t48 = _mm256_blendv_ps(t46, t47, _mm256_castsi256_ps(t41));
            __m256 t39 = _mm256_mul_ps(t48, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t19, t39);
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
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L)))) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at inline.c:39 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            __m256 x_v_1 = _mm256_loadu_ps(x + t13);
            __m256 t30 = _mm256_set1_ps(lo);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t30, _CMP_LT_OQ));
            __m256 t32 = _mm256_set1_ps(hi);
            __m256i t33 = _mm256_castps_si256(_mm256_cmp_ps(x_v_1, t32, _CMP_GT_OQ));
            __m256 t34 = _mm256_set1_ps(hi);
            __m256 t35 = _mm256_blendv_ps(x_v_1, t34, _mm256_castsi256_ps(t33));
            __m256 t36 = _mm256_blendv_ps(t35, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t31));
            __m256 t37 = _mm256_set1_ps(lo);
            __m256 t38 = _mm256_blendv_ps(t36, t37, _mm256_castsi256_ps(t31));
            __m256 t29 = _mm256_mul_ps(t38, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t14, t29);
            i_vec += 8L;
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
        y[t15] = (_mm256_zeroupper(), clampf(t16, lo, hi)) * 2.0f;
    }
}

__attribute__((target("avx2"))) void count_all(int *y, const int *x, int n, int limit) {
    vcc_v8_int t5;
    __m256i t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    __m256i t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_int t17;
    long t20;
    unsigned long t21;
    unsigned long t22;
    long t23;
    int t27;
    long t28;
    unsigned long t29;
    unsigned long t30;
    long t31;
    int i;
    int t66;
    int t67;
    vcc_v8_int t68;
    int t86;
    int t87;
    vcc_v8_int t88;
    t20 = (long)n;
    t21 = (unsigned long)y;
    t22 = (unsigned long)x;
    t23 = (long)((unsigned long)y - (unsigned long)x);
    if ((t20 >= 16L) & (((t21 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(4L + (t20 - 1L) * 4L)) <= t21) | ((t23 <= 0L) | (t23 >= 64L)))) {
        long t24 = t20 & -16L;
        __m256i t25 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:45 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int *t26 = y + i_vec_1;
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(x + i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            long t38 = i_vec_1 + 8L;
            __m256i t39 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            int *t40 = y + t38;
            vcc_v8_int t4 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(x + t38));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t41 = 0;
            vcc_v8_int t42 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t43 = 1;
            vcc_v8_int t44 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t45 = 0;
            vcc_v8_int t46 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            int t47 = 1;
            vcc_v8_int t48 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t43) {
                    __m256i t49 = _mm256_set1_epi32(1);
                    __m256i t50 = _mm256_cmpgt_epi32((__m256i)t2, t49);
                    __m256i t51 = _mm256_and_si256(t1, t50);
                    __m256i t52 = _mm256_set1_epi32((int)((t41 < limit) != 0));
                    __m256i t53 = (__m256i)(vcc_m8)((vcc_v8_int)t52 != (vcc_v8_int){0});
                    t7 = _mm256_and_si256(t51, t53);
                    __m256i t54 = _mm256_set1_epi32(1);
                    __m256i t55 = _mm256_and_si256((__m256i)t2, t54);
                    __m256i t56 = (__m256i)(vcc_m8)((vcc_v8_int)t55 != (vcc_v8_int){0});
                    __m256i t57 = (__m256i)~(vcc_m8)t56;
                    __m256i t6 = _mm256_and_si256(t7, t57);
                    if ((_mm256_movemask_epi8(t6) != 0)) {
                        __m256i t58 = _mm256_set1_epi32(2);
                        __m256i t59 = _mm256_set1_epi32(1);
                        __m256i t60 = _mm256_blendv_epi8(t59, t58, t6);
                        t5 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t2, t60);
                    } else {
                        t5 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t6 = (__m256i)(vcc_m8){0};
                    }
                    __m256i t61 = _mm256_set1_epi32(3);
                    __m256i t62 = _mm256_mullo_epi32(t61, (__m256i)t2);
                    __m256i t63 = _mm256_set1_epi32(1);
                    __m256i t64 = _mm256_add_epi32(t62, t63);
                    t8 = (vcc_v8_int)_mm256_blendv_epi8(t64, (__m256i)t5, t6);
                    __m256i t65 = _mm256_set1_epi32((int)t41);
                    t9 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t42, t65, t1);
                    if ((_mm256_movemask_epi8(t7) != 0)) {
                        t66 = t41 + 1;
                        t67 = 1;
                        t68 = (vcc_v8_int)(__m256i)t44;
                    } else {
                        t7 = t1;
                        t8 = (vcc_v8_int)(__m256i)t2;
                        t66 = t41;
                        t67 = 0;
                        t68 = (vcc_v8_int)(__m256i)t9;
                        t9 = (vcc_v8_int)(__m256i)t42;
                    }
                } else {
                    t7 = t1;
                    t8 = (vcc_v8_int)(__m256i)t2;
                    t66 = t41;
                    t9 = (vcc_v8_int)(__m256i)t42;
                    t67 = 0;
                    t68 = (vcc_v8_int)(__m256i)t44;
                }
                if (t47) {
                    __m256i t69 = _mm256_set1_epi32(1);
                    __m256i t70 = _mm256_cmpgt_epi32((__m256i)t4, t69);
                    __m256i t71 = _mm256_and_si256(t3, t70);
                    __m256i t72 = _mm256_set1_epi32((int)((t45 < limit) != 0));
                    __m256i t73 = (__m256i)(vcc_m8)((vcc_v8_int)t72 != (vcc_v8_int){0});
                    t12 = _mm256_and_si256(t71, t73);
                    __m256i t74 = _mm256_set1_epi32(1);
                    __m256i t75 = _mm256_and_si256((__m256i)t4, t74);
                    __m256i t76 = (__m256i)(vcc_m8)((vcc_v8_int)t75 != (vcc_v8_int){0});
                    __m256i t77 = (__m256i)~(vcc_m8)t76;
                    __m256i t11 = _mm256_and_si256(t12, t77);
                    if ((_mm256_movemask_epi8(t11) != 0)) {
                        __m256i t78 = _mm256_set1_epi32(2);
                        __m256i t79 = _mm256_set1_epi32(1);
                        __m256i t80 = _mm256_blendv_epi8(t79, t78, t11);
                        t10 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t4, t80);
                    } else {
                        t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t11 = (__m256i)(vcc_m8){0};
                    }
                    __m256i t81 = _mm256_set1_epi32(3);
                    __m256i t82 = _mm256_mullo_epi32(t81, (__m256i)t4);
                    __m256i t83 = _mm256_set1_epi32(1);
                    __m256i t84 = _mm256_add_epi32(t82, t83);
                    t13 = (vcc_v8_int)_mm256_blendv_epi8(t84, (__m256i)t10, t11);
                    __m256i t85 = _mm256_set1_epi32((int)t45);
                    t14 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t46, t85, t3);
                    if ((_mm256_movemask_epi8(t12) != 0)) {
                        t86 = t45 + 1;
                        t87 = 1;
                        t88 = (vcc_v8_int)(__m256i)t48;
                    } else {
                        t12 = t3;
                        t13 = (vcc_v8_int)(__m256i)t4;
                        t86 = t45;
                        t87 = 0;
                        t88 = (vcc_v8_int)(__m256i)t14;
                        t14 = (vcc_v8_int)(__m256i)t46;
                    }
                } else {
                    t12 = t3;
                    t13 = (vcc_v8_int)(__m256i)t4;
                    t86 = t45;
                    t14 = (vcc_v8_int)(__m256i)t46;
                    t87 = 0;
                    t88 = (vcc_v8_int)(__m256i)t48;
                }
                if (!(t67 | t87)) {
                    __m256i t89 = _mm256_add_epi32((__m256i)t68, (__m256i)i_v);
                    _mm256_storeu_si256((__m256i *)t26, t89);
                    __m256i t111 = _mm256_add_epi32((__m256i)t88, t39);
                    _mm256_storeu_si256((__m256i *)t40, t111);
                    i_vec_1 += 16L;
                    i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                    if (i_vec_1 < t24) {
                        break;
                    }
                    t27 = (int)t24;
                    goto L112;
                }
                t1 = t7;
                t2 = (vcc_v8_int)(__m256i)t8;
                t41 = t66;
                t42 = (vcc_v8_int)(__m256i)t9;
                t43 = t67;
                t44 = (vcc_v8_int)(__m256i)t68;
                t3 = t12;
                t4 = (vcc_v8_int)(__m256i)t13;
                t45 = t86;
                t46 = (vcc_v8_int)(__m256i)t14;
                t47 = t87;
                t48 = (vcc_v8_int)(__m256i)t88;
            }
        }
    } else {
        t27 = 0;
    }
L112:
    t28 = (long)n + (long)t27 * -1L;
    t29 = (unsigned long)y;
    t30 = (unsigned long)x;
    t31 = (long)((unsigned long)y + (unsigned long)((long)t27 * 4L) - ((unsigned long)x + (unsigned long)((long)t27 * 4L)));
    if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))) | ((t31 <= 0L) | (t31 >= 32L)))) {
        long t32 = t28 & -8L;
        __m256i t33 = _mm256_set1_epi32((int)t27);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at inline.c:45 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t34 = (long)t27 + i_vec;
            int *t35 = y + t34;
            vcc_v8_int t16 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(x + t34));
            __m256i t15 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t91 = 0;
            vcc_v8_int t19 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            for (;;) {
                __m256i t92 = _mm256_set1_epi32(1);
                __m256i t93 = _mm256_cmpgt_epi32((__m256i)t16, t92);
                __m256i t94 = _mm256_and_si256(t15, t93);
                __m256i t95 = _mm256_set1_epi32((int)((t91 < limit) != 0));
                __m256i t96 = (__m256i)(vcc_m8)((vcc_v8_int)t95 != (vcc_v8_int){0});
                __m256i t97 = _mm256_and_si256(t94, t96);
                __m256i t98 = _mm256_set1_epi32(1);
                __m256i t99 = _mm256_and_si256((__m256i)t16, t98);
                __m256i t100 = (__m256i)(vcc_m8)((vcc_v8_int)t99 != (vcc_v8_int){0});
                __m256i t101 = (__m256i)~(vcc_m8)t100;
                __m256i t18 = _mm256_and_si256(t97, t101);
                if ((_mm256_movemask_epi8(t18) != 0)) {
                    __m256i t102 = _mm256_set1_epi32(2);
                    __m256i t103 = _mm256_set1_epi32(1);
                    __m256i t104 = _mm256_blendv_epi8(t103, t102, t18);
                    t17 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t16, t104);
                } else {
                    t17 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                    t18 = (__m256i)(vcc_m8){0};
                }
                __m256i t105 = _mm256_set1_epi32(3);
                __m256i t106 = _mm256_mullo_epi32(t105, (__m256i)t16);
                __m256i t107 = _mm256_set1_epi32(1);
                __m256i t108 = _mm256_add_epi32(t106, t107);
                __m256i t109 = _mm256_blendv_epi8(t108, (__m256i)t17, t18);
                __m256i t110 = _mm256_set1_epi32((int)t91);
                t19 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t19, t110, t15);
                if (!(_mm256_movemask_epi8(t97) != 0)) {
                    __m256i t90 = _mm256_add_epi32((__m256i)t19, (__m256i)i_v_1);
                    _mm256_storeu_si256((__m256i *)t35, t90);
                    i_vec += 8L;
                    i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                    if (i_vec < t32) {
                        break;
                    }
                    i = (int)((long)t27 + t32);
                    goto L113;
                }
                t15 = t97;
                t16 = (vcc_v8_int)t109;
                t91++;
            }
        }
    } else {
        i = t27;
    }
L113:
    for (; i < n; i++) {
        long t36 = (long)i;
        int t37 = x[t36];
        y[t36] = (_mm256_zeroupper(), count(t37, limit)) + i;
    }
}

__attribute__((target("avx2"))) void poly_all(float *y, const float *x, int n, const float *c) {
    int t9;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at inline.c:51 vectorized: VF 8, UF 2, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        do {
            __m256 x_v = _mm256_loadu_ps(x + i_vec);
            __m256 t6 = _ZGVdN8vu_poly16(x_v, c);
            _mm256_storeu_ps(y + i_vec, t6);
            long t7 = i_vec + 8L;
            __m256 x_v_1 = _mm256_loadu_ps(x + t7);
            __m256 t8 = _ZGVdN8vu_poly16(x_v_1, c);
            _mm256_storeu_ps(y + t7, t8);
            i_vec += 16L;
        } while (i_vec < t5);
        t9 = (int)t5;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)y;
    unsigned long t12 = (unsigned long)x;
    long t13 = (long)((unsigned long)y + (unsigned long)((long)t9 * 4L) - ((unsigned long)x + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 8L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 32L)))) {
        long t14 = t10 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:51 vector epilogue: VF 8, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t15 = (long)t9 + i_vec_1;
            __m256 x_v_2 = _mm256_loadu_ps(x + t15);
            __m256 t16 = _ZGVdN8vu_poly16(x_v_2, c);
            _mm256_storeu_ps(y + t15, t16);
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t9 + t14);
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = x[t17];
        y[t17] = (_mm256_zeroupper(), poly16(t18, c));
    }
}

__attribute__((target("avx2"))) int main(void) {
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(5));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long k_vec = 0L;
    /* vcc: loop at inline.c:58 vectorized: VF 8, UF 2, the remainder at 59:32 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t9 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t10 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t9);
        __m256 t11 = _mm256_sub_ps(t10, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[k_vec], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(5));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t15);
        __m256 t17 = _mm256_sub_ps(t16, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[k_vec + 8L], t17);
        k_vec += 16L;
        __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(5));
        t1 = (vcc_v8_int)_mm256_min_epu32(t18, t19);
    } while (k_vec < 16L);
    __m256i t20 = _mm256_set1_epi32(0);
    __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 14, 5, 19, 10, 1, 15, 6));
    __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(23));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t21, t22);
    __m256i t23 = _mm256_set1_epi32(0);
    __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(97));
    vcc_v8_int t3 = (vcc_v8_int)_mm256_min_epu32(t24, t25);
    long i_vec = 0L;
    /* vcc: loop at inline.c:60 vectorized: VF 8, UF 4, the remainder at 61:23 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 62:16 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, scalar epilogue */
    do {
        __m256 t26 = _mm256_cvtepi32_ps((__m256i)t2);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.25f));
        __m256 t28 = _mm256_sub_ps(t27, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[i_vec], t28);
        __m256i t29 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t29);
        long t30 = i_vec + 8L;
        __m256i t31 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(20));
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(23));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256 t34 = _mm256_cvtepi32_ps(t33);
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.25f));
        __m256 t36 = _mm256_sub_ps(t35, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t30], t36);
        __m256i t37 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(36));
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(97));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        __m256i t40 = _mm256_add_epi32(t39, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t30], t40);
        long t41 = i_vec + 16L;
        __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(17));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(23));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256 t45 = _mm256_cvtepi32_ps(t44);
        __m256 t46 = _mm256_mul_ps(t45, _mm256_set1_ps(0.25f));
        __m256 t47 = _mm256_sub_ps(t46, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t41], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(72));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(97));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_add_epi32(t50, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t41], t51);
        long t52 = i_vec + 24L;
        __m256i t53 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(14));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(23));
        __m256i t55 = _mm256_min_epu32(t53, t54);
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.25f));
        __m256 t58 = _mm256_sub_ps(t57, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t52], t58);
        __m256i t59 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(11));
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(97));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        __m256i t62 = _mm256_add_epi32(t61, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t52], t62);
        i_vec += 32L;
        __m256i t63 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(11));
        __m256i t64 = _mm256_sub_epi32(t63, _mm256_set1_epi32(23));
        t2 = (vcc_v8_int)_mm256_min_epu32(t63, t64);
        __m256i t65 = _mm256_add_epi32((__m256i)t3, _mm256_set1_epi32(47));
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(97));
        t3 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
    } while (i_vec < 32L);
    __m256i t67 = _mm256_set1_epi32(11);
    __m256i t68 = _mm256_add_epi32(t67, _mm256_setr_epi32(0, 14, 5, 19, 10, 1, 15, 6));
    __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(23));
    vcc_v8_int t4 = (vcc_v8_int)_mm256_min_epu32(t68, t69);
    __m256i t70 = _mm256_set1_epi32(47);
    __m256i t71 = _mm256_add_epi32(t70, _mm256_setr_epi32(0, 53, 9, 62, 18, 71, 27, 80));
    __m256i t72 = _mm256_sub_epi32(t71, _mm256_set1_epi32(97));
    vcc_v8_int t5 = (vcc_v8_int)_mm256_min_epu32(t71, t72);
    long i_vec_1 = 0L;
    /* vcc: loop at inline.c:60 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t73 = 32L + i_vec_1;
        __m256 t74 = _mm256_cvtepi32_ps((__m256i)t4);
        __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.25f));
        __m256 t76 = _mm256_sub_ps(t75, _mm256_set1_ps(2.0f));
        _mm256_storeu_ps(&x[t73], t76);
        __m256i t77 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(1));
        _mm256_storeu_si256((__m256i *)&a[t73], t77);
        i_vec_1 += 8L;
        __m256i t78 = _mm256_add_epi32((__m256i)t4, _mm256_set1_epi32(20));
        __m256i t79 = _mm256_sub_epi32(t78, _mm256_set1_epi32(23));
        t4 = (vcc_v8_int)_mm256_min_epu32(t78, t79);
        __m256i t80 = _mm256_add_epi32((__m256i)t5, _mm256_set1_epi32(36));
        __m256i t81 = _mm256_sub_epi32(t80, _mm256_set1_epi32(97));
        t5 = (vcc_v8_int)_mm256_min_epu32(t80, t81);
    } while (i_vec_1 < 8L);
    for (int i = 40; i < 45; i++) {
        long t82 = (long)i;
        x[t82] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t82] = i * 53 % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        const float *t83 = x;
        clamp_all(y, t83, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t84 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t84], b[t84]);
        }
        poly_all(y, t83, n, c);
        for (int i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
