/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("sse4.2"))) void _ZGVbN4uul_pairs(const float *in, float *out, int i);
__attribute__((target("sse4.2"))) void _ZGVbN4uul_pairs_late(const float *in, float *out, int i);
__attribute__((target("sse4.2"))) void _ZGVbN4ul_pairs_store(int *in, int i);
__attribute__((target("sse4.2"))) void _ZGVbM4uul_pairs_masked(const int *in, int *out, int i, __m128i mask);
__attribute__((target("sse4.2"))) void _ZGVbN4uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
__attribute__((target("sse4.2"))) void _ZGVbM4uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m128i mask);
__attribute__((target("sse4.2"))) void _ZGVbN4uvv_put_half(float *out, __m128i where, __m128 v);
__attribute__((target("sse4.2"))) void _ZGVbM4uvv_put_half(float *out, __m128i where, __m128 v, __m128i mask);
/* Memory accesses of variants (midend wfv/memory.rs). Interleave groups: `in[2i]` and
   `in[2i+1]` read as two vector loads and even/odd shuffles, only where every lane is active
   and the two loads cover every element the vectors read. Dynamically consecutive indices: a
   bitonic network's pair positions, shifts and masks of a linear index by uniform amounts,
   are tested at run time and read/written with one vector access when consecutive, with two
   (the second masked) and a shuffle, or (on AVX-512) shuffles and two masked stores, when they
   come in blocks of d every 2d (d < 8: a bitonic network's short distances), else gathered
   and stored per lane. Every array is malloc'd exactly as long as the scalar code
   needs, and the last group of lanes ends at its last element, so an access past what the
   scalar code touches shows under the sanitizer build. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 8 */

/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs(const float *in, float *out, int i) {
    float a = in[2 * i], b = in[2 * i + 1];
    out[i] = a - b;
}

