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
    long j_vec_1;
    long j_vec_3;
    int i;
    int t1;
    int t2;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int i_1;
    i = 0;
    for (;; i = t7 + 1) {
        if (i >= 40) {
            i_1 = i;
            break;
        }
        t1 = i + 1;
        if (t1 >= 40) {
            i_1 = i;
            break;
        }
        t2 = t1 + 1;
        if (t2 >= 40) {
            i_1 = i;
            break;
        }
        t3 = t2 + 1;
        if (t3 >= 40) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= 40) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
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
        j_vec_3 = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t8 = j_vec_3 + 8L;
            long t9 = j_vec_3 + 16L;
            long t10 = j_vec_3 + 24L;
            int t11 = (int)j_vec_3;
            float *t12 = &out[i * 40 + t11];
            const float *t13 = in;
            const float *t27 = t13 + (t11 * 40 + i);
            __m256 t28 = _mm256_loadu_ps(t27 + 0);
            __m256 t29 = _mm256_loadu_ps(t27 + 40);
            __m256 t30 = _mm256_loadu_ps(t27 + 80);
            __m256 t31 = _mm256_loadu_ps(t27 + 120);
            __m256 t32 = _mm256_loadu_ps(t27 + 160);
            __m256 t33 = _mm256_loadu_ps(t27 + 200);
            __m256 t34 = _mm256_loadu_ps(t27 + 240);
            __m256 t35 = _mm256_loadu_ps(t27 + 280);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x20);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x31);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x20);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t44, t48), _mm256_unpackhi_ps(t44, t48), 0x31);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x20);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x31);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x20);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x31);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x20);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x31);
            __m256 t60 = _mm256_set1_ps(scale);
            __m256 t61 = _mm256_mul_ps(t52, t60);
            _mm256_storeu_ps(t12, t61);
            float *t26 = &out[t1 * 40 + t11];
            __m256 t116 = _mm256_set1_ps(scale);
            __m256 t117 = _mm256_mul_ps(t53, t116);
            _mm256_storeu_ps(t26, t117);
            float *t115 = &out[t2 * 40 + t11];
            __m256 t132 = _mm256_set1_ps(scale);
            __m256 t133 = _mm256_mul_ps(t54, t132);
            _mm256_storeu_ps(t115, t133);
            float *t131 = &out[t3 * 40 + t11];
            __m256 t148 = _mm256_set1_ps(scale);
            __m256 t149 = _mm256_mul_ps(t55, t148);
            _mm256_storeu_ps(t131, t149);
            float *t147 = &out[t4 * 40 + t11];
            __m256 t161 = _mm256_set1_ps(scale);
            __m256 t162 = _mm256_mul_ps(t56, t161);
            _mm256_storeu_ps(t147, t162);
            float *t160 = &out[t5 * 40 + t11];
            __m256 t167 = _mm256_set1_ps(scale);
            __m256 t168 = _mm256_mul_ps(t57, t167);
            _mm256_storeu_ps(t160, t168);
            float *t166 = &out[t6 * 40 + t11];
            __m256 t173 = _mm256_set1_ps(scale);
            __m256 t174 = _mm256_mul_ps(t58, t173);
            _mm256_storeu_ps(t166, t174);
            float *t172 = &out[t7 * 40 + t11];
            __m256 t181 = _mm256_set1_ps(scale);
            __m256 t182 = _mm256_mul_ps(t59, t181);
            _mm256_storeu_ps(t172, t182);
            int t178 = (int)t8;
            float *t179 = &out[i * 40 + t178];
            const float *t180 = in;
            const float *t186 = t180 + (t178 * 40 + i);
            __m256 t187 = _mm256_loadu_ps(t186 + 0);
            __m256 t188 = _mm256_loadu_ps(t186 + 40);
            __m256 t189 = _mm256_loadu_ps(t186 + 80);
            __m256 t190 = _mm256_loadu_ps(t186 + 120);
            __m256 t191 = _mm256_loadu_ps(t186 + 160);
            __m256 t192 = _mm256_loadu_ps(t186 + 200);
            __m256 t193 = _mm256_loadu_ps(t186 + 240);
            __m256 t194 = _mm256_loadu_ps(t186 + 280);
            __m256 t195 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t187, t191), _mm256_unpackhi_ps(t187, t191), 0x20);
            __m256 t196 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t187, t191), _mm256_unpackhi_ps(t187, t191), 0x31);
            __m256 t197 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t188, t192), _mm256_unpackhi_ps(t188, t192), 0x20);
            __m256 t198 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t188, t192), _mm256_unpackhi_ps(t188, t192), 0x31);
            __m256 t199 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x20);
            __m256 t200 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x31);
            __m256 t201 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x20);
            __m256 t202 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x31);
            __m256 t203 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t195, t199), _mm256_unpackhi_ps(t195, t199), 0x20);
            __m256 t204 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t195, t199), _mm256_unpackhi_ps(t195, t199), 0x31);
            __m256 t205 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t196, t200), _mm256_unpackhi_ps(t196, t200), 0x20);
            __m256 t206 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t196, t200), _mm256_unpackhi_ps(t196, t200), 0x31);
            __m256 t207 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t197, t201), _mm256_unpackhi_ps(t197, t201), 0x20);
            __m256 t208 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t197, t201), _mm256_unpackhi_ps(t197, t201), 0x31);
            __m256 t209 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t198, t202), _mm256_unpackhi_ps(t198, t202), 0x20);
            __m256 t210 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t198, t202), _mm256_unpackhi_ps(t198, t202), 0x31);
            __m256 t211 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t203, t207), _mm256_unpackhi_ps(t203, t207), 0x20);
            __m256 t212 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t203, t207), _mm256_unpackhi_ps(t203, t207), 0x31);
            __m256 t213 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t204, t208), _mm256_unpackhi_ps(t204, t208), 0x20);
            __m256 t214 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t204, t208), _mm256_unpackhi_ps(t204, t208), 0x31);
            __m256 t215 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t205, t209), _mm256_unpackhi_ps(t205, t209), 0x20);
            __m256 t216 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t205, t209), _mm256_unpackhi_ps(t205, t209), 0x31);
            __m256 t217 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t206, t210), _mm256_unpackhi_ps(t206, t210), 0x20);
            __m256 t218 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t206, t210), _mm256_unpackhi_ps(t206, t210), 0x31);
            __m256 t219 = _mm256_set1_ps(scale);
            __m256 t220 = _mm256_mul_ps(t211, t219);
            _mm256_storeu_ps(t179, t220);
            float *t185 = &out[t1 * 40 + t178];
            __m256 t222 = _mm256_set1_ps(scale);
            __m256 t223 = _mm256_mul_ps(t212, t222);
            _mm256_storeu_ps(t185, t223);
            float *t221 = &out[t2 * 40 + t178];
            __m256 t225 = _mm256_set1_ps(scale);
            __m256 t226 = _mm256_mul_ps(t213, t225);
            _mm256_storeu_ps(t221, t226);
            float *t224 = &out[t3 * 40 + t178];
            __m256 t228 = _mm256_set1_ps(scale);
            __m256 t229 = _mm256_mul_ps(t214, t228);
            _mm256_storeu_ps(t224, t229);
            float *t227 = &out[t4 * 40 + t178];
            __m256 t231 = _mm256_set1_ps(scale);
            __m256 t232 = _mm256_mul_ps(t215, t231);
            _mm256_storeu_ps(t227, t232);
            float *t230 = &out[t5 * 40 + t178];
            __m256 t234 = _mm256_set1_ps(scale);
            __m256 t235 = _mm256_mul_ps(t216, t234);
            _mm256_storeu_ps(t230, t235);
            float *t233 = &out[t6 * 40 + t178];
            __m256 t237 = _mm256_set1_ps(scale);
            __m256 t238 = _mm256_mul_ps(t217, t237);
            _mm256_storeu_ps(t233, t238);
            float *t236 = &out[t7 * 40 + t178];
            __m256 t242 = _mm256_set1_ps(scale);
            __m256 t243 = _mm256_mul_ps(t218, t242);
            _mm256_storeu_ps(t236, t243);
            int t239 = (int)t9;
            float *t240 = &out[i * 40 + t239];
            const float *t241 = in;
            const float *t245 = t241 + (t239 * 40 + i);
            __m256 t246 = _mm256_loadu_ps(t245 + 0);
            __m256 t247 = _mm256_loadu_ps(t245 + 40);
            __m256 t248 = _mm256_loadu_ps(t245 + 80);
            __m256 t249 = _mm256_loadu_ps(t245 + 120);
            __m256 t250 = _mm256_loadu_ps(t245 + 160);
            __m256 t251 = _mm256_loadu_ps(t245 + 200);
            __m256 t252 = _mm256_loadu_ps(t245 + 240);
            __m256 t253 = _mm256_loadu_ps(t245 + 280);
            __m256 t254 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t246, t250), _mm256_unpackhi_ps(t246, t250), 0x20);
            __m256 t255 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t246, t250), _mm256_unpackhi_ps(t246, t250), 0x31);
            __m256 t256 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t247, t251), _mm256_unpackhi_ps(t247, t251), 0x20);
            __m256 t257 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t247, t251), _mm256_unpackhi_ps(t247, t251), 0x31);
            __m256 t258 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x20);
            __m256 t259 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x31);
            __m256 t260 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x20);
            __m256 t261 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x31);
            __m256 t262 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t254, t258), _mm256_unpackhi_ps(t254, t258), 0x20);
            __m256 t263 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t254, t258), _mm256_unpackhi_ps(t254, t258), 0x31);
            __m256 t264 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t255, t259), _mm256_unpackhi_ps(t255, t259), 0x20);
            __m256 t265 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t255, t259), _mm256_unpackhi_ps(t255, t259), 0x31);
            __m256 t266 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t256, t260), _mm256_unpackhi_ps(t256, t260), 0x20);
            __m256 t267 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t256, t260), _mm256_unpackhi_ps(t256, t260), 0x31);
            __m256 t268 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t257, t261), _mm256_unpackhi_ps(t257, t261), 0x20);
            __m256 t269 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t257, t261), _mm256_unpackhi_ps(t257, t261), 0x31);
            __m256 t270 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t262, t266), _mm256_unpackhi_ps(t262, t266), 0x20);
            __m256 t271 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t262, t266), _mm256_unpackhi_ps(t262, t266), 0x31);
            __m256 t272 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t263, t267), _mm256_unpackhi_ps(t263, t267), 0x20);
            __m256 t273 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t263, t267), _mm256_unpackhi_ps(t263, t267), 0x31);
            __m256 t274 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t264, t268), _mm256_unpackhi_ps(t264, t268), 0x20);
            __m256 t275 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t264, t268), _mm256_unpackhi_ps(t264, t268), 0x31);
            __m256 t276 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t265, t269), _mm256_unpackhi_ps(t265, t269), 0x20);
            __m256 t277 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t265, t269), _mm256_unpackhi_ps(t265, t269), 0x31);
            __m256 t278 = _mm256_set1_ps(scale);
            __m256 t279 = _mm256_mul_ps(t270, t278);
            _mm256_storeu_ps(t240, t279);
            float *t244 = &out[t1 * 40 + t239];
            __m256 t281 = _mm256_set1_ps(scale);
            __m256 t282 = _mm256_mul_ps(t271, t281);
            _mm256_storeu_ps(t244, t282);
            float *t280 = &out[t2 * 40 + t239];
            __m256 t284 = _mm256_set1_ps(scale);
            __m256 t285 = _mm256_mul_ps(t272, t284);
            _mm256_storeu_ps(t280, t285);
            float *t283 = &out[t3 * 40 + t239];
            __m256 t287 = _mm256_set1_ps(scale);
            __m256 t288 = _mm256_mul_ps(t273, t287);
            _mm256_storeu_ps(t283, t288);
            float *t286 = &out[t4 * 40 + t239];
            __m256 t290 = _mm256_set1_ps(scale);
            __m256 t291 = _mm256_mul_ps(t274, t290);
            _mm256_storeu_ps(t286, t291);
            float *t289 = &out[t5 * 40 + t239];
            __m256 t293 = _mm256_set1_ps(scale);
            __m256 t294 = _mm256_mul_ps(t275, t293);
            _mm256_storeu_ps(t289, t294);
            float *t292 = &out[t6 * 40 + t239];
            __m256 t296 = _mm256_set1_ps(scale);
            __m256 t297 = _mm256_mul_ps(t276, t296);
            _mm256_storeu_ps(t292, t297);
            float *t295 = &out[t7 * 40 + t239];
            __m256 t301 = _mm256_set1_ps(scale);
            __m256 t302 = _mm256_mul_ps(t277, t301);
            _mm256_storeu_ps(t295, t302);
            int t298 = (int)t10;
            float *t299 = &out[i * 40 + t298];
            const float *t300 = in;
            const float *t304 = t300 + (t298 * 40 + i);
            __m256 t305 = _mm256_loadu_ps(t304 + 0);
            __m256 t306 = _mm256_loadu_ps(t304 + 40);
            __m256 t307 = _mm256_loadu_ps(t304 + 80);
            __m256 t308 = _mm256_loadu_ps(t304 + 120);
            __m256 t309 = _mm256_loadu_ps(t304 + 160);
            __m256 t310 = _mm256_loadu_ps(t304 + 200);
            __m256 t311 = _mm256_loadu_ps(t304 + 240);
            __m256 t312 = _mm256_loadu_ps(t304 + 280);
            __m256 t313 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t305, t309), _mm256_unpackhi_ps(t305, t309), 0x20);
            __m256 t314 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t305, t309), _mm256_unpackhi_ps(t305, t309), 0x31);
            __m256 t315 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t306, t310), _mm256_unpackhi_ps(t306, t310), 0x20);
            __m256 t316 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t306, t310), _mm256_unpackhi_ps(t306, t310), 0x31);
            __m256 t317 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t307, t311), _mm256_unpackhi_ps(t307, t311), 0x20);
            __m256 t318 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t307, t311), _mm256_unpackhi_ps(t307, t311), 0x31);
            __m256 t319 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t308, t312), _mm256_unpackhi_ps(t308, t312), 0x20);
            __m256 t320 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t308, t312), _mm256_unpackhi_ps(t308, t312), 0x31);
            __m256 t321 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t313, t317), _mm256_unpackhi_ps(t313, t317), 0x20);
            __m256 t322 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t313, t317), _mm256_unpackhi_ps(t313, t317), 0x31);
            __m256 t323 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t314, t318), _mm256_unpackhi_ps(t314, t318), 0x20);
            __m256 t324 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t314, t318), _mm256_unpackhi_ps(t314, t318), 0x31);
            __m256 t325 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t315, t319), _mm256_unpackhi_ps(t315, t319), 0x20);
            __m256 t326 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t315, t319), _mm256_unpackhi_ps(t315, t319), 0x31);
            __m256 t327 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t316, t320), _mm256_unpackhi_ps(t316, t320), 0x20);
            __m256 t328 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t316, t320), _mm256_unpackhi_ps(t316, t320), 0x31);
            __m256 t329 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t321, t325), _mm256_unpackhi_ps(t321, t325), 0x20);
            __m256 t330 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t321, t325), _mm256_unpackhi_ps(t321, t325), 0x31);
            __m256 t331 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t322, t326), _mm256_unpackhi_ps(t322, t326), 0x20);
            __m256 t332 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t322, t326), _mm256_unpackhi_ps(t322, t326), 0x31);
            __m256 t333 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t323, t327), _mm256_unpackhi_ps(t323, t327), 0x20);
            __m256 t334 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t323, t327), _mm256_unpackhi_ps(t323, t327), 0x31);
            __m256 t335 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t324, t328), _mm256_unpackhi_ps(t324, t328), 0x20);
            __m256 t336 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t324, t328), _mm256_unpackhi_ps(t324, t328), 0x31);
            __m256 t337 = _mm256_set1_ps(scale);
            __m256 t338 = _mm256_mul_ps(t329, t337);
            _mm256_storeu_ps(t299, t338);
            float *t303 = &out[t1 * 40 + t298];
            __m256 t340 = _mm256_set1_ps(scale);
            __m256 t341 = _mm256_mul_ps(t330, t340);
            _mm256_storeu_ps(t303, t341);
            float *t339 = &out[t2 * 40 + t298];
            __m256 t343 = _mm256_set1_ps(scale);
            __m256 t344 = _mm256_mul_ps(t331, t343);
            _mm256_storeu_ps(t339, t344);
            float *t342 = &out[t3 * 40 + t298];
            __m256 t346 = _mm256_set1_ps(scale);
            __m256 t347 = _mm256_mul_ps(t332, t346);
            _mm256_storeu_ps(t342, t347);
            float *t345 = &out[t4 * 40 + t298];
            __m256 t349 = _mm256_set1_ps(scale);
            __m256 t350 = _mm256_mul_ps(t333, t349);
            _mm256_storeu_ps(t345, t350);
            float *t348 = &out[t5 * 40 + t298];
            __m256 t352 = _mm256_set1_ps(scale);
            __m256 t353 = _mm256_mul_ps(t334, t352);
            _mm256_storeu_ps(t348, t353);
            float *t351 = &out[t6 * 40 + t298];
            __m256 t355 = _mm256_set1_ps(scale);
            __m256 t356 = _mm256_mul_ps(t335, t355);
            _mm256_storeu_ps(t351, t356);
            float *t354 = &out[t7 * 40 + t298];
            __m256 t357 = _mm256_set1_ps(scale);
            __m256 t358 = _mm256_mul_ps(t336, t357);
            _mm256_storeu_ps(t354, t358);
            j_vec_3 += 32L;
            if (j_vec_3 >= 32L) {
                long j_vec_2 = 0L;
                for (;;) {
                    int t14 = (int)(32L + j_vec_2);
                    float *t15 = &out[i * 40 + t14];
                    const float *t16 = in;
                    const float *t63 = t16 + (t14 * 40 + i);
                    __m256 t64 = _mm256_loadu_ps(t63 + 0);
                    __m256 t65 = _mm256_loadu_ps(t63 + 40);
                    __m256 t66 = _mm256_loadu_ps(t63 + 80);
                    __m256 t67 = _mm256_loadu_ps(t63 + 120);
                    __m256 t68 = _mm256_loadu_ps(t63 + 160);
                    __m256 t69 = _mm256_loadu_ps(t63 + 200);
                    __m256 t70 = _mm256_loadu_ps(t63 + 240);
                    __m256 t71 = _mm256_loadu_ps(t63 + 280);
                    __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
                    __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
                    __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x20);
                    __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x31);
                    __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x20);
                    __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x31);
                    __m256 t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
                    __m256 t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
                    __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x20);
                    __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x31);
                    __m256 t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t73, t77), _mm256_unpackhi_ps(t73, t77), 0x20);
                    __m256 t83 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t73, t77), _mm256_unpackhi_ps(t73, t77), 0x31);
                    __m256 t84 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x20);
                    __m256 t85 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x31);
                    __m256 t86 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x20);
                    __m256 t87 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x31);
                    __m256 t88 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t80, t84), _mm256_unpackhi_ps(t80, t84), 0x20);
                    __m256 t89 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t80, t84), _mm256_unpackhi_ps(t80, t84), 0x31);
                    __m256 t90 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t81, t85), _mm256_unpackhi_ps(t81, t85), 0x20);
                    __m256 t91 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t81, t85), _mm256_unpackhi_ps(t81, t85), 0x31);
                    __m256 t92 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t82, t86), _mm256_unpackhi_ps(t82, t86), 0x20);
                    __m256 t93 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t82, t86), _mm256_unpackhi_ps(t82, t86), 0x31);
                    __m256 t94 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t83, t87), _mm256_unpackhi_ps(t83, t87), 0x20);
                    __m256 t95 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t83, t87), _mm256_unpackhi_ps(t83, t87), 0x31);
                    __m256 t96 = _mm256_set1_ps(scale);
                    __m256 t97 = _mm256_mul_ps(t88, t96);
                    _mm256_storeu_ps(t15, t97);
                    float *t62 = &out[t1 * 40 + t14];
                    __m256 t119 = _mm256_set1_ps(scale);
                    __m256 t120 = _mm256_mul_ps(t89, t119);
                    _mm256_storeu_ps(t62, t120);
                    float *t118 = &out[t2 * 40 + t14];
                    __m256 t135 = _mm256_set1_ps(scale);
                    __m256 t136 = _mm256_mul_ps(t90, t135);
                    _mm256_storeu_ps(t118, t136);
                    float *t134 = &out[t3 * 40 + t14];
                    __m256 t151 = _mm256_set1_ps(scale);
                    __m256 t152 = _mm256_mul_ps(t91, t151);
                    _mm256_storeu_ps(t134, t152);
                    float *t150 = &out[t4 * 40 + t14];
                    __m256 t164 = _mm256_set1_ps(scale);
                    __m256 t165 = _mm256_mul_ps(t92, t164);
                    _mm256_storeu_ps(t150, t165);
                    float *t163 = &out[t5 * 40 + t14];
                    __m256 t170 = _mm256_set1_ps(scale);
                    __m256 t171 = _mm256_mul_ps(t93, t170);
                    _mm256_storeu_ps(t163, t171);
                    float *t169 = &out[t6 * 40 + t14];
                    __m256 t176 = _mm256_set1_ps(scale);
                    __m256 t177 = _mm256_mul_ps(t94, t176);
                    _mm256_storeu_ps(t169, t177);
                    float *t175 = &out[t7 * 40 + t14];
                    __m256 t183 = _mm256_set1_ps(scale);
                    __m256 t184 = _mm256_mul_ps(t95, t183);
                    _mm256_storeu_ps(t175, t184);
                    j_vec_2 += 8L;
                    if (j_vec_2 >= 8L) {
                        goto L359;
                    }
                }
            }
        }
    L359:;
    }
    for (; i_1 < 40; i_1++) {
        j_vec_1 = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t17 = j_vec_1 + 8L;
            long t18 = j_vec_1 + 16L;
            long t19 = j_vec_1 + 24L;
            int t20 = (int)j_vec_1;
            float *t21 = &out[i_1 * 40 + t20];
            const float *t22 = in;
            vcc_v8_long t101 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t102 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t103 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t102;
            vcc_v8_long t104 = t101 + t103;
            __m256 t105 = (__m256)vcc_gather(vcc_v8_float, t22 + (t20 * 40 + i_1), t104);
            __m256 t106 = _mm256_set1_ps(scale);
            __m256 t107 = _mm256_mul_ps(t105, t106);
            _mm256_storeu_ps(t21, t107);
            int t98 = (int)t17;
            float *t99 = &out[i_1 * 40 + t98];
            const float *t100 = in;
            vcc_v8_long t124 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t125 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t126 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t125;
            vcc_v8_long t127 = t124 + t126;
            __m256 t128 = (__m256)vcc_gather(vcc_v8_float, t100 + (t98 * 40 + i_1), t127);
            __m256 t129 = _mm256_set1_ps(scale);
            __m256 t130 = _mm256_mul_ps(t128, t129);
            _mm256_storeu_ps(t99, t130);
            int t121 = (int)t18;
            float *t122 = &out[i_1 * 40 + t121];
            const float *t123 = in;
            vcc_v8_long t140 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t141 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t142 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t141;
            vcc_v8_long t143 = t140 + t142;
            __m256 t144 = (__m256)vcc_gather(vcc_v8_float, t123 + (t121 * 40 + i_1), t143);
            __m256 t145 = _mm256_set1_ps(scale);
            __m256 t146 = _mm256_mul_ps(t144, t145);
            _mm256_storeu_ps(t122, t146);
            int t137 = (int)t19;
            float *t138 = &out[i_1 * 40 + t137];
            const float *t139 = in;
            vcc_v8_long t153 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t154 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t155 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t154;
            vcc_v8_long t156 = t153 + t155;
            __m256 t157 = (__m256)vcc_gather(vcc_v8_float, t139 + (t137 * 40 + i_1), t156);
            __m256 t158 = _mm256_set1_ps(scale);
            __m256 t159 = _mm256_mul_ps(t157, t158);
            _mm256_storeu_ps(t138, t159);
            j_vec_1 += 32L;
            if (j_vec_1 >= 32L) {
                long j_vec = 0L;
                for (;;) {
                    int t23 = (int)(32L + j_vec);
                    float *t24 = &out[i_1 * 40 + t23];
                    const float *t25 = in;
                    vcc_v8_long t108 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    vcc_v8_long t109 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                    vcc_v8_long t110 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t109;
                    vcc_v8_long t111 = t108 + t110;
                    __m256 t112 = (__m256)vcc_gather(vcc_v8_float, t25 + (t23 * 40 + i_1), t111);
                    __m256 t113 = _mm256_set1_ps(scale);
                    __m256 t114 = _mm256_mul_ps(t112, t113);
                    _mm256_storeu_ps(t24, t114);
                    j_vec += 8L;
                    if (j_vec >= 8L) {
                        goto L360;
                    }
                }
            }
        }
    L360:;
    }
}

