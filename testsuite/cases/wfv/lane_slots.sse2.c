/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })

__m128i _ZGVbN4vu_digits(__m128i x, int n);
__m128 _ZGVbN4vu_smooth(__m128 x, int s);
__m128 _ZGVbM4vu_smooth(__m128 x, int s, __m128 mask);
__m128i _ZGVbN4v_walk(__m128i x);
__m128i _ZGVbM4v_walk(__m128i x, __m128i mask);
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
int digits(int x, int n) {
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

/* vcc: function at lane_slots.c:23 vector variant _ZGVbN4vu_digits of `digits`: VL 4, unmasked, x vector, n uniform */
__m128i _ZGVbN4vu_digits(__m128i x, int n) {
    int cnt[16] __attribute__((aligned(16)));
    int grid[24] __attribute__((aligned(16)));
    __m128i t2 = _mm_set1_epi32(0);
    _mm_store_si128((__m128i *)(cnt + 0), t2);
    __m128i t3 = _mm_set1_epi32(0);
    _mm_store_si128((__m128i *)(cnt + 4), t3);
    __m128i t4 = _mm_set1_epi32(0);
    _mm_store_si128((__m128i *)(cnt + 8), t4);
    __m128i t5 = _mm_set1_epi32(0);
    _mm_store_si128((__m128i *)(cnt + 12), t5);
    int t6 = 0;
    vcc_v4_int t1 = (vcc_v4_int)x;
    while (t6 < n) {
        __m128i t7 = _mm_set1_epi32(3);
        __m128i t8 = _mm_and_si128((__m128i)t1, t7);
        __m128i t9 = _mm_set1_epi32(4);
        __m128i t10 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)t9);
        __m128i t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
        __m128i t12 = vcc_sse_gather4(_mm_setr_epi32, int, cnt, t11, 15);
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_add_epi32(t12, t13);
        __m128i t15 = _mm_set1_epi32(4);
        __m128i t16 = (__m128i)((vcc_v4_int)t8 * (vcc_v4_int)t15);
        __m128i t17 = _mm_add_epi32(t16, _mm_setr_epi32(0, 1, 2, 3));
        vcc_scatter(cnt, (vcc_v4_int)t17, (vcc_v4_int)t14);
        __m128i t18 = _mm_set1_epi32(4);
        __m128i t19 = (__m128i)((vcc_v4_int)(__m128i)t1 / (vcc_v4_int)t18);
        __m128i t20 = _mm_set1_epi32((int)t6);
        t1 = (vcc_v4_int)_mm_add_epi32(t19, t20);
        t6++;
    }
    __m128i t21 = _mm_load_si128((const __m128i *)(cnt + 0));
    __m128i t22 = _mm_set1_epi32(1);
    __m128i t23 = (__m128i)((vcc_v4_int)t21 * (vcc_v4_int)t22);
    _mm_store_si128((__m128i *)(grid + 0), t23);
    __m128i t24 = _mm_load_si128((const __m128i *)(cnt + 4));
    __m128i t25 = _mm_set1_epi32(1);
    __m128i t26 = (__m128i)((vcc_v4_int)t24 * (vcc_v4_int)t25);
    _mm_store_si128((__m128i *)(grid + 4), t26);
    __m128i t27 = _mm_load_si128((const __m128i *)(cnt + 8));
    __m128i t28 = _mm_set1_epi32(1);
    __m128i t29 = (__m128i)((vcc_v4_int)t27 * (vcc_v4_int)t28);
    _mm_store_si128((__m128i *)(grid + 8), t29);
    __m128i t30 = _mm_load_si128((const __m128i *)(cnt + 4));
    __m128i t31 = _mm_set1_epi32(2);
    __m128i t32 = (__m128i)((vcc_v4_int)t30 * (vcc_v4_int)t31);
    _mm_store_si128((__m128i *)(grid + 12), t32);
    __m128i t33 = _mm_load_si128((const __m128i *)(cnt + 8));
    __m128i t34 = _mm_set1_epi32(2);
    __m128i t35 = (__m128i)((vcc_v4_int)t33 * (vcc_v4_int)t34);
    _mm_store_si128((__m128i *)(grid + 16), t35);
    __m128i t36 = _mm_load_si128((const __m128i *)(cnt + 12));
    __m128i t37 = _mm_set1_epi32(2);
    __m128i t38 = (__m128i)((vcc_v4_int)t36 * (vcc_v4_int)t37);
    _mm_store_si128((__m128i *)(grid + 20), t38);
    __m128i t39 = _mm_load_si128((const __m128i *)(cnt + 0));
    __m128i t40 = _mm_load_si128((const __m128i *)(cnt + 4));
    __m128i t41 = _mm_set1_epi32(2);
    __m128i t42 = (__m128i)((vcc_v4_int)t41 * (vcc_v4_int)t40);
    __m128i t43 = _mm_add_epi32(t39, t42);
    __m128i t44 = _mm_load_si128((const __m128i *)(cnt + 8));
    __m128i t45 = _mm_set1_epi32(3);
    __m128i t46 = (__m128i)((vcc_v4_int)t45 * (vcc_v4_int)t44);
    __m128i t47 = _mm_add_epi32(t43, t46);
    __m128i t48 = _mm_load_si128((const __m128i *)(cnt + 12));
    __m128i t49 = _mm_set1_epi32(5);
    __m128i t50 = (__m128i)((vcc_v4_int)t49 * (vcc_v4_int)t48);
    __m128i t51 = _mm_add_epi32(t47, t50);
    __m128i t52 = _mm_set1_epi32(1);
    __m128i t53 = _mm_and_si128((__m128i)t1, t52);
    __m128i t54 = _mm_srai_epi32((__m128i)t1, 1);
    __m128i t55 = _mm_set1_epi32(3);
    __m128i t56 = (__m128i)((vcc_v4_int)t54 % (vcc_v4_int)t55);
    __m128i t57 = _mm_set1_epi32(3);
    __m128i t58 = (__m128i)((vcc_v4_int)t53 * (vcc_v4_int)t57);
    __m128i t59 = _mm_add_epi32(t58, t56);
    __m128i t60 = _mm_set1_epi32(4);
    __m128i t61 = (__m128i)((vcc_v4_int)t59 * (vcc_v4_int)t60);
    __m128i t62 = _mm_add_epi32(t61, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t63 = vcc_sse_gather4(_mm_setr_epi32, int, grid, t62, 15);
    __m128i t64 = _mm_set1_epi32(7);
    __m128i t65 = (__m128i)((vcc_v4_int)t64 * (vcc_v4_int)t63);
    __m128i t66 = _mm_add_epi32(t51, t65);
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

/* vcc: function at lane_slots.c:39 vector variant _ZGVbN4vu_smooth of `smooth`: VL 4, unmasked, x vector, s uniform */
__m128 _ZGVbN4vu_smooth(__m128 x, int s) {
    float w[12] __attribute__((aligned(16)));
    _mm_store_ps(w + 0, x);
    __m128 t1 = _mm_set1_ps(0.5f);
    __m128 t2 = _mm_mul_ps(x, t1);
    _mm_store_ps(w + 4, t2);
    __m128 t3 = _mm_set1_ps(1.0f);
    _mm_store_ps(w + 8, t3);
    __m128 t4 = _mm_set1_ps(2.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(x, t4));
    if ((_mm_movemask_epi8(t5) != 0)) {
        if (_mm_movemask_epi8(t5) == 0xffff) {
            __m128 t6 = _mm_mul_ps(x, x);
            _mm_store_ps(w + (long)s * 4L, t6);
        } else {
            __m128 t7 = _mm_mul_ps(x, x);
            vcc_sse_store_masked(vcc_v4_float, w + (long)s * 4L, t7, t5);
        }
    }
    __m128 t8 = _mm_set1_ps(5.0f);
    __m128i t9 = _mm_castps_si128(_mm_cmplt_ps(x, t8));
    if ((_mm_movemask_epi8(t9) != 0)) {
        if (_mm_movemask_epi8(t9) == 0xffff) {
            __m128i t10 = _mm_cvttps_epi32(x);
            __m128i t11 = _mm_set1_epi32(1);
            __m128i t12 = _mm_and_si128(t10, t11);
            __m128i t13 = _mm_set1_epi32(4);
            __m128i t14 = (__m128i)((vcc_v4_int)t12 * (vcc_v4_int)t13);
            __m128i t15 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
            __m128 t16 = vcc_sse_gather4(_mm_setr_ps, float, w, t15, 15);
            __m128 t17 = _mm_set1_ps(1.0f);
            __m128 t18 = _mm_add_ps(t16, t17);
            __m128i t19 = _mm_set1_epi32(4);
            __m128i t20 = (__m128i)((vcc_v4_int)t12 * (vcc_v4_int)t19);
            __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter(w, (vcc_v4_int)t21, (vcc_v4_float)t18);
        } else {
            __m128i t22 = _mm_cvttps_epi32(x);
            __m128i t23 = _mm_set1_epi32(1);
            __m128i t24 = _mm_and_si128(t22, t23);
            __m128i t25 = _mm_set1_epi32(4);
            __m128i t26 = (__m128i)((vcc_v4_int)t24 * (vcc_v4_int)t25);
            __m128i t27 = _mm_add_epi32(t26, _mm_setr_epi32(0, 1, 2, 3));
            __m128 t28 = vcc_sse_gather4(_mm_setr_ps, float, w, t27, _mm_movemask_ps(_mm_castsi128_ps(t9)));
            __m128 t29 = _mm_set1_ps(1.0f);
            __m128 t30 = _mm_add_ps(t28, t29);
            __m128i t31 = _mm_set1_epi32(4);
            __m128i t32 = (__m128i)((vcc_v4_int)t24 * (vcc_v4_int)t31);
            __m128i t33 = _mm_add_epi32(t32, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter_masked(w, (vcc_v4_int)t33, (vcc_v4_float)t30, (vcc_m4)t9);
        }
    }
    __m128 t34 = _mm_load_ps(w + 0);
    __m128 t35 = _mm_load_ps(w + 4);
    __m128 t36 = _mm_load_ps(w + 8);
    __m128 t37 = _mm_mul_ps(t35, t36);
    __m128 t38 = _mm_add_ps(t34, t37);
    __m128 t39 = _mm_add_ps(t38, t36);
    return t39;
}

/* vcc: function at lane_slots.c:39 vector variant _ZGVbM4vu_smooth of `smooth`: VL 4, masked, x vector, s uniform */
__m128 _ZGVbM4vu_smooth(__m128 x, int s, __m128 mask) {
    float w[12] __attribute__((aligned(16)));
    __m128 t1;
    __m128i t2 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    vcc_sse_store_masked(vcc_v4_float, w + 0, x, t2);
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128 t4 = _mm_mul_ps(x, t3);
    vcc_sse_store_masked(vcc_v4_float, w + 4, t4, t2);
    __m128 t5 = _mm_set1_ps(1.0f);
    vcc_sse_store_masked(vcc_v4_float, w + 8, t5, t2);
    __m128 t6 = _mm_set1_ps(2.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(x, t6));
    __m128i t8 = (__m128i)((vcc_m4)t2 & (vcc_m4)t7);
    if ((_mm_movemask_epi8(t8) != 0)) {
        if (_mm_movemask_epi8(t8) == 0xffff) {
            __m128 t9 = _mm_mul_ps(x, x);
            _mm_store_ps(w + (long)s * 4L, t9);
        } else {
            __m128 t10 = _mm_mul_ps(x, x);
            vcc_sse_store_masked(vcc_v4_float, w + (long)s * 4L, t10, t8);
        }
    }
    __m128 t11 = _mm_set1_ps(5.0f);
    __m128i t12 = _mm_castps_si128(_mm_cmplt_ps(x, t11));
    __m128i t13 = (__m128i)((vcc_m4)t2 & (vcc_m4)t12);
    if ((_mm_movemask_epi8(t13) != 0)) {
        if (_mm_movemask_epi8(t13) == 0xffff) {
            __m128i t14 = _mm_cvttps_epi32(x);
            __m128i t15 = _mm_set1_epi32(1);
            __m128i t16 = _mm_and_si128(t14, t15);
            __m128i t17 = _mm_set1_epi32(4);
            __m128i t18 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)t17);
            __m128i t19 = _mm_add_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
            __m128 t20 = vcc_sse_gather4(_mm_setr_ps, float, w, t19, 15);
            __m128 t21 = _mm_set1_ps(1.0f);
            __m128 t22 = _mm_add_ps(t20, t21);
            __m128i t23 = _mm_set1_epi32(4);
            __m128i t24 = (__m128i)((vcc_v4_int)t16 * (vcc_v4_int)t23);
            __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter(w, (vcc_v4_int)t25, (vcc_v4_float)t22);
        } else {
            __m128i t26 = _mm_cvttps_epi32(x);
            __m128i t27 = _mm_set1_epi32(1);
            __m128i t28 = _mm_and_si128(t26, t27);
            __m128i t29 = _mm_set1_epi32(4);
            __m128i t30 = (__m128i)((vcc_v4_int)t28 * (vcc_v4_int)t29);
            __m128i t31 = _mm_add_epi32(t30, _mm_setr_epi32(0, 1, 2, 3));
            __m128 t32 = vcc_sse_gather4(_mm_setr_ps, float, w, t31, _mm_movemask_ps(_mm_castsi128_ps(t13)));
            __m128 t33 = _mm_set1_ps(1.0f);
            __m128 t34 = _mm_add_ps(t32, t33);
            __m128i t35 = _mm_set1_epi32(4);
            __m128i t36 = (__m128i)((vcc_v4_int)t28 * (vcc_v4_int)t35);
            __m128i t37 = _mm_add_epi32(t36, _mm_setr_epi32(0, 1, 2, 3));
            vcc_scatter_masked(w, (vcc_v4_int)t37, (vcc_v4_float)t34, (vcc_m4)t13);
        }
    }
    if ((_mm_movemask_epi8(t2) != 0)) {
        if (_mm_movemask_epi8(t2) == 0xffff) {
            __m128 t38 = _mm_load_ps(w + 0);
            __m128 t39 = _mm_load_ps(w + 4);
            __m128 t40 = _mm_load_ps(w + 8);
            __m128 t41 = _mm_mul_ps(t39, t40);
            __m128 t42 = _mm_add_ps(t38, t41);
            t1 = _mm_add_ps(t42, t40);
        } else {
            __m128 t43 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, w + 0, t2));
            __m128 t44 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, w + 4, t2));
            __m128 t45 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, w + 8, t2));
            __m128 t46 = _mm_mul_ps(t44, t45);
            __m128 t47 = _mm_add_ps(t43, t46);
            __m128 t48 = _mm_add_ps(t47, t45);
            t1 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t48, _mm_castsi128_ps(t2));
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
    }
    return t1;
}

