/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
/* A strided load, `m[j * n + i]` with `j` linear and `n` uniform: each lane's element is `n`
   apart, read lane by lane at the offsets `k * n` (a splat of `n` times the lane numbers: on
   avx512 the 16 `long` offsets are no register, and their splat is written so that gcc folds it
   once `n` is a constant). With the constant n, `transpose`'s loop over i is jammed by the lanes
   (unroll_jam.rs's transpose rule: its original nest, for the last i, is the third loop) and the
   jammed calls' gathers read as rows transposed in registers (transpose.rs). */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 1 */
/* vcc-test: expect-loops 3 */

#define N 40

static float in[N * N], out[N * N];

/* #pragma omp declare simd uniform(m, n, i, scale) linear(j) notinbranch */
float at_transposed(const float *m, int n, int i, int j, float scale) {
    return m[j * n + i] * scale;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_v8_long t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t2 = vcc_splat(vcc_v8_long, 1L * (long)n);
    vcc_v8_long t3 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t2;
    vcc_v8_long t4 = t1 + t3;
    __m256 t5 = (__m256)vcc_gather(vcc_v8_float, m + (j * n + i), t4);
    __m256 t6 = _mm256_set1_ps(scale);
    __m256 t7 = _mm256_mul_ps(t5, t6);
    return t7;
}

