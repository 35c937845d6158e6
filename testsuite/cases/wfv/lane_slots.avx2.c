/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_digits(__m256i x, int n);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_smooth(__m256 x, int s);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_smooth(__m256 x, int s, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_walk(__m256i x);
__attribute__((target("avx2"))) __m256i _ZGVdM8v_walk(__m256i x, __m256i mask);
/* Per-lane stack slots: local arrays of annotated functions get one copy per lane, interleaved
   (element j of lane k at j * VF + k), so that an index the same in every lane is one vector
   access and any other a gather or scatter. `digits` counts base-4 digits per lane in a local
   array indexed by a varying value (read-modify-write through gathers and scatters; lanes
   sharing one array would count each other's digits), cleared and read at constant indices
   (vector stores and loads), and fills a two-dimensional local array. `smooth` stores under
   varying conditions at a uniform and a varying index: its masked variant, called under a
   condition, and its unmasked one must leave the elements of lanes that did not take a branch
   as they were. `walk` updates its array in a divergent loop with an early exit (scatters
   under the loop's mask: lanes that left keep their elements). `escapes` passes its array's address to a function: not vectorized, with the
   reason. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 7 */

#define N 4096

static int xs[N], outi[N];
static float fs[N], outf[N];

/* #pragma omp declare simd uniform(n) notinbranch */
__attribute__((target("avx2"))) int digits(int x, int n) {
    int cnt[4];
    int grid[2][3];
    int (*t3)[3];
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:26 vectorized: VF 4, UF 1, scalar epilogue */
    do {
        _mm_storeu_si128((__m128i *)&cnt[k_vec], _mm_set1_epi32(0));
        k_vec += 4L;
    } while (k_vec < 4L);
    int k = 0;
    int x_1 = x;
    while (k < n) {
        int *t1 = &cnt[x_1 & 3];
        *t1 = *t1 + 1;
        x_1 = x_1 / 4 + k;
        k++;
    }
    int r = 0;
    while (r < 2) {
        vcc_v2_int r_v = (vcc_v2_int){r, r};
        vcc_v2_int t2 = r_v + (vcc_v2_int){1, 1};
        long c_vec = 0L;
        /* vcc: loop at lane_slots.c:33 vectorized: VF 2, UF 1, scalar epilogue */
        do {
            t3 = &grid[r];
            vcc_v2_int cnt_v = vcc_load(vcc_v2_int, &cnt[r + (int)c_vec]);
            vcc_v2_int t4 = cnt_v * t2;
            vcc_store(&(*t3)[c_vec], t4);
            c_vec += 2L;
        } while (c_vec < 2L);
        int t5 = r + 1;
        (*t3)[2] = cnt[r + 2] * t5;
        r = t5;
    }
    return cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 5 * cnt[3] + 7 * grid[x_1 & 1][(x_1 >> 1) % 3];
}

/* vcc: function at lane_slots.c:23 vector variant _ZGVdN8vu_digits of `digits`: VL 8, unmasked, x vector, n uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_digits(__m256i x, int n) {
    int cnt[32] __attribute__((aligned(32)));
    int grid[48] __attribute__((aligned(32)));
    __m256i t2 = _mm256_set1_epi32(0);
    _mm256_store_si256((__m256i *)(cnt + 0), t2);
    __m256i t3 = _mm256_set1_epi32(0);
    _mm256_store_si256((__m256i *)(cnt + 8), t3);
    __m256i t4 = _mm256_set1_epi32(0);
    _mm256_store_si256((__m256i *)(cnt + 16), t4);
    __m256i t5 = _mm256_set1_epi32(0);
    _mm256_store_si256((__m256i *)(cnt + 24), t5);
    int t6 = 0;
    vcc_v8_int t1 = (vcc_v8_int)x;
    while (t6 < n) {
        __m256i t7 = _mm256_set1_epi32(3);
        __m256i t8 = _mm256_and_si256((__m256i)t1, t7);
        __m256i t9 = _mm256_set1_epi32(8);
        __m256i t10 = _mm256_mullo_epi32(t8, t9);
        __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t12 = vcc_avx2_gather8(_mm256_setr_epi32, int, cnt, t11);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_add_epi32(t12, t13);
        __m256i t15 = _mm256_set1_epi32(8);
        __m256i t16 = _mm256_mullo_epi32(t8, t15);
        __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_avx2_scatter_epi32(cnt, t17, t14, 0xff);
        __m256i t18 = _mm256_set1_epi32(4);
        __m256i t19 = (__m256i)((vcc_v8_int)(__m256i)t1 / (vcc_v8_int)t18);
        __m256i t20 = _mm256_set1_epi32((int)t6);
        t1 = (vcc_v8_int)_mm256_add_epi32(t19, t20);
        t6++;
    }
    __m256i t21 = _mm256_load_si256((const __m256i *)(cnt + 0));
    __m256i t22 = _mm256_set1_epi32(1);
    __m256i t23 = _mm256_mullo_epi32(t21, t22);
    _mm256_store_si256((__m256i *)(grid + 0), t23);
    __m256i t24 = _mm256_load_si256((const __m256i *)(cnt + 8));
    __m256i t25 = _mm256_set1_epi32(1);
    __m256i t26 = _mm256_mullo_epi32(t24, t25);
    _mm256_store_si256((__m256i *)(grid + 8), t26);
    __m256i t27 = _mm256_load_si256((const __m256i *)(cnt + 16));
    __m256i t28 = _mm256_set1_epi32(1);
    __m256i t29 = _mm256_mullo_epi32(t27, t28);
    _mm256_store_si256((__m256i *)(grid + 16), t29);
    __m256i t30 = _mm256_load_si256((const __m256i *)(cnt + 8));
    __m256i t31 = _mm256_set1_epi32(2);
    __m256i t32 = _mm256_mullo_epi32(t30, t31);
    _mm256_store_si256((__m256i *)(grid + 24), t32);
    __m256i t33 = _mm256_load_si256((const __m256i *)(cnt + 16));
    __m256i t34 = _mm256_set1_epi32(2);
    __m256i t35 = _mm256_mullo_epi32(t33, t34);
    _mm256_store_si256((__m256i *)(grid + 32), t35);
    __m256i t36 = _mm256_load_si256((const __m256i *)(cnt + 24));
    __m256i t37 = _mm256_set1_epi32(2);
    __m256i t38 = _mm256_mullo_epi32(t36, t37);
    _mm256_store_si256((__m256i *)(grid + 40), t38);
    __m256i t39 = _mm256_load_si256((const __m256i *)(cnt + 0));
    __m256i t40 = _mm256_load_si256((const __m256i *)(cnt + 8));
    __m256i t41 = _mm256_set1_epi32(2);
    __m256i t42 = _mm256_mullo_epi32(t41, t40);
    __m256i t43 = _mm256_add_epi32(t39, t42);
    __m256i t44 = _mm256_load_si256((const __m256i *)(cnt + 16));
    __m256i t45 = _mm256_set1_epi32(3);
    __m256i t46 = _mm256_mullo_epi32(t45, t44);
    __m256i t47 = _mm256_add_epi32(t43, t46);
    __m256i t48 = _mm256_load_si256((const __m256i *)(cnt + 24));
    __m256i t49 = _mm256_set1_epi32(5);
    __m256i t50 = _mm256_mullo_epi32(t49, t48);
    __m256i t51 = _mm256_add_epi32(t47, t50);
    __m256i t52 = _mm256_set1_epi32(1);
    __m256i t53 = _mm256_and_si256((__m256i)t1, t52);
    __m256i t54 = _mm256_srai_epi32((__m256i)t1, 1);
    __m256i t55 = _mm256_set1_epi32(3);
    __m256i t56 = (__m256i)((vcc_v8_int)t54 % (vcc_v8_int)t55);
    __m256i t57 = _mm256_set1_epi32(3);
    __m256i t58 = _mm256_mullo_epi32(t53, t57);
    __m256i t59 = _mm256_add_epi32(t58, t56);
    __m256i t60 = _mm256_set1_epi32(8);
    __m256i t61 = _mm256_mullo_epi32(t59, t60);
    __m256i t62 = _mm256_add_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t63 = vcc_avx2_gather8(_mm256_setr_epi32, int, grid, t62);
    __m256i t64 = _mm256_set1_epi32(7);
    __m256i t65 = _mm256_mullo_epi32(t64, t63);
    __m256i t66 = _mm256_add_epi32(t51, t65);
    return t66;
}

/* #pragma omp declare simd uniform(s) */
float smooth(float x, int s) {
    float w[3];
    w[0] = x;
    w[1] = x * 0.5f;
    w[2] = 1.0f;
    if (x > 2.0f)
        w[s] = x * x;
    if (x < 5.0f)
        w[(int)x & 1] += 1.0f;
    return w[0] + w[1] * w[2] + w[2];
}

/* vcc: function at lane_slots.c:39 vector variant _ZGVdN8vu_smooth of `smooth`: VL 8, unmasked, x vector, s uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_smooth(__m256 x, int s) {
    float w[24] __attribute__((aligned(32)));
    _mm256_store_ps(w + 0, x);
    __m256 t1 = _mm256_set1_ps(0.5f);
    __m256 t2 = _mm256_mul_ps(x, t1);
    _mm256_store_ps(w + 8, t2);
    __m256 t3 = _mm256_set1_ps(1.0f);
    _mm256_store_ps(w + 16, t3);
    __m256 t4 = _mm256_set1_ps(2.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256 t6 = _mm256_mul_ps(x, x);
    _mm256_maskstore_ps(w + (long)s * 8L, t5, t6);
    __m256 t7 = _mm256_set1_ps(5.0f);
    __m256i t8 = _mm256_castps_si256(_mm256_cmp_ps(x, t7, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if (_mm256_movemask_epi8(t8) == -1) {
            __m256i t9 = _mm256_cvttps_epi32(x);
            __m256i t10 = _mm256_set1_epi32(1);
            __m256i t11 = _mm256_and_si256(t9, t10);
            __m256i t12 = _mm256_set1_epi32(8);
            __m256i t13 = _mm256_mullo_epi32(t11, t12);
            __m256i t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t15 = vcc_avx2_gather8(_mm256_setr_ps, float, w, t14);
            __m256 t16 = _mm256_set1_ps(1.0f);
            __m256 t17 = _mm256_add_ps(t15, t16);
            __m256i t18 = _mm256_set1_epi32(8);
            __m256i t19 = _mm256_mullo_epi32(t11, t18);
            __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t20, t17, 0xff);
        } else {
            __m256i t21 = _mm256_cvttps_epi32(x);
            __m256i t22 = _mm256_set1_epi32(1);
            __m256i t23 = _mm256_and_si256(t21, t22);
            __m256i t24 = _mm256_set1_epi32(8);
            __m256i t25 = _mm256_mullo_epi32(t23, t24);
            __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t27 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, t26, t8);
            __m256 t28 = _mm256_set1_ps(1.0f);
            __m256 t29 = _mm256_add_ps(t27, t28);
            __m256i t30 = _mm256_set1_epi32(8);
            __m256i t31 = _mm256_mullo_epi32(t23, t30);
            __m256i t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t32, t29, _mm256_movemask_ps(_mm256_castsi256_ps(t8)));
        }
    }
    __m256 t33 = _mm256_load_ps(w + 0);
    __m256 t34 = _mm256_load_ps(w + 8);
    __m256 t35 = _mm256_load_ps(w + 16);
    __m256 t36 = _mm256_mul_ps(t34, t35);
    __m256 t37 = _mm256_add_ps(t33, t36);
    __m256 t38 = _mm256_add_ps(t37, t35);
    return t38;
}

/* vcc: function at lane_slots.c:39 vector variant _ZGVdM8vu_smooth of `smooth`: VL 8, masked, x vector, s uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_smooth(__m256 x, int s, __m256 mask) {
    float w[24] __attribute__((aligned(32)));
    __m256 t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    _mm256_maskstore_ps(w + 0, t2, x);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    _mm256_maskstore_ps(w + 8, t2, t4);
    __m256 t5 = _mm256_set1_ps(1.0f);
    _mm256_maskstore_ps(w + 16, t2, t5);
    __m256 t6 = _mm256_set1_ps(2.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    __m256i t8 = _mm256_and_si256(t2, t7);
    __m256 t9 = _mm256_mul_ps(x, x);
    _mm256_maskstore_ps(w + (long)s * 8L, t8, t9);
    __m256 t10 = _mm256_set1_ps(5.0f);
    __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(x, t10, _CMP_LT_OQ));
    __m256i t12 = _mm256_and_si256(t2, t11);
    if ((_mm256_movemask_epi8(t12) != 0)) {
        if (_mm256_movemask_epi8(t12) == -1) {
            __m256i t13 = _mm256_cvttps_epi32(x);
            __m256i t14 = _mm256_set1_epi32(1);
            __m256i t15 = _mm256_and_si256(t13, t14);
            __m256i t16 = _mm256_set1_epi32(8);
            __m256i t17 = _mm256_mullo_epi32(t15, t16);
            __m256i t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t19 = vcc_avx2_gather8(_mm256_setr_ps, float, w, t18);
            __m256 t20 = _mm256_set1_ps(1.0f);
            __m256 t21 = _mm256_add_ps(t19, t20);
            __m256i t22 = _mm256_set1_epi32(8);
            __m256i t23 = _mm256_mullo_epi32(t15, t22);
            __m256i t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t24, t21, 0xff);
        } else {
            __m256i t25 = _mm256_cvttps_epi32(x);
            __m256i t26 = _mm256_set1_epi32(1);
            __m256i t27 = _mm256_and_si256(t25, t26);
            __m256i t28 = _mm256_set1_epi32(8);
            __m256i t29 = _mm256_mullo_epi32(t27, t28);
            __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t31 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, t30, t12);
            __m256 t32 = _mm256_set1_ps(1.0f);
            __m256 t33 = _mm256_add_ps(t31, t32);
            __m256i t34 = _mm256_set1_epi32(8);
            __m256i t35 = _mm256_mullo_epi32(t27, t34);
            __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t36, t33, _mm256_movemask_ps(_mm256_castsi256_ps(t12)));
        }
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t37 = _mm256_maskload_ps(w + 0, t2);
        __m256 t38 = _mm256_maskload_ps(w + 8, t2);
        __m256 t39 = _mm256_maskload_ps(w + 16, t2);
        __m256 t40 = _mm256_mul_ps(t38, t39);
        __m256 t41 = _mm256_add_ps(t37, t40);
        __m256 t42 = _mm256_add_ps(t41, t39);
        t1 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t42, _mm256_castsi256_ps(t2));
    } else {
        t1 = (__m256)(vcc_v8_float){0};
    }
    return t1;
}

/* #pragma omp declare simd */
__attribute__((target("avx2"))) int walk(int x) {
    int t[4];
    int x_1;
    int t4;
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:54 vectorized: VF 4, UF 1, scalar epilogue */
    for (;;) {
        _mm_storeu_si128((__m128i *)&t[k_vec], (__m128i)k_v);
        k_vec += 4L;
        k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
        if (k_vec >= 4L) {
            x_1 = x;
            break;
        }
    }
    for (; x_1 > 1; x_1 /= 2) {
        int *t2 = &t[x_1 & 3];
        *t2 = *t2 + x_1;
        if (*t2 > 5000) {
            break;
        }
    }
    int t3 = t[0] + 3 * t[1];
    if (x_1 > 7) {
        t4 = t[2];
    } else {
        t4 = t[3];
    }
    return t3 + 5 * t4 + 7 * t[3];
}

/* vcc: function at lane_slots.c:52 vector variant _ZGVdN8v_walk of `walk`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_walk(__m256i x) {
    int t[32] __attribute__((aligned(32)));
    __m256i t2;
    vcc_v8_int t3;
    __m256i t49;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t5 = _mm256_set1_epi32(0);
    _mm256_store_si256((__m256i *)(t + 0), t5);
    __m256i t6 = _mm256_set1_epi32(1);
    _mm256_store_si256((__m256i *)(t + 8), t6);
    __m256i t7 = _mm256_set1_epi32(2);
    _mm256_store_si256((__m256i *)(t + 16), t7);
    __m256i t8 = _mm256_set1_epi32(3);
    _mm256_store_si256((__m256i *)(t + 24), t8);
    vcc_v8_int t9 = (vcc_v8_int)x;
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t10 = _mm256_set1_epi32(1);
        __m256i t11 = _mm256_cmpgt_epi32((__m256i)t9, t10);
        __m256i t12 = _mm256_and_si256(t1, t11);
        if ((_mm256_movemask_epi8(t12) != 0)) {
            if (_mm256_movemask_epi8(t12) == -1) {
                __m256i t13 = _mm256_set1_epi32(3);
                __m256i t14 = _mm256_and_si256((__m256i)t9, t13);
                __m256i t15 = _mm256_set1_epi32(8);
                __m256i t16 = _mm256_mullo_epi32(t14, t15);
                __m256i t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t18 = vcc_avx2_gather8(_mm256_setr_epi32, int, t, t17);
                __m256i t19 = _mm256_add_epi32(t18, (__m256i)t9);
                __m256i t20 = _mm256_set1_epi32(8);
                __m256i t21 = _mm256_mullo_epi32(t14, t20);
                __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t22, t19, 0xff);
                __m256i t23 = _mm256_set1_epi32(8);
                __m256i t24 = _mm256_mullo_epi32(t14, t23);
                __m256i t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t26 = vcc_avx2_gather8(_mm256_setr_epi32, int, t, t25);
                __m256i t27 = _mm256_set1_epi32(5000);
                __m256i t28 = _mm256_cmpgt_epi32(t26, t27);
                t2 = (__m256i)~(vcc_m8)t28;
            } else {
                __m256i t29 = _mm256_set1_epi32(3);
                __m256i t30 = _mm256_and_si256((__m256i)t9, t29);
                __m256i t31 = _mm256_set1_epi32(8);
                __m256i t32 = _mm256_mullo_epi32(t30, t31);
                __m256i t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t34 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, t33, t12);
                __m256i t35 = _mm256_add_epi32(t34, (__m256i)t9);
                __m256i t36 = _mm256_set1_epi32(8);
                __m256i t37 = _mm256_mullo_epi32(t30, t36);
                __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t38, t35, _mm256_movemask_ps(_mm256_castsi256_ps(t12)));
                __m256i t39 = _mm256_set1_epi32(8);
                __m256i t40 = _mm256_mullo_epi32(t30, t39);
                __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t42 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, t41, t12);
                __m256i t43 = _mm256_set1_epi32(5000);
                __m256i t44 = _mm256_cmpgt_epi32(t42, t43);
                __m256i t45 = (__m256i)~(vcc_m8)t44;
                t2 = _mm256_and_si256(t12, t45);
            }
        } else {
            t2 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t2) != 0)) {
            __m256i t46 = _mm256_set1_epi32(2);
            __m256i t47 = _mm256_set1_epi32(1);
            __m256i t48 = _mm256_blendv_epi8(t47, t46, t2);
            t3 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t9, t48);
            t49 = t2;
        } else {
            t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t49 = (__m256i)(vcc_m8){0};
        }
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, (__m256i)t9, t1);
        if (!(_mm256_movemask_epi8(t49) != 0)) {
            __m256i t50 = _mm256_load_si256((const __m256i *)(t + 0));
            __m256i t51 = _mm256_load_si256((const __m256i *)(t + 8));
            __m256i t52 = _mm256_set1_epi32(3);
            __m256i t53 = _mm256_mullo_epi32(t52, t51);
            __m256i t54 = _mm256_add_epi32(t50, t53);
            __m256i t55 = _mm256_set1_epi32(7);
            __m256i t56 = _mm256_cmpgt_epi32((__m256i)t4, t55);
            __m256i t57 = (__m256i)~(vcc_m8)t56;
            __m256i t58 = _mm256_maskload_epi32((const int *)(t + 24), t57);
            __m256i t59 = _mm256_maskload_epi32((const int *)(t + 16), t56);
            __m256i t60 = _mm256_blendv_epi8(t58, t59, t56);
            __m256i t61 = _mm256_set1_epi32(5);
            __m256i t62 = _mm256_mullo_epi32(t61, t60);
            __m256i t63 = _mm256_add_epi32(t54, t62);
            __m256i t64 = _mm256_load_si256((const __m256i *)(t + 24));
            __m256i t65 = _mm256_set1_epi32(7);
            __m256i t66 = _mm256_mullo_epi32(t65, t64);
            __m256i t67 = _mm256_add_epi32(t63, t66);
            return t67;
        }
        t1 = t49;
        t9 = (vcc_v8_int)(__m256i)t3;
    }
}

/* vcc: function at lane_slots.c:52 vector variant _ZGVdM8v_walk of `walk`: VL 8, masked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdM8v_walk(__m256i x, __m256i mask) {
    int t[32] __attribute__((aligned(32)));
    __m256i t1;
    vcc_v8_int t2;
    vcc_v8_int t4;
    __m256i t5;
    __m256i t6;
    vcc_v8_int t7;
    __m256i t54;
    int t62;
    __m256i t8 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t9 = _mm256_set1_epi32(0);
    _mm256_maskstore_epi32((int *)(t + 0), t8, t9);
    __m256i t10 = _mm256_set1_epi32(1);
    _mm256_maskstore_epi32((int *)(t + 8), t8, t10);
    __m256i t11 = _mm256_set1_epi32(2);
    _mm256_maskstore_epi32((int *)(t + 16), t8, t11);
    __m256i t12 = _mm256_set1_epi32(3);
    _mm256_maskstore_epi32((int *)(t + 24), t8, t12);
    __m256i t13 = t8;
    vcc_v8_int t14 = (vcc_v8_int)x;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t15 = _mm256_set1_epi32(1);
        __m256i t16 = _mm256_cmpgt_epi32((__m256i)t14, t15);
        __m256i t17 = _mm256_and_si256(t13, t16);
        if ((_mm256_movemask_epi8(t17) != 0)) {
            if (_mm256_movemask_epi8(t17) == -1) {
                __m256i t18 = _mm256_set1_epi32(3);
                __m256i t19 = _mm256_and_si256((__m256i)t14, t18);
                __m256i t20 = _mm256_set1_epi32(8);
                __m256i t21 = _mm256_mullo_epi32(t19, t20);
                __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t23 = vcc_avx2_gather8(_mm256_setr_epi32, int, t, t22);
                __m256i t24 = _mm256_add_epi32(t23, (__m256i)t14);
                __m256i t25 = _mm256_set1_epi32(8);
                __m256i t26 = _mm256_mullo_epi32(t19, t25);
                __m256i t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t27, t24, 0xff);
                __m256i t28 = _mm256_set1_epi32(8);
                __m256i t29 = _mm256_mullo_epi32(t19, t28);
                __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t31 = vcc_avx2_gather8(_mm256_setr_epi32, int, t, t30);
                __m256i t32 = _mm256_set1_epi32(5000);
                __m256i t33 = _mm256_cmpgt_epi32(t31, t32);
                t1 = (__m256i)~(vcc_m8)t33;
            } else {
                __m256i t34 = _mm256_set1_epi32(3);
                __m256i t35 = _mm256_and_si256((__m256i)t14, t34);
                __m256i t36 = _mm256_set1_epi32(8);
                __m256i t37 = _mm256_mullo_epi32(t35, t36);
                __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t39 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, t38, t17);
                __m256i t40 = _mm256_add_epi32(t39, (__m256i)t14);
                __m256i t41 = _mm256_set1_epi32(8);
                __m256i t42 = _mm256_mullo_epi32(t35, t41);
                __m256i t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t43, t40, _mm256_movemask_ps(_mm256_castsi256_ps(t17)));
                __m256i t44 = _mm256_set1_epi32(8);
                __m256i t45 = _mm256_mullo_epi32(t35, t44);
                __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                __m256i t47 = vcc_avx2_maskgather8(_mm256_setr_epi32, int, t, t46, t17);
                __m256i t48 = _mm256_set1_epi32(5000);
                __m256i t49 = _mm256_cmpgt_epi32(t47, t48);
                __m256i t50 = (__m256i)~(vcc_m8)t49;
                t1 = _mm256_and_si256(t17, t50);
            }
        } else {
            t1 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t1) != 0)) {
            __m256i t51 = _mm256_set1_epi32(2);
            __m256i t52 = _mm256_set1_epi32(1);
            __m256i t53 = _mm256_blendv_epi8(t52, t51, t1);
            t2 = (vcc_v8_int)vcc_avx2_div_epi32((__m256i)t14, t53);
            t54 = t1;
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t54 = (__m256i)(vcc_m8){0};
        }
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, (__m256i)t14, t13);
        if (!(_mm256_movemask_epi8(t54) != 0)) {
            if ((_mm256_movemask_epi8(t8) != 0)) {
                __m256i t55 = _mm256_maskload_epi32((const int *)(t + 0), t8);
                __m256i t56 = _mm256_maskload_epi32((const int *)(t + 8), t8);
                __m256i t57 = _mm256_set1_epi32(3);
                __m256i t58 = _mm256_mullo_epi32(t57, t56);
                t4 = (vcc_v8_int)_mm256_add_epi32(t55, t58);
                __m256i t59 = _mm256_set1_epi32(7);
                __m256i t60 = _mm256_cmpgt_epi32((__m256i)t3, t59);
                t5 = _mm256_and_si256(t8, t60);
                __m256i t61 = (__m256i)~(vcc_m8)t60;
                t6 = _mm256_and_si256(t8, t61);
                t62 = 5;
            } else {
                t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                t62 = 0;
                t5 = (__m256i)(vcc_m8){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            __m256i t63 = _mm256_maskload_epi32((const int *)(t + 24), t6);
            __m256i t64 = _mm256_maskload_epi32((const int *)(t + 16), t5);
            if ((_mm256_movemask_epi8(t8) != 0)) {
                __m256i t65 = _mm256_blendv_epi8(t64, t63, t6);
                __m256i t66 = _mm256_set1_epi32((int)t62);
                __m256i t67 = _mm256_mullo_epi32(t66, t65);
                __m256i t68 = _mm256_add_epi32((__m256i)t4, t67);
                __m256i t69 = _mm256_maskload_epi32((const int *)(t + 24), t8);
                __m256i t70 = _mm256_set1_epi32(7);
                __m256i t71 = _mm256_mullo_epi32(t70, t69);
                __m256i t72 = _mm256_add_epi32(t68, t71);
                t7 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t72, t8);
            } else {
                t7 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            return (__m256i)t7;
        }
        t13 = t54;
        t14 = (vcc_v8_int)(__m256i)t2;
    }
}

void fill(float *p);
void fill(float *p) {
    p[0] = 1.0f;
    p[1] = 2.0f;
}

#pragma omp declare simd notinbranch
float escapes(float x) {
    float t[2];
    fill(t);
    return t[0] * x + t[1];
}

v8i _ZGVdN8vu_digits(v8i, int);
v8f _ZGVdN8vu_smooth(v8f, int);
v8f _ZGVdM8vu_smooth(v8f, int, v8f);

static __typeof__(xs) xs __attribute__((aligned(32)));
static __typeof__(outi) outi __attribute__((aligned(32)));
__attribute__((target("avx2"))) void run_digits(int n) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:84 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i xs_v = _mm256_loadu_si256((const __m256i *)&xs[k_vec]);
        __m256i t1 = _ZGVdN8vu_digits(xs_v, n);
        _mm256_storeu_si256((__m256i *)&outi[k_vec], t1);
        long t2 = k_vec + 8L;
        __m256i xs_v_1 = _mm256_loadu_si256((const __m256i *)&xs[t2]);
        __m256i t3 = _ZGVdN8vu_digits(xs_v_1, n);
        _mm256_storeu_si256((__m256i *)&outi[t2], t3);
        long t4 = k_vec + 16L;
        __m256i xs_v_2 = _mm256_loadu_si256((const __m256i *)&xs[t4]);
        __m256i t5 = _ZGVdN8vu_digits(xs_v_2, n);
        _mm256_storeu_si256((__m256i *)&outi[t4], t5);
        long t6 = k_vec + 24L;
        __m256i xs_v_3 = _mm256_loadu_si256((const __m256i *)&xs[t6]);
        __m256i t7 = _ZGVdN8vu_digits(xs_v_3, n);
        _mm256_storeu_si256((__m256i *)&outi[t6], t7);
        k_vec += 32L;
    } while (k_vec < 4096L);
}

__attribute__((target("avx2"))) void run_walk(void) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:90 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i xs_v = _mm256_loadu_si256((const __m256i *)&xs[k_vec]);
        __m256i t1 = (__m256i)((vcc_v8_int)xs_v % (vcc_v8_int)_mm256_set1_epi32(5));
        __m256i t2 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256i t3 = _mm256_and_si256(xs_v, _mm256_set1_epi32(65535));
        __m256i t4 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32(1), t2);
        __m256i t5 = _ZGVdM8v_walk(t3, t4);
        _mm256_maskstore_epi32((int *)(int *)((unsigned long)&outi + (unsigned long)k_vec * 4UL), t2, t5);
        k_vec += 8L;
    } while (k_vec < 4096L);
}

static __typeof__(fs) fs __attribute__((aligned(32)));
static __typeof__(outf) outf __attribute__((aligned(32)));
__attribute__((target("avx2"))) void run_smooth(int s) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:97 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 fs_v = _mm256_loadu_ps(&fs[k_vec]);
        __m256 t1 = _ZGVdN8vu_smooth(fs_v, s);
        _mm256_storeu_ps(&outf[k_vec], t1);
        long t2 = k_vec + 8L;
        __m256 fs_v_1 = _mm256_loadu_ps(&fs[t2]);
        __m256 t3 = _ZGVdN8vu_smooth(fs_v_1, s);
        _mm256_storeu_ps(&outf[t2], t3);
        long t4 = k_vec + 16L;
        __m256 fs_v_2 = _mm256_loadu_ps(&fs[t4]);
        __m256 t5 = _ZGVdN8vu_smooth(fs_v_2, s);
        _mm256_storeu_ps(&outf[t4], t5);
        long t6 = k_vec + 24L;
        __m256 fs_v_3 = _mm256_loadu_ps(&fs[t6]);
        __m256 t7 = _ZGVdN8vu_smooth(fs_v_3, s);
        _mm256_storeu_ps(&outf[t6], t7);
        k_vec += 32L;
    } while (k_vec < 4096L);
}

__attribute__((target("avx2"))) void run_smooth_masked(int s) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:103 vectorized: VF 8, UF 1, scalar epilogue */
    do {
        __m256i xs_v = _mm256_loadu_si256((const __m256i *)&xs[k_vec]);
        __m256i t1 = (__m256i)((vcc_v8_int)xs_v % (vcc_v8_int)_mm256_set1_epi32(3));
        __m256i t2 = _mm256_xor_si256(_mm256_cmpeq_epi32(t1, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
        __m256 fs_v = _mm256_loadu_ps(&fs[k_vec]);
        __m256 t3 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t2));
        __m256 t4 = _ZGVdM8vu_smooth(fs_v, s, t3);
        _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)k_vec * 4UL), t2, t4);
        k_vec += 8L;
    } while (k_vec < 4096L);
}