/* #pragma omp declare simd */
int walk(int x) {
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

/* vcc: function at lane_slots.c:52 vector variant _ZGVbN4v_walk of `walk`: VL 4, unmasked, x vector */
__m128i _ZGVbN4v_walk(__m128i x) {
    int t[16] __attribute__((aligned(16)));
    __m128i t2;
    vcc_v4_int t3;
    vcc_v4_int t5;
    __m128i t6;
    vcc_v4_int t7;
    __m128i t52;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    __m128i t8 = _mm_set1_epi32(0);
    _mm_store_si128((__m128i *)(t + 0), t8);
    __m128i t9 = _mm_set1_epi32(1);
    _mm_store_si128((__m128i *)(t + 4), t9);
    __m128i t10 = _mm_set1_epi32(2);
    _mm_store_si128((__m128i *)(t + 8), t10);
    __m128i t11 = _mm_set1_epi32(3);
    _mm_store_si128((__m128i *)(t + 12), t11);
    vcc_v4_int t12 = (vcc_v4_int)x;
    vcc_v4_int t4 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t13 = _mm_set1_epi32(1);
        __m128i t14 = _mm_cmpgt_epi32((__m128i)t12, t13);
        __m128i t15 = (__m128i)((vcc_m4)t1 & (vcc_m4)t14);
        if ((_mm_movemask_epi8(t15) != 0)) {
            if (_mm_movemask_epi8(t15) == 0xffff) {
                __m128i t16 = _mm_set1_epi32(3);
                __m128i t17 = _mm_and_si128((__m128i)t12, t16);
                __m128i t18 = _mm_set1_epi32(4);
                __m128i t19 = (__m128i)((vcc_v4_int)t17 * (vcc_v4_int)t18);
                __m128i t20 = _mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t21 = vcc_sse_gather4(_mm_setr_epi32, int, t, t20, 15);
                __m128i t22 = _mm_add_epi32(t21, (__m128i)t12);
                __m128i t23 = _mm_set1_epi32(4);
                __m128i t24 = (__m128i)((vcc_v4_int)t17 * (vcc_v4_int)t23);
                __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
                vcc_scatter(t, (vcc_v4_int)t25, (vcc_v4_int)t22);
                __m128i t26 = _mm_set1_epi32(4);
                __m128i t27 = (__m128i)((vcc_v4_int)t17 * (vcc_v4_int)t26);
                __m128i t28 = _mm_add_epi32(t27, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t29 = vcc_sse_gather4(_mm_setr_epi32, int, t, t28, 15);
                __m128i t30 = _mm_set1_epi32(5000);
                __m128i t31 = _mm_cmpgt_epi32(t29, t30);
                t2 = (__m128i)~(vcc_m4)t31;
            } else {
                __m128i t32 = _mm_set1_epi32(3);
                __m128i t33 = _mm_and_si128((__m128i)t12, t32);
                __m128i t34 = _mm_set1_epi32(4);
                __m128i t35 = (__m128i)((vcc_v4_int)t33 * (vcc_v4_int)t34);
                __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t37 = vcc_sse_gather4(_mm_setr_epi32, int, t, t36, _mm_movemask_ps(_mm_castsi128_ps(t15)));
                __m128i t38 = _mm_add_epi32(t37, (__m128i)t12);
                __m128i t39 = _mm_set1_epi32(4);
                __m128i t40 = (__m128i)((vcc_v4_int)t33 * (vcc_v4_int)t39);
                __m128i t41 = _mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
                vcc_scatter_masked(t, (vcc_v4_int)t41, (vcc_v4_int)t38, (vcc_m4)t15);
                __m128i t42 = _mm_set1_epi32(4);
                __m128i t43 = (__m128i)((vcc_v4_int)t33 * (vcc_v4_int)t42);
                __m128i t44 = _mm_add_epi32(t43, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t45 = vcc_sse_gather4(_mm_setr_epi32, int, t, t44, _mm_movemask_ps(_mm_castsi128_ps(t15)));
                __m128i t46 = _mm_set1_epi32(5000);
                __m128i t47 = _mm_cmpgt_epi32(t45, t46);
                __m128i t48 = (__m128i)~(vcc_m4)t47;
                t2 = (__m128i)((vcc_m4)t15 & (vcc_m4)t48);
            }
        } else {
            t2 = (__m128i)(vcc_m4){0};
        }
        if ((_mm_movemask_epi8(t2) != 0)) {
            __m128i t49 = _mm_set1_epi32(2);
            __m128i t50 = _mm_set1_epi32(1);
            __m128i t51 = vcc_sse2_blendv_epi8(t50, t49, t2);
            t3 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t12, t51);
            t52 = t2;
        } else {
            t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t52 = (__m128i)(vcc_m4){0};
        }
        t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, (__m128i)t12, t1);
        if (!(_mm_movemask_epi8(t52) != 0)) {
            __m128i t53 = _mm_load_si128((const __m128i *)(t + 0));
            __m128i t54 = _mm_load_si128((const __m128i *)(t + 4));
            __m128i t55 = _mm_set1_epi32(3);
            __m128i t56 = (__m128i)((vcc_v4_int)t55 * (vcc_v4_int)t54);
            __m128i t57 = _mm_add_epi32(t53, t56);
            __m128i t58 = _mm_set1_epi32(7);
            __m128i t59 = _mm_cmpgt_epi32((__m128i)t4, t58);
            __m128i t60 = (__m128i)~(vcc_m4)t59;
            if ((_mm_movemask_epi8(t60) != 0)) {
                if (_mm_movemask_epi8(t60) == 0xffff) {
                    t6 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    t5 = (vcc_v4_int)_mm_load_si128((const __m128i *)(t + 12));
                } else {
                    t5 = (vcc_v4_int)vcc_sse_load_masked(vcc_v4_int, t + 12, t60);
                    t6 = t60;
                }
            } else {
                t5 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t59) != 0)) {
                if (_mm_movemask_epi8(t59) == 0xffff) {
                    t7 = (vcc_v4_int)_mm_load_si128((const __m128i *)(t + 8));
                } else {
                    t7 = (vcc_v4_int)vcc_sse_load_masked(vcc_v4_int, t + 8, t59);
                }
            } else {
                t7 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            __m128i t61 = vcc_sse2_blendv_epi8((__m128i)t7, (__m128i)t5, t6);
            __m128i t62 = _mm_set1_epi32(5);
            __m128i t63 = (__m128i)((vcc_v4_int)t62 * (vcc_v4_int)t61);
            __m128i t64 = _mm_add_epi32(t57, t63);
            __m128i t65 = _mm_load_si128((const __m128i *)(t + 12));
            __m128i t66 = _mm_set1_epi32(7);
            __m128i t67 = (__m128i)((vcc_v4_int)t66 * (vcc_v4_int)t65);
            __m128i t68 = _mm_add_epi32(t64, t67);
            return t68;
        }
        t1 = t52;
        t12 = (vcc_v4_int)(__m128i)t3;
    }
}