/* vcc: function at memory.c:17 vector variant _ZGVbN4uul_pairs of `pairs`: VL 4, unmasked, in uniform, out uniform, i linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbN4uul_pairs(const float *in, float *out, int i) {
    const float *t1 = in + 2 * i;
    __m128 t2 = _mm_loadu_ps(t1);
    __m128 t3 = _mm_loadu_ps(t1 + 4);
    __m128 t4 = _mm_shuffle_ps(t2, t3, 0x88);
    __m128 t5 = _mm_shuffle_ps(t2, t3, 0xdd);
    __m128 t6 = _mm_sub_ps(t4, t5);
    _mm_storeu_ps(out + i, t6);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* vcc: function at memory.c:24 vector variant _ZGVbN4uul_pairs_late of `pairs_late`: VL 4, unmasked, in uniform, out uniform, i linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbN4uul_pairs_late(const float *in, float *out, int i) {
    const float *t1 = in + (2 * i + 2) + -1;
    __m128 t2 = _mm_loadu_ps(t1);
    __m128 t3 = _mm_loadu_ps(t1 + 4);
    __m128 t4 = _mm_shuffle_ps(t2, t3, 0x88);
    __m128 t5 = _mm_shuffle_ps(t2, t3, 0xdd);
    __m128 t6 = _mm_set1_ps(2.0f);
    __m128 t7 = _mm_mul_ps(t4, t6);
    __m128 t8 = _mm_add_ps(t7, t5);
    _mm_storeu_ps(out + i, t8);
}

/* A store between the two loads: they are not moved together. */
/* #pragma omp declare simd uniform(in) linear(i) notinbranch */
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* vcc: function at memory.c:31 vector variant _ZGVbN4ul_pairs_store of `pairs_store`: VL 4, unmasked, in uniform, i linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbN4ul_pairs_store(int *in, int i) {
    int t1 = 2 * i;
    int *t2 = in + t1;
    vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t4 = t3 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t5 = (__m128i)vcc_gather(vcc_v4_int, t2, t4);
    int *t6 = in + (t1 + 1);
    __m128i t7 = _mm_set1_epi32(1);
    __m128i t8 = _mm_add_epi32(t5, t7);
    vcc_v4_long t9 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t10 = t9 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t6, t10, (vcc_v4_int)t8);
    vcc_v4_long t11 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t12 = t11 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t13 = (__m128i)vcc_gather(vcc_v4_int, t6, t12);
    __m128i t14 = _mm_mullo_epi32(t5, t13);
    vcc_v4_long t15 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t16 = t15 + (vcc_v4_long){0L, 2L, 4L, 6L};
    vcc_scatter(t2, t16, (vcc_v4_int)t14);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* vcc: function at memory.c:40 vector variant _ZGVbM4uul_pairs_masked of `pairs_masked`: VL 4, masked, in uniform, out uniform, i linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbM4uul_pairs_masked(const int *in, int *out, int i, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t2 = 2 * i;
    vcc_v4_long t3 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t4 = t3 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t5 = (__m128i)vcc_gather_masked(vcc_v4_int, in + t2, t4, (vcc_m4)t1);
    vcc_v4_long t6 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t7 = t6 + (vcc_v4_long){0L, 2L, 4L, 6L};
    __m128i t8 = (__m128i)vcc_gather_masked(vcc_v4_int, in + (t2 + 1), t7, (vcc_m4)t1);
    __m128i t9 = _mm_set1_epi32(3);
    __m128i t10 = _mm_mullo_epi32(t9, t8);
    __m128i t11 = _mm_add_epi32(t5, t10);
    vcc_sse_store_masked(vcc_v4_int, (int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t11, t1);
}

/* One compare-and-swap step of a bitonic network over `a`. */
/* #pragma omp declare simd uniform(a, stage, pass) linear(id) */
void compare_swap(unsigned *a, int stage, int pass, int id) {
    int distance = 1 << (stage - pass);
    int left = (id & (distance - 1)) + ((id >> (stage - pass)) << (stage - pass + 1));
    int right = left + distance;
    unsigned l = a[left], r = a[right];
    int increasing = ((id >> stage) & 1) == 0;
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    if (increasing) {
        a[left] = lesser;
        a[right] = greater;
    } else {
        a[left] = greater;
        a[right] = lesser;
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVbN4uuul_compare_swap of `compare_swap`: VL 4, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbN4uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    vcc_v4_uint t3;
    vcc_v4_uint t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    __m128i t7 = _mm_set1_epi32((int)id);
    __m128i t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t9 = _mm_set1_epi32((int)(t6 - 1));
    __m128i t10 = _mm_and_si128(t8, t9);
    __m128i t11 = _mm_set1_epi32((int)id);
    __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t13 = _mm_set1_epi32((int)t5);
    __m128i t14 = (__m128i)((vcc_v4_int)t12 >> (vcc_v4_int)t13);
    __m128i t15 = _mm_set1_epi32((int)(t5 + 1));
    __m128i t16 = (__m128i)((vcc_v4_int)t14 << (vcc_v4_int)t15);
    __m128i t17 = _mm_add_epi32(t10, t16);
    __m128i t18 = _mm_set1_epi32((int)t6);
    __m128i t19 = _mm_add_epi32(t17, t18);
    int t20 = ((vcc_v4_int)t17)[0];
    __m128i t21 = _mm_set1_epi32((int)t20);
    __m128i t22 = _mm_add_epi32(t21, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t23 = _mm_cmpeq_epi32(t17, t22);
    int t24 = _mm_testc_si128(t23, _mm_set1_epi32(-1));
    if (t24 & (t20 <= 2147483644)) {
        t1 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t20));
    } else {
        int t25 = ((vcc_v4_int)t17)[0];
        int t26 = t25 <= 2147483640;
        __m128i t27 = _mm_set1_epi32((int)t25);
        __m128i t28 = _mm_add_epi32(t27, _mm_setr_epi32(0, 1, 4, 5));
        __m128i t29 = _mm_cmpeq_epi32(t17, t28);
        if (_mm_testc_si128(t29, _mm_set1_epi32(-1)) & t26) {
            unsigned int *t31 = a + t25;
            __m128i t32 = _mm_loadu_si128((const __m128i *)t31);
            __m128i t33 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_setr_epi32(1, 1, 0, 0) != (vcc_v4_int){0});
            __m128i t34 = vcc_sse_load_masked(vcc_v4_uint, t31 + 4, t33);
            t2 = (vcc_v4_uint)(__m128i)__builtin_shufflevector((vcc_v4_uint)t32, (vcc_v4_uint)t34, 0, 1, 4, 5);
        } else {
            __m128i t35 = _mm_add_epi32(t27, _mm_setr_epi32(0, 2, 4, 6));
            __m128i t36 = _mm_cmpeq_epi32(t17, t35);
            if (_mm_testc_si128(t36, _mm_set1_epi32(-1)) & t26) {
                unsigned int *t37 = a + t25;
                __m128i t38 = _mm_loadu_si128((const __m128i *)t37);
                __m128i t39 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_setr_epi32(1, 1, 1, 0) != (vcc_v4_int){0});
                __m128i t40 = vcc_sse_load_masked(vcc_v4_uint, t37 + 4, t39);
                t2 = (vcc_v4_uint)_mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t38), _mm_castsi128_ps(t40), 0x88));
            } else {
                t2 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, a, t17, 15);
            }
        }
        t1 = (vcc_v4_uint)(__m128i)t2;
    }
    int t30 = ((vcc_v4_int)t19)[0];
    if (t24 & (t30 <= 2147483644)) {
        t3 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t30));
    } else {
        int t41 = ((vcc_v4_int)t19)[0];
        int t42 = t41 <= 2147483640;
        __m128i t43 = _mm_set1_epi32((int)t41);
        __m128i t44 = _mm_add_epi32(t43, _mm_setr_epi32(0, 1, 4, 5));
        __m128i t45 = _mm_cmpeq_epi32(t19, t44);
        if (_mm_testc_si128(t45, _mm_set1_epi32(-1)) & t42) {
            unsigned int *t59 = a + t41;
            __m128i t60 = _mm_loadu_si128((const __m128i *)t59);
            __m128i t61 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_setr_epi32(1, 1, 0, 0) != (vcc_v4_int){0});
            __m128i t62 = vcc_sse_load_masked(vcc_v4_uint, t59 + 4, t61);
            t4 = (vcc_v4_uint)(__m128i)__builtin_shufflevector((vcc_v4_uint)t60, (vcc_v4_uint)t62, 0, 1, 4, 5);
        } else {
            __m128i t63 = _mm_add_epi32(t43, _mm_setr_epi32(0, 2, 4, 6));
            __m128i t64 = _mm_cmpeq_epi32(t19, t63);
            if (_mm_testc_si128(t64, _mm_set1_epi32(-1)) & t42) {
                unsigned int *t65 = a + t41;
                __m128i t66 = _mm_loadu_si128((const __m128i *)t65);
                __m128i t67 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_setr_epi32(1, 1, 1, 0) != (vcc_v4_int){0});
                __m128i t68 = vcc_sse_load_masked(vcc_v4_uint, t65 + 4, t67);
                t4 = (vcc_v4_uint)_mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps(t66), _mm_castsi128_ps(t68), 0x88));
            } else {
                t4 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, a, t19, 15);
            }
        }
        t3 = (vcc_v4_uint)(__m128i)t4;
    }
    __m128i t46 = _mm_set1_epi32((int)id);
    __m128i t47 = _mm_add_epi32(t46, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t48 = _mm_set1_epi32((int)stage);
    __m128i t49 = (__m128i)((vcc_v4_int)t47 >> (vcc_v4_int)t48);
    __m128i t50 = _mm_set1_epi32(1);
    __m128i t51 = _mm_and_si128(t49, t50);
    __m128i t52 = _mm_set1_epi32(0);
    __m128i t53 = _mm_cmpeq_epi32(t51, t52);
    __m128i t54 = _mm_min_epu32((__m128i)t1, (__m128i)t3);
    __m128i t55 = _mm_max_epu32((__m128i)t3, (__m128i)t1);
    __m128i t56 = _mm_blendv_epi8(t55, t54, t53);
    __m128i t57 = _mm_blendv_epi8(t54, t55, t53);
    int t58 = ((vcc_v4_int)t17)[0];
    if (t24 & (t58 <= 2147483644)) {
        _mm_storeu_si128((__m128i *)(a + t58), t56);
    } else {
        vcc_scatter(a, (vcc_v4_int)t17, (vcc_v4_uint)t56);
    }
    int t69 = ((vcc_v4_int)t19)[0];
    if (t24 & (t69 <= 2147483644)) {
        _mm_storeu_si128((__m128i *)(a + t69), t57);
    } else {
        vcc_scatter(a, (vcc_v4_int)t19, (vcc_v4_uint)t57);
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVbM4uuul_compare_swap of `compare_swap`: VL 4, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
__attribute__((target("sse4.2"))) void _ZGVbM4uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m128i mask) {
    vcc_v4_uint t1;
    vcc_v4_uint t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int t4 = stage - pass;
    int t5 = 1 << t4;
    __m128i t6 = _mm_set1_epi32((int)id);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t8 = _mm_set1_epi32((int)(t5 - 1));
    __m128i t9 = _mm_and_si128(t7, t8);
    __m128i t10 = _mm_set1_epi32((int)id);
    __m128i t11 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t12 = _mm_set1_epi32((int)t4);
    __m128i t13 = (__m128i)((vcc_v4_int)t11 >> (vcc_v4_int)t12);
    __m128i t14 = _mm_set1_epi32((int)(t4 + 1));
    __m128i t15 = _mm_mullo_epi32(t13, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32(t14, 23), _mm_set1_epi32(0x3f800000)))));
    __m128i t16 = _mm_add_epi32(t9, t15);
    __m128i t17 = _mm_set1_epi32((int)t5);
    __m128i t18 = _mm_add_epi32(t16, t17);
    int t19 = ((vcc_v4_int)t16)[0];
    __m128i t20 = _mm_set1_epi32((int)t19);
    __m128i t21 = _mm_add_epi32(t20, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t22 = _mm_cmpeq_epi32(t16, t21);
    __m128i t23 = (__m128i)~(vcc_m4)t3;
    __m128i t24 = (__m128i)((vcc_m4)t22 | (vcc_m4)t23);
    int t25 = _mm_testc_si128(t24, _mm_set1_epi32(-1));
    if (t25 & (t19 <= 2147483644)) {
        t1 = (vcc_v4_uint)vcc_sse_load_masked(vcc_v4_uint, (unsigned int *)((unsigned long)a + (unsigned long)(long)t19 * 4UL), t3);
    } else {
        t1 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, a, t16, _mm_movemask_ps(_mm_castsi128_ps(t3)));
    }
    int t26 = ((vcc_v4_int)t18)[0];
    __m128i t27 = _mm_set1_epi32((int)t26);
    __m128i t28 = _mm_add_epi32(t27, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t29 = _mm_cmpeq_epi32(t18, t28);
    __m128i t30 = (__m128i)~(vcc_m4)t3;
    __m128i t31 = (__m128i)((vcc_m4)t29 | (vcc_m4)t30);
    int t32 = _mm_testc_si128(t31, _mm_set1_epi32(-1));
    if (t32 & (t26 <= 2147483644)) {
        t2 = (vcc_v4_uint)vcc_sse_load_masked(vcc_v4_uint, (unsigned int *)((unsigned long)a + (unsigned long)(long)t26 * 4UL), t3);
    } else {
        t2 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, a, t18, _mm_movemask_ps(_mm_castsi128_ps(t3)));
    }
    __m128i t33 = _mm_set1_epi32((int)id);
    __m128i t34 = _mm_add_epi32(t33, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t35 = _mm_set1_epi32((int)stage);
    __m128i t36 = (__m128i)((vcc_v4_int)t34 >> (vcc_v4_int)t35);
    __m128i t37 = _mm_set1_epi32(1);
    __m128i t38 = _mm_and_si128(t36, t37);
    __m128i t39 = _mm_set1_epi32(0);
    __m128i t40 = _mm_cmpeq_epi32(t38, t39);
    __m128i t41 = _mm_min_epu32((__m128i)t1, (__m128i)t2);
    __m128i t42 = _mm_max_epu32((__m128i)t2, (__m128i)t1);
    if ((!_mm_testz_si128(t3, t3))) {
        __m128i t43 = _mm_blendv_epi8(t42, t41, t40);
        __m128i t44 = _mm_blendv_epi8(t41, t42, t40);
        int t45 = ((vcc_v4_int)t16)[0];
        if (t25 & (t45 <= 2147483644)) {
            unsigned int *t46 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t45 * 4UL);
            if (_mm_testc_si128(t3, _mm_set1_epi32(-1))) {
                _mm_storeu_si128((__m128i *)t46, t43);
            } else {
                vcc_sse_store_masked(vcc_v4_uint, t46, t43, t3);
            }
        } else {
            vcc_scatter_masked(a, (vcc_v4_int)t16, (vcc_v4_uint)t43, (vcc_m4)t3);
        }
        int t47 = ((vcc_v4_int)t18)[0];
        if (t32 & (t47 <= 2147483644)) {
            unsigned int *t48 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t47 * 4UL);
            if (_mm_testc_si128(t3, _mm_set1_epi32(-1))) {
                _mm_storeu_si128((__m128i *)t48, t44);
            } else {
                vcc_sse_store_masked(vcc_v4_uint, t48, t44, t3);
            }
        } else {
            vcc_scatter_masked(a, (vcc_v4_int)t18, (vcc_v4_uint)t44, (vcc_m4)t3);
        }
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

