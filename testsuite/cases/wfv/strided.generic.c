/* vcc: vector types and helpers */
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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

/* vcc: function at strided.c:17 vector variant _ZGVdN8uuulu_at_transposed of `at_transposed`: VL 8, unmasked, m uniform, n uniform, i uniform, j linear step 1, scale uniform */
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
            int t8 = (int)j_vec_3;
            float *t9 = &out[i * 40 + t8];
            const float *t10 = in;
            const float *t21 = t10 + (t8 * 40 + i);
            vcc_v8_float t22 = vcc_load(vcc_v8_float, t21 + 0);
            vcc_v8_float t23 = vcc_load(vcc_v8_float, t21 + 40);
            vcc_v8_float t24 = vcc_load(vcc_v8_float, t21 + 80);
            vcc_v8_float t25 = vcc_load(vcc_v8_float, t21 + 120);
            vcc_v8_float t26 = vcc_load(vcc_v8_float, t21 + 160);
            vcc_v8_float t27 = vcc_load(vcc_v8_float, t21 + 200);
            vcc_v8_float t28 = vcc_load(vcc_v8_float, t21 + 240);
            vcc_v8_float t29 = vcc_load(vcc_v8_float, t21 + 280);
            vcc_v8_float t30 = __builtin_shufflevector(t22, t26, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t31 = __builtin_shufflevector(t22, t26, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t32 = __builtin_shufflevector(t23, t27, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t33 = __builtin_shufflevector(t23, t27, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t34 = __builtin_shufflevector(t24, t28, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t35 = __builtin_shufflevector(t24, t28, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t36 = __builtin_shufflevector(t25, t29, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t37 = __builtin_shufflevector(t25, t29, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t38 = __builtin_shufflevector(t30, t34, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t39 = __builtin_shufflevector(t30, t34, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t40 = __builtin_shufflevector(t31, t35, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t41 = __builtin_shufflevector(t31, t35, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t42 = __builtin_shufflevector(t32, t36, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t43 = __builtin_shufflevector(t32, t36, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t44 = __builtin_shufflevector(t33, t37, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t45 = __builtin_shufflevector(t33, t37, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t46 = __builtin_shufflevector(t38, t42, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t47 = __builtin_shufflevector(t38, t42, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t48 = __builtin_shufflevector(t39, t43, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t49 = __builtin_shufflevector(t39, t43, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t50 = __builtin_shufflevector(t40, t44, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t51 = __builtin_shufflevector(t40, t44, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t52 = __builtin_shufflevector(t41, t45, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t53 = __builtin_shufflevector(t41, t45, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t54 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t55 = t46 * t54;
            vcc_store(t9, t55);
            float *t20 = &out[t1 * 40 + t8];
            vcc_v8_float t110 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t111 = t47 * t110;
            vcc_store(t20, t111);
            float *t109 = &out[t2 * 40 + t8];
            vcc_v8_float t126 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t127 = t48 * t126;
            vcc_store(t109, t127);
            float *t125 = &out[t3 * 40 + t8];
            vcc_v8_float t142 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t143 = t49 * t142;
            vcc_store(t125, t143);
            float *t141 = &out[t4 * 40 + t8];
            vcc_v8_float t155 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t156 = t50 * t155;
            vcc_store(t141, t156);
            float *t154 = &out[t5 * 40 + t8];
            vcc_v8_float t161 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t162 = t51 * t161;
            vcc_store(t154, t162);
            float *t160 = &out[t6 * 40 + t8];
            vcc_v8_float t167 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t168 = t52 * t167;
            vcc_store(t160, t168);
            float *t166 = &out[t7 * 40 + t8];
            vcc_v8_float t175 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t176 = t53 * t175;
            vcc_store(t166, t176);
            int t172 = (int)(j_vec_3 + 8L);
            float *t173 = &out[i * 40 + t172];
            const float *t174 = in;
            const float *t180 = t174 + (t172 * 40 + i);
            vcc_v8_float t181 = vcc_load(vcc_v8_float, t180 + 0);
            vcc_v8_float t182 = vcc_load(vcc_v8_float, t180 + 40);
            vcc_v8_float t183 = vcc_load(vcc_v8_float, t180 + 80);
            vcc_v8_float t184 = vcc_load(vcc_v8_float, t180 + 120);
            vcc_v8_float t185 = vcc_load(vcc_v8_float, t180 + 160);
            vcc_v8_float t186 = vcc_load(vcc_v8_float, t180 + 200);
            vcc_v8_float t187 = vcc_load(vcc_v8_float, t180 + 240);
            vcc_v8_float t188 = vcc_load(vcc_v8_float, t180 + 280);
            vcc_v8_float t189 = __builtin_shufflevector(t181, t185, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t190 = __builtin_shufflevector(t181, t185, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t191 = __builtin_shufflevector(t182, t186, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t192 = __builtin_shufflevector(t182, t186, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t193 = __builtin_shufflevector(t183, t187, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t194 = __builtin_shufflevector(t183, t187, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t195 = __builtin_shufflevector(t184, t188, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t196 = __builtin_shufflevector(t184, t188, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t197 = __builtin_shufflevector(t189, t193, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t198 = __builtin_shufflevector(t189, t193, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t199 = __builtin_shufflevector(t190, t194, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t200 = __builtin_shufflevector(t190, t194, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t201 = __builtin_shufflevector(t191, t195, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t202 = __builtin_shufflevector(t191, t195, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t203 = __builtin_shufflevector(t192, t196, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t204 = __builtin_shufflevector(t192, t196, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t205 = __builtin_shufflevector(t197, t201, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t206 = __builtin_shufflevector(t197, t201, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t207 = __builtin_shufflevector(t198, t202, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t208 = __builtin_shufflevector(t198, t202, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t209 = __builtin_shufflevector(t199, t203, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t210 = __builtin_shufflevector(t199, t203, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t211 = __builtin_shufflevector(t200, t204, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t212 = __builtin_shufflevector(t200, t204, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t213 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t214 = t205 * t213;
            vcc_store(t173, t214);
            float *t179 = &out[t1 * 40 + t172];
            vcc_v8_float t216 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t217 = t206 * t216;
            vcc_store(t179, t217);
            float *t215 = &out[t2 * 40 + t172];
            vcc_v8_float t219 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t220 = t207 * t219;
            vcc_store(t215, t220);
            float *t218 = &out[t3 * 40 + t172];
            vcc_v8_float t222 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t223 = t208 * t222;
            vcc_store(t218, t223);
            float *t221 = &out[t4 * 40 + t172];
            vcc_v8_float t225 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t226 = t209 * t225;
            vcc_store(t221, t226);
            float *t224 = &out[t5 * 40 + t172];
            vcc_v8_float t228 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t229 = t210 * t228;
            vcc_store(t224, t229);
            float *t227 = &out[t6 * 40 + t172];
            vcc_v8_float t231 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t232 = t211 * t231;
            vcc_store(t227, t232);
            float *t230 = &out[t7 * 40 + t172];
            vcc_v8_float t236 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t237 = t212 * t236;
            vcc_store(t230, t237);
            int t233 = (int)(j_vec_3 + 16L);
            float *t234 = &out[i * 40 + t233];
            const float *t235 = in;
            const float *t239 = t235 + (t233 * 40 + i);
            vcc_v8_float t240 = vcc_load(vcc_v8_float, t239 + 0);
            vcc_v8_float t241 = vcc_load(vcc_v8_float, t239 + 40);
            vcc_v8_float t242 = vcc_load(vcc_v8_float, t239 + 80);
            vcc_v8_float t243 = vcc_load(vcc_v8_float, t239 + 120);
            vcc_v8_float t244 = vcc_load(vcc_v8_float, t239 + 160);
            vcc_v8_float t245 = vcc_load(vcc_v8_float, t239 + 200);
            vcc_v8_float t246 = vcc_load(vcc_v8_float, t239 + 240);
            vcc_v8_float t247 = vcc_load(vcc_v8_float, t239 + 280);
            vcc_v8_float t248 = __builtin_shufflevector(t240, t244, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t249 = __builtin_shufflevector(t240, t244, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t250 = __builtin_shufflevector(t241, t245, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t251 = __builtin_shufflevector(t241, t245, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t252 = __builtin_shufflevector(t242, t246, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t253 = __builtin_shufflevector(t242, t246, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t254 = __builtin_shufflevector(t243, t247, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t255 = __builtin_shufflevector(t243, t247, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t256 = __builtin_shufflevector(t248, t252, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t257 = __builtin_shufflevector(t248, t252, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t258 = __builtin_shufflevector(t249, t253, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t259 = __builtin_shufflevector(t249, t253, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t260 = __builtin_shufflevector(t250, t254, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t261 = __builtin_shufflevector(t250, t254, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t262 = __builtin_shufflevector(t251, t255, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t263 = __builtin_shufflevector(t251, t255, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t264 = __builtin_shufflevector(t256, t260, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t265 = __builtin_shufflevector(t256, t260, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t266 = __builtin_shufflevector(t257, t261, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t267 = __builtin_shufflevector(t257, t261, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t268 = __builtin_shufflevector(t258, t262, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t269 = __builtin_shufflevector(t258, t262, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t270 = __builtin_shufflevector(t259, t263, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t271 = __builtin_shufflevector(t259, t263, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t272 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t273 = t264 * t272;
            vcc_store(t234, t273);
            float *t238 = &out[t1 * 40 + t233];
            vcc_v8_float t275 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t276 = t265 * t275;
            vcc_store(t238, t276);
            float *t274 = &out[t2 * 40 + t233];
            vcc_v8_float t278 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t279 = t266 * t278;
            vcc_store(t274, t279);
            float *t277 = &out[t3 * 40 + t233];
            vcc_v8_float t281 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t282 = t267 * t281;
            vcc_store(t277, t282);
            float *t280 = &out[t4 * 40 + t233];
            vcc_v8_float t284 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t285 = t268 * t284;
            vcc_store(t280, t285);
            float *t283 = &out[t5 * 40 + t233];
            vcc_v8_float t287 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t288 = t269 * t287;
            vcc_store(t283, t288);
            float *t286 = &out[t6 * 40 + t233];
            vcc_v8_float t290 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t291 = t270 * t290;
            vcc_store(t286, t291);
            float *t289 = &out[t7 * 40 + t233];
            vcc_v8_float t295 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t296 = t271 * t295;
            vcc_store(t289, t296);
            int t292 = (int)(j_vec_3 + 24L);
            float *t293 = &out[i * 40 + t292];
            const float *t294 = in;
            const float *t298 = t294 + (t292 * 40 + i);
            vcc_v8_float t299 = vcc_load(vcc_v8_float, t298 + 0);
            vcc_v8_float t300 = vcc_load(vcc_v8_float, t298 + 40);
            vcc_v8_float t301 = vcc_load(vcc_v8_float, t298 + 80);
            vcc_v8_float t302 = vcc_load(vcc_v8_float, t298 + 120);
            vcc_v8_float t303 = vcc_load(vcc_v8_float, t298 + 160);
            vcc_v8_float t304 = vcc_load(vcc_v8_float, t298 + 200);
            vcc_v8_float t305 = vcc_load(vcc_v8_float, t298 + 240);
            vcc_v8_float t306 = vcc_load(vcc_v8_float, t298 + 280);
            vcc_v8_float t307 = __builtin_shufflevector(t299, t303, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t308 = __builtin_shufflevector(t299, t303, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t309 = __builtin_shufflevector(t300, t304, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t310 = __builtin_shufflevector(t300, t304, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t311 = __builtin_shufflevector(t301, t305, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t312 = __builtin_shufflevector(t301, t305, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t313 = __builtin_shufflevector(t302, t306, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t314 = __builtin_shufflevector(t302, t306, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t315 = __builtin_shufflevector(t307, t311, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t316 = __builtin_shufflevector(t307, t311, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t317 = __builtin_shufflevector(t308, t312, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t318 = __builtin_shufflevector(t308, t312, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t319 = __builtin_shufflevector(t309, t313, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t320 = __builtin_shufflevector(t309, t313, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t321 = __builtin_shufflevector(t310, t314, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t322 = __builtin_shufflevector(t310, t314, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t323 = __builtin_shufflevector(t315, t319, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t324 = __builtin_shufflevector(t315, t319, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t325 = __builtin_shufflevector(t316, t320, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t326 = __builtin_shufflevector(t316, t320, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t327 = __builtin_shufflevector(t317, t321, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t328 = __builtin_shufflevector(t317, t321, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t329 = __builtin_shufflevector(t318, t322, 0, 8, 1, 9, 2, 10, 3, 11);
            vcc_v8_float t330 = __builtin_shufflevector(t318, t322, 4, 12, 5, 13, 6, 14, 7, 15);
            vcc_v8_float t331 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t332 = t323 * t331;
            vcc_store(t293, t332);
            float *t297 = &out[t1 * 40 + t292];
            vcc_v8_float t334 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t335 = t324 * t334;
            vcc_store(t297, t335);
            float *t333 = &out[t2 * 40 + t292];
            vcc_v8_float t337 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t338 = t325 * t337;
            vcc_store(t333, t338);
            float *t336 = &out[t3 * 40 + t292];
            vcc_v8_float t340 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t341 = t326 * t340;
            vcc_store(t336, t341);
            float *t339 = &out[t4 * 40 + t292];
            vcc_v8_float t343 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t344 = t327 * t343;
            vcc_store(t339, t344);
            float *t342 = &out[t5 * 40 + t292];
            vcc_v8_float t346 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t347 = t328 * t346;
            vcc_store(t342, t347);
            float *t345 = &out[t6 * 40 + t292];
            vcc_v8_float t349 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t350 = t329 * t349;
            vcc_store(t345, t350);
            float *t348 = &out[t7 * 40 + t292];
            vcc_v8_float t351 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t352 = t330 * t351;
            vcc_store(t348, t352);
            j_vec_3 += 32L;
            if (j_vec_3 >= 32L) {
                long j_vec_2 = 0L;
                /* vcc: loop at strided.c:25 vector epilogue: VF 8, UF 1, scalar epilogue */
                for (;;) {
                    int t11 = (int)(32L + j_vec_2);
                    float *t12 = &out[i * 40 + t11];
                    const float *t13 = in;
                    const float *t57 = t13 + (t11 * 40 + i);
                    vcc_v8_float t58 = vcc_load(vcc_v8_float, t57 + 0);
                    vcc_v8_float t59 = vcc_load(vcc_v8_float, t57 + 40);
                    vcc_v8_float t60 = vcc_load(vcc_v8_float, t57 + 80);
                    vcc_v8_float t61 = vcc_load(vcc_v8_float, t57 + 120);
                    vcc_v8_float t62 = vcc_load(vcc_v8_float, t57 + 160);
                    vcc_v8_float t63 = vcc_load(vcc_v8_float, t57 + 200);
                    vcc_v8_float t64 = vcc_load(vcc_v8_float, t57 + 240);
                    vcc_v8_float t65 = vcc_load(vcc_v8_float, t57 + 280);
                    vcc_v8_float t66 = __builtin_shufflevector(t58, t62, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t67 = __builtin_shufflevector(t58, t62, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t68 = __builtin_shufflevector(t59, t63, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t69 = __builtin_shufflevector(t59, t63, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t70 = __builtin_shufflevector(t60, t64, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t71 = __builtin_shufflevector(t60, t64, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t72 = __builtin_shufflevector(t61, t65, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t73 = __builtin_shufflevector(t61, t65, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t74 = __builtin_shufflevector(t66, t70, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t75 = __builtin_shufflevector(t66, t70, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t76 = __builtin_shufflevector(t67, t71, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t77 = __builtin_shufflevector(t67, t71, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t78 = __builtin_shufflevector(t68, t72, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t79 = __builtin_shufflevector(t68, t72, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t80 = __builtin_shufflevector(t69, t73, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t81 = __builtin_shufflevector(t69, t73, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t82 = __builtin_shufflevector(t74, t78, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t83 = __builtin_shufflevector(t74, t78, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t84 = __builtin_shufflevector(t75, t79, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t85 = __builtin_shufflevector(t75, t79, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t86 = __builtin_shufflevector(t76, t80, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t87 = __builtin_shufflevector(t76, t80, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t88 = __builtin_shufflevector(t77, t81, 0, 8, 1, 9, 2, 10, 3, 11);
                    vcc_v8_float t89 = __builtin_shufflevector(t77, t81, 4, 12, 5, 13, 6, 14, 7, 15);
                    vcc_v8_float t90 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t91 = t82 * t90;
                    vcc_store(t12, t91);
                    float *t56 = &out[t1 * 40 + t11];
                    vcc_v8_float t113 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t114 = t83 * t113;
                    vcc_store(t56, t114);
                    float *t112 = &out[t2 * 40 + t11];
                    vcc_v8_float t129 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t130 = t84 * t129;
                    vcc_store(t112, t130);
                    float *t128 = &out[t3 * 40 + t11];
                    vcc_v8_float t145 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t146 = t85 * t145;
                    vcc_store(t128, t146);
                    float *t144 = &out[t4 * 40 + t11];
                    vcc_v8_float t158 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t159 = t86 * t158;
                    vcc_store(t144, t159);
                    float *t157 = &out[t5 * 40 + t11];
                    vcc_v8_float t164 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t165 = t87 * t164;
                    vcc_store(t157, t165);
                    float *t163 = &out[t6 * 40 + t11];
                    vcc_v8_float t170 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t171 = t88 * t170;
                    vcc_store(t163, t171);
                    float *t169 = &out[t7 * 40 + t11];
                    vcc_v8_float t177 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t178 = t89 * t177;
                    vcc_store(t169, t178);
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
            vcc_v8_float t99 = vcc_gather(vcc_v8_float, t16 + (t14 * 40 + i_1), t98);
            vcc_v8_float t100 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t101 = t99 * t100;
            vcc_store(t15, t101);
            int t92 = (int)(j_vec_1 + 8L);
            float *t93 = &out[i_1 * 40 + t92];
            const float *t94 = in;
            vcc_v8_long t118 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t119 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t120 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t119;
            vcc_v8_long t121 = t118 + t120;
            vcc_v8_float t122 = vcc_gather(vcc_v8_float, t94 + (t92 * 40 + i_1), t121);
            vcc_v8_float t123 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t124 = t122 * t123;
            vcc_store(t93, t124);
            int t115 = (int)(j_vec_1 + 16L);
            float *t116 = &out[i_1 * 40 + t115];
            const float *t117 = in;
            vcc_v8_long t134 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t135 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t136 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t135;
            vcc_v8_long t137 = t134 + t136;
            vcc_v8_float t138 = vcc_gather(vcc_v8_float, t117 + (t115 * 40 + i_1), t137);
            vcc_v8_float t139 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t140 = t138 * t139;
            vcc_store(t116, t140);
            int t131 = (int)(j_vec_1 + 24L);
            float *t132 = &out[i_1 * 40 + t131];
            const float *t133 = in;
            vcc_v8_long t147 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t148 = (vcc_v8_long){40L, 40L, 40L, 40L, 40L, 40L, 40L, 40L};
            vcc_v8_long t149 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t148;
            vcc_v8_long t150 = t147 + t149;
            vcc_v8_float t151 = vcc_gather(vcc_v8_float, t133 + (t131 * 40 + i_1), t150);
            vcc_v8_float t152 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
            vcc_v8_float t153 = t151 * t152;
            vcc_store(t132, t153);
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
                    vcc_v8_float t106 = vcc_gather(vcc_v8_float, t19 + (t17 * 40 + i_1), t105);
                    vcc_v8_float t107 = (vcc_v8_float){scale, scale, scale, scale, scale, scale, scale, scale};
                    vcc_v8_float t108 = t106 * t107;
                    vcc_store(t18, t108);
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
void column(float *dst, int n, int rows, int i) {
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
            vcc_v8_float t21 = vcc_gather(vcc_v8_float, t5 + (t3 * n + i), t20);
            vcc_v8_float t22 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t23 = t21 * t22;
            vcc_store(t4, t23);
            long t13 = j_vec_1 + 8L;
            int t14 = (int)t13;
            float *t15 = dst + t13;
            const float *t16 = in;
            vcc_v8_long t31 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
            vcc_v8_long t32 = vcc_splat(vcc_v8_long, 1L * (long)n);
            vcc_v8_long t33 = (vcc_v8_long){0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L} * t32;
            vcc_v8_long t34 = t31 + t33;
            vcc_v8_float t35 = vcc_gather(vcc_v8_float, t16 + (t14 * n + i), t34);
            vcc_v8_float t36 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t37 = t35 * t36;
            vcc_store(t15, t37);
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
            vcc_v8_float t28 = vcc_gather(vcc_v8_float, t12 + (t10 * n + i), t27);
            vcc_v8_float t29 = vcc_splat(vcc_v8_float, -1.5f);
            vcc_v8_float t30 = t28 * t29;
            vcc_store(t11, t30);
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