/* vcc: function at lane_slots.c:52 vector variant _ZGVbM4v_walk of `walk`: VL 4, masked, x vector */
__m128i _ZGVbM4v_walk(__m128i x, __m128i mask) {
    int t[16] __attribute__((aligned(16)));
    __m128i t1;
    vcc_v4_int t2;
    vcc_v4_int t4;
    __m128i t5;
    __m128i t6;
    vcc_v4_int t7;
    __m128i t8;
    vcc_v4_int t9;
    vcc_v4_int t10;
    __m128i t57;
    int t70;
    __m128i t11 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128i t12 = _mm_set1_epi32(0);
    vcc_sse_store_masked(vcc_v4_int, t + 0, t12, t11);
    __m128i t13 = _mm_set1_epi32(1);
    vcc_sse_store_masked(vcc_v4_int, t + 4, t13, t11);
    __m128i t14 = _mm_set1_epi32(2);
    vcc_sse_store_masked(vcc_v4_int, t + 8, t14, t11);
    __m128i t15 = _mm_set1_epi32(3);
    vcc_sse_store_masked(vcc_v4_int, t + 12, t15, t11);
    __m128i t16 = t11;
    vcc_v4_int t17 = (vcc_v4_int)x;
    vcc_v4_int t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t18 = _mm_set1_epi32(1);
        __m128i t19 = _mm_cmpgt_epi32((__m128i)t17, t18);
        __m128i t20 = (__m128i)((vcc_m4)t16 & (vcc_m4)t19);
        if ((_mm_movemask_epi8(t20) != 0)) {
            if (_mm_movemask_epi8(t20) == 0xffff) {
                __m128i t21 = _mm_set1_epi32(3);
                __m128i t22 = _mm_and_si128((__m128i)t17, t21);
                __m128i t23 = _mm_set1_epi32(4);
                __m128i t24 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t23);
                __m128i t25 = _mm_add_epi32(t24, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t26 = vcc_sse_gather4(_mm_setr_epi32, int, t, t25, 15);
                __m128i t27 = _mm_add_epi32(t26, (__m128i)t17);
                __m128i t28 = _mm_set1_epi32(4);
                __m128i t29 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t28);
                __m128i t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 1, 2, 3));
                vcc_scatter(t, (vcc_v4_int)t30, (vcc_v4_int)t27);
                __m128i t31 = _mm_set1_epi32(4);
                __m128i t32 = (__m128i)((vcc_v4_int)t22 * (vcc_v4_int)t31);
                __m128i t33 = _mm_add_epi32(t32, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t34 = vcc_sse_gather4(_mm_setr_epi32, int, t, t33, 15);
                __m128i t35 = _mm_set1_epi32(5000);
                __m128i t36 = _mm_cmpgt_epi32(t34, t35);
                t1 = (__m128i)~(vcc_m4)t36;
            } else {
                __m128i t37 = _mm_set1_epi32(3);
                __m128i t38 = _mm_and_si128((__m128i)t17, t37);
                __m128i t39 = _mm_set1_epi32(4);
                __m128i t40 = (__m128i)((vcc_v4_int)t38 * (vcc_v4_int)t39);
                __m128i t41 = _mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t42 = vcc_sse_gather4(_mm_setr_epi32, int, t, t41, _mm_movemask_ps(_mm_castsi128_ps(t20)));
                __m128i t43 = _mm_add_epi32(t42, (__m128i)t17);
                __m128i t44 = _mm_set1_epi32(4);
                __m128i t45 = (__m128i)((vcc_v4_int)t38 * (vcc_v4_int)t44);
                __m128i t46 = _mm_add_epi32(t45, _mm_setr_epi32(0, 1, 2, 3));
                vcc_scatter_masked(t, (vcc_v4_int)t46, (vcc_v4_int)t43, (vcc_m4)t20);
                __m128i t47 = _mm_set1_epi32(4);
                __m128i t48 = (__m128i)((vcc_v4_int)t38 * (vcc_v4_int)t47);
                __m128i t49 = _mm_add_epi32(t48, _mm_setr_epi32(0, 1, 2, 3));
                __m128i t50 = vcc_sse_gather4(_mm_setr_epi32, int, t, t49, _mm_movemask_ps(_mm_castsi128_ps(t20)));
                __m128i t51 = _mm_set1_epi32(5000);
                __m128i t52 = _mm_cmpgt_epi32(t50, t51);
                __m128i t53 = (__m128i)~(vcc_m4)t52;
                t1 = (__m128i)((vcc_m4)t20 & (vcc_m4)t53);
            }
        } else {
            t1 = (__m128i)(vcc_m4){0};
        }
        if ((_mm_movemask_epi8(t1) != 0)) {
            __m128i t54 = _mm_set1_epi32(2);
            __m128i t55 = _mm_set1_epi32(1);
            __m128i t56 = vcc_sse2_blendv_epi8(t55, t54, t1);
            t2 = (vcc_v4_int)vcc_sse_div_epi32((__m128i)t17, t56);
            t57 = t1;
        } else {
            t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t57 = (__m128i)(vcc_m4){0};
        }
        t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, (__m128i)t17, t16);
        if (!(_mm_movemask_epi8(t57) != 0)) {
            if ((_mm_movemask_epi8(t11) != 0)) {
                if (_mm_movemask_epi8(t11) == 0xffff) {
                    __m128i t58 = _mm_load_si128((const __m128i *)(t + 0));
                    __m128i t59 = _mm_load_si128((const __m128i *)(t + 4));
                    __m128i t60 = _mm_set1_epi32(3);
                    __m128i t61 = (__m128i)((vcc_v4_int)t60 * (vcc_v4_int)t59);
                    t4 = (vcc_v4_int)_mm_add_epi32(t58, t61);
                    __m128i t62 = _mm_set1_epi32(7);
                    t5 = _mm_cmpgt_epi32((__m128i)t3, t62);
                    t6 = (__m128i)~(vcc_m4)t5;
                    t70 = 5;
                } else {
                    __m128i t63 = vcc_sse_load_masked(vcc_v4_int, t + 0, t11);
                    __m128i t64 = vcc_sse_load_masked(vcc_v4_int, t + 4, t11);
                    __m128i t65 = _mm_set1_epi32(3);
                    __m128i t66 = (__m128i)((vcc_v4_uint)t65 * (vcc_v4_uint)t64);
                    t4 = (vcc_v4_int)_mm_add_epi32(t63, t66);
                    __m128i t67 = _mm_set1_epi32(7);
                    __m128i t68 = _mm_cmpgt_epi32((__m128i)t3, t67);
                    t5 = (__m128i)((vcc_m4)t11 & (vcc_m4)t68);
                    __m128i t69 = (__m128i)~(vcc_m4)t68;
                    t6 = (__m128i)((vcc_m4)t11 & (vcc_m4)t69);
                    t70 = 5;
                }
            } else {
                t4 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                t70 = 0;
                t5 = (__m128i)(vcc_m4){0};
                t6 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t6) != 0)) {
                if (_mm_movemask_epi8(t6) == 0xffff) {
                    t8 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    t7 = (vcc_v4_int)_mm_load_si128((const __m128i *)(t + 12));
                } else {
                    t7 = (vcc_v4_int)vcc_sse_load_masked(vcc_v4_int, t + 12, t6);
                    t8 = t6;
                }
            } else {
                t7 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                t8 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t5) != 0)) {
                if (_mm_movemask_epi8(t5) == 0xffff) {
                    t9 = (vcc_v4_int)_mm_load_si128((const __m128i *)(t + 8));
                } else {
                    t9 = (vcc_v4_int)vcc_sse_load_masked(vcc_v4_int, t + 8, t5);
                }
            } else {
                t9 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            if ((_mm_movemask_epi8(t11) != 0)) {
                if (_mm_movemask_epi8(t11) == 0xffff) {
                    __m128i t71 = vcc_sse2_blendv_epi8((__m128i)t9, (__m128i)t7, t8);
                    __m128i t72 = _mm_set1_epi32((int)t70);
                    __m128i t73 = (__m128i)((vcc_v4_int)t72 * (vcc_v4_int)t71);
                    __m128i t74 = _mm_add_epi32((__m128i)t4, t73);
                    __m128i t75 = _mm_load_si128((const __m128i *)(t + 12));
                    __m128i t76 = _mm_set1_epi32(7);
                    __m128i t77 = (__m128i)((vcc_v4_int)t76 * (vcc_v4_int)t75);
                    t10 = (vcc_v4_int)_mm_add_epi32(t74, t77);
                } else {
                    __m128i t78 = vcc_sse2_blendv_epi8((__m128i)t9, (__m128i)t7, t8);
                    __m128i t79 = _mm_set1_epi32((int)t70);
                    __m128i t80 = (__m128i)((vcc_v4_uint)t79 * (vcc_v4_uint)t78);
                    __m128i t81 = _mm_add_epi32((__m128i)t4, t80);
                    __m128i t82 = vcc_sse_load_masked(vcc_v4_int, t + 12, t11);
                    __m128i t83 = _mm_set1_epi32(7);
                    __m128i t84 = (__m128i)((vcc_v4_uint)t83 * (vcc_v4_uint)t82);
                    __m128i t85 = _mm_add_epi32(t81, t84);
                    t10 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, t85, t11);
                }
            } else {
                t10 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            return (__m128i)t10;
        }
        t16 = t57;
        t17 = (vcc_v4_int)(__m128i)t2;
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