/* vcc: function at memory.c:65 vector variant _ZGVbN4uvv_put_half of `put_half`: VL 4, unmasked, out uniform, where vector, v vector */
__attribute__((target("sse4.2"))) void _ZGVbN4uvv_put_half(float *out, __m128i where, __m128 v) {
    __m128 t1 = _mm_set1_ps(0.5f);
    __m128 t2 = _mm_mul_ps(v, t1);
    vcc_scatter(out, (vcc_v4_int)where, (vcc_v4_float)t2);
}

/* vcc: function at memory.c:65 vector variant _ZGVbM4uvv_put_half of `put_half`: VL 4, masked, out uniform, where vector, v vector */
__attribute__((target("sse4.2"))) void _ZGVbM4uvv_put_half(float *out, __m128i where, __m128 v, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    __m128 t2 = _mm_set1_ps(0.5f);
    __m128 t3 = _mm_mul_ps(v, t2);
    vcc_scatter_masked(out, (vcc_v4_int)where, (vcc_v4_float)t3, (vcc_m4)t1);
}

void _ZGVdN8uul_pairs(const float *, float *, int);
void _ZGVdN8uul_pairs_late(const float *, float *, int);
void _ZGVdN8ul_pairs_store(int *, int);
void _ZGVdM8uul_pairs_masked(const int *, int *, int, v8i);
void _ZGVdN8uuul_compare_swap(unsigned *, int, int, int);
void _ZGVdM8uuul_compare_swap(unsigned *, int, int, int, v8i);
void _ZGVdN8uvv_put_half(float *, v8i, v8f);
void _ZGVdM8uvv_put_half(float *, v8i, v8f, v8i);