/* The variant inlined with a constant n. */
static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
__attribute__((target("avx2"))) void transpose(float scale) {
    long t2;
    long t4;
    int i;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    int t10;
    int t11;
    int i_1;
    i = 0;
    for (;; i = t11 + 1) {
        if (i >= 40) {
            i_1 = i;
            break;
        }
        t5 = i + 1;
        if (t5 >= 40) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= 40) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= 40) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= 40) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= 40) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= 40) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= 40) {
            i_1 = i;
            break;
        }
        t4 = 0L;
        for (;;) {
            long t12 = t4 + 8L;
            long t13 = t4 + 16L;
            long t14 = t4 + 24L;
            int t15 = (int)t4;
            float *t16 = &out[i * 40 + t15];
            const float *t17 = in;
            const float *t32 = t17 + (t15 * 40 + i);
            __m256 t33 = _mm256_loadu_ps(t32 + 0);
            __m256 t34 = _mm256_loadu_ps(t32 + 40);
            __m256 t35 = _mm256_loadu_ps(t32 + 80);
            __m256 t36 = _mm256_loadu_ps(t32 + 120);
            __m256 t37 = _mm256_loadu_ps(t32 + 160);
            __m256 t38 = _mm256_loadu_ps(t32 + 200);
            __m256 t39 = _mm256_loadu_ps(t32 + 240);
            __m256 t40 = _mm256_loadu_ps(t32 + 280);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x20);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x31);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x20);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x31);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x20);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x31);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x20);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x31);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x20);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x31);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x20);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x31);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x20);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x31);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x20);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x31);
            __m256 t65 = _mm256_set1_ps(scale);
            __m256 t66 = _mm256_mul_ps(t57, t65);
            _mm256_storeu_ps(t16, t66);
            float *t31 = &out[t5 * 40 + t15];
            __m256 t121 = _mm256_set1_ps(scale);
            __m256 t122 = _mm256_mul_ps(t58, t121);
            _mm256_storeu_ps(t31, t122);
            float *t120 = &out[t6 * 40 + t15];
            __m256 t137 = _mm256_set1_ps(scale);
            __m256 t138 = _mm256_mul_ps(t59, t137);
            _mm256_storeu_ps(t120, t138);
            float *t136 = &out[t7 * 40 + t15];
            __m256 t153 = _mm256_set1_ps(scale);
            __m256 t154 = _mm256_mul_ps(t60, t153);
            _mm256_storeu_ps(t136, t154);
            float *t152 = &out[t8 * 40 + t15];
            __m256 t166 = _mm256_set1_ps(scale);
            __m256 t167 = _mm256_mul_ps(t61, t166);
            _mm256_storeu_ps(t152, t167);
            float *t165 = &out[t9 * 40 + t15];
            __m256 t172 = _mm256_set1_ps(scale);
            __m256 t173 = _mm256_mul_ps(t62, t172);
            _mm256_storeu_ps(t165, t173);
            float *t171 = &out[t10 * 40 + t15];
            __m256 t178 = _mm256_set1_ps(scale);
            __m256 t179 = _mm256_mul_ps(t63, t178);
            _mm256_storeu_ps(t171, t179);
            float *t177 = &out[t11 * 40 + t15];
            __m256 t186 = _mm256_set1_ps(scale);
            __m256 t187 = _mm256_mul_ps(t64, t186);
            _mm256_storeu_ps(t177, t187);
            int t183 = (int)t12;
            float *t184 = &out[i * 40 + t183];
            const float *t185 = in;
            const float *t191 = t185 + (t183 * 40 + i);
            __m256 t192 = _mm256_loadu_ps(t191 + 0);
            __m256 t193 = _mm256_loadu_ps(t191 + 40);
            __m256 t194 = _mm256_loadu_ps(t191 + 80);
            __m256 t195 = _mm256_loadu_ps(t191 + 120);
            __m256 t196 = _mm256_loadu_ps(t191 + 160);
            __m256 t197 = _mm256_loadu_ps(t191 + 200);
            __m256 t198 = _mm256_loadu_ps(t191 + 240);
            __m256 t199 = _mm256_loadu_ps(t191 + 280);
            __m256 t200 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t192, t196), _mm256_unpackhi_ps(t192, t196), 0x20);
            __m256 t201 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t192, t196), _mm256_unpackhi_ps(t192, t196), 0x31);
            __m256 t202 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t193, t197), _mm256_unpackhi_ps(t193, t197), 0x20);
            __m256 t203 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t193, t197), _mm256_unpackhi_ps(t193, t197), 0x31);
            __m256 t204 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t194, t198), _mm256_unpackhi_ps(t194, t198), 0x20);
            __m256 t205 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t194, t198), _mm256_unpackhi_ps(t194, t198), 0x31);
            __m256 t206 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t195, t199), _mm256_unpackhi_ps(t195, t199), 0x20);
            __m256 t207 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t195, t199), _mm256_unpackhi_ps(t195, t199), 0x31);
            __m256 t208 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t200, t204), _mm256_unpackhi_ps(t200, t204), 0x20);
            __m256 t209 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t200, t204), _mm256_unpackhi_ps(t200, t204), 0x31);
            __m256 t210 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t201, t205), _mm256_unpackhi_ps(t201, t205), 0x20);
            __m256 t211 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t201, t205), _mm256_unpackhi_ps(t201, t205), 0x31);
            __m256 t212 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t202, t206), _mm256_unpackhi_ps(t202, t206), 0x20);
            __m256 t213 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t202, t206), _mm256_unpackhi_ps(t202, t206), 0x31);
            __m256 t214 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t203, t207), _mm256_unpackhi_ps(t203, t207), 0x20);
            __m256 t215 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t203, t207), _mm256_unpackhi_ps(t203, t207), 0x31);
            __m256 t216 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t208, t212), _mm256_unpackhi_ps(t208, t212), 0x20);
            __m256 t217 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t208, t212), _mm256_unpackhi_ps(t208, t212), 0x31);
            __m256 t218 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t209, t213), _mm256_unpackhi_ps(t209, t213), 0x20);
            __m256 t219 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t209, t213), _mm256_unpackhi_ps(t209, t213), 0x31);
            __m256 t220 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t210, t214), _mm256_unpackhi_ps(t210, t214), 0x20);
            __m256 t221 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t210, t214), _mm256_unpackhi_ps(t210, t214), 0x31);
            __m256 t222 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t211, t215), _mm256_unpackhi_ps(t211, t215), 0x20);
            __m256 t223 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t211, t215), _mm256_unpackhi_ps(t211, t215), 0x31);
            __m256 t224 = _mm256_set1_ps(scale);
            __m256 t225 = _mm256_mul_ps(t216, t224);
            _mm256_storeu_ps(t184, t225);
            float *t190 = &out[t5 * 40 + t183];
            __m256 t227 = _mm256_set1_ps(scale);
            __m256 t228 = _mm256_mul_ps(t217, t227);
            _mm256_storeu_ps(t190, t228);
            float *t226 = &out[t6 * 40 + t183];
            __m256 t230 = _mm256_set1_ps(scale);
            __m256 t231 = _mm256_mul_ps(t218, t230);
            _mm256_storeu_ps(t226, t231);
            float *t229 = &out[t7 * 40 + t183];
            __m256 t233 = _mm256_set1_ps(scale);
            __m256 t234 = _mm256_mul_ps(t219, t233);
            _mm256_storeu_ps(t229, t234);
            float *t232 = &out[t8 * 40 + t183];
            __m256 t236 = _mm256_set1_ps(scale);
            __m256 t237 = _mm256_mul_ps(t220, t236);
            _mm256_storeu_ps(t232, t237);
            float *t235 = &out[t9 * 40 + t183];
            __m256 t239 = _mm256_set1_ps(scale);
            __m256 t240 = _mm256_mul_ps(t221, t239);
            _mm256_storeu_ps(t235, t240);
            float *t238 = &out[t10 * 40 + t183];
            __m256 t242 = _mm256_set1_ps(scale);
            __m256 t243 = _mm256_mul_ps(t222, t242);
            _mm256_storeu_ps(t238, t243);
            float *t241 = &out[t11 * 40 + t183];
            __m256 t247 = _mm256_set1_ps(scale);
            __m256 t248 = _mm256_mul_ps(t223, t247);
            _mm256_storeu_ps(t241, t248);
            int t244 = (int)t13;
            float *t245 = &out[i * 40 + t244];
            const float *t246 = in;
            const float *t250 = t246 + (t244 * 40 + i);
            __m256 t251 = _mm256_loadu_ps(t250 + 0);
            __m256 t252 = _mm256_loadu_ps(t250 + 40);
            __m256 t253 = _mm256_loadu_ps(t250 + 80);
            __m256 t254 = _mm256_loadu_ps(t250 + 120);
            __m256 t255 = _mm256_loadu_ps(t250 + 160);
            __m256 t256 = _mm256_loadu_ps(t250 + 200);
            __m256 t257 = _mm256_loadu_ps(t250 + 240);
            __m256 t258 = _mm256_loadu_ps(t250 + 280);
            __m256 t259 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t251, t255), _mm256_unpackhi_ps(t251, t255), 0x20);
            __m256 t260 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t251, t255), _mm256_unpackhi_ps(t251, t255), 0x31);
            __m256 t261 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t252, t256), _mm256_unpackhi_ps(t252, t256), 0x20);
            __m256 t262 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t252, t256), _mm256_unpackhi_ps(t252, t256), 0x31);
            __m256 t263 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t253, t257), _mm256_unpackhi_ps(t253, t257), 0x20);
            __m256 t264 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t253, t257), _mm256_unpackhi_ps(t253, t257), 0x31);
            __m256 t265 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t254, t258), _mm256_unpackhi_ps(t254, t258), 0x20);
            __m256 t266 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t254, t258), _mm256_unpackhi_ps(t254, t258), 0x31);
            __m256 t267 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t259, t263), _mm256_unpackhi_ps(t259, t263), 0x20);
            __m256 t268 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t259, t263), _mm256_unpackhi_ps(t259, t263), 0x31);
            __m256 t269 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t260, t264), _mm256_unpackhi_ps(t260, t264), 0x20);
            __m256 t270 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t260, t264), _mm256_unpackhi_ps(t260, t264), 0x31);
            __m256 t271 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t261, t265), _mm256_unpackhi_ps(t261, t265), 0x20);
            __m256 t272 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t261, t265), _mm256_unpackhi_ps(t261, t265), 0x31);
            __m256 t273 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t262, t266), _mm256_unpackhi_ps(t262, t266), 0x20);
            __m256 t274 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t262, t266), _mm256_unpackhi_ps(t262, t266), 0x31);
            __m256 t275 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t267, t271), _mm256_unpackhi_ps(t267, t271), 0x20);
            __m256 t276 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t267, t271), _mm256_unpackhi_ps(t267, t271), 0x31);
            __m256 t277 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t268, t272), _mm256_unpackhi_ps(t268, t272), 0x20);
            __m256 t278 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t268, t272), _mm256_unpackhi_ps(t268, t272), 0x31);
            __m256 t279 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t269, t273), _mm256_unpackhi_ps(t269, t273), 0x20);
            __m256 t280 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t269, t273), _mm256_unpackhi_ps(t269, t273), 0x31);
            __m256 t281 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t270, t274), _mm256_unpackhi_ps(t270, t274), 0x20);
            __m256 t282 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t270, t274), _mm256_unpackhi_ps(t270, t274), 0x31);
            __m256 t283 = _mm256_set1_ps(scale);
            __m256 t284 = _mm256_mul_ps(t275, t283);
            _mm256_storeu_ps(t245, t284);
            float *t249 = &out[t5 * 40 + t244];
            __m256 t286 = _mm256_set1_ps(scale);
            __m256 t287 = _mm256_mul_ps(t276, t286);
            _mm256_storeu_ps(t249, t287);
            float *t285 = &out[t6 * 40 + t244];
            __m256 t289 = _mm256_set1_ps(scale);
            __m256 t290 = _mm256_mul_ps(t277, t289);
            _mm256_storeu_ps(t285, t290);
            float *t288 = &out[t7 * 40 + t244];
            __m256 t292 = _mm256_set1_ps(scale);
            __m256 t293 = _mm256_mul_ps(t278, t292);
            _mm256_storeu_ps(t288, t293);
            float *t291 = &out[t8 * 40 + t244];
            __m256 t295 = _mm256_set1_ps(scale);
            __m256 t296 = _mm256_mul_ps(t279, t295);
            _mm256_storeu_ps(t291, t296);
            float *t294 = &out[t9 * 40 + t244];
            __m256 t298 = _mm256_set1_ps(scale);
            __m256 t299 = _mm256_mul_ps(t280, t298);
            _mm256_storeu_ps(t294, t299);
            float *t297 = &out[t10 * 40 + t244];
            __m256 t301 = _mm256_set1_ps(scale);
            __m256 t302 = _mm256_mul_ps(t281, t301);
            _mm256_storeu_ps(t297, t302);
            float *t300 = &out[t11 * 40 + t244];
            __m256 t306 = _mm256_set1_ps(scale);
            __m256 t307 = _mm256_mul_ps(t282, t306);
            _mm256_storeu_ps(t300, t307);
            int t303 = (int)t14;
            float *t304 = &out[i * 40 + t303];
            const float *t305 = in;
            const float *t309 = t305 + (t303 * 40 + i);
            __m256 t310 = _mm256_loadu_ps(t309 + 0);
            __m256 t311 = _mm256_loadu_ps(t309 + 40);
            __m256 t312 = _mm256_loadu_ps(t309 + 80);
            __m256 t313 = _mm256_loadu_ps(t309 + 120);
            __m256 t314 = _mm256_loadu_ps(t309 + 160);
            __m256 t315 = _mm256_loadu_ps(t309 + 200);
            __m256 t316 = _mm256_loadu_ps(t309 + 240);
            __m256 t317 = _mm256_loadu_ps(t309 + 280);
            __m256 t318 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t310, t314), _mm256_unpackhi_ps(t310, t314), 0x20);
            __m256 t319 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t310, t314), _mm256_unpackhi_ps(t310, t314), 0x31);
            __m256 t320 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t311, t315), _mm256_unpackhi_ps(t311, t315), 0x20);
            __m256 t321 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t311, t315), _mm256_unpackhi_ps(t311, t315), 0x31);
            __m256 t322 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t312, t316), _mm256_unpackhi_ps(t312, t316), 0x20);
            __m256 t323 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t312, t316), _mm256_unpackhi_ps(t312, t316), 0x31);
            __m256 t324 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t313, t317), _mm256_unpackhi_ps(t313, t317), 0x20);
            __m256 t325 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t313, t317), _mm256_unpackhi_ps(t313, t317), 0x31);
            __m256 t326 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t318, t322), _mm256_unpackhi_ps(t318, t322), 0x20);
            __m256 t327 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t318, t322), _mm256_unpackhi_ps(t318, t322), 0x31);
            __m256 t328 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t319, t323), _mm256_unpackhi_ps(t319, t323), 0x20);
            __m256 t329 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t319, t323), _mm256_unpackhi_ps(t319, t323), 0x31);
            __m256 t330 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t320, t324), _mm256_unpackhi_ps(t320, t324), 0x20);
            __m256 t331 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t320, t324), _mm256_unpackhi_ps(t320, t324), 0x31);
            __m256 t332 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t321, t325), _mm256_unpackhi_ps(t321, t325), 0x20);
            __m256 t333 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t321, t325), _mm256_unpackhi_ps(t321, t325), 0x31);
            __m256 t334 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t326, t330), _mm256_unpackhi_ps(t326, t330), 0x20);
            __m256 t335 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t326, t330), _mm256_unpackhi_ps(t326, t330), 0x31);
            __m256 t336 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t327, t331), _mm256_unpackhi_ps(t327, t331), 0x20);
            __m256 t337 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t327, t331), _mm256_unpackhi_ps(t327, t331), 0x31);
            __m256 t338 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t328, t332), _mm256_unpackhi_ps(t328, t332), 0x20);
            __m256 t339 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t328, t332), _mm256_unpackhi_ps(t328, t332), 0x31);
            __m256 t340 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t329, t333), _mm256_unpackhi_ps(t329, t333), 0x20);
            __m256 t341 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t329, t333), _mm256_unpackhi_ps(t329, t333), 0x31);
            __m256 t342 = _mm256_set1_ps(scale);
            __m256 t343 = _mm256_mul_ps(t334, t342);
            _mm256_storeu_ps(t304, t343);
            float *t308 = &out[t5 * 40 + t303];
            __m256 t345 = _mm256_set1_ps(scale);
            __m256 t346 = _mm256_mul_ps(t335, t345);
            _mm256_storeu_ps(t308, t346);
            float *t344 = &out[t6 * 40 + t303];
            __m256 t348 = _mm256_set1_ps(scale);
            __m256 t349 = _mm256_mul_ps(t336, t348);
            _mm256_storeu_ps(t344, t349);
            float *t347 = &out[t7 * 40 + t303];
            __m256 t351 = _mm256_set1_ps(scale);
            __m256 t352 = _mm256_mul_ps(t337, t351);
            _mm256_storeu_ps(t347, t352);
            float *t350 = &out[t8 * 40 + t303];
            __m256 t354 = _mm256_set1_ps(scale);
            __m256 t355 = _mm256_mul_ps(t338, t354);
            _mm256_storeu_ps(t350, t355);
            float *t353 = &out[t9 * 40 + t303];
            __m256 t357 = _mm256_set1_ps(scale);
            __m256 t358 = _mm256_mul_ps(t339, t357);
            _mm256_storeu_ps(t353, t358);
            float *t356 = &out[t10 * 40 + t303];
            __m256 t360 = _mm256_set1_ps(scale);
            __m256 t361 = _mm256_mul_ps(t340, t360);
            _mm256_storeu_ps(t356, t361);
            float *t359 = &out[t11 * 40 + t303];
            __m256 t362 = _mm256_set1_ps(scale);
            __m256 t363 = _mm256_mul_ps(t341, t362);
            _mm256_storeu_ps(t359, t363);
            t4 += 32L;
            if (t4 >= 32L) {
                long t3 = 0L;
                for (;;) {
                    int t18 = (int)(32L + t3);
                    float *t19 = &out[i * 40 + t18];
                    const float *t20 = in;
                    const float *t68 = t20 + (t18 * 40 + i);
                    __m256 t69 = _mm256_loadu_ps(t68 + 0);
                    __m256 t70 = _mm256_loadu_ps(t68 + 40);
                    __m256 t71 = _mm256_loadu_ps(t68 + 80);
                    __m256 t72 = _mm256_loadu_ps(t68 + 120);
                    __m256 t73 = _mm256_loadu_ps(t68 + 160);
                    __m256 t74 = _mm256_loadu_ps(t68 + 200);
                    __m256 t75 = _mm256_loadu_ps(t68 + 240);
                    __m256 t76 = _mm256_loadu_ps(t68 + 280);
                    __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
                    __m256 t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
                    __m256 t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x20);
                    __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x31);
                    __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x20);
                    __m256 t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x31);
                    __m256 t83 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x20);
                    __m256 t84 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x31);
                    __m256 t85 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t77, t81), _mm256_unpackhi_ps(t77, t81), 0x20);
                    __m256 t86 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t77, t81), _mm256_unpackhi_ps(t77, t81), 0x31);
                    __m256 t87 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t78, t82), _mm256_unpackhi_ps(t78, t82), 0x20);
                    __m256 t88 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t78, t82), _mm256_unpackhi_ps(t78, t82), 0x31);
                    __m256 t89 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t79, t83), _mm256_unpackhi_ps(t79, t83), 0x20);
                    __m256 t90 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t79, t83), _mm256_unpackhi_ps(t79, t83), 0x31);
                    __m256 t91 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t80, t84), _mm256_unpackhi_ps(t80, t84), 0x20);
                    __m256 t92 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t80, t84), _mm256_unpackhi_ps(t80, t84), 0x31);
                    __m256 t93 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x20);
                    __m256 t94 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x31);
                    __m256 t95 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x20);
                    __m256 t96 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x31);
                    __m256 t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t87, t91), _mm256_unpackhi_ps(t87, t91), 0x20);
                    __m256 t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t87, t91), _mm256_unpackhi_ps(t87, t91), 0x31);
                    __m256 t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x20);
                    __m256 t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x31);
                    __m256 t101 = _mm256_set1_ps(scale);
                    __m256 t102 = _mm256_mul_ps(t93, t101);
                    _mm256_storeu_ps(t19, t102);
                    float *t67 = &out[t5 * 40 + t18];
                    __m256 t124 = _mm256_set1_ps(scale);
                    __m256 t125 = _mm256_mul_ps(t94, t124);
                    _mm256_storeu_ps(t67, t125);
                    float *t123 = &out[t6 * 40 + t18];
                    __m256 t140 = _mm256_set1_ps(scale);
                    __m256 t141 = _mm256_mul_ps(t95, t140);
                    _mm256_storeu_ps(t123, t141);
                    float *t139 = &out[t7 * 40 + t18];
                    __m256 t156 = _mm256_set1_ps(scale);
                    __m256 t157 = _mm256_mul_ps(t96, t156);
                    _mm256_storeu_ps(t139, t157);
                    float *t155 = &out[t8 * 40 + t18];
                    __m256 t169 = _mm256_set1_ps(scale);
                    __m256 t170 = _mm256_mul_ps(t97, t169);
                    _mm256_storeu_ps(t155, t170);
                    float *t168 = &out[t9 * 40 + t18];
                    __m256 t175 = _mm256_set1_ps(scale);
                    __m256 t176 = _mm256_mul_ps(t98, t175);
                    _mm256_storeu_ps(t168, t176);
                    float *t174 = &out[t10 * 40 + t18];
                    __m256 t181 = _mm256_set1_ps(scale);
                    __m256 t182 = _mm256_mul_ps(t99, t181);
                    _mm256_storeu_ps(t174, t182);
                    float *t180 = &out[t11 * 40 + t18];
                    __m256 t188 = _mm256_set1_ps(scale);
                    __m256 t189 = _mm256_mul_ps(t100, t188);
                    _mm256_storeu_ps(t180, t189);
                    t3 += 8L;
                    if (t3 >= 8L) {
                        int j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L364;
                            }
                            const float *t21 = in;
                            out[i * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, i, j, scale));
                            out[t5 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t5, j, scale));
                            out[t6 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t6, j, scale));
                            out[t7 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t7, j, scale));
                            out[t8 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t8, j, scale));
                            out[t9 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t9, j, scale));
                            out[t10 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t10, j, scale));
                            out[t11 * 40 + j] = (_mm256_zeroupper(), at_transposed(t21, 40, t11, j, scale));
                        }
                    }
                }
            }
        }
    L364:;
    }
    for (; i_1 < 40; i_1++) {
        t2 = 0L;
        for (;;) {
            long t22 = t2 + 8L;
            long t23 = t2 + 16L;
            long t24 = t2 + 24L;
            int t25 = (int)t2;
            float *t26 = &out[i_1 * 40 + t25];
            const float *t27 = in;
            vcc_v8_long t106 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t107 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t108 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t107;
            vcc_v8_long t109 = t106 + t108;
            __m256 t110 = (__m256)vcc_gather(vcc_v8_float, t27 + (t25 * 40 + i_1), t109);
            __m256 t111 = _mm256_set1_ps(scale);
            __m256 t112 = _mm256_mul_ps(t110, t111);
            _mm256_storeu_ps(t26, t112);
            int t103 = (int)t22;
            float *t104 = &out[i_1 * 40 + t103];
            const float *t105 = in;
            vcc_v8_long t129 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t130 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t131 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t130;
            vcc_v8_long t132 = t129 + t131;
            __m256 t133 = (__m256)vcc_gather(vcc_v8_float, t105 + (t103 * 40 + i_1), t132);
            __m256 t134 = _mm256_set1_ps(scale);
            __m256 t135 = _mm256_mul_ps(t133, t134);
            _mm256_storeu_ps(t104, t135);
            int t126 = (int)t23;
            float *t127 = &out[i_1 * 40 + t126];
            const float *t128 = in;
            vcc_v8_long t145 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t146 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t147 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t146;
            vcc_v8_long t148 = t145 + t147;
            __m256 t149 = (__m256)vcc_gather(vcc_v8_float, t128 + (t126 * 40 + i_1), t148);
            __m256 t150 = _mm256_set1_ps(scale);
            __m256 t151 = _mm256_mul_ps(t149, t150);
            _mm256_storeu_ps(t127, t151);
            int t142 = (int)t24;
            float *t143 = &out[i_1 * 40 + t142];
            const float *t144 = in;
            vcc_v8_long t158 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t159 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t160 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t159;
            vcc_v8_long t161 = t158 + t160;
            __m256 t162 = (__m256)vcc_gather(vcc_v8_float, t144 + (t142 * 40 + i_1), t161);
            __m256 t163 = _mm256_set1_ps(scale);
            __m256 t164 = _mm256_mul_ps(t162, t163);
            _mm256_storeu_ps(t143, t164);
            t2 += 32L;
            if (t2 >= 32L) {
                long t1 = 0L;
                for (;;) {
                    int t28 = (int)(32L + t1);
                    float *t29 = &out[i_1 * 40 + t28];
                    const float *t30 = in;
                    vcc_v8_long t113 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    vcc_v8_long t114 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                    vcc_v8_long t115 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t114;
                    vcc_v8_long t116 = t113 + t115;
                    __m256 t117 = (__m256)vcc_gather(vcc_v8_float, t30 + (t28 * 40 + i_1), t116);
                    __m256 t118 = _mm256_set1_ps(scale);
                    __m256 t119 = _mm256_mul_ps(t117, t118);
                    _mm256_storeu_ps(t29, t119);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        int j_1 = 40;
                        for (;; j_1++) {
                            if (j_1 >= 40) {
                                goto L365;
                            }
                            out[i_1 * 40 + j_1] = (_mm256_zeroupper(), at_transposed(in, 40, i_1, j_1, scale));
                        }
                    }
                }
            }
        }
    L365:;
    }
}