void run_digits(int n) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:84 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i xs_v = _mm_loadu_si128((const __m128i *)&xs[k_vec]);
        __m128i t1 = _ZGVbN4vu_digits(xs_v, n);
        _mm_storeu_si128((__m128i *)&outi[k_vec], t1);
        long t2 = k_vec + 4L;
        __m128i xs_v_1 = _mm_loadu_si128((const __m128i *)&xs[t2]);
        __m128i t3 = _ZGVbN4vu_digits(xs_v_1, n);
        _mm_storeu_si128((__m128i *)&outi[t2], t3);
        long t4 = k_vec + 8L;
        __m128i xs_v_2 = _mm_loadu_si128((const __m128i *)&xs[t4]);
        __m128i t5 = _ZGVbN4vu_digits(xs_v_2, n);
        _mm_storeu_si128((__m128i *)&outi[t4], t5);
        long t6 = k_vec + 12L;
        __m128i xs_v_3 = _mm_loadu_si128((const __m128i *)&xs[t6]);
        __m128i t7 = _ZGVbN4vu_digits(xs_v_3, n);
        _mm_storeu_si128((__m128i *)&outi[t6], t7);
        k_vec += 16L;
    } while (k_vec < 4096L);
}

void run_walk(void) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:90 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i xs_v = _mm_loadu_si128((const __m128i *)&xs[k_vec]);
        __m128i t1 = (__m128i)((vcc_v4_int)xs_v % (vcc_v4_int)_mm_set1_epi32(5));
        __m128i t2 = vcc_sse_not(_mm_cmpeq_epi32(t1, _mm_set1_epi32(0)));
        __m128i t3 = _mm_and_si128(xs_v, _mm_set1_epi32(65535));
        __m128i t4 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t2);
        __m128i t5 = _ZGVbM4v_walk(t3, t4);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&outi + (unsigned long)k_vec * 4UL), t5, t2);
        long t6 = k_vec + 4L;
        __m128i xs_v_1 = _mm_loadu_si128((const __m128i *)&xs[t6]);
        __m128i t7 = (__m128i)((vcc_v4_int)xs_v_1 % (vcc_v4_int)_mm_set1_epi32(5));
        __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32(t7, _mm_set1_epi32(0)));
        __m128i t9 = _mm_and_si128(xs_v_1, _mm_set1_epi32(65535));
        __m128i t10 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t8);
        __m128i t11 = _ZGVbM4v_walk(t9, t10);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&outi + (unsigned long)t6 * 4UL), t11, t8);
        long t12 = k_vec + 8L;
        __m128i xs_v_2 = _mm_loadu_si128((const __m128i *)&xs[t12]);
        __m128i t13 = (__m128i)((vcc_v4_int)xs_v_2 % (vcc_v4_int)_mm_set1_epi32(5));
        __m128i t14 = vcc_sse_not(_mm_cmpeq_epi32(t13, _mm_set1_epi32(0)));
        __m128i t15 = _mm_and_si128(xs_v_2, _mm_set1_epi32(65535));
        __m128i t16 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t14);
        __m128i t17 = _ZGVbM4v_walk(t15, t16);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&outi + (unsigned long)t12 * 4UL), t17, t14);
        long t18 = k_vec + 12L;
        __m128i xs_v_3 = _mm_loadu_si128((const __m128i *)&xs[t18]);
        __m128i t19 = (__m128i)((vcc_v4_int)xs_v_3 % (vcc_v4_int)_mm_set1_epi32(5));
        __m128i t20 = vcc_sse_not(_mm_cmpeq_epi32(t19, _mm_set1_epi32(0)));
        __m128i t21 = _mm_and_si128(xs_v_3, _mm_set1_epi32(65535));
        __m128i t22 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_int){0}, _mm_set1_epi32(1), t20);
        __m128i t23 = _ZGVbM4v_walk(t21, t22);
        vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)&outi + (unsigned long)t18 * 4UL), t23, t20);
        k_vec += 16L;
    } while (k_vec < 4096L);
}

