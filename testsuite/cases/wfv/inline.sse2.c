/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })

__m128 _ZGVbN4vuu_clampf(__m128 x, float lo, float hi);
__m128i _ZGVbN4vu_count(__m128i x, int limit);
__m128 _ZGVbN4vu_poly16(__m128 x, const float *c);
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

/* vcc: function at inline.c:10 vector variant _ZGVbN4vuu_clampf of `clampf`: VL 4, unmasked, x vector, lo uniform, hi uniform */
__m128 _ZGVbN4vuu_clampf(__m128 x, float lo, float hi) {
    __m128 t1 = _mm_set1_ps(lo);
    __m128i t2 = _mm_castps_si128(_mm_cmplt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(hi);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x, t3));
    __m128 t5 = _mm_set1_ps(hi);
    __m128 t6 = vcc_sse2_blendv_ps(x, t5, _mm_castsi128_ps(t4));
    __m128 t7 = vcc_sse2_blendv_ps(t6, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t2));
    __m128 t8 = _mm_set1_ps(lo);
    __m128 t9 = vcc_sse2_blendv_ps(t7, t8, _mm_castsi128_ps(t2));
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

/* vcc: function at inline.c:17 vector variant _ZGVbN4vu_count of `count`: VL 4, unmasked, x vector, limit uniform */
__m128i _ZGVbN4vu_count(__m128i x, int limit) {
    vcc_v4_int t2;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    vcc_v4_int t4 = (vcc_v4_int)x;
    int t6 = 0;
    vcc_v4_int t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t7 = _mm_set1_epi32(1);
        __m128i t8 = _mm_cmpgt_epi32((__m128i)t4, t7);
        __m128i t9 = (__m128i)((vcc_m4)t1 & (vcc_m4)t8);
        __m128i t10 = _mm_set1_epi32((int)((t6 < limit) != 0));
        __m128i t11 = (__m128i)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
        __m128i t12 = (__m128i)((vcc_m4)t9 & (vcc_m4)t11);
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_and_si128((__m128i)t4, t13);
        __m128i t15 = (__m128i)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
        __m128i t16 = (__m128i)~(vcc_m4)t15;
        __m128i t3 = (__m128i)((vcc_m4)t12 & (vcc_m4)t16);
        if ((_mm_movemask_epi8(t3) != 0)) {
            __m128i t17 = _mm_set1_epi32(2);
            __m128i t18 = _mm_set1_epi32(1);
            __m128i t19 = vcc_sse2_blendv_epi8(t18, t17, t3);
            t2 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t4, t19);
        } else {
            t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t3 = (__m128i)(vcc_m4){0};
        }
        __m128i t20 = _mm_set1_epi32(3);
        __m128i t21 = (__m128i)((vcc_v4_uint)t20 * (vcc_v4_uint)(__m128i)t4);
        __m128i t22 = _mm_set1_epi32(1);
        __m128i t23 = _mm_add_epi32(t21, t22);
        t4 = (vcc_v4_int)vcc_sse2_blendv_epi8(t23, (__m128i)t2, t3);
        __m128i t24 = _mm_set1_epi32((int)t6);
        t5 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t5, t24, t1);
        if (!(_mm_movemask_epi8(t12) != 0)) {
            return (__m128i)t5;
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

/* vcc: function at inline.c:27 vector variant _ZGVbN4vu_poly16 of `poly16`: VL 4, unmasked, x vector, c uniform */
__m128 _ZGVbN4vu_poly16(__m128 x, const float *c) {
    __m128 t1 = _mm_set1_ps(0.0f);
    __m128 t2 = _mm_mul_ps(t1, x);
    float t3 = c[0];
    __m128 t4 = _mm_set1_ps(t3);
    __m128 t5 = _mm_add_ps(t2, t4);
    __m128 t6 = _mm_set1_ps(t3);
    __m128 t7 = _mm_mul_ps(t6, x);
    __m128 t8 = _mm_mul_ps(t7, x);
    __m128 t9 = _mm_add_ps(t5, t8);
    __m128 t10 = _mm_mul_ps(t8, x);
    __m128 t11 = _mm_add_ps(t9, t10);
    __m128 t12 = _mm_mul_ps(t10, x);
    __m128 t13 = _mm_add_ps(t11, t12);
    __m128 t14 = _mm_mul_ps(t13, x);
    float t15 = c[1];
    __m128 t16 = _mm_set1_ps(t15);
    __m128 t17 = _mm_add_ps(t14, t16);
    __m128 t18 = _mm_set1_ps(t15);
    __m128 t19 = _mm_mul_ps(t18, x);
    __m128 t20 = _mm_mul_ps(t19, x);
    __m128 t21 = _mm_add_ps(t17, t20);
    __m128 t22 = _mm_mul_ps(t20, x);
    __m128 t23 = _mm_add_ps(t21, t22);
    __m128 t24 = _mm_mul_ps(t22, x);
    __m128 t25 = _mm_add_ps(t23, t24);
    __m128 t26 = _mm_mul_ps(t25, x);
    float t27 = c[2];
    __m128 t28 = _mm_set1_ps(t27);
    __m128 t29 = _mm_add_ps(t26, t28);
    __m128 t30 = _mm_set1_ps(t27);
    __m128 t31 = _mm_mul_ps(t30, x);
    __m128 t32 = _mm_mul_ps(t31, x);
    __m128 t33 = _mm_add_ps(t29, t32);
    __m128 t34 = _mm_mul_ps(t32, x);
    __m128 t35 = _mm_add_ps(t33, t34);
    __m128 t36 = _mm_mul_ps(t34, x);
    __m128 t37 = _mm_add_ps(t35, t36);
    __m128 t38 = _mm_mul_ps(t37, x);
    float t39 = c[3];
    __m128 t40 = _mm_set1_ps(t39);
    __m128 t41 = _mm_add_ps(t38, t40);
    __m128 t42 = _mm_set1_ps(t39);
    __m128 t43 = _mm_mul_ps(t42, x);
    __m128 t44 = _mm_mul_ps(t43, x);
    __m128 t45 = _mm_add_ps(t41, t44);
    __m128 t46 = _mm_mul_ps(t44, x);
    __m128 t47 = _mm_add_ps(t45, t46);
    __m128 t48 = _mm_mul_ps(t46, x);
    __m128 t49 = _mm_add_ps(t47, t48);
    __m128 t50 = _mm_mul_ps(t49, x);
    float t51 = c[4];
    __m128 t52 = _mm_set1_ps(t51);
    __m128 t53 = _mm_add_ps(t50, t52);
    __m128 t54 = _mm_set1_ps(t51);
    __m128 t55 = _mm_mul_ps(t54, x);
    __m128 t56 = _mm_mul_ps(t55, x);
    __m128 t57 = _mm_add_ps(t53, t56);
    __m128 t58 = _mm_mul_ps(t56, x);
    __m128 t59 = _mm_add_ps(t57, t58);
    __m128 t60 = _mm_mul_ps(t58, x);
    __m128 t61 = _mm_add_ps(t59, t60);
    __m128 t62 = _mm_mul_ps(t61, x);
    float t63 = c[5];
    __m128 t64 = _mm_set1_ps(t63);
    __m128 t65 = _mm_add_ps(t62, t64);
    __m128 t66 = _mm_set1_ps(t63);
    __m128 t67 = _mm_mul_ps(t66, x);
    __m128 t68 = _mm_mul_ps(t67, x);
    __m128 t69 = _mm_add_ps(t65, t68);
    __m128 t70 = _mm_mul_ps(t68, x);
    __m128 t71 = _mm_add_ps(t69, t70);
    __m128 t72 = _mm_mul_ps(t70, x);
    __m128 t73 = _mm_add_ps(t71, t72);
    __m128 t74 = _mm_mul_ps(t73, x);
    float t75 = c[6];
    __m128 t76 = _mm_set1_ps(t75);
    __m128 t77 = _mm_add_ps(t74, t76);
    __m128 t78 = _mm_set1_ps(t75);
    __m128 t79 = _mm_mul_ps(t78, x);
    __m128 t80 = _mm_mul_ps(t79, x);
    __m128 t81 = _mm_add_ps(t77, t80);
    __m128 t82 = _mm_mul_ps(t80, x);
    __m128 t83 = _mm_add_ps(t81, t82);
    __m128 t84 = _mm_mul_ps(t82, x);
    __m128 t85 = _mm_add_ps(t83, t84);
    __m128 t86 = _mm_mul_ps(t85, x);
    float t87 = c[7];
    __m128 t88 = _mm_set1_ps(t87);
    __m128 t89 = _mm_add_ps(t86, t88);
    __m128 t90 = _mm_set1_ps(t87);
    __m128 t91 = _mm_mul_ps(t90, x);
    __m128 t92 = _mm_mul_ps(t91, x);
    __m128 t93 = _mm_add_ps(t89, t92);
    __m128 t94 = _mm_mul_ps(t92, x);
    __m128 t95 = _mm_add_ps(t93, t94);
    __m128 t96 = _mm_mul_ps(t94, x);
    __m128 t97 = _mm_add_ps(t95, t96);
    __m128 t98 = _mm_mul_ps(t97, x);
    float t99 = c[8];
    __m128 t100 = _mm_set1_ps(t99);
    __m128 t101 = _mm_add_ps(t98, t100);
    __m128 t102 = _mm_set1_ps(t99);
    __m128 t103 = _mm_mul_ps(t102, x);
    __m128 t104 = _mm_mul_ps(t103, x);
    __m128 t105 = _mm_add_ps(t101, t104);
    __m128 t106 = _mm_mul_ps(t104, x);
    __m128 t107 = _mm_add_ps(t105, t106);
    __m128 t108 = _mm_mul_ps(t106, x);
    __m128 t109 = _mm_add_ps(t107, t108);
    __m128 t110 = _mm_mul_ps(t109, x);
    float t111 = c[9];
    __m128 t112 = _mm_set1_ps(t111);
    __m128 t113 = _mm_add_ps(t110, t112);
    __m128 t114 = _mm_set1_ps(t111);
    __m128 t115 = _mm_mul_ps(t114, x);
    __m128 t116 = _mm_mul_ps(t115, x);
    __m128 t117 = _mm_add_ps(t113, t116);
    __m128 t118 = _mm_mul_ps(t116, x);
    __m128 t119 = _mm_add_ps(t117, t118);
    __m128 t120 = _mm_mul_ps(t118, x);
    __m128 t121 = _mm_add_ps(t119, t120);
    __m128 t122 = _mm_mul_ps(t121, x);
    float t123 = c[10];
    __m128 t124 = _mm_set1_ps(t123);
    __m128 t125 = _mm_add_ps(t122, t124);
    __m128 t126 = _mm_set1_ps(t123);
    __m128 t127 = _mm_mul_ps(t126, x);
    __m128 t128 = _mm_mul_ps(t127, x);
    __m128 t129 = _mm_add_ps(t125, t128);
    __m128 t130 = _mm_mul_ps(t128, x);
    __m128 t131 = _mm_add_ps(t129, t130);
    __m128 t132 = _mm_mul_ps(t130, x);
    __m128 t133 = _mm_add_ps(t131, t132);
    __m128 t134 = _mm_mul_ps(t133, x);
    float t135 = c[11];
    __m128 t136 = _mm_set1_ps(t135);
    __m128 t137 = _mm_add_ps(t134, t136);
    __m128 t138 = _mm_set1_ps(t135);
    __m128 t139 = _mm_mul_ps(t138, x);
    __m128 t140 = _mm_mul_ps(t139, x);
    __m128 t141 = _mm_add_ps(t137, t140);
    __m128 t142 = _mm_mul_ps(t140, x);
    __m128 t143 = _mm_add_ps(t141, t142);
    __m128 t144 = _mm_mul_ps(t142, x);
    __m128 t145 = _mm_add_ps(t143, t144);
    __m128 t146 = _mm_mul_ps(t145, x);
    float t147 = c[12];
    __m128 t148 = _mm_set1_ps(t147);
    __m128 t149 = _mm_add_ps(t146, t148);
    __m128 t150 = _mm_set1_ps(t147);
    __m128 t151 = _mm_mul_ps(t150, x);
    __m128 t152 = _mm_mul_ps(t151, x);
    __m128 t153 = _mm_add_ps(t149, t152);
    __m128 t154 = _mm_mul_ps(t152, x);
    __m128 t155 = _mm_add_ps(t153, t154);
    __m128 t156 = _mm_mul_ps(t154, x);
    __m128 t157 = _mm_add_ps(t155, t156);
    __m128 t158 = _mm_mul_ps(t157, x);
    float t159 = c[13];
    __m128 t160 = _mm_set1_ps(t159);
    __m128 t161 = _mm_add_ps(t158, t160);
    __m128 t162 = _mm_set1_ps(t159);
    __m128 t163 = _mm_mul_ps(t162, x);
    __m128 t164 = _mm_mul_ps(t163, x);
    __m128 t165 = _mm_add_ps(t161, t164);
    __m128 t166 = _mm_mul_ps(t164, x);
    __m128 t167 = _mm_add_ps(t165, t166);
    __m128 t168 = _mm_mul_ps(t166, x);
    __m128 t169 = _mm_add_ps(t167, t168);
    __m128 t170 = _mm_mul_ps(t169, x);
    float t171 = c[14];
    __m128 t172 = _mm_set1_ps(t171);
    __m128 t173 = _mm_add_ps(t170, t172);
    __m128 t174 = _mm_set1_ps(t171);
    __m128 t175 = _mm_mul_ps(t174, x);
    __m128 t176 = _mm_mul_ps(t175, x);
    __m128 t177 = _mm_add_ps(t173, t176);
    __m128 t178 = _mm_mul_ps(t176, x);
    __m128 t179 = _mm_add_ps(t177, t178);
    __m128 t180 = _mm_mul_ps(t178, x);
    __m128 t181 = _mm_add_ps(t179, t180);
    __m128 t182 = _mm_mul_ps(t181, x);
    float t183 = c[15];
    __m128 t184 = _mm_set1_ps(t183);
    __m128 t185 = _mm_add_ps(t182, t184);
    __m128 t186 = _mm_set1_ps(t183);
    __m128 t187 = _mm_mul_ps(t186, x);
    __m128 t188 = _mm_mul_ps(t187, x);
    __m128 t189 = _mm_add_ps(t185, t188);
    __m128 t190 = _mm_mul_ps(t188, x);
    __m128 t191 = _mm_add_ps(t189, t190);
    __m128 t192 = _mm_mul_ps(t190, x);
    __m128 t193 = _mm_add_ps(t191, t192);
    __m128 t194 = _mm_set1_ps(0.0f);
    __m128 t195 = _mm_mul_ps(t194, t193);
    __m128 t196 = _mm_set1_ps(t3);
    __m128 t197 = _mm_add_ps(t195, t196);
    __m128 t198 = _mm_set1_ps(t3);
    __m128 t199 = _mm_mul_ps(t198, t193);
    __m128 t200 = _mm_mul_ps(t199, t193);
    __m128 t201 = _mm_add_ps(t197, t200);
    __m128 t202 = _mm_mul_ps(t200, t193);
    __m128 t203 = _mm_add_ps(t201, t202);
    __m128 t204 = _mm_mul_ps(t202, t193);
    __m128 t205 = _mm_add_ps(t203, t204);
    __m128 t206 = _mm_mul_ps(t205, t193);
    __m128 t207 = _mm_set1_ps(t15);
    __m128 t208 = _mm_add_ps(t206, t207);
    __m128 t209 = _mm_set1_ps(t15);
    __m128 t210 = _mm_mul_ps(t209, t193);
    __m128 t211 = _mm_mul_ps(t210, t193);
    __m128 t212 = _mm_add_ps(t208, t211);
    __m128 t213 = _mm_mul_ps(t211, t193);
    __m128 t214 = _mm_add_ps(t212, t213);
    __m128 t215 = _mm_mul_ps(t213, t193);
    __m128 t216 = _mm_add_ps(t214, t215);
    __m128 t217 = _mm_mul_ps(t216, t193);
    __m128 t218 = _mm_set1_ps(t27);
    __m128 t219 = _mm_add_ps(t217, t218);
    __m128 t220 = _mm_set1_ps(t27);
    __m128 t221 = _mm_mul_ps(t220, t193);
    __m128 t222 = _mm_mul_ps(t221, t193);
    __m128 t223 = _mm_add_ps(t219, t222);
    __m128 t224 = _mm_mul_ps(t222, t193);
    __m128 t225 = _mm_add_ps(t223, t224);
    __m128 t226 = _mm_mul_ps(t224, t193);
    __m128 t227 = _mm_add_ps(t225, t226);
    __m128 t228 = _mm_mul_ps(t227, t193);
    __m128 t229 = _mm_set1_ps(t39);
    __m128 t230 = _mm_add_ps(t228, t229);
    __m128 t231 = _mm_set1_ps(t39);
    __m128 t232 = _mm_mul_ps(t231, t193);
    __m128 t233 = _mm_mul_ps(t232, t193);
    __m128 t234 = _mm_add_ps(t230, t233);
    __m128 t235 = _mm_mul_ps(t233, t193);
    __m128 t236 = _mm_add_ps(t234, t235);
    __m128 t237 = _mm_mul_ps(t235, t193);
    __m128 t238 = _mm_add_ps(t236, t237);
    __m128 t239 = _mm_mul_ps(t238, t193);
    __m128 t240 = _mm_set1_ps(t51);
    __m128 t241 = _mm_add_ps(t239, t240);
    __m128 t242 = _mm_set1_ps(t51);
    __m128 t243 = _mm_mul_ps(t242, t193);
    __m128 t244 = _mm_mul_ps(t243, t193);
    __m128 t245 = _mm_add_ps(t241, t244);
    __m128 t246 = _mm_mul_ps(t244, t193);
    __m128 t247 = _mm_add_ps(t245, t246);
    __m128 t248 = _mm_mul_ps(t246, t193);
    __m128 t249 = _mm_add_ps(t247, t248);
    __m128 t250 = _mm_mul_ps(t249, t193);
    __m128 t251 = _mm_set1_ps(t63);
    __m128 t252 = _mm_add_ps(t250, t251);
    __m128 t253 = _mm_set1_ps(t63);
    __m128 t254 = _mm_mul_ps(t253, t193);
    __m128 t255 = _mm_mul_ps(t254, t193);
    __m128 t256 = _mm_add_ps(t252, t255);
    __m128 t257 = _mm_mul_ps(t255, t193);
    __m128 t258 = _mm_add_ps(t256, t257);
    __m128 t259 = _mm_mul_ps(t257, t193);
    __m128 t260 = _mm_add_ps(t258, t259);
    __m128 t261 = _mm_mul_ps(t260, t193);
    __m128 t262 = _mm_set1_ps(t75);
    __m128 t263 = _mm_add_ps(t261, t262);
    __m128 t264 = _mm_set1_ps(t75);
    __m128 t265 = _mm_mul_ps(t264, t193);
    __m128 t266 = _mm_mul_ps(t265, t193);
    __m128 t267 = _mm_add_ps(t263, t266);
    __m128 t268 = _mm_mul_ps(t266, t193);
    __m128 t269 = _mm_add_ps(t267, t268);
    __m128 t270 = _mm_mul_ps(t268, t193);
    __m128 t271 = _mm_add_ps(t269, t270);
    __m128 t272 = _mm_mul_ps(t271, t193);
    __m128 t273 = _mm_set1_ps(t87);
    __m128 t274 = _mm_add_ps(t272, t273);
    __m128 t275 = _mm_set1_ps(t87);
    __m128 t276 = _mm_mul_ps(t275, t193);
    __m128 t277 = _mm_mul_ps(t276, t193);
    __m128 t278 = _mm_add_ps(t274, t277);
    __m128 t279 = _mm_mul_ps(t277, t193);
    __m128 t280 = _mm_add_ps(t278, t279);
    __m128 t281 = _mm_mul_ps(t279, t193);
    __m128 t282 = _mm_add_ps(t280, t281);
    __m128 t283 = _mm_mul_ps(t282, t193);
    __m128 t284 = _mm_set1_ps(t99);
    __m128 t285 = _mm_add_ps(t283, t284);
    __m128 t286 = _mm_set1_ps(t99);
    __m128 t287 = _mm_mul_ps(t286, t193);
    __m128 t288 = _mm_mul_ps(t287, t193);
    __m128 t289 = _mm_add_ps(t285, t288);
    __m128 t290 = _mm_mul_ps(t288, t193);
    __m128 t291 = _mm_add_ps(t289, t290);
    __m128 t292 = _mm_mul_ps(t290, t193);
    __m128 t293 = _mm_add_ps(t291, t292);
    __m128 t294 = _mm_mul_ps(t293, t193);
    __m128 t295 = _mm_set1_ps(t111);
    __m128 t296 = _mm_add_ps(t294, t295);
    __m128 t297 = _mm_set1_ps(t111);
    __m128 t298 = _mm_mul_ps(t297, t193);
    __m128 t299 = _mm_mul_ps(t298, t193);
    __m128 t300 = _mm_add_ps(t296, t299);
    __m128 t301 = _mm_mul_ps(t299, t193);
    __m128 t302 = _mm_add_ps(t300, t301);
    __m128 t303 = _mm_mul_ps(t301, t193);
    __m128 t304 = _mm_add_ps(t302, t303);
    __m128 t305 = _mm_mul_ps(t304, t193);
    __m128 t306 = _mm_set1_ps(t123);
    __m128 t307 = _mm_add_ps(t305, t306);
    __m128 t308 = _mm_set1_ps(t123);
    __m128 t309 = _mm_mul_ps(t308, t193);
    __m128 t310 = _mm_mul_ps(t309, t193);
    __m128 t311 = _mm_add_ps(t307, t310);
    __m128 t312 = _mm_mul_ps(t310, t193);
    __m128 t313 = _mm_add_ps(t311, t312);
    __m128 t314 = _mm_mul_ps(t312, t193);
    __m128 t315 = _mm_add_ps(t313, t314);
    __m128 t316 = _mm_mul_ps(t315, t193);
    __m128 t317 = _mm_set1_ps(t135);
    __m128 t318 = _mm_add_ps(t316, t317);
    __m128 t319 = _mm_set1_ps(t135);
    __m128 t320 = _mm_mul_ps(t319, t193);
    __m128 t321 = _mm_mul_ps(t320, t193);
    __m128 t322 = _mm_add_ps(t318, t321);
    __m128 t323 = _mm_mul_ps(t321, t193);
    __m128 t324 = _mm_add_ps(t322, t323);
    __m128 t325 = _mm_mul_ps(t323, t193);
    __m128 t326 = _mm_add_ps(t324, t325);
    __m128 t327 = _mm_mul_ps(t326, t193);
    __m128 t328 = _mm_set1_ps(t147);
    __m128 t329 = _mm_add_ps(t327, t328);
    __m128 t330 = _mm_set1_ps(t147);
    __m128 t331 = _mm_mul_ps(t330, t193);
    __m128 t332 = _mm_mul_ps(t331, t193);
    __m128 t333 = _mm_add_ps(t329, t332);
    __m128 t334 = _mm_mul_ps(t332, t193);
    __m128 t335 = _mm_add_ps(t333, t334);
    __m128 t336 = _mm_mul_ps(t334, t193);
    __m128 t337 = _mm_add_ps(t335, t336);
    __m128 t338 = _mm_mul_ps(t337, t193);
    __m128 t339 = _mm_set1_ps(t159);
    __m128 t340 = _mm_add_ps(t338, t339);
    __m128 t341 = _mm_set1_ps(t159);
    __m128 t342 = _mm_mul_ps(t341, t193);
    __m128 t343 = _mm_mul_ps(t342, t193);
    __m128 t344 = _mm_add_ps(t340, t343);
    __m128 t345 = _mm_mul_ps(t343, t193);
    __m128 t346 = _mm_add_ps(t344, t345);
    __m128 t347 = _mm_mul_ps(t345, t193);
    __m128 t348 = _mm_add_ps(t346, t347);
    __m128 t349 = _mm_mul_ps(t348, t193);
    __m128 t350 = _mm_set1_ps(t171);
    __m128 t351 = _mm_add_ps(t349, t350);
    __m128 t352 = _mm_set1_ps(t171);
    __m128 t353 = _mm_mul_ps(t352, t193);
    __m128 t354 = _mm_mul_ps(t353, t193);
    __m128 t355 = _mm_add_ps(t351, t354);
    __m128 t356 = _mm_mul_ps(t354, t193);
    __m128 t357 = _mm_add_ps(t355, t356);
    __m128 t358 = _mm_mul_ps(t356, t193);
    __m128 t359 = _mm_add_ps(t357, t358);
    __m128 t360 = _mm_mul_ps(t359, t193);
    __m128 t361 = _mm_set1_ps(t183);
    __m128 t362 = _mm_add_ps(t360, t361);
    __m128 t363 = _mm_set1_ps(t183);
    __m128 t364 = _mm_mul_ps(t363, t193);
    __m128 t365 = _mm_mul_ps(t364, t193);
    __m128 t366 = _mm_add_ps(t362, t365);
    __m128 t367 = _mm_mul_ps(t365, t193);
    __m128 t368 = _mm_add_ps(t366, t367);
    __m128 t369 = _mm_mul_ps(t367, t193);
    __m128 t370 = _mm_add_ps(t368, t369);
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
            __m128 x_v = _mm_loadu_ps(x + i_vec_1);
            __m128 t20 = _mm_set1_ps(lo);
            __m128i t21 = _mm_castps_si128(_mm_cmplt_ps(x_v, t20));
            __m128 t22 = _mm_set1_ps(hi);
            __m128i t23 = _mm_castps_si128(_mm_cmpgt_ps(x_v, t22));
            __m128 t24 = _mm_set1_ps(hi);
            __m128 t25 = vcc_sse2_blendv_ps(x_v, t24, _mm_castsi128_ps(t23));
            __m128 t26 = vcc_sse2_blendv_ps(t25, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t21));
            __m128 t27 = _mm_set1_ps(lo);
            __m128 t28 = vcc_sse2_blendv_ps(t26, t27, _mm_castsi128_ps(t21));
            __m128 t17 = _mm_mul_ps(t28, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t6, t17);
            long t18 = i_vec_1 + 4L;
            float *t19 = y + t18;
            __m128 x_v_2 = _mm_loadu_ps(x + t18);
            __m128 t42 = _mm_set1_ps(lo);
            __m128i t43 = _mm_castps_si128(_mm_cmplt_ps(x_v_2, t42));
            __m128 t44 = _mm_set1_ps(hi);
            __m128i t45 = _mm_castps_si128(_mm_cmpgt_ps(x_v_2, t44));
            __m128 t46 = _mm_set1_ps(hi);
            __m128 t47 = vcc_sse2_blendv_ps(x_v_2, t46, _mm_castsi128_ps(t45));
            __m128 t48 = vcc_sse2_blendv_ps(t47, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t43));
            __m128 t49 = _mm_set1_ps(lo);
            __m128 t50 = vcc_sse2_blendv_ps(t48, t49, _mm_castsi128_ps(t43));
            __m128 t39 = _mm_mul_ps(t50, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t19, t39);
            long t40 = i_vec_1 + 8L;
            float *t41 = y + t40;
            __m128 x_v_3 = _mm_loadu_ps(x + t40);
            __m128 t54 = _mm_set1_ps(lo);
            __m128i t55 = _mm_castps_si128(_mm_cmplt_ps(x_v_3, t54));
            __m128 t56 = _mm_set1_ps(hi);
            __m128i t57 = _mm_castps_si128(_mm_cmpgt_ps(x_v_3, t56));
            __m128 t58 = _mm_set1_ps(hi);
            __m128 t59 = vcc_sse2_blendv_ps(x_v_3, t58, _mm_castsi128_ps(t57));
            __m128 t60 = vcc_sse2_blendv_ps(t59, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t55));
            __m128 t61 = _mm_set1_ps(lo);
            __m128 t62 = vcc_sse2_blendv_ps(t60, t61, _mm_castsi128_ps(t55));
            __m128 t51 = _mm_mul_ps(t62, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t41, t51);
            long t52 = i_vec_1 + 12L;
            float *t53 = y + t52;
            __m128 x_v_4 = _mm_loadu_ps(x + t52);
            __m128 t64 = _mm_set1_ps(lo);
            __m128i t65 = _mm_castps_si128(_mm_cmplt_ps(x_v_4, t64));
            __m128 t66 = _mm_set1_ps(hi);
            __m128i t67 = _mm_castps_si128(_mm_cmpgt_ps(x_v_4, t66));
            __m128 t68 = _mm_set1_ps(hi);
            __m128 t69 = vcc_sse2_blendv_ps(x_v_4, t68, _mm_castsi128_ps(t67));
            __m128 t70 = vcc_sse2_blendv_ps(t69, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t65));
            __m128 t71 = _mm_set1_ps(lo);
            __m128 t72 = vcc_sse2_blendv_ps(t70, t71, _mm_castsi128_ps(t65));
            __m128 t63 = _mm_mul_ps(t72, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t53, t63);
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
            __m128 x_v_1 = _mm_loadu_ps(x + t13);
            __m128 t30 = _mm_set1_ps(lo);
            __m128i t31 = _mm_castps_si128(_mm_cmplt_ps(x_v_1, t30));
            __m128 t32 = _mm_set1_ps(hi);
            __m128i t33 = _mm_castps_si128(_mm_cmpgt_ps(x_v_1, t32));
            __m128 t34 = _mm_set1_ps(hi);
            __m128 t35 = vcc_sse2_blendv_ps(x_v_1, t34, _mm_castsi128_ps(t33));
            __m128 t36 = vcc_sse2_blendv_ps(t35, (__m128)(vcc_v4_float){0}, _mm_castsi128_ps(t31));
            __m128 t37 = _mm_set1_ps(lo);
            __m128 t38 = vcc_sse2_blendv_ps(t36, t37, _mm_castsi128_ps(t31));
            __m128 t29 = _mm_mul_ps(t38, _mm_set1_ps(2.0f));
            _mm_storeu_ps(t14, t29);
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
    vcc_v4_int t9;
    __m128i t11;
    vcc_v4_int t12;
    vcc_v4_int t13;
    vcc_v4_int t14;
    __m128i t16;
    vcc_v4_int t17;
    vcc_v4_int t18;
    vcc_v4_int t19;
    __m128i t21;
    vcc_v4_int t22;
    vcc_v4_int t23;
    vcc_v4_int t24;
    __m128i t26;
    vcc_v4_int t27;
    vcc_v4_int t28;
    vcc_v4_int t31;
    long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    int t41;
    long t42;
    unsigned long t43;
    unsigned long t44;
    long t45;
    int i;
    int t94;
    int t95;
    vcc_v4_int t96;
    int t114;
    int t115;
    vcc_v4_int t116;
    int t134;
    int t135;
    vcc_v4_int t136;
    int t154;
    int t155;
    vcc_v4_int t156;
    t34 = (long)n;
    t35 = (unsigned long)y;
    t36 = (unsigned long)x;
    t37 = (long)((unsigned long)y - (unsigned long)x);
    if ((t34 >= 16L) & (((t35 + (unsigned long)(4L + (t34 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t34 - 1L) * 4L)) <= t35) | ((t37 <= 0L) | (t37 >= 64L)))) {
        long t38 = t34 & -16L;
        __m128i t39 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t39, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:45 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t40 = y + i_vec_1;
            vcc_v4_int t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(x + i_vec_1));
            __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t52 = i_vec_1 + 4L;
            __m128i t53 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            int *t54 = y + t52;
            vcc_v4_int t4 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(x + t52));
            __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t55 = i_vec_1 + 8L;
            __m128i t56 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            int *t57 = y + t55;
            vcc_v4_int t6 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(x + t55));
            __m128i t5 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            long t58 = i_vec_1 + 12L;
            __m128i t59 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            int *t60 = y + t58;
            vcc_v4_int t8 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(x + t58));
            __m128i t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t61 = 0;
            vcc_v4_int t62 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t63 = 1;
            vcc_v4_int t64 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t65 = 0;
            vcc_v4_int t66 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t67 = 1;
            vcc_v4_int t68 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t69 = 0;
            vcc_v4_int t70 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t71 = 1;
            vcc_v4_int t72 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t73 = 0;
            vcc_v4_int t74 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            int t75 = 1;
            vcc_v4_int t76 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            for (;;) {
                if (t63) {
                    __m128i t77 = _mm_set1_epi32(1);
                    __m128i t78 = _mm_cmpgt_epi32((__m128i)t2, t77);
                    __m128i t79 = (__m128i)((vcc_m4)t1 & (vcc_m4)t78);
                    __m128i t80 = _mm_set1_epi32((int)((t61 < limit) != 0));
                    __m128i t81 = (__m128i)(vcc_m4)((vcc_v4_int)t80 != (vcc_v4_int){0});
                    t11 = (__m128i)((vcc_m4)t79 & (vcc_m4)t81);
                    __m128i t82 = _mm_set1_epi32(1);
                    __m128i t83 = _mm_and_si128((__m128i)t2, t82);
                    __m128i t84 = (__m128i)(vcc_m4)((vcc_v4_int)t83 != (vcc_v4_int){0});
                    __m128i t85 = (__m128i)~(vcc_m4)t84;
                    __m128i t10 = (__m128i)((vcc_m4)t11 & (vcc_m4)t85);
                    if ((_mm_movemask_epi8(t10) != 0)) {
                        __m128i t86 = _mm_set1_epi32(2);
                        __m128i t87 = _mm_set1_epi32(1);
                        __m128i t88 = vcc_sse2_blendv_epi8(t87, t86, t10);
                        t9 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t2, t88);
                    } else {
                        t9 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t10 = (__m128i)(vcc_m4){0};
                    }
                    __m128i t89 = _mm_set1_epi32(3);
                    __m128i t90 = (__m128i)((vcc_v4_uint)t89 * (vcc_v4_uint)(__m128i)t2);
                    __m128i t91 = _mm_set1_epi32(1);
                    __m128i t92 = _mm_add_epi32(t90, t91);
                    t12 = (vcc_v4_int)vcc_sse2_blendv_epi8(t92, (__m128i)t9, t10);
                    __m128i t93 = _mm_set1_epi32((int)t61);
                    t13 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t62, t93, t1);
                    if ((_mm_movemask_epi8(t11) != 0)) {
                        t94 = t61 + 1;
                        t95 = 1;
                        t96 = (vcc_v4_int)(__m128i)t64;
                    } else {
                        t11 = t1;
                        t12 = (vcc_v4_int)(__m128i)t2;
                        t94 = t61;
                        t95 = 0;
                        t96 = (vcc_v4_int)(__m128i)t13;
                        t13 = (vcc_v4_int)(__m128i)t62;
                    }
                } else {
                    t11 = t1;
                    t12 = (vcc_v4_int)(__m128i)t2;
                    t94 = t61;
                    t13 = (vcc_v4_int)(__m128i)t62;
                    t95 = 0;
                    t96 = (vcc_v4_int)(__m128i)t64;
                }
                if (t67) {
                    __m128i t97 = _mm_set1_epi32(1);
                    __m128i t98 = _mm_cmpgt_epi32((__m128i)t4, t97);
                    __m128i t99 = (__m128i)((vcc_m4)t3 & (vcc_m4)t98);
                    __m128i t100 = _mm_set1_epi32((int)((t65 < limit) != 0));
                    __m128i t101 = (__m128i)(vcc_m4)((vcc_v4_int)t100 != (vcc_v4_int){0});
                    t16 = (__m128i)((vcc_m4)t99 & (vcc_m4)t101);
                    __m128i t102 = _mm_set1_epi32(1);
                    __m128i t103 = _mm_and_si128((__m128i)t4, t102);
                    __m128i t104 = (__m128i)(vcc_m4)((vcc_v4_int)t103 != (vcc_v4_int){0});
                    __m128i t105 = (__m128i)~(vcc_m4)t104;
                    __m128i t15 = (__m128i)((vcc_m4)t16 & (vcc_m4)t105);
                    if ((_mm_movemask_epi8(t15) != 0)) {
                        __m128i t106 = _mm_set1_epi32(2);
                        __m128i t107 = _mm_set1_epi32(1);
                        __m128i t108 = vcc_sse2_blendv_epi8(t107, t106, t15);
                        t14 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t4, t108);
                    } else {
                        t14 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t15 = (__m128i)(vcc_m4){0};
                    }
                    __m128i t109 = _mm_set1_epi32(3);
                    __m128i t110 = (__m128i)((vcc_v4_uint)t109 * (vcc_v4_uint)(__m128i)t4);
                    __m128i t111 = _mm_set1_epi32(1);
                    __m128i t112 = _mm_add_epi32(t110, t111);
                    t17 = (vcc_v4_int)vcc_sse2_blendv_epi8(t112, (__m128i)t14, t15);
                    __m128i t113 = _mm_set1_epi32((int)t65);
                    t18 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t66, t113, t3);
                    if ((_mm_movemask_epi8(t16) != 0)) {
                        t114 = t65 + 1;
                        t115 = 1;
                        t116 = (vcc_v4_int)(__m128i)t68;
                    } else {
                        t16 = t3;
                        t17 = (vcc_v4_int)(__m128i)t4;
                        t114 = t65;
                        t115 = 0;
                        t116 = (vcc_v4_int)(__m128i)t18;
                        t18 = (vcc_v4_int)(__m128i)t66;
                    }
                } else {
                    t16 = t3;
                    t17 = (vcc_v4_int)(__m128i)t4;
                    t114 = t65;
                    t18 = (vcc_v4_int)(__m128i)t66;
                    t115 = 0;
                    t116 = (vcc_v4_int)(__m128i)t68;
                }
                if (t71) {
                    __m128i t117 = _mm_set1_epi32(1);
                    __m128i t118 = _mm_cmpgt_epi32((__m128i)t6, t117);
                    __m128i t119 = (__m128i)((vcc_m4)t5 & (vcc_m4)t118);
                    __m128i t120 = _mm_set1_epi32((int)((t69 < limit) != 0));
                    __m128i t121 = (__m128i)(vcc_m4)((vcc_v4_int)t120 != (vcc_v4_int){0});
                    t21 = (__m128i)((vcc_m4)t119 & (vcc_m4)t121);
                    __m128i t122 = _mm_set1_epi32(1);
                    __m128i t123 = _mm_and_si128((__m128i)t6, t122);
                    __m128i t124 = (__m128i)(vcc_m4)((vcc_v4_int)t123 != (vcc_v4_int){0});
                    __m128i t125 = (__m128i)~(vcc_m4)t124;
                    __m128i t20 = (__m128i)((vcc_m4)t21 & (vcc_m4)t125);
                    if ((_mm_movemask_epi8(t20) != 0)) {
                        __m128i t126 = _mm_set1_epi32(2);
                        __m128i t127 = _mm_set1_epi32(1);
                        __m128i t128 = vcc_sse2_blendv_epi8(t127, t126, t20);
                        t19 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t6, t128);
                    } else {
                        t19 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t20 = (__m128i)(vcc_m4){0};
                    }
                    __m128i t129 = _mm_set1_epi32(3);
                    __m128i t130 = (__m128i)((vcc_v4_uint)t129 * (vcc_v4_uint)(__m128i)t6);
                    __m128i t131 = _mm_set1_epi32(1);
                    __m128i t132 = _mm_add_epi32(t130, t131);
                    t22 = (vcc_v4_int)vcc_sse2_blendv_epi8(t132, (__m128i)t19, t20);
                    __m128i t133 = _mm_set1_epi32((int)t69);
                    t23 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t70, t133, t5);
                    if ((_mm_movemask_epi8(t21) != 0)) {
                        t134 = t69 + 1;
                        t135 = 1;
                        t136 = (vcc_v4_int)(__m128i)t72;
                    } else {
                        t21 = t5;
                        t22 = (vcc_v4_int)(__m128i)t6;
                        t134 = t69;
                        t135 = 0;
                        t136 = (vcc_v4_int)(__m128i)t23;
                        t23 = (vcc_v4_int)(__m128i)t70;
                    }
                } else {
                    t21 = t5;
                    t22 = (vcc_v4_int)(__m128i)t6;
                    t134 = t69;
                    t23 = (vcc_v4_int)(__m128i)t70;
                    t135 = 0;
                    t136 = (vcc_v4_int)(__m128i)t72;
                }
                if (t75) {
                    __m128i t137 = _mm_set1_epi32(1);
                    __m128i t138 = _mm_cmpgt_epi32((__m128i)t8, t137);
                    __m128i t139 = (__m128i)((vcc_m4)t7 & (vcc_m4)t138);
                    __m128i t140 = _mm_set1_epi32((int)((t73 < limit) != 0));
                    __m128i t141 = (__m128i)(vcc_m4)((vcc_v4_int)t140 != (vcc_v4_int){0});
                    t26 = (__m128i)((vcc_m4)t139 & (vcc_m4)t141);
                    __m128i t142 = _mm_set1_epi32(1);
                    __m128i t143 = _mm_and_si128((__m128i)t8, t142);
                    __m128i t144 = (__m128i)(vcc_m4)((vcc_v4_int)t143 != (vcc_v4_int){0});
                    __m128i t145 = (__m128i)~(vcc_m4)t144;
                    __m128i t25 = (__m128i)((vcc_m4)t26 & (vcc_m4)t145);
                    if ((_mm_movemask_epi8(t25) != 0)) {
                        __m128i t146 = _mm_set1_epi32(2);
                        __m128i t147 = _mm_set1_epi32(1);
                        __m128i t148 = vcc_sse2_blendv_epi8(t147, t146, t25);
                        t24 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t8, t148);
                    } else {
                        t24 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t25 = (__m128i)(vcc_m4){0};
                    }
                    __m128i t149 = _mm_set1_epi32(3);
                    __m128i t150 = (__m128i)((vcc_v4_uint)t149 * (vcc_v4_uint)(__m128i)t8);
                    __m128i t151 = _mm_set1_epi32(1);
                    __m128i t152 = _mm_add_epi32(t150, t151);
                    t27 = (vcc_v4_int)vcc_sse2_blendv_epi8(t152, (__m128i)t24, t25);
                    __m128i t153 = _mm_set1_epi32((int)t73);
                    t28 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t74, t153, t7);
                    if ((_mm_movemask_epi8(t26) != 0)) {
                        t154 = t73 + 1;
                        t155 = 1;
                        t156 = (vcc_v4_int)(__m128i)t76;
                    } else {
                        t26 = t7;
                        t27 = (vcc_v4_int)(__m128i)t8;
                        t154 = t73;
                        t155 = 0;
                        t156 = (vcc_v4_int)(__m128i)t28;
                        t28 = (vcc_v4_int)(__m128i)t74;
                    }
                } else {
                    t26 = t7;
                    t27 = (vcc_v4_int)(__m128i)t8;
                    t154 = t73;
                    t28 = (vcc_v4_int)(__m128i)t74;
                    t155 = 0;
                    t156 = (vcc_v4_int)(__m128i)t76;
                }
                if (!(t95 | t115 | t135 | t155)) {
                    __m128i t157 = _mm_add_epi32((__m128i)t96, (__m128i)i_v);
                    _mm_storeu_si128((__m128i *)t40, t157);
                    __m128i t158 = _mm_add_epi32((__m128i)t116, t53);
                    _mm_storeu_si128((__m128i *)t54, t158);
                    __m128i t159 = _mm_add_epi32((__m128i)t136, t56);
                    _mm_storeu_si128((__m128i *)t57, t159);
                    __m128i t181 = _mm_add_epi32((__m128i)t156, t59);
                    _mm_storeu_si128((__m128i *)t60, t181);
                    i_vec_1 += 16L;
                    i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                    if (i_vec_1 < t38) {
                        break;
                    }
                    t41 = (int)t38;
                    goto L182;
                }
                t1 = t11;
                t2 = (vcc_v4_int)(__m128i)t12;
                t61 = t94;
                t62 = (vcc_v4_int)(__m128i)t13;
                t63 = t95;
                t64 = (vcc_v4_int)(__m128i)t96;
                t3 = t16;
                t4 = (vcc_v4_int)(__m128i)t17;
                t65 = t114;
                t66 = (vcc_v4_int)(__m128i)t18;
                t67 = t115;
                t68 = (vcc_v4_int)(__m128i)t116;
                t5 = t21;
                t6 = (vcc_v4_int)(__m128i)t22;
                t69 = t134;
                t70 = (vcc_v4_int)(__m128i)t23;
                t71 = t135;
                t72 = (vcc_v4_int)(__m128i)t136;
                t7 = t26;
                t8 = (vcc_v4_int)(__m128i)t27;
                t73 = t154;
                t74 = (vcc_v4_int)(__m128i)t28;
                t75 = t155;
                t76 = (vcc_v4_int)(__m128i)t156;
            }
        }
    } else {
        t41 = 0;
    }
