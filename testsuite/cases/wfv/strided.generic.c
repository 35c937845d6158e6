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
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t27 + 0);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t27 + 40);
            vcc_v8_float t30 = vcc_load(vcc_v8_float, t27 + 80);
            vcc_v8_float t31 = vcc_load(vcc_v8_float, t27 + 120);
            vcc_v8_float t32 = vcc_load(vcc_v8_float, t27 + 160);
            vcc_v8_float t33 = vcc_load(vcc_v8_float, t27 + 200);
            vcc_v8_float t34 = vcc_load(vcc_v8_float, t27 + 240);
            vcc_v8_float t35 = vcc_load(vcc_v8_float, t27 + 280);
            vcc_v8_float t36 = __builtin_shufflevector(t28, t32, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t28, t32, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t29, t33, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t29, t33, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t43 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t44 = __builtin_shufflevector(t36, t40, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t45 = __builtin_shufflevector(t36, t40, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t46 = __builtin_shufflevector(t37, t41, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t47 = __builtin_shufflevector(t37, t41, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t48 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t49 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t50 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t51 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t52 = __builtin_shufflevector(t44, t48, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t53 = __builtin_shufflevector(t44, t48, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t54 = __builtin_shufflevector(t45, t49, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t55 = __builtin_shufflevector(t45, t49, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t56 = __builtin_shufflevector(t46, t50, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t57 = __builtin_shufflevector(t46, t50, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t58 = __builtin_shufflevector(t47, t51, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t59 = __builtin_shufflevector(t47, t51, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t60 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t61 = t52 * t60;
            vcc_store(t12, t61);
            float *t26 = &out[t1 * 40 + t11];
            vcc_v8_float t116 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t117 = t53 * t116;
            vcc_store(t26, t117);
            float *t115 = &out[t2 * 40 + t11];
            vcc_v8_float t132 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t133 = t54 * t132;
            vcc_store(t115, t133);
            float *t131 = &out[t3 * 40 + t11];
            vcc_v8_float t148 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t149 = t55 * t148;
            vcc_store(t131, t149);
            float *t147 = &out[t4 * 40 + t11];
            vcc_v8_float t161 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t162 = t56 * t161;
            vcc_store(t147, t162);
            float *t160 = &out[t5 * 40 + t11];
            vcc_v8_float t167 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t168 = t57 * t167;
            vcc_store(t160, t168);
            float *t166 = &out[t6 * 40 + t11];
            vcc_v8_float t173 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t174 = t58 * t173;
            vcc_store(t166, t174);
            float *t172 = &out[t7 * 40 + t11];
            vcc_v8_float t181 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t182 = t59 * t181;
            vcc_store(t172, t182);
            int t178 = (int)t8;
            float *t179 = &out[i * 40 + t178];
            const float *t180 = in;
            const float *t186 = t180 + (t178 * 40 + i);
            vcc_v8_float t187 = vcc_load(vcc_v8_float, t186 + 0);
            vcc_v8_float t188 = vcc_load(vcc_v8_float, t186 + 40);
            vcc_v8_float t189 = vcc_load(vcc_v8_float, t186 + 80);
            vcc_v8_float t190 = vcc_load(vcc_v8_float, t186 + 120);
            vcc_v8_float t191 = vcc_load(vcc_v8_float, t186 + 160);
            vcc_v8_float t192 = vcc_load(vcc_v8_float, t186 + 200);
            vcc_v8_float t193 = vcc_load(vcc_v8_float, t186 + 240);
            vcc_v8_float t194 = vcc_load(vcc_v8_float, t186 + 280);
            vcc_v8_float t195 = __builtin_shufflevector(t187, t191, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t196 = __builtin_shufflevector(t187, t191, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t197 = __builtin_shufflevector(t188, t192, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t198 = __builtin_shufflevector(t188, t192, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t199 = __builtin_shufflevector(t189, t193, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t200 = __builtin_shufflevector(t189, t193, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t201 = __builtin_shufflevector(t190, t194, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t202 = __builtin_shufflevector(t190, t194, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t203 = __builtin_shufflevector(t195, t199, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t204 = __builtin_shufflevector(t195, t199, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t205 = __builtin_shufflevector(t196, t200, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t206 = __builtin_shufflevector(t196, t200, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t207 = __builtin_shufflevector(t197, t201, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t208 = __builtin_shufflevector(t197, t201, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t209 = __builtin_shufflevector(t198, t202, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t210 = __builtin_shufflevector(t198, t202, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t211 = __builtin_shufflevector(t203, t207, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t212 = __builtin_shufflevector(t203, t207, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t213 = __builtin_shufflevector(t204, t208, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t214 = __builtin_shufflevector(t204, t208, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t215 = __builtin_shufflevector(t205, t209, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t216 = __builtin_shufflevector(t205, t209, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t217 = __builtin_shufflevector(t206, t210, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t218 = __builtin_shufflevector(t206, t210, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t219 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t220 = t211 * t219;
            vcc_store(t179, t220);
            float *t185 = &out[t1 * 40 + t178];
            vcc_v8_float t222 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t223 = t212 * t222;
            vcc_store(t185, t223);
            float *t221 = &out[t2 * 40 + t178];
            vcc_v8_float t225 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t226 = t213 * t225;
            vcc_store(t221, t226);
            float *t224 = &out[t3 * 40 + t178];
            vcc_v8_float t228 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t229 = t214 * t228;
            vcc_store(t224, t229);
            float *t227 = &out[t4 * 40 + t178];
            vcc_v8_float t231 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t232 = t215 * t231;
            vcc_store(t227, t232);
            float *t230 = &out[t5 * 40 + t178];
            vcc_v8_float t234 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t235 = t216 * t234;
            vcc_store(t230, t235);
            float *t233 = &out[t6 * 40 + t178];
            vcc_v8_float t237 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t238 = t217 * t237;
            vcc_store(t233, t238);
            float *t236 = &out[t7 * 40 + t178];
            vcc_v8_float t242 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t243 = t218 * t242;
            vcc_store(t236, t243);
            int t239 = (int)t9;
            float *t240 = &out[i * 40 + t239];
            const float *t241 = in;
            const float *t245 = t241 + (t239 * 40 + i);
            vcc_v8_float t246 = vcc_load(vcc_v8_float, t245 + 0);
            vcc_v8_float t247 = vcc_load(vcc_v8_float, t245 + 40);
            vcc_v8_float t248 = vcc_load(vcc_v8_float, t245 + 80);
            vcc_v8_float t249 = vcc_load(vcc_v8_float, t245 + 120);
            vcc_v8_float t250 = vcc_load(vcc_v8_float, t245 + 160);
            vcc_v8_float t251 = vcc_load(vcc_v8_float, t245 + 200);
            vcc_v8_float t252 = vcc_load(vcc_v8_float, t245 + 240);
            vcc_v8_float t253 = vcc_load(vcc_v8_float, t245 + 280);
            vcc_v8_float t254 = __builtin_shufflevector(t246, t250, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t255 = __builtin_shufflevector(t246, t250, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t256 = __builtin_shufflevector(t247, t251, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t257 = __builtin_shufflevector(t247, t251, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t258 = __builtin_shufflevector(t248, t252, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t259 = __builtin_shufflevector(t248, t252, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t260 = __builtin_shufflevector(t249, t253, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t261 = __builtin_shufflevector(t249, t253, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t262 = __builtin_shufflevector(t254, t258, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t263 = __builtin_shufflevector(t254, t258, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t264 = __builtin_shufflevector(t255, t259, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t265 = __builtin_shufflevector(t255, t259, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t266 = __builtin_shufflevector(t256, t260, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t267 = __builtin_shufflevector(t256, t260, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t268 = __builtin_shufflevector(t257, t261, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t269 = __builtin_shufflevector(t257, t261, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t270 = __builtin_shufflevector(t262, t266, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t271 = __builtin_shufflevector(t262, t266, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t272 = __builtin_shufflevector(t263, t267, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t273 = __builtin_shufflevector(t263, t267, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t274 = __builtin_shufflevector(t264, t268, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t275 = __builtin_shufflevector(t264, t268, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t276 = __builtin_shufflevector(t265, t269, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t277 = __builtin_shufflevector(t265, t269, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t278 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t279 = t270 * t278;
            vcc_store(t240, t279);
            float *t244 = &out[t1 * 40 + t239];
            vcc_v8_float t281 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t282 = t271 * t281;
            vcc_store(t244, t282);
            float *t280 = &out[t2 * 40 + t239];
            vcc_v8_float t284 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t285 = t272 * t284;
            vcc_store(t280, t285);
            float *t283 = &out[t3 * 40 + t239];
            vcc_v8_float t287 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t288 = t273 * t287;
            vcc_store(t283, t288);
            float *t286 = &out[t4 * 40 + t239];
            vcc_v8_float t290 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t291 = t274 * t290;
            vcc_store(t286, t291);
            float *t289 = &out[t5 * 40 + t239];
            vcc_v8_float t293 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t294 = t275 * t293;
            vcc_store(t289, t294);
            float *t292 = &out[t6 * 40 + t239];
            vcc_v8_float t296 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t297 = t276 * t296;
            vcc_store(t292, t297);
            float *t295 = &out[t7 * 40 + t239];
            vcc_v8_float t301 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t302 = t277 * t301;
            vcc_store(t295, t302);
            int t298 = (int)t10;
            float *t299 = &out[i * 40 + t298];
            const float *t300 = in;
            const float *t304 = t300 + (t298 * 40 + i);
            vcc_v8_float t305 = vcc_load(vcc_v8_float, t304 + 0);
            vcc_v8_float t306 = vcc_load(vcc_v8_float, t304 + 40);
            vcc_v8_float t307 = vcc_load(vcc_v8_float, t304 + 80);
            vcc_v8_float t308 = vcc_load(vcc_v8_float, t304 + 120);
            vcc_v8_float t309 = vcc_load(vcc_v8_float, t304 + 160);
            vcc_v8_float t310 = vcc_load(vcc_v8_float, t304 + 200);
            vcc_v8_float t311 = vcc_load(vcc_v8_float, t304 + 240);
            vcc_v8_float t312 = vcc_load(vcc_v8_float, t304 + 280);
            vcc_v8_float t313 = __builtin_shufflevector(t305, t309, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t314 = __builtin_shufflevector(t305, t309, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t315 = __builtin_shufflevector(t306, t310, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t316 = __builtin_shufflevector(t306, t310, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t317 = __builtin_shufflevector(t307, t311, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t318 = __builtin_shufflevector(t307, t311, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t319 = __builtin_shufflevector(t308, t312, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t320 = __builtin_shufflevector(t308, t312, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t321 = __builtin_shufflevector(t313, t317, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t322 = __builtin_shufflevector(t313, t317, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t323 = __builtin_shufflevector(t314, t318, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t324 = __builtin_shufflevector(t314, t318, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t325 = __builtin_shufflevector(t315, t319, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t326 = __builtin_shufflevector(t315, t319, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t327 = __builtin_shufflevector(t316, t320, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t328 = __builtin_shufflevector(t316, t320, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t329 = __builtin_shufflevector(t321, t325, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t330 = __builtin_shufflevector(t321, t325, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t331 = __builtin_shufflevector(t322, t326, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t332 = __builtin_shufflevector(t322, t326, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t333 = __builtin_shufflevector(t323, t327, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t334 = __builtin_shufflevector(t323, t327, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t335 = __builtin_shufflevector(t324, t328, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t336 = __builtin_shufflevector(t324, t328, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t337 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t338 = t329 * t337;
            vcc_store(t299, t338);
            float *t303 = &out[t1 * 40 + t298];
            vcc_v8_float t340 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t341 = t330 * t340;
            vcc_store(t303, t341);
            float *t339 = &out[t2 * 40 + t298];
            vcc_v8_float t343 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t344 = t331 * t343;
            vcc_store(t339, t344);
            float *t342 = &out[t3 * 40 + t298];
            vcc_v8_float t346 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t347 = t332 * t346;
            vcc_store(t342, t347);
            float *t345 = &out[t4 * 40 + t298];
            vcc_v8_float t349 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t350 = t333 * t349;
            vcc_store(t345, t350);
            float *t348 = &out[t5 * 40 + t298];
            vcc_v8_float t352 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t353 = t334 * t352;
            vcc_store(t348, t353);
            float *t351 = &out[t6 * 40 + t298];
            vcc_v8_float t355 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t356 = t335 * t355;
            vcc_store(t351, t356);
            float *t354 = &out[t7 * 40 + t298];
            vcc_v8_float t357 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t358 = t336 * t357;
            vcc_store(t354, t358);
            j_vec_3 += 32L;
            if (j_vec_3 >= 32L) {
                long j_vec_2 = 0L;
                for (;;) {
                    int t14 = (int)(32L + j_vec_2);
                    float *t15 = &out[i * 40 + t14];
                    const float *t16 = in;
                    const float *t63 = t16 + (t14 * 40 + i);
                    vcc_v8_float t64 = vcc_load(vcc_v8_float, t63 + 0);
                    vcc_v8_float t65 = vcc_load(vcc_v8_float, t63 + 40);
                    vcc_v8_float t66 = vcc_load(vcc_v8_float, t63 + 80);
                    vcc_v8_float t67 = vcc_load(vcc_v8_float, t63 + 120);
                    vcc_v8_float t68 = vcc_load(vcc_v8_float, t63 + 160);
                    vcc_v8_float t69 = vcc_load(vcc_v8_float, t63 + 200);
                    vcc_v8_float t70 = vcc_load(vcc_v8_float, t63 + 240);
                    vcc_v8_float t71 = vcc_load(vcc_v8_float, t63 + 280);
                    vcc_v8_float t72 = __builtin_shufflevector(t64, t68, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t73 = __builtin_shufflevector(t64, t68, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t74 = __builtin_shufflevector(t65, t69, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t75 = __builtin_shufflevector(t65, t69, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t76 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t77 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t78 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t79 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t80 = __builtin_shufflevector(t72, t76, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t81 = __builtin_shufflevector(t72, t76, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t82 = __builtin_shufflevector(t73, t77, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t83 = __builtin_shufflevector(t73, t77, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t84 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t85 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t86 = __builtin_shufflevector(t75, t79, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t87 = __builtin_shufflevector(t75, t79, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t88 = __builtin_shufflevector(t80, t84, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t89 = __builtin_shufflevector(t80, t84, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t90 = __builtin_shufflevector(t81, t85, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t91 = __builtin_shufflevector(t81, t85, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t92 = __builtin_shufflevector(t82, t86, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t93 = __builtin_shufflevector(t82, t86, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t94 = __builtin_shufflevector(t83, t87, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t95 = __builtin_shufflevector(t83, t87, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t96 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t97 = t88 * t96;
                    vcc_store(t15, t97);
                    float *t62 = &out[t1 * 40 + t14];
                    vcc_v8_float t119 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t120 = t89 * t119;
                    vcc_store(t62, t120);
                    float *t118 = &out[t2 * 40 + t14];
                    vcc_v8_float t135 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t136 = t90 * t135;
                    vcc_store(t118, t136);
                    float *t134 = &out[t3 * 40 + t14];
                    vcc_v8_float t151 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t152 = t91 * t151;
                    vcc_store(t134, t152);
                    float *t150 = &out[t4 * 40 + t14];
                    vcc_v8_float t164 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t165 = t92 * t164;
                    vcc_store(t150, t165);
                    float *t163 = &out[t5 * 40 + t14];
                    vcc_v8_float t170 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t171 = t93 * t170;
                    vcc_store(t163, t171);
                    float *t169 = &out[t6 * 40 + t14];
                    vcc_v8_float t176 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t177 = t94 * t176;
                    vcc_store(t169, t177);
                    float *t175 = &out[t7 * 40 + t14];
                    vcc_v8_float t183 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t184 = t95 * t183;
                    vcc_store(t175, t184);
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
            vcc_v8_float t105 = vcc_gather(vcc_v8_float, t22 + (t20 * 40 + i_1), t104);
            vcc_v8_float t106 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t107 = t105 * t106;
            vcc_store(t21, t107);
            int t98 = (int)t17;
            float *t99 = &out[i_1 * 40 + t98];
            const float *t100 = in;
            vcc_v8_long t124 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t125 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t126 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t125;
            vcc_v8_long t127 = t124 + t126;
            vcc_v8_float t128 = vcc_gather(vcc_v8_float, t100 + (t98 * 40 + i_1), t127);
            vcc_v8_float t129 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t130 = t128 * t129;
            vcc_store(t99, t130);
            int t121 = (int)t18;
            float *t122 = &out[i_1 * 40 + t121];
            const float *t123 = in;
            vcc_v8_long t140 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t141 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t142 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t141;
            vcc_v8_long t143 = t140 + t142;
            vcc_v8_float t144 = vcc_gather(vcc_v8_float, t123 + (t121 * 40 + i_1), t143);
            vcc_v8_float t145 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t146 = t144 * t145;
            vcc_store(t122, t146);
            int t137 = (int)t19;
            float *t138 = &out[i_1 * 40 + t137];
            const float *t139 = in;
            vcc_v8_long t153 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t154 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t155 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t154;
            vcc_v8_long t156 = t153 + t155;
            vcc_v8_float t157 = vcc_gather(vcc_v8_float, t139 + (t137 * 40 + i_1), t156);
            vcc_v8_float t158 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t159 = t157 * t158;
            vcc_store(t138, t159);
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
                    vcc_v8_float t112 = vcc_gather(vcc_v8_float, t25 + (t23 * 40 + i_1), t111);
                    vcc_v8_float t113 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t114 = t112 * t113;
                    vcc_store(t24, t114);
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
void column(float *dst, int n, int rows, int i) {
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
            vcc_v8_float t20 = vcc_gather(vcc_v8_float, t6 + (t4 * n + i), t19);
            vcc_v8_float t21 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t22 = t20 * t21;
            vcc_store(t5, t22);
            int t13 = (int)t3;
            float *t14 = dst + t13;
            const float *t15 = in;
            vcc_v8_long t30 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t31 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t32 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t31;
            vcc_v8_long t33 = t30 + t32;
            vcc_v8_float t34 = vcc_gather(vcc_v8_float, t15 + (t13 * n + i), t33);
            vcc_v8_float t35 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t36 = t34 * t35;
            vcc_store(t14, t36);
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
            vcc_v8_float t27 = vcc_gather(vcc_v8_float, t12 + (t10 * n + i), t26);
            vcc_v8_float t28 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t29 = t27 * t28;
            vcc_store(t11, t29);
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