void run_smooth(int s) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:97 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128 fs_v = _mm_loadu_ps(&fs[k_vec]);
        __m128 t1 = _ZGVbN4vu_smooth(fs_v, s);
        _mm_storeu_ps(&outf[k_vec], t1);
        long t2 = k_vec + 4L;
        __m128 fs_v_1 = _mm_loadu_ps(&fs[t2]);
        __m128 t3 = _ZGVbN4vu_smooth(fs_v_1, s);
        _mm_storeu_ps(&outf[t2], t3);
        long t4 = k_vec + 8L;
        __m128 fs_v_2 = _mm_loadu_ps(&fs[t4]);
        __m128 t5 = _ZGVbN4vu_smooth(fs_v_2, s);
        _mm_storeu_ps(&outf[t4], t5);
        long t6 = k_vec + 12L;
        __m128 fs_v_3 = _mm_loadu_ps(&fs[t6]);
        __m128 t7 = _ZGVbN4vu_smooth(fs_v_3, s);
        _mm_storeu_ps(&outf[t6], t7);
        k_vec += 16L;
    } while (k_vec < 4096L);
}

void run_smooth_masked(int s) {
    long k_vec = 0L;
    /* vcc: loop at lane_slots.c:103 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i xs_v = _mm_loadu_si128((const __m128i *)&xs[k_vec]);
        __m128i t1 = (__m128i)((vcc_v4_int)xs_v % (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t2 = vcc_sse_not(_mm_cmpeq_epi32(t1, _mm_set1_epi32(0)));
        __m128 fs_v = _mm_loadu_ps(&fs[k_vec]);
        __m128 t3 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t2));
        __m128 t4 = _ZGVbM4vu_smooth(fs_v, s, t3);
        vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)k_vec * 4UL), t4, t2);
        long t5 = k_vec + 4L;
        __m128i xs_v_1 = _mm_loadu_si128((const __m128i *)&xs[t5]);
        __m128i t6 = (__m128i)((vcc_v4_int)xs_v_1 % (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t7 = vcc_sse_not(_mm_cmpeq_epi32(t6, _mm_set1_epi32(0)));
        __m128 fs_v_1 = _mm_loadu_ps(&fs[t5]);
        __m128 t8 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t7));
        __m128 t9 = _ZGVbM4vu_smooth(fs_v_1, s, t8);
        vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)t5 * 4UL), t9, t7);
        long t10 = k_vec + 8L;
        __m128i xs_v_2 = _mm_loadu_si128((const __m128i *)&xs[t10]);
        __m128i t11 = (__m128i)((vcc_v4_int)xs_v_2 % (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t12 = vcc_sse_not(_mm_cmpeq_epi32(t11, _mm_set1_epi32(0)));
        __m128 fs_v_2 = _mm_loadu_ps(&fs[t10]);
        __m128 t13 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t12));
        __m128 t14 = _ZGVbM4vu_smooth(fs_v_2, s, t13);
        vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)t10 * 4UL), t14, t12);
        long t15 = k_vec + 12L;
        __m128i xs_v_3 = _mm_loadu_si128((const __m128i *)&xs[t15]);
        __m128i t16 = (__m128i)((vcc_v4_int)xs_v_3 % (vcc_v4_int)_mm_set1_epi32(3));
        __m128i t17 = vcc_sse_not(_mm_cmpeq_epi32(t16, _mm_set1_epi32(0)));
        __m128 fs_v_3 = _mm_loadu_ps(&fs[t15]);
        __m128 t18 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, _mm_set1_ps(1.0f), _mm_castsi128_ps(t17));
        __m128 t19 = _ZGVbM4vu_smooth(fs_v_3, s, t18);
        vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)&outf + (unsigned long)t15 * 4UL), t19, t17);
        k_vec += 16L;
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
