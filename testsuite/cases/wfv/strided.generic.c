/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale);
#pragma GCC diagnostic pop
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuulu_at_transposed(const float *m, int n, int i, int j, float scale) {
    vcc_v8_long t1 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t2 = vcc_splat(vcc_v8_long, 1L * (long)n);
    vcc_v8_long t3 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t2;
    vcc_v8_long t4 = t1 + t3;
    vcc_v8_float t5 = vcc_gather(vcc_v8_float, m + (j * n + i), t4);
    vcc_v8_float t6 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
    vcc_v8_float t7 = t5 * t6;
    return t7;
}
#pragma GCC diagnostic pop

/* The variant inlined with a constant n. */
static __typeof__(in) in __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
void transpose(float scale) {
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
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t32 + 0);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t32 + 40);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t32 + 80);
            vcc_v8_float t36 = vcc_load(vcc_v8_float, t32 + 120);
            vcc_v8_float t37 = vcc_load(vcc_v8_float, t32 + 160);
            vcc_v8_float t38 = vcc_load(vcc_v8_float, t32 + 200);
            vcc_v8_float t39 = vcc_load(vcc_v8_float, t32 + 240);
            vcc_v8_float t40 = vcc_load(vcc_v8_float, t32 + 280);
            vcc_v8_float t41 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t42 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t43 = __builtin_shufflevector(t34, t38, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t44 = __builtin_shufflevector(t34, t38, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t45 = __builtin_shufflevector(t35, t39, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t46 = __builtin_shufflevector(t35, t39, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t47 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t48 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t49 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t50 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t51 = __builtin_shufflevector(t42, t46, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t52 = __builtin_shufflevector(t42, t46, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t53 = __builtin_shufflevector(t43, t47, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t54 = __builtin_shufflevector(t43, t47, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t55 = __builtin_shufflevector(t44, t48, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t56 = __builtin_shufflevector(t44, t48, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t57 = __builtin_shufflevector(t49, t53, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t58 = __builtin_shufflevector(t49, t53, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t59 = __builtin_shufflevector(t50, t54, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t60 = __builtin_shufflevector(t50, t54, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t61 = __builtin_shufflevector(t51, t55, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t62 = __builtin_shufflevector(t51, t55, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t63 = __builtin_shufflevector(t52, t56, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t64 = __builtin_shufflevector(t52, t56, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t65 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t66 = t57 * t65;
            vcc_store(t16, t66);
            float *t31 = &out[t5 * 40 + t15];
            vcc_v8_float t121 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t122 = t58 * t121;
            vcc_store(t31, t122);
            float *t120 = &out[t6 * 40 + t15];
            vcc_v8_float t137 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t138 = t59 * t137;
            vcc_store(t120, t138);
            float *t136 = &out[t7 * 40 + t15];
            vcc_v8_float t153 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t154 = t60 * t153;
            vcc_store(t136, t154);
            float *t152 = &out[t8 * 40 + t15];
            vcc_v8_float t166 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t167 = t61 * t166;
            vcc_store(t152, t167);
            float *t165 = &out[t9 * 40 + t15];
            vcc_v8_float t172 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t173 = t62 * t172;
            vcc_store(t165, t173);
            float *t171 = &out[t10 * 40 + t15];
            vcc_v8_float t178 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t179 = t63 * t178;
            vcc_store(t171, t179);
            float *t177 = &out[t11 * 40 + t15];
            vcc_v8_float t186 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t187 = t64 * t186;
            vcc_store(t177, t187);
            int t183 = (int)t12;
            float *t184 = &out[i * 40 + t183];
            const float *t185 = in;
            const float *t191 = t185 + (t183 * 40 + i);
            vcc_v8_float t192 = vcc_load(vcc_v8_float, t191 + 0);
            vcc_v8_float t193 = vcc_load(vcc_v8_float, t191 + 40);
            vcc_v8_float t194 = vcc_load(vcc_v8_float, t191 + 80);
            vcc_v8_float t195 = vcc_load(vcc_v8_float, t191 + 120);
            vcc_v8_float t196 = vcc_load(vcc_v8_float, t191 + 160);
            vcc_v8_float t197 = vcc_load(vcc_v8_float, t191 + 200);
            vcc_v8_float t198 = vcc_load(vcc_v8_float, t191 + 240);
            vcc_v8_float t199 = vcc_load(vcc_v8_float, t191 + 280);
            vcc_v8_float t200 = __builtin_shufflevector(t192, t196, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t201 = __builtin_shufflevector(t192, t196, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t202 = __builtin_shufflevector(t193, t197, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t203 = __builtin_shufflevector(t193, t197, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t204 = __builtin_shufflevector(t194, t198, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t205 = __builtin_shufflevector(t194, t198, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t206 = __builtin_shufflevector(t195, t199, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t207 = __builtin_shufflevector(t195, t199, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t208 = __builtin_shufflevector(t200, t204, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t209 = __builtin_shufflevector(t200, t204, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t210 = __builtin_shufflevector(t201, t205, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t211 = __builtin_shufflevector(t201, t205, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t212 = __builtin_shufflevector(t202, t206, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t213 = __builtin_shufflevector(t202, t206, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t214 = __builtin_shufflevector(t203, t207, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t215 = __builtin_shufflevector(t203, t207, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t216 = __builtin_shufflevector(t208, t212, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t217 = __builtin_shufflevector(t208, t212, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t218 = __builtin_shufflevector(t209, t213, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t219 = __builtin_shufflevector(t209, t213, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t220 = __builtin_shufflevector(t210, t214, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t221 = __builtin_shufflevector(t210, t214, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t222 = __builtin_shufflevector(t211, t215, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t223 = __builtin_shufflevector(t211, t215, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t224 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t225 = t216 * t224;
            vcc_store(t184, t225);
            float *t190 = &out[t5 * 40 + t183];
            vcc_v8_float t227 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t228 = t217 * t227;
            vcc_store(t190, t228);
            float *t226 = &out[t6 * 40 + t183];
            vcc_v8_float t230 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t231 = t218 * t230;
            vcc_store(t226, t231);
            float *t229 = &out[t7 * 40 + t183];
            vcc_v8_float t233 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t234 = t219 * t233;
            vcc_store(t229, t234);
            float *t232 = &out[t8 * 40 + t183];
            vcc_v8_float t236 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t237 = t220 * t236;
            vcc_store(t232, t237);
            float *t235 = &out[t9 * 40 + t183];
            vcc_v8_float t239 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t240 = t221 * t239;
            vcc_store(t235, t240);
            float *t238 = &out[t10 * 40 + t183];
            vcc_v8_float t242 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t243 = t222 * t242;
            vcc_store(t238, t243);
            float *t241 = &out[t11 * 40 + t183];
            vcc_v8_float t247 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t248 = t223 * t247;
            vcc_store(t241, t248);
            int t244 = (int)t13;
            float *t245 = &out[i * 40 + t244];
            const float *t246 = in;
            const float *t250 = t246 + (t244 * 40 + i);
            vcc_v8_float t251 = vcc_load(vcc_v8_float, t250 + 0);
            vcc_v8_float t252 = vcc_load(vcc_v8_float, t250 + 40);
            vcc_v8_float t253 = vcc_load(vcc_v8_float, t250 + 80);
            vcc_v8_float t254 = vcc_load(vcc_v8_float, t250 + 120);
            vcc_v8_float t255 = vcc_load(vcc_v8_float, t250 + 160);
            vcc_v8_float t256 = vcc_load(vcc_v8_float, t250 + 200);
            vcc_v8_float t257 = vcc_load(vcc_v8_float, t250 + 240);
            vcc_v8_float t258 = vcc_load(vcc_v8_float, t250 + 280);
            vcc_v8_float t259 = __builtin_shufflevector(t251, t255, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t260 = __builtin_shufflevector(t251, t255, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t261 = __builtin_shufflevector(t252, t256, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t262 = __builtin_shufflevector(t252, t256, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t263 = __builtin_shufflevector(t253, t257, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t264 = __builtin_shufflevector(t253, t257, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t265 = __builtin_shufflevector(t254, t258, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t266 = __builtin_shufflevector(t254, t258, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t267 = __builtin_shufflevector(t259, t263, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t268 = __builtin_shufflevector(t259, t263, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t269 = __builtin_shufflevector(t260, t264, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t270 = __builtin_shufflevector(t260, t264, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t271 = __builtin_shufflevector(t261, t265, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t272 = __builtin_shufflevector(t261, t265, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t273 = __builtin_shufflevector(t262, t266, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t274 = __builtin_shufflevector(t262, t266, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t275 = __builtin_shufflevector(t267, t271, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t276 = __builtin_shufflevector(t267, t271, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t277 = __builtin_shufflevector(t268, t272, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t278 = __builtin_shufflevector(t268, t272, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t279 = __builtin_shufflevector(t269, t273, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t280 = __builtin_shufflevector(t269, t273, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t281 = __builtin_shufflevector(t270, t274, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t282 = __builtin_shufflevector(t270, t274, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t283 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t284 = t275 * t283;
            vcc_store(t245, t284);
            float *t249 = &out[t5 * 40 + t244];
            vcc_v8_float t286 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t287 = t276 * t286;
            vcc_store(t249, t287);
            float *t285 = &out[t6 * 40 + t244];
            vcc_v8_float t289 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t290 = t277 * t289;
            vcc_store(t285, t290);
            float *t288 = &out[t7 * 40 + t244];
            vcc_v8_float t292 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t293 = t278 * t292;
            vcc_store(t288, t293);
            float *t291 = &out[t8 * 40 + t244];
            vcc_v8_float t295 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t296 = t279 * t295;
            vcc_store(t291, t296);
            float *t294 = &out[t9 * 40 + t244];
            vcc_v8_float t298 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t299 = t280 * t298;
            vcc_store(t294, t299);
            float *t297 = &out[t10 * 40 + t244];
            vcc_v8_float t301 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t302 = t281 * t301;
            vcc_store(t297, t302);
            float *t300 = &out[t11 * 40 + t244];
            vcc_v8_float t306 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t307 = t282 * t306;
            vcc_store(t300, t307);
            int t303 = (int)t14;
            float *t304 = &out[i * 40 + t303];
            const float *t305 = in;
            const float *t309 = t305 + (t303 * 40 + i);
            vcc_v8_float t310 = vcc_load(vcc_v8_float, t309 + 0);
            vcc_v8_float t311 = vcc_load(vcc_v8_float, t309 + 40);
            vcc_v8_float t312 = vcc_load(vcc_v8_float, t309 + 80);
            vcc_v8_float t313 = vcc_load(vcc_v8_float, t309 + 120);
            vcc_v8_float t314 = vcc_load(vcc_v8_float, t309 + 160);
            vcc_v8_float t315 = vcc_load(vcc_v8_float, t309 + 200);
            vcc_v8_float t316 = vcc_load(vcc_v8_float, t309 + 240);
            vcc_v8_float t317 = vcc_load(vcc_v8_float, t309 + 280);
            vcc_v8_float t318 = __builtin_shufflevector(t310, t314, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t319 = __builtin_shufflevector(t310, t314, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t320 = __builtin_shufflevector(t311, t315, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t321 = __builtin_shufflevector(t311, t315, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t322 = __builtin_shufflevector(t312, t316, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t323 = __builtin_shufflevector(t312, t316, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t324 = __builtin_shufflevector(t313, t317, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t325 = __builtin_shufflevector(t313, t317, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t326 = __builtin_shufflevector(t318, t322, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t327 = __builtin_shufflevector(t318, t322, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t328 = __builtin_shufflevector(t319, t323, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t329 = __builtin_shufflevector(t319, t323, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t330 = __builtin_shufflevector(t320, t324, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t331 = __builtin_shufflevector(t320, t324, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t332 = __builtin_shufflevector(t321, t325, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t333 = __builtin_shufflevector(t321, t325, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t334 = __builtin_shufflevector(t326, t330, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t335 = __builtin_shufflevector(t326, t330, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t336 = __builtin_shufflevector(t327, t331, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t337 = __builtin_shufflevector(t327, t331, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t338 = __builtin_shufflevector(t328, t332, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t339 = __builtin_shufflevector(t328, t332, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t340 = __builtin_shufflevector(t329, t333, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t341 = __builtin_shufflevector(t329, t333, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t342 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t343 = t334 * t342;
            vcc_store(t304, t343);
            float *t308 = &out[t5 * 40 + t303];
            vcc_v8_float t345 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t346 = t335 * t345;
            vcc_store(t308, t346);
            float *t344 = &out[t6 * 40 + t303];
            vcc_v8_float t348 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t349 = t336 * t348;
            vcc_store(t344, t349);
            float *t347 = &out[t7 * 40 + t303];
            vcc_v8_float t351 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t352 = t337 * t351;
            vcc_store(t347, t352);
            float *t350 = &out[t8 * 40 + t303];
            vcc_v8_float t354 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t355 = t338 * t354;
            vcc_store(t350, t355);
            float *t353 = &out[t9 * 40 + t303];
            vcc_v8_float t357 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t358 = t339 * t357;
            vcc_store(t353, t358);
            float *t356 = &out[t10 * 40 + t303];
            vcc_v8_float t360 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t361 = t340 * t360;
            vcc_store(t356, t361);
            float *t359 = &out[t11 * 40 + t303];
            vcc_v8_float t362 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t363 = t341 * t362;
            vcc_store(t359, t363);
            t4 += 32L;
            if (t4 >= 32L) {
                long t3 = 0L;
                for (;;) {
                    int t18 = (int)(32L + t3);
                    float *t19 = &out[i * 40 + t18];
                    const float *t20 = in;
                    const float *t68 = t20 + (t18 * 40 + i);
                    vcc_v8_float t69 = vcc_load(vcc_v8_float, t68 + 0);
                    vcc_v8_float t70 = vcc_load(vcc_v8_float, t68 + 40);
                    vcc_v8_float t71 = vcc_load(vcc_v8_float, t68 + 80);
                    vcc_v8_float t72 = vcc_load(vcc_v8_float, t68 + 120);
                    vcc_v8_float t73 = vcc_load(vcc_v8_float, t68 + 160);
                    vcc_v8_float t74 = vcc_load(vcc_v8_float, t68 + 200);
                    vcc_v8_float t75 = vcc_load(vcc_v8_float, t68 + 240);
                    vcc_v8_float t76 = vcc_load(vcc_v8_float, t68 + 280);
                    vcc_v8_float t77 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t78 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t79 = __builtin_shufflevector(t70, t74, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t80 = __builtin_shufflevector(t70, t74, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t81 = __builtin_shufflevector(t71, t75, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t82 = __builtin_shufflevector(t71, t75, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t83 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t84 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t85 = __builtin_shufflevector(t77, t81, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t86 = __builtin_shufflevector(t77, t81, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t87 = __builtin_shufflevector(t78, t82, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t88 = __builtin_shufflevector(t78, t82, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t89 = __builtin_shufflevector(t79, t83, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t90 = __builtin_shufflevector(t79, t83, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t91 = __builtin_shufflevector(t80, t84, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t92 = __builtin_shufflevector(t80, t84, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t93 = __builtin_shufflevector(t85, t89, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t94 = __builtin_shufflevector(t85, t89, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t95 = __builtin_shufflevector(t86, t90, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t96 = __builtin_shufflevector(t86, t90, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t97 = __builtin_shufflevector(t87, t91, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t98 = __builtin_shufflevector(t87, t91, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t99 = __builtin_shufflevector(t88, t92, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t100 = __builtin_shufflevector(t88, t92, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t101 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t102 = t93 * t101;
                    vcc_store(t19, t102);
                    float *t67 = &out[t5 * 40 + t18];
                    vcc_v8_float t124 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t125 = t94 * t124;
                    vcc_store(t67, t125);
                    float *t123 = &out[t6 * 40 + t18];
                    vcc_v8_float t140 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t141 = t95 * t140;
                    vcc_store(t123, t141);
                    float *t139 = &out[t7 * 40 + t18];
                    vcc_v8_float t156 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t157 = t96 * t156;
                    vcc_store(t139, t157);
                    float *t155 = &out[t8 * 40 + t18];
                    vcc_v8_float t169 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t170 = t97 * t169;
                    vcc_store(t155, t170);
                    float *t168 = &out[t9 * 40 + t18];
                    vcc_v8_float t175 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t176 = t98 * t175;
                    vcc_store(t168, t176);
                    float *t174 = &out[t10 * 40 + t18];
                    vcc_v8_float t181 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t182 = t99 * t181;
                    vcc_store(t174, t182);
                    float *t180 = &out[t11 * 40 + t18];
                    vcc_v8_float t188 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t189 = t100 * t188;
                    vcc_store(t180, t189);
                    t3 += 8L;
                    if (t3 >= 8L) {
                        int j = 40;
                        for (;; j++) {
                            if (j >= 40) {
                                goto L364;
                            }
                            const float *t21 = in;
                            out[i * 40 + j] = at_transposed(t21, 40, i, j, scale);
                            out[t5 * 40 + j] = at_transposed(t21, 40, t5, j, scale);
                            out[t6 * 40 + j] = at_transposed(t21, 40, t6, j, scale);
                            out[t7 * 40 + j] = at_transposed(t21, 40, t7, j, scale);
                            out[t8 * 40 + j] = at_transposed(t21, 40, t8, j, scale);
                            out[t9 * 40 + j] = at_transposed(t21, 40, t9, j, scale);
                            out[t10 * 40 + j] = at_transposed(t21, 40, t10, j, scale);
                            out[t11 * 40 + j] = at_transposed(t21, 40, t11, j, scale);
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
            vcc_v8_float t110 = vcc_gather(vcc_v8_float, t27 + (t25 * 40 + i_1), t109);
            vcc_v8_float t111 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t112 = t110 * t111;
            vcc_store(t26, t112);
            int t103 = (int)t22;
            float *t104 = &out[i_1 * 40 + t103];
            const float *t105 = in;
            vcc_v8_long t129 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t130 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t131 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t130;
            vcc_v8_long t132 = t129 + t131;
            vcc_v8_float t133 = vcc_gather(vcc_v8_float, t105 + (t103 * 40 + i_1), t132);
            vcc_v8_float t134 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t135 = t133 * t134;
            vcc_store(t104, t135);
            int t126 = (int)t23;
            float *t127 = &out[i_1 * 40 + t126];
            const float *t128 = in;
            vcc_v8_long t145 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t146 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t147 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t146;
            vcc_v8_long t148 = t145 + t147;
            vcc_v8_float t149 = vcc_gather(vcc_v8_float, t128 + (t126 * 40 + i_1), t148);
            vcc_v8_float t150 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t151 = t149 * t150;
            vcc_store(t127, t151);
            int t142 = (int)t24;
            float *t143 = &out[i_1 * 40 + t142];
            const float *t144 = in;
            vcc_v8_long t158 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t159 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t160 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t159;
            vcc_v8_long t161 = t158 + t160;
            vcc_v8_float t162 = vcc_gather(vcc_v8_float, t144 + (t142 * 40 + i_1), t161);
            vcc_v8_float t163 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t164 = t162 * t163;
            vcc_store(t143, t164);
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
                    vcc_v8_float t117 = vcc_gather(vcc_v8_float, t30 + (t28 * 40 + i_1), t116);
                    vcc_v8_float t118 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t119 = t117 * t118;
                    vcc_store(t29, t119);
                    t1 += 8L;
                    if (t1 >= 8L) {
                        int j_1 = 40;
                        for (;; j_1++) {
                            if (j_1 >= 40) {
                                goto L365;
                            }
                            out[i_1 * 40 + j_1] = at_transposed(in, 40, i_1, j_1, scale);
                        }
                    }
                }
            }
        }
    L365:;
    }
}

/* And with n a parameter. */
void column(float *dst, int n, int rows, int i) {
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
            vcc_v8_float t22 = vcc_gather(vcc_v8_float, t8 + (t6 * n + i), t21);
            vcc_v8_float t23 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t24 = t22 * t23;
            vcc_store(t7, t24);
            int t15 = (int)t5;
            float *t16 = dst + t15;
            const float *t17 = in;
            vcc_v8_long t32 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t33 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t34 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t33;
            vcc_v8_long t35 = t32 + t34;
            vcc_v8_float t36 = vcc_gather(vcc_v8_float, t17 + (t15 * n + i), t35);
            vcc_v8_float t37 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t38 = t36 * t37;
            vcc_store(t16, t38);
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
            vcc_v8_float t29 = vcc_gather(vcc_v8_float, t14 + (t12 * n + i), t28);
            vcc_v8_float t30 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t31 = t29 * t30;
            vcc_store(t13, t31);
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
        dst[j] = at_transposed(in, n, i, j, -1.5f);
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