static unsigned long long hash(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++) {
        unsigned bits;
        memcpy(&bits, &outf[k], sizeof bits);
        h = (h ^ (unsigned)outi[k]) * 1099511628211ull;
        h = (h ^ bits) * 1099511628211ull;
    }
    return h;
}

int main(void) {
    for (int k = 0; k < N; k++) {
        xs[k] = (int)((unsigned)k * 2654435761u >> 7);
        fs[k] = (float)(k % 17) * 0.5f - 1.0f;
    }
    for (int n = 0; n < 12; n += 5) {
        run_digits(n);
        printf("digits %d %016llx\n", n, hash());
    }
    run_walk();
    printf("walk %016llx\n", hash());
    for (int s = 0; s < 3; s++) {
        run_smooth(s);
        printf("smooth %d %016llx\n", s, hash());
        for (int k = 0; k < N; k++)
            outf[k] = -7.0f;
        run_smooth_masked(s);
        printf("smooth masked %d %016llx\n", s, hash());
    }
    int x[8] = {0, 1, 6, 27, 255, 1000, 77777, 123456789}, r[8];
    FROM_VEC(r, _ZGVdN8vu_digits(TO_VEC(v8i, x), 9));
    for (int k = 0; k < 8; k++)
        printf("%d/%d ", digits(x[k], 9), r[k]);
    printf("\n");
    float f[8] = {-1.0f, 0.5f, 1.5f, 2.5f, 3.0f, 4.5f, 6.0f, 7.5f}, m[8] = {1, 0, 1, 1, 0, 1, 0, 1}, a[8], b[8];
    for (int s = 0; s < 3; s++) {
        FROM_VEC(a, _ZGVdN8vu_smooth(TO_VEC(v8f, f), s));
        FROM_VEC(b, _ZGVdM8vu_smooth(TO_VEC(v8f, f), s, TO_VEC(v8f, m)));
        for (int k = 0; k < 8; k++) {
            printf("%g/%g", smooth(f[k], s), a[k]);
            if (m[k] != 0)
                printf("/%g", b[k]);
            printf(" ");
        }
        printf("\n");
    }
    printf("%g\n", escapes(2.0f));
    return 0;
}