/* And with n a parameter. */
__attribute__((target("avx2"))) void column(float *dst, int n, int rows, int i) {
    int t7;
    int j;
    long t1 = (long)rows;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long j_vec_1 = 0L;
        /* vcc: loop at strided.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t3 = j_vec_1 + 8L;
            int t4 = (int)j_vec_1;
            float *t5 = dst + t4;
            const float *t6 = in;
            vcc_v8_long t16 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t17 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t18 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t17;
            vcc_v8_long t19 = t16 + t18;
            __m256 t20 = (__m256)vcc_gather(vcc_v8_float, t6 + (t4 * n + i), t19);
            __m256 t21 = _mm256_set1_ps(-1.5f);
            __m256 t22 = _mm256_mul_ps(t20, t21);
            _mm256_storeu_ps(t5, t22);
            int t13 = (int)t3;
            float *t14 = dst + t13;
            const float *t15 = in;
            vcc_v8_long t30 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t31 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t32 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t31;
            vcc_v8_long t33 = t30 + t32;
            __m256 t34 = (__m256)vcc_gather(vcc_v8_float, t15 + (t13 * n + i), t33);
            __m256 t35 = _mm256_set1_ps(-1.5f);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            _mm256_storeu_ps(t14, t36);
            j_vec_1 += 16L;
            if (j_vec_1 >= t2) {
                t7 = (int)t2;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)rows + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long j_vec = 0L;
        for (;;) {
            int t10 = (int)((long)t7 + j_vec);
            float *t11 = dst + t10;
            const float *t12 = in;
            vcc_v8_long t23 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t24 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t25 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t24;
            vcc_v8_long t26 = t23 + t25;
            __m256 t27 = (__m256)vcc_gather(vcc_v8_float, t12 + (t10 * n + i), t26);
            __m256 t28 = _mm256_set1_ps(-1.5f);
            __m256 t29 = _mm256_mul_ps(t27, t28);
            _mm256_storeu_ps(t11, t29);
            j_vec += 8L;
            if (j_vec >= t9) {
                j = (int)((long)t7 + t9);
                break;
            }
        }
    } else {
        j = t7;
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