#define N 32

int main(void) {
    float *in = malloc(2 * 16 * sizeof(float)), *late = malloc((2 * 16 + 1) * sizeof(float));
    float *out = malloc(16 * sizeof(float));
    for (int k = 0; k < 32; k++)
        in[k] = (float)(k * 7 % 13) - 0.5f * k;
    for (int k = 0; k < 33; k++)
        late[k] = (float)(k * 5 % 11);
    _ZGVdN8uul_pairs(in, out, 0);
    _ZGVdN8uul_pairs(in, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    _ZGVdN8uul_pairs_late(late, out, 0);
    _ZGVdN8uul_pairs_late(late, out, 8);
    for (int k = 0; k < 16; k++)
        printf("%g ", out[k]);
    printf("\n");
    int *ints = malloc(2 * 16 * sizeof(int)), *iout = malloc(16 * sizeof(int));
    for (int k = 0; k < 32; k++)
        ints[k] = k * 3 - 20;
    _ZGVdN8ul_pairs_store(ints, 8);
    for (int k = 0; k < 32; k++)
        printf("%d ", ints[k]);
    printf("\n");
    for (int k = 0; k < 16; k++)
        iout[k] = -1;
    /* The last lanes off: the elements they would read are past the end of `ints`. */
    int m[8] = {1, 0, 1, 1, 1, 1, 0, 0};
    int *tail = ints + 4;
    _ZGVdM8uul_pairs_masked(tail, iout, 8, TO_VEC(v8i, m));
    _ZGVdM8uul_pairs_masked(ints, iout, 0, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%d ", iout[k]);
    printf("\n");
    /* A whole bitonic sort of N keys (every distance, consecutive or not), by the unmasked
       variant, then one stage by the masked one with some lanes off. */
    unsigned *keys = malloc(N * sizeof(unsigned));
    unsigned seed = 12345u;
    for (int k = 0; k < N; k++) {
        seed = seed * 1664525u + 1013904223u;
        keys[k] = seed >> 20;
    }
    for (int stage = 0; stage < 5; stage++)
        for (int pass = 0; pass <= stage; pass++)
            for (int id = 0; id < N / 2; id += 8)
                _ZGVdN8uuul_compare_swap(keys, stage, pass, id);
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    for (int k = 0; k < N; k++)
        keys[k] = (unsigned)(k * 29 % 31);
    int half[8] = {1, 1, 1, 1, 0, 0, 1, 1};
    for (int pass = 0; pass <= 4; pass++)
        for (int id = 0; id < N / 2; id += 8)
            _ZGVdM8uuul_compare_swap(keys, 4, pass, id, TO_VEC(v8i, half));
    for (int k = 0; k < N; k++)
        printf("%u ", keys[k]);
    printf("\n");
    /* Pairs at distances 1, 2 and 4 from ids 4..11 (not a multiple of 8) and 8..15 (up to the
       last element of `keys`): the lanes are blocks of `d` every `2d` (two window loads, and
       on AVX-512 masked stores); the scalar function does the same ids on a copy. */
    unsigned *copy = malloc(N * sizeof(unsigned));
    for (int dist = 0; dist < 3; dist++)
        for (int start = 4; start <= 8; start += 4) {
            for (int k = 0; k < N; k++)
                keys[k] = copy[k] = (unsigned)(k * 17 % 23);
            _ZGVdN8uuul_compare_swap(keys, 3, 3 - dist, start);
            for (int id = start; id < start + 8; id++)
                compare_swap(copy, 3, 3 - dist, id);
            for (int k = 0; k < N; k++)
                printf("%u%s", keys[k], keys[k] == copy[k] ? " " : "! ");
            printf("\n");
        }
    free(copy);
    float *put = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        put[k] = -1.0f;
    int where[8] = {15, 0, 7, 3, 3, 9, 12, 1}, where2[8] = {2, 2, 15, 4, 5, 0, 6, 8};
    float vals[8] = {1.5f, 2.0f, -3.0f, 4.25f, 5.0f, 6.0f, 7.5f, 8.0f};
    float vals2[8] = {10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f, 16.0f, 17.0f};
    int some[8] = {1, 0, 1, 0, 1, 1, 0, 1};
    _ZGVdN8uvv_put_half(put, TO_VEC(v8i, where), TO_VEC(v8f, vals));
    _ZGVdM8uvv_put_half(put, TO_VEC(v8i, where2), TO_VEC(v8f, vals2), TO_VEC(v8i, some));
    for (int k = 0; k < 16; k++)
        printf("%g ", put[k]);
    printf("\n");
    free(put);
    free(in);
    free(late);
    free(out);
    free(ints);
    free(iout);
    free(keys);
    return 0;
}