L182:
    t42 = (long)n + (long)t41 * -1L;
    t43 = (unsigned long)y;
    t44 = (unsigned long)x;
    t45 = (long)((unsigned long)y + (unsigned long)((long)t41 * 4L) - ((unsigned long)x + (unsigned long)((long)t41 * 4L)));
    if ((t42 >= 4L) & (((t43 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t41 * 4L))) | ((t44 + (unsigned long)((long)t41 * 4L + 4L + (t42 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t41 * 4L))) | ((t45 <= 0L) | (t45 >= 16L)))) {
        long t46 = t42 & -4L;
        __m128i t47 = _mm_set1_epi32((int)t41);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t47, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at inline.c:45 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t48 = (long)t41 + i_vec;
            int *t49 = y + t48;
            vcc_v4_int t30 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(x + t48));
            __m128i t29 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            int t161 = 0;
            vcc_v4_int t33 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            for (;;) {
                __m128i t162 = _mm_set1_epi32(1);
                __m128i t163 = _mm_cmpgt_epi32((__m128i)t30, t162);
                __m128i t164 = (__m128i)((vcc_m4)t29 & (vcc_m4)t163);
                __m128i t165 = _mm_set1_epi32((int)((t161 < limit) != 0));
                __m128i t166 = (__m128i)(vcc_m4)((vcc_v4_int)t165 != (vcc_v4_int){0});
                __m128i t167 = (__m128i)((vcc_m4)t164 & (vcc_m4)t166);
                __m128i t168 = _mm_set1_epi32(1);
                __m128i t169 = _mm_and_si128((__m128i)t30, t168);
                __m128i t170 = (__m128i)(vcc_m4)((vcc_v4_int)t169 != (vcc_v4_int){0});
                __m128i t171 = (__m128i)~(vcc_m4)t170;
                __m128i t32 = (__m128i)((vcc_m4)t167 & (vcc_m4)t171);
                if ((_mm_movemask_epi8(t32) != 0)) {
                    __m128i t172 = _mm_set1_epi32(2);
                    __m128i t173 = _mm_set1_epi32(1);
                    __m128i t174 = vcc_sse2_blendv_epi8(t173, t172, t32);
                    t31 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t30, t174);
                } else {
                    t31 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                    t32 = (__m128i)(vcc_m4){0};
                }
                __m128i t175 = _mm_set1_epi32(3);
                __m128i t176 = (__m128i)((vcc_v4_uint)t175 * (vcc_v4_uint)(__m128i)t30);
                __m128i t177 = _mm_set1_epi32(1);
                __m128i t178 = _mm_add_epi32(t176, t177);
                __m128i t179 = vcc_sse2_blendv_epi8(t178, (__m128i)t31, t32);
                __m128i t180 = _mm_set1_epi32((int)t161);
                t33 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t33, t180, t29);
                if (!(_mm_movemask_epi8(t167) != 0)) {
                    __m128i t160 = _mm_add_epi32((__m128i)t33, (__m128i)i_v_1);
                    _mm_storeu_si128((__m128i *)t49, t160);
                    i_vec += 4L;
                    i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                    if (i_vec < t46) {
                        break;
                    }
                    i = (int)((long)t41 + t46);
                    goto L183;
                }
                t29 = t167;
                t30 = (vcc_v4_int)t179;
                t161++;
            }
        }
    } else {
        i = t41;
    }