/* And with n a parameter. */
__attribute__((target("avx2"))) void column(float *dst, int n, int rows, int i) {
    int t9;
    int j;
    long t3 = (long)rows;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t5 = t2 + 8L;
            int t6 = (int)t2;
            float *t7 = dst + t6;
            const float *t8 = in;
            vcc_v8_long t18 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t19 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t20 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t19;
            vcc_v8_long t21 = t18 + t20;
            __m256 t22 = (__m256)vcc_gather(vcc_v8_float, t8 + (t6 * n + i), t21);
            __m256 t23 = _mm256_set1_ps(-1.5f);
            __m256 t24 = _mm256_mul_ps(t22, t23);
            _mm256_storeu_ps(t7, t24);
            int t15 = (int)t5;
            float *t16 = dst + t15;
            const float *t17 = in;
            vcc_v8_long t32 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t33 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t34 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t33;
            vcc_v8_long t35 = t32 + t34;
            __m256 t36 = (__m256)vcc_gather(vcc_v8_float, t17 + (t15 * n + i), t35);
            __m256 t37 = _mm256_set1_ps(-1.5f);
            __m256 t38 = _mm256_mul_ps(t36, t37);
            _mm256_storeu_ps(t16, t38);
            t2 += 16L;
            if (t2 >= t4) {
                t9 = (int)t4;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)rows + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long t1 = 0L;
        for (;;) {
            int t12 = (int)((long)t9 + t1);
            float *t13 = dst + t12;
            const float *t14 = in;
            vcc_v8_long t25 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t26 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t27 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t26;
            vcc_v8_long t28 = t25 + t27;
            __m256 t29 = (__m256)vcc_gather(vcc_v8_float, t14 + (t12 * n + i), t28);
            __m256 t30 = _mm256_set1_ps(-1.5f);
            __m256 t31 = _mm256_mul_ps(t29, t30);
            _mm256_storeu_ps(t13, t31);
            t1 += 8L;
            if (t1 >= t11) {
                j = (int)((long)t9 + t11);
                break;
            }
        }
    } else {
        j = t9;
    }
    for (; j < rows; j++) {
        dst[j] = (_mm256_zeroupper(), at_transposed(in, n, i, j, -1.5f));
    }
}

v8f _ZGVdN8uuulu_at_transposed(const float *, int, int, int, float);

int main(void) {
    for (int k = 0; k < N * N; k++)
        in[k] = (float)(k % 97) * 0.5f - 3.0f;
    transpose(2.0f);
    double t = 0;
    for (int k = 0; k < N * N; k++)
        t += out[k] * (k % 13 + 1);
    printf("%.3f\n", t);
    float dst[N];
    int ns[] = {N, 17, 3};
    int rows[] = {N, 33, 17};
    for (int s = 0; s < 3; s++) {
        column(dst, ns[s], rows[s], s + 1);
        for (int j = 0; j < rows[s]; j++)
            printf("%g ", dst[j]);
        printf("\n");
    }
    float r[8];
    FROM_VEC(r, _ZGVdN8uuulu_at_transposed(in, 7, 2, 5, 0.25f));
    for (int k = 0; k < 8; k++)
        printf("%g ", r[k]);
    printf("\n");
    return 0;
}
