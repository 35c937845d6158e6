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

/* vcc: function at strided.c:17 vector variant _ZGVdN8uuulu_at_transposed of `at_transposed`: VL 8, unmasked, m uniform, n uniform, i uniform, j linear step 1, scale uniform */
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
            int t8 = (int)j_vec_3;
            float *t9 = &out[i * 40 + t8];
            const float *t10 = in;
            const float *t21 = t10 + (t8 * 40 + i);
            __m256 t22 = _mm256_loadu_ps(t21 + 0);
            __m256 t23 = _mm256_loadu_ps(t21 + 40);
            __m256 t24 = _mm256_loadu_ps(t21 + 80);
            __m256 t25 = _mm256_loadu_ps(t21 + 120);
            __m256 t26 = _mm256_loadu_ps(t21 + 160);
            __m256 t27 = _mm256_loadu_ps(t21 + 200);
            __m256 t28 = _mm256_loadu_ps(t21 + 240);
            __m256 t29 = _mm256_loadu_ps(t21 + 280);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x20);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x31);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x20);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x31);
            __m256 t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x20);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x31);
            __m256 t54 = _mm256_set1_ps(scale);
            __m256 t55 = _mm256_mul_ps(t46, t54);
            _mm256_storeu_ps(t9, t55);
            float *t20 = &out[t1 * 40 + t8];
            __m256 t110 = _mm256_set1_ps(scale);
            __m256 t111 = _mm256_mul_ps(t47, t110);
            _mm256_storeu_ps(t20, t111);
            float *t109 = &out[t2 * 40 + t8];
            __m256 t126 = _mm256_set1_ps(scale);
            __m256 t127 = _mm256_mul_ps(t48, t126);
            _mm256_storeu_ps(t109, t127);
            float *t125 = &out[t3 * 40 + t8];
            __m256 t142 = _mm256_set1_ps(scale);
            __m256 t143 = _mm256_mul_ps(t49, t142);
            _mm256_storeu_ps(t125, t143);
            float *t141 = &out[t4 * 40 + t8];
            __m256 t155 = _mm256_set1_ps(scale);
            __m256 t156 = _mm256_mul_ps(t50, t155);
            _mm256_storeu_ps(t141, t156);
            float *t154 = &out[t5 * 40 + t8];
            __m256 t161 = _mm256_set1_ps(scale);
            __m256 t162 = _mm256_mul_ps(t51, t161);
            _mm256_storeu_ps(t154, t162);
            float *t160 = &out[t6 * 40 + t8];
            __m256 t167 = _mm256_set1_ps(scale);
            __m256 t168 = _mm256_mul_ps(t52, t167);
            _mm256_storeu_ps(t160, t168);
            float *t166 = &out[t7 * 40 + t8];
            __m256 t175 = _mm256_set1_ps(scale);
            __m256 t176 = _mm256_mul_ps(t53, t175);
            _mm256_storeu_ps(t166, t176);
            int t172 = (int)(j_vec_3 + 8L);
            float *t173 = &out[i * 40 + t172];
            const float *t174 = in;
            const float *t180 = t174 + (t172 * 40 + i);
            __m256 t181 = _mm256_loadu_ps(t180 + 0);
            __m256 t182 = _mm256_loadu_ps(t180 + 40);
            __m256 t183 = _mm256_loadu_ps(t180 + 80);
            __m256 t184 = _mm256_loadu_ps(t180 + 120);
            __m256 t185 = _mm256_loadu_ps(t180 + 160);
            __m256 t186 = _mm256_loadu_ps(t180 + 200);
            __m256 t187 = _mm256_loadu_ps(t180 + 240);
            __m256 t188 = _mm256_loadu_ps(t180 + 280);
            __m256 t189 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t181, t185), _mm256_unpackhi_ps(t181, t185), 0x20);
            __m256 t190 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t181, t185), _mm256_unpackhi_ps(t181, t185), 0x31);
            __m256 t191 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t182, t186), _mm256_unpackhi_ps(t182, t186), 0x20);
            __m256 t192 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t182, t186), _mm256_unpackhi_ps(t182, t186), 0x31);
            __m256 t193 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t183, t187), _mm256_unpackhi_ps(t183, t187), 0x20);
            __m256 t194 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t183, t187), _mm256_unpackhi_ps(t183, t187), 0x31);
            __m256 t195 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t184, t188), _mm256_unpackhi_ps(t184, t188), 0x20);
            __m256 t196 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t184, t188), _mm256_unpackhi_ps(t184, t188), 0x31);
            __m256 t197 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x20);
            __m256 t198 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t189, t193), _mm256_unpackhi_ps(t189, t193), 0x31);
            __m256 t199 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x20);
            __m256 t200 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t190, t194), _mm256_unpackhi_ps(t190, t194), 0x31);
            __m256 t201 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t191, t195), _mm256_unpackhi_ps(t191, t195), 0x20);
            __m256 t202 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t191, t195), _mm256_unpackhi_ps(t191, t195), 0x31);
            __m256 t203 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t192, t196), _mm256_unpackhi_ps(t192, t196), 0x20);
            __m256 t204 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t192, t196), _mm256_unpackhi_ps(t192, t196), 0x31);
            __m256 t205 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t197, t201), _mm256_unpackhi_ps(t197, t201), 0x20);
            __m256 t206 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t197, t201), _mm256_unpackhi_ps(t197, t201), 0x31);
            __m256 t207 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t198, t202), _mm256_unpackhi_ps(t198, t202), 0x20);
            __m256 t208 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t198, t202), _mm256_unpackhi_ps(t198, t202), 0x31);
            __m256 t209 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t199, t203), _mm256_unpackhi_ps(t199, t203), 0x20);
            __m256 t210 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t199, t203), _mm256_unpackhi_ps(t199, t203), 0x31);
            __m256 t211 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t200, t204), _mm256_unpackhi_ps(t200, t204), 0x20);
            __m256 t212 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t200, t204), _mm256_unpackhi_ps(t200, t204), 0x31);
            __m256 t213 = _mm256_set1_ps(scale);
            __m256 t214 = _mm256_mul_ps(t205, t213);
            _mm256_storeu_ps(t173, t214);
            float *t179 = &out[t1 * 40 + t172];
            __m256 t216 = _mm256_set1_ps(scale);
            __m256 t217 = _mm256_mul_ps(t206, t216);
            _mm256_storeu_ps(t179, t217);
            float *t215 = &out[t2 * 40 + t172];
            __m256 t219 = _mm256_set1_ps(scale);
            __m256 t220 = _mm256_mul_ps(t207, t219);
            _mm256_storeu_ps(t215, t220);
            float *t218 = &out[t3 * 40 + t172];
            __m256 t222 = _mm256_set1_ps(scale);
            __m256 t223 = _mm256_mul_ps(t208, t222);
            _mm256_storeu_ps(t218, t223);
            float *t221 = &out[t4 * 40 + t172];
            __m256 t225 = _mm256_set1_ps(scale);
            __m256 t226 = _mm256_mul_ps(t209, t225);
            _mm256_storeu_ps(t221, t226);
            float *t224 = &out[t5 * 40 + t172];
            __m256 t228 = _mm256_set1_ps(scale);
            __m256 t229 = _mm256_mul_ps(t210, t228);
            _mm256_storeu_ps(t224, t229);
            float *t227 = &out[t6 * 40 + t172];
            __m256 t231 = _mm256_set1_ps(scale);
            __m256 t232 = _mm256_mul_ps(t211, t231);
            _mm256_storeu_ps(t227, t232);
            float *t230 = &out[t7 * 40 + t172];
            __m256 t236 = _mm256_set1_ps(scale);
            __m256 t237 = _mm256_mul_ps(t212, t236);
            _mm256_storeu_ps(t230, t237);
            int t233 = (int)(j_vec_3 + 16L);
            float *t234 = &out[i * 40 + t233];
            const float *t235 = in;
            const float *t239 = t235 + (t233 * 40 + i);
            __m256 t240 = _mm256_loadu_ps(t239 + 0);
            __m256 t241 = _mm256_loadu_ps(t239 + 40);
            __m256 t242 = _mm256_loadu_ps(t239 + 80);
            __m256 t243 = _mm256_loadu_ps(t239 + 120);
            __m256 t244 = _mm256_loadu_ps(t239 + 160);
            __m256 t245 = _mm256_loadu_ps(t239 + 200);
            __m256 t246 = _mm256_loadu_ps(t239 + 240);
            __m256 t247 = _mm256_loadu_ps(t239 + 280);
            __m256 t248 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t240, t244), _mm256_unpackhi_ps(t240, t244), 0x20);
            __m256 t249 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t240, t244), _mm256_unpackhi_ps(t240, t244), 0x31);
            __m256 t250 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t241, t245), _mm256_unpackhi_ps(t241, t245), 0x20);
            __m256 t251 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t241, t245), _mm256_unpackhi_ps(t241, t245), 0x31);
            __m256 t252 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t242, t246), _mm256_unpackhi_ps(t242, t246), 0x20);
            __m256 t253 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t242, t246), _mm256_unpackhi_ps(t242, t246), 0x31);
            __m256 t254 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t243, t247), _mm256_unpackhi_ps(t243, t247), 0x20);
            __m256 t255 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t243, t247), _mm256_unpackhi_ps(t243, t247), 0x31);
            __m256 t256 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x20);
            __m256 t257 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t248, t252), _mm256_unpackhi_ps(t248, t252), 0x31);
            __m256 t258 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x20);
            __m256 t259 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t249, t253), _mm256_unpackhi_ps(t249, t253), 0x31);
            __m256 t260 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t250, t254), _mm256_unpackhi_ps(t250, t254), 0x20);
            __m256 t261 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t250, t254), _mm256_unpackhi_ps(t250, t254), 0x31);
            __m256 t262 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t251, t255), _mm256_unpackhi_ps(t251, t255), 0x20);
            __m256 t263 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t251, t255), _mm256_unpackhi_ps(t251, t255), 0x31);
            __m256 t264 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t256, t260), _mm256_unpackhi_ps(t256, t260), 0x20);
            __m256 t265 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t256, t260), _mm256_unpackhi_ps(t256, t260), 0x31);
            __m256 t266 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t257, t261), _mm256_unpackhi_ps(t257, t261), 0x20);
            __m256 t267 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t257, t261), _mm256_unpackhi_ps(t257, t261), 0x31);
            __m256 t268 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t258, t262), _mm256_unpackhi_ps(t258, t262), 0x20);
            __m256 t269 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t258, t262), _mm256_unpackhi_ps(t258, t262), 0x31);
            __m256 t270 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t259, t263), _mm256_unpackhi_ps(t259, t263), 0x20);
            __m256 t271 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t259, t263), _mm256_unpackhi_ps(t259, t263), 0x31);
            __m256 t272 = _mm256_set1_ps(scale);
            __m256 t273 = _mm256_mul_ps(t264, t272);
            _mm256_storeu_ps(t234, t273);
            float *t238 = &out[t1 * 40 + t233];
            __m256 t275 = _mm256_set1_ps(scale);
            __m256 t276 = _mm256_mul_ps(t265, t275);
            _mm256_storeu_ps(t238, t276);
            float *t274 = &out[t2 * 40 + t233];
            __m256 t278 = _mm256_set1_ps(scale);
            __m256 t279 = _mm256_mul_ps(t266, t278);
            _mm256_storeu_ps(t274, t279);
            float *t277 = &out[t3 * 40 + t233];
            __m256 t281 = _mm256_set1_ps(scale);
            __m256 t282 = _mm256_mul_ps(t267, t281);
            _mm256_storeu_ps(t277, t282);
            float *t280 = &out[t4 * 40 + t233];
            __m256 t284 = _mm256_set1_ps(scale);
            __m256 t285 = _mm256_mul_ps(t268, t284);
            _mm256_storeu_ps(t280, t285);
            float *t283 = &out[t5 * 40 + t233];
            __m256 t287 = _mm256_set1_ps(scale);
            __m256 t288 = _mm256_mul_ps(t269, t287);
            _mm256_storeu_ps(t283, t288);
            float *t286 = &out[t6 * 40 + t233];
            __m256 t290 = _mm256_set1_ps(scale);
            __m256 t291 = _mm256_mul_ps(t270, t290);
            _mm256_storeu_ps(t286, t291);
            float *t289 = &out[t7 * 40 + t233];
            __m256 t295 = _mm256_set1_ps(scale);
            __m256 t296 = _mm256_mul_ps(t271, t295);
            _mm256_storeu_ps(t289, t296);
            int t292 = (int)(j_vec_3 + 24L);
            float *t293 = &out[i * 40 + t292];
            const float *t294 = in;
            const float *t298 = t294 + (t292 * 40 + i);
            __m256 t299 = _mm256_loadu_ps(t298 + 0);
            __m256 t300 = _mm256_loadu_ps(t298 + 40);
            __m256 t301 = _mm256_loadu_ps(t298 + 80);
            __m256 t302 = _mm256_loadu_ps(t298 + 120);
            __m256 t303 = _mm256_loadu_ps(t298 + 160);
            __m256 t304 = _mm256_loadu_ps(t298 + 200);
            __m256 t305 = _mm256_loadu_ps(t298 + 240);
            __m256 t306 = _mm256_loadu_ps(t298 + 280);
            __m256 t307 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t299, t303), _mm256_unpackhi_ps(t299, t303), 0x20);
            __m256 t308 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t299, t303), _mm256_unpackhi_ps(t299, t303), 0x31);
            __m256 t309 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t300, t304), _mm256_unpackhi_ps(t300, t304), 0x20);
            __m256 t310 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t300, t304), _mm256_unpackhi_ps(t300, t304), 0x31);
            __m256 t311 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t301, t305), _mm256_unpackhi_ps(t301, t305), 0x20);
            __m256 t312 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t301, t305), _mm256_unpackhi_ps(t301, t305), 0x31);
            __m256 t313 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t302, t306), _mm256_unpackhi_ps(t302, t306), 0x20);
            __m256 t314 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t302, t306), _mm256_unpackhi_ps(t302, t306), 0x31);
            __m256 t315 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t307, t311), _mm256_unpackhi_ps(t307, t311), 0x20);
            __m256 t316 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t307, t311), _mm256_unpackhi_ps(t307, t311), 0x31);
            __m256 t317 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t308, t312), _mm256_unpackhi_ps(t308, t312), 0x20);
            __m256 t318 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t308, t312), _mm256_unpackhi_ps(t308, t312), 0x31);
            __m256 t319 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t309, t313), _mm256_unpackhi_ps(t309, t313), 0x20);
            __m256 t320 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t309, t313), _mm256_unpackhi_ps(t309, t313), 0x31);
            __m256 t321 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t310, t314), _mm256_unpackhi_ps(t310, t314), 0x20);
            __m256 t322 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t310, t314), _mm256_unpackhi_ps(t310, t314), 0x31);
            __m256 t323 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t315, t319), _mm256_unpackhi_ps(t315, t319), 0x20);
            __m256 t324 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t315, t319), _mm256_unpackhi_ps(t315, t319), 0x31);
            __m256 t325 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t316, t320), _mm256_unpackhi_ps(t316, t320), 0x20);
            __m256 t326 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t316, t320), _mm256_unpackhi_ps(t316, t320), 0x31);
            __m256 t327 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t317, t321), _mm256_unpackhi_ps(t317, t321), 0x20);
            __m256 t328 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t317, t321), _mm256_unpackhi_ps(t317, t321), 0x31);
            __m256 t329 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t318, t322), _mm256_unpackhi_ps(t318, t322), 0x20);
            __m256 t330 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t318, t322), _mm256_unpackhi_ps(t318, t322), 0x31);
            __m256 t331 = _mm256_set1_ps(scale);
            __m256 t332 = _mm256_mul_ps(t323, t331);
            _mm256_storeu_ps(t293, t332);
            float *t297 = &out[t1 * 40 + t292];
            __m256 t334 = _mm256_set1_ps(scale);
            __m256 t335 = _mm256_mul_ps(t324, t334);
            _mm256_storeu_ps(t297, t335);
            float *t333 = &out[t2 * 40 + t292];
            __m256 t337 = _mm256_set1_ps(scale);
            __m256 t338 = _mm256_mul_ps(t325, t337);
            _mm256_storeu_ps(t333, t338);
            float *t336 = &out[t3 * 40 + t292];
            __m256 t340 = _mm256_set1_ps(scale);
            __m256 t341 = _mm256_mul_ps(t326, t340);
            _mm256_storeu_ps(t336, t341);
            float *t339 = &out[t4 * 40 + t292];
            __m256 t343 = _mm256_set1_ps(scale);
            __m256 t344 = _mm256_mul_ps(t327, t343);
            _mm256_storeu_ps(t339, t344);
            float *t342 = &out[t5 * 40 + t292];
            __m256 t346 = _mm256_set1_ps(scale);
            __m256 t347 = _mm256_mul_ps(t328, t346);
            _mm256_storeu_ps(t342, t347);
            float *t345 = &out[t6 * 40 + t292];
            __m256 t349 = _mm256_set1_ps(scale);
            __m256 t350 = _mm256_mul_ps(t329, t349);
            _mm256_storeu_ps(t345, t350);
            float *t348 = &out[t7 * 40 + t292];
            __m256 t351 = _mm256_set1_ps(scale);
            __m256 t352 = _mm256_mul_ps(t330, t351);
            _mm256_storeu_ps(t348, t352);
            j_vec_3 += 32L;
            if (j_vec_3 >= 32L) {
                long j_vec_2 = 0L;
                /* vcc: loop at strided.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    int t11 = (int)(32L + j_vec_2);
                    float *t12 = &out[i * 40 + t11];
                    const float *t13 = in;
                    const float *t57 = t13 + (t11 * 40 + i);
                    __m256 t58 = _mm256_loadu_ps(t57 + 0);
                    __m256 t59 = _mm256_loadu_ps(t57 + 40);
                    __m256 t60 = _mm256_loadu_ps(t57 + 80);
                    __m256 t61 = _mm256_loadu_ps(t57 + 120);
                    __m256 t62 = _mm256_loadu_ps(t57 + 160);
                    __m256 t63 = _mm256_loadu_ps(t57 + 200);
                    __m256 t64 = _mm256_loadu_ps(t57 + 240);
                    __m256 t65 = _mm256_loadu_ps(t57 + 280);
                    __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x20);
                    __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x31);
                    __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x20);
                    __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x31);
                    __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x20);
                    __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x31);
                    __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
                    __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
                    __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x20);
                    __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x31);
                    __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
                    __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
                    __m256 t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x20);
                    __m256 t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x31);
                    __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
                    __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
                    __m256 t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x20);
                    __m256 t83 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x31);
                    __m256 t84 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x20);
                    __m256 t85 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x31);
                    __m256 t86 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t76, t80), _mm256_unpackhi_ps(t76, t80), 0x20);
                    __m256 t87 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t76, t80), _mm256_unpackhi_ps(t76, t80), 0x31);
                    __m256 t88 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t77, t81), _mm256_unpackhi_ps(t77, t81), 0x20);
                    __m256 t89 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t77, t81), _mm256_unpackhi_ps(t77, t81), 0x31);
                    __m256 t90 = _mm256_set1_ps(scale);
                    __m256 t91 = _mm256_mul_ps(t82, t90);
                    _mm256_storeu_ps(t12, t91);
                    float *t56 = &out[t1 * 40 + t11];
                    __m256 t113 = _mm256_set1_ps(scale);
                    __m256 t114 = _mm256_mul_ps(t83, t113);
                    _mm256_storeu_ps(t56, t114);
                    float *t112 = &out[t2 * 40 + t11];
                    __m256 t129 = _mm256_set1_ps(scale);
                    __m256 t130 = _mm256_mul_ps(t84, t129);
                    _mm256_storeu_ps(t112, t130);
                    float *t128 = &out[t3 * 40 + t11];
                    __m256 t145 = _mm256_set1_ps(scale);
                    __m256 t146 = _mm256_mul_ps(t85, t145);
                    _mm256_storeu_ps(t128, t146);
                    float *t144 = &out[t4 * 40 + t11];
                    __m256 t158 = _mm256_set1_ps(scale);
                    __m256 t159 = _mm256_mul_ps(t86, t158);
                    _mm256_storeu_ps(t144, t159);
                    float *t157 = &out[t5 * 40 + t11];
                    __m256 t164 = _mm256_set1_ps(scale);
                    __m256 t165 = _mm256_mul_ps(t87, t164);
                    _mm256_storeu_ps(t157, t165);
                    float *t163 = &out[t6 * 40 + t11];
                    __m256 t170 = _mm256_set1_ps(scale);
                    __m256 t171 = _mm256_mul_ps(t88, t170);
                    _mm256_storeu_ps(t163, t171);
                    float *t169 = &out[t7 * 40 + t11];
                    __m256 t177 = _mm256_set1_ps(scale);
                    __m256 t178 = _mm256_mul_ps(t89, t177);
                    _mm256_storeu_ps(t169, t178);
                    j_vec_2 += 8L;
                    if (j_vec_2 >= 8L) {
                        goto L353;
                    }
                }
            }
        }
    L353:;
    }
    for (; i_1 < 40; i_1++) {
        j_vec_1 = 0L;
        /* vcc: loop at strided.c:25 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t14 = (int)j_vec_1;
            float *t15 = &out[i_1 * 40 + t14];
            const float *t16 = in;
            vcc_v8_long t95 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t96 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t97 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t96;
            vcc_v8_long t98 = t95 + t97;
            __m256 t99 = (__m256)vcc_gather(vcc_v8_float, t16 + (t14 * 40 + i_1), t98);
            __m256 t100 = _mm256_set1_ps(scale);
            __m256 t101 = _mm256_mul_ps(t99, t100);
            _mm256_storeu_ps(t15, t101);
            int t92 = (int)(j_vec_1 + 8L);
            float *t93 = &out[i_1 * 40 + t92];
            const float *t94 = in;
            vcc_v8_long t118 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t119 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t120 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t119;
            vcc_v8_long t121 = t118 + t120;
            __m256 t122 = (__m256)vcc_gather(vcc_v8_float, t94 + (t92 * 40 + i_1), t121);
            __m256 t123 = _mm256_set1_ps(scale);
            __m256 t124 = _mm256_mul_ps(t122, t123);
            _mm256_storeu_ps(t93, t124);
            int t115 = (int)(j_vec_1 + 16L);
            float *t116 = &out[i_1 * 40 + t115];
            const float *t117 = in;
            vcc_v8_long t134 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t135 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t136 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t135;
            vcc_v8_long t137 = t134 + t136;
            __m256 t138 = (__m256)vcc_gather(vcc_v8_float, t117 + (t115 * 40 + i_1), t137);
            __m256 t139 = _mm256_set1_ps(scale);
            __m256 t140 = _mm256_mul_ps(t138, t139);
            _mm256_storeu_ps(t116, t140);
            int t131 = (int)(j_vec_1 + 24L);
            float *t132 = &out[i_1 * 40 + t131];
            const float *t133 = in;
            vcc_v8_long t147 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t148 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t149 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t148;
            vcc_v8_long t150 = t147 + t149;
            __m256 t151 = (__m256)vcc_gather(vcc_v8_float, t133 + (t131 * 40 + i_1), t150);
            __m256 t152 = _mm256_set1_ps(scale);
            __m256 t153 = _mm256_mul_ps(t151, t152);
            _mm256_storeu_ps(t132, t153);
            j_vec_1 += 32L;
            if (j_vec_1 >= 32L) {
                long j_vec = 0L;
                /* vcc: loop at strided.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    int t17 = (int)(32L + j_vec);
                    float *t18 = &out[i_1 * 40 + t17];
                    const float *t19 = in;
                    vcc_v8_long t102 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
                    vcc_v8_long t103 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
                    vcc_v8_long t104 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t103;
                    vcc_v8_long t105 = t102 + t104;
                    __m256 t106 = (__m256)vcc_gather(vcc_v8_float, t19 + (t17 * 40 + i_1), t105);
                    __m256 t107 = _mm256_set1_ps(scale);
                    __m256 t108 = _mm256_mul_ps(t106, t107);
                    _mm256_storeu_ps(t18, t108);
                    j_vec += 8L;
                    if (j_vec >= 8L) {
                        goto L354;
                    }
                }
            }
        }
    L354:;
    }
}

/* And with n a parameter. */
__attribute__((target("avx2"))) void column(float *dst, int n, int rows, int i) {
    int t6;
    int j;
    long t1 = (long)rows;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long j_vec_1 = 0L;
        /* vcc: loop at strided.c:33 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            int t3 = (int)j_vec_1;
            float *t4 = dst + j_vec_1;
            const float *t5 = in;
            vcc_v8_long t17 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t18 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t19 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t18;
            vcc_v8_long t20 = t17 + t19;
            __m256 t21 = (__m256)vcc_gather(vcc_v8_float, t5 + (t3 * n + i), t20);
            __m256 t22 = _mm256_set1_ps(-1.5f);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            _mm256_storeu_ps(t4, t23);
            long t13 = j_vec_1 + 8L;
            int t14 = (int)t13;
            float *t15 = dst + t13;
            const float *t16 = in;
            vcc_v8_long t31 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t32 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t33 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t32;
            vcc_v8_long t34 = t31 + t33;
            __m256 t35 = (__m256)vcc_gather(vcc_v8_float, t16 + (t14 * n + i), t34);
            __m256 t36 = _mm256_set1_ps(-1.5f);
            __m256 t37 = _mm256_mul_ps(t35, t36);
            _mm256_storeu_ps(t15, t37);
            j_vec_1 += 16L;
            if (j_vec_1 >= t2) {
                t6 = (int)t2;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)rows + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long j_vec = 0L;
        /* vcc: loop at strided.c:33 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t9 = (long)t6 + j_vec;
            int t10 = (int)t9;
            float *t11 = dst + t9;
            const float *t12 = in;
            vcc_v8_long t24 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t25 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t26 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t25;
            vcc_v8_long t27 = t24 + t26;
            __m256 t28 = (__m256)vcc_gather(vcc_v8_float, t12 + (t10 * n + i), t27);
            __m256 t29 = _mm256_set1_ps(-1.5f);
            __m256 t30 = _mm256_mul_ps(t28, t29);
            _mm256_storeu_ps(t11, t30);
            j_vec += 8L;
            if (j_vec >= t8) {
                j = (int)((long)t6 + t8);
                break;
            }
        }
    } else {
        j = t6;
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