L183:
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = x[t50];
        y[t50] = count(t51, limit) + i;
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
            __m128 x_v = _mm_loadu_ps(x + i_vec);
            __m128 t6 = _ZGVbN4vu_poly16(x_v, c);
            _mm_storeu_ps(y + i_vec, t6);
            long t7 = i_vec + 4L;
            __m128 x_v_1 = _mm_loadu_ps(x + t7);
            __m128 t8 = _ZGVbN4vu_poly16(x_v_1, c);
            _mm_storeu_ps(y + t7, t8);
            long t9 = i_vec + 8L;
            __m128 x_v_2 = _mm_loadu_ps(x + t9);
            __m128 t10 = _ZGVbN4vu_poly16(x_v_2, c);
            _mm_storeu_ps(y + t9, t10);
            long t11 = i_vec + 12L;
            __m128 x_v_3 = _mm_loadu_ps(x + t11);
            __m128 t12 = _ZGVbN4vu_poly16(x_v_3, c);
            _mm_storeu_ps(y + t11, t12);
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
            __m128 x_v_4 = _mm_loadu_ps(x + t19);
            __m128 t20 = _ZGVbN4vu_poly16(x_v_4, c);
            _mm_storeu_ps(y + t19, t20);
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
    __m128i t6 = _mm_set1_epi32(0);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t8 = _mm_cmpgt_epi32(t7, _mm_set1_epi32(4));
    __m128i t9 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t8, _mm_set1_epi32(5)); });
    vcc_v4_int t1 = (vcc_v4_int)_mm_sub_epi32(t7, t9);
    long k_vec = 0L;
    /* vcc: loop at inline.c:58 vectorized: VF 4, UF 4, the remainder at 59:32 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128 t10 = _mm_cvtepi32_ps((__m128i)t1);
        __m128 t11 = _mm_mul_ps(_mm_set1_ps(0.125f), t10);
        __m128 t12 = _mm_sub_ps(t11, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&c[k_vec], t12);
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t14 = _mm_cmpgt_epi32(t13, _mm_set1_epi32(4));
        __m128i t15 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t14, _mm_set1_epi32(5)); });
        __m128i t16 = _mm_sub_epi32(t13, t15);
        __m128 t17 = _mm_cvtepi32_ps(t16);
        __m128 t18 = _mm_mul_ps(_mm_set1_ps(0.125f), t17);
        __m128 t19 = _mm_sub_ps(t18, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&c[k_vec + 4L], t19);
        __m128i t20 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(3));
        __m128i t21 = _mm_cmpgt_epi32(t20, _mm_set1_epi32(4));
        __m128i t22 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t21, _mm_set1_epi32(5)); });
        __m128i t23 = _mm_sub_epi32(t20, t22);
        __m128 t24 = _mm_cvtepi32_ps(t23);
        __m128 t25 = _mm_mul_ps(_mm_set1_ps(0.125f), t24);
        __m128 t26 = _mm_sub_ps(t25, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&c[k_vec + 8L], t26);
        __m128i t27 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(2));
        __m128i t28 = _mm_cmpgt_epi32(t27, _mm_set1_epi32(4));
        __m128i t29 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t28, _mm_set1_epi32(5)); });
        __m128i t30 = _mm_sub_epi32(t27, t29);
        __m128 t31 = _mm_cvtepi32_ps(t30);
        __m128 t32 = _mm_mul_ps(_mm_set1_ps(0.125f), t31);
        __m128 t33 = _mm_sub_ps(t32, _mm_set1_ps(0.25f));
        _mm_storeu_ps(&c[k_vec + 12L], t33);
        k_vec += 16L;
        __m128i t34 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(1));
        __m128i t35 = _mm_cmpgt_epi32(t34, _mm_set1_epi32(4));
        __m128i t36 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t35, _mm_set1_epi32(5)); });
        t1 = (vcc_v4_int)_mm_sub_epi32(t34, t36);
    } while (k_vec < 16L);
    __m128i t37 = _mm_set1_epi32(0);
    __m128i t38 = _mm_add_epi32(t37, _mm_setr_epi32(0, 14, 5, 19));
    __m128i t39 = _mm_cmpgt_epi32(t38, _mm_set1_epi32(22));
    __m128i t40 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t39, _mm_set1_epi32(23)); });
    vcc_v4_int t2 = (vcc_v4_int)_mm_sub_epi32(t38, t40);
    __m128i t41 = _mm_set1_epi32(0);
    __m128i t42 = _mm_add_epi32(t41, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t43 = _mm_cmpgt_epi32(t42, _mm_set1_epi32(96));
    __m128i t44 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t43, _mm_set1_epi32(97)); });
    vcc_v4_int t3 = (vcc_v4_int)_mm_sub_epi32(t42, t44);
    long i_vec = 0L;
    /* vcc: loop at inline.c:60 vectorized: VF 4, UF 4, the remainder at 61:23 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 62:16 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        __m128 t45 = _mm_cvtepi32_ps((__m128i)t2);
        __m128 t46 = _mm_mul_ps(t45, _mm_set1_ps(0.25f));
        __m128 t47 = _mm_sub_ps(t46, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[i_vec], t47);
        __m128i t48 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[i_vec], t48);
        long t49 = i_vec + 4L;
        __m128i t50 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(10));
        __m128i t51 = _mm_cmpgt_epi32(t50, _mm_set1_epi32(22));
        __m128i t52 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t51, _mm_set1_epi32(23)); });
        __m128i t53 = _mm_sub_epi32(t50, t52);
        __m128 t54 = _mm_cvtepi32_ps(t53);
        __m128 t55 = _mm_mul_ps(t54, _mm_set1_ps(0.25f));
        __m128 t56 = _mm_sub_ps(t55, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t49], t56);
        __m128i t57 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(18));
        __m128i t58 = _mm_cmpgt_epi32(t57, _mm_set1_epi32(96));
        __m128i t59 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t58, _mm_set1_epi32(97)); });
        __m128i t60 = _mm_sub_epi32(t57, t59);
        __m128i t61 = _mm_add_epi32(t60, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t49], t61);
        long t62 = i_vec + 8L;
        __m128i t63 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(20));
        __m128i t64 = _mm_cmpgt_epi32(t63, _mm_set1_epi32(22));
        __m128i t65 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t64, _mm_set1_epi32(23)); });
        __m128i t66 = _mm_sub_epi32(t63, t65);
        __m128 t67 = _mm_cvtepi32_ps(t66);
        __m128 t68 = _mm_mul_ps(t67, _mm_set1_ps(0.25f));
        __m128 t69 = _mm_sub_ps(t68, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t62], t69);
        __m128i t70 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(36));
        __m128i t71 = _mm_cmpgt_epi32(t70, _mm_set1_epi32(96));
        __m128i t72 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t71, _mm_set1_epi32(97)); });
        __m128i t73 = _mm_sub_epi32(t70, t72);
        __m128i t74 = _mm_add_epi32(t73, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t62], t74);
        long t75 = i_vec + 12L;
        __m128i t76 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(7));
        __m128i t77 = _mm_cmpgt_epi32(t76, _mm_set1_epi32(22));
        __m128i t78 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t77, _mm_set1_epi32(23)); });
        __m128i t79 = _mm_sub_epi32(t76, t78);
        __m128 t80 = _mm_cvtepi32_ps(t79);
        __m128 t81 = _mm_mul_ps(t80, _mm_set1_ps(0.25f));
        __m128 t82 = _mm_sub_ps(t81, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t75], t82);
        __m128i t83 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(54));
        __m128i t84 = _mm_cmpgt_epi32(t83, _mm_set1_epi32(96));
        __m128i t85 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t84, _mm_set1_epi32(97)); });
        __m128i t86 = _mm_sub_epi32(t83, t85);
        __m128i t87 = _mm_add_epi32(t86, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t75], t87);
        i_vec += 16L;
        __m128i t88 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(17));
        __m128i t89 = _mm_cmpgt_epi32(t88, _mm_set1_epi32(22));
        __m128i t90 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t89, _mm_set1_epi32(23)); });
        t2 = (vcc_v4_int)_mm_sub_epi32(t88, t90);
        __m128i t91 = _mm_add_epi32((__m128i)t3, _mm_set1_epi32(72));
        __m128i t92 = _mm_cmpgt_epi32(t91, _mm_set1_epi32(96));
        __m128i t93 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t92, _mm_set1_epi32(97)); });
        t3 = (vcc_v4_int)_mm_sub_epi32(t91, t93);
    } while (i_vec < 32L);
    __m128i t94 = _mm_set1_epi32(11);
    __m128i t95 = _mm_add_epi32(t94, _mm_setr_epi32(0, 14, 5, 19));
    __m128i t96 = _mm_cmpgt_epi32(t95, _mm_set1_epi32(22));
    __m128i t97 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t96, _mm_set1_epi32(23)); });
    vcc_v4_int t4 = (vcc_v4_int)_mm_sub_epi32(t95, t97);
    __m128i t98 = _mm_set1_epi32(47);
    __m128i t99 = _mm_add_epi32(t98, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t100 = _mm_cmpgt_epi32(t99, _mm_set1_epi32(96));
    __m128i t101 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t100, _mm_set1_epi32(97)); });
    vcc_v4_int t5 = (vcc_v4_int)_mm_sub_epi32(t99, t101);
    long i_vec_1 = 0L;
    /* vcc: loop at inline.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t102 = 32L + i_vec_1;
        __m128 t103 = _mm_cvtepi32_ps((__m128i)t4);
        __m128 t104 = _mm_mul_ps(t103, _mm_set1_ps(0.25f));
        __m128 t105 = _mm_sub_ps(t104, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t102], t105);
        __m128i t106 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t102], t106);
        i_vec_1 += 4L;
        __m128i t107 = _mm_add_epi32((__m128i)t4, _mm_set1_epi32(10));
        __m128i t108 = _mm_cmpgt_epi32(t107, _mm_set1_epi32(22));
        __m128i t109 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t108, _mm_set1_epi32(23)); });
        t4 = (vcc_v4_int)_mm_sub_epi32(t107, t109);
        __m128i t110 = _mm_add_epi32((__m128i)t5, _mm_set1_epi32(18));
        __m128i t111 = _mm_cmpgt_epi32(t110, _mm_set1_epi32(96));
        __m128i t112 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t111, _mm_set1_epi32(97)); });
        t5 = (vcc_v4_int)_mm_sub_epi32(t110, t112);
    } while (i_vec_1 < 12L);
    for (int i = 44; i < 45; i++) {
        long t113 = (long)i;
        x[t113] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t113] = i * 53 % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        const float *t114 = x;
        clamp_all(y, t114, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t115 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t115], b[t115]);
        }
        poly_all(y, t114, n, c);
        for (int i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
