/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)

__attribute__((target("avx2"))) void _ZGVdN8uul_pairs(const float *in, float *out, int i);
__attribute__((target("avx2"))) void _ZGVdN8uul_pairs_late(const float *in, float *out, int i);
__attribute__((target("avx2"))) void _ZGVdN8ul_pairs_store(int *in, int i);
__attribute__((target("avx2"))) void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, __m256i mask);
__attribute__((target("avx2"))) void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id);
__attribute__((target("avx2"))) void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m256i mask);
__attribute__((target("avx2"))) void _ZGVdN8uvv_put_half(float *out, __m256i where, __m256 v);
__attribute__((target("avx2"))) void _ZGVdM8uvv_put_half(float *out, __m256i where, __m256 v, __m256i mask);
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

/* vcc: function at memory.c:17 vector variant _ZGVdN8uul_pairs of `pairs`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
__attribute__((target("avx2"))) void _ZGVdN8uul_pairs(const float *in, float *out, int i) {
    const float *t1 = in + 2 * i;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    __m256 t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    __m256 t6 = _mm256_sub_ps(t4, t5);
    _mm256_storeu_ps(out + i, t6);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

/* vcc: function at memory.c:24 vector variant _ZGVdN8uul_pairs_late of `pairs_late`: VL 8, unmasked, in uniform, out uniform, i linear step 1 */
__attribute__((target("avx2"))) void _ZGVdN8uul_pairs_late(const float *in, float *out, int i) {
    const float *t1 = in + (2 * i + 2) + -1;
    __m256 t2 = _mm256_loadu_ps(t1);
    __m256 t3 = _mm256_loadu_ps(t1 + 8);
    __m256 t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    __m256 t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    __m256 t6 = _mm256_set1_ps(2.0f);
    __m256 t7 = _mm256_mul_ps(t4, t6);
    __m256 t8 = _mm256_add_ps(t7, t5);
    _mm256_storeu_ps(out + i, t8);
}

/* A store between the two loads: they are not moved together. */
/* #pragma omp declare simd uniform(in) linear(i) notinbranch */
void pairs_store(int *in, int i) {
    int a = in[2 * i];
    in[2 * i + 1] = a + 1;
    int b = in[2 * i + 1];
    in[2 * i] = a * b;
}

/* vcc: function at memory.c:31 vector variant _ZGVdN8ul_pairs_store of `pairs_store`: VL 8, unmasked, in uniform, i linear step 1 */
__attribute__((target("avx2"))) void _ZGVdN8ul_pairs_store(int *in, int i) {
    int t1 = 2 * i;
    int *t2 = in + t1;
    vcc_v8_long t3 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t4 = t3 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256i t5 = (__m256i)vcc_gather(vcc_v8_int, t2, t4);
    int *t6 = in + (t1 + 1);
    __m256i t7 = _mm256_set1_epi32(1);
    __m256i t8 = _mm256_add_epi32(t5, t7);
    vcc_scatter(t6, t4, (vcc_v8_int)t8);
    __m256i t9 = (__m256i)vcc_gather(vcc_v8_int, t6, t4);
    __m256i t10 = _mm256_mullo_epi32(t5, t9);
    vcc_scatter(t2, t4, (vcc_v8_int)t10);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

/* vcc: function at memory.c:40 vector variant _ZGVdM8uul_pairs_masked of `pairs_masked`: VL 8, masked, in uniform, out uniform, i linear step 1 */
__attribute__((target("avx2"))) void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    int t2 = 2 * i;
    vcc_v8_long t3 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t4 = t3 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256i t5 = (__m256i)vcc_gather_masked(vcc_v8_int, in + t2, t4, (vcc_m8)t1);
    vcc_v8_long t6 = (vcc_v8_long){0L, 0L, 0L, 0L, 0L, 0L, 0L, 0L};
    vcc_v8_long t7 = t6 + (vcc_v8_long){0L, 2L, 4L, 6L, 8L, 10L, 12L, 14L};
    __m256i t8 = (__m256i)vcc_gather_masked(vcc_v8_int, in + (t2 + 1), t7, (vcc_m8)t1);
    __m256i t9 = _mm256_set1_epi32(3);
    __m256i t10 = _mm256_mullo_epi32(t9, t8);
    __m256i t11 = _mm256_add_epi32(t5, t10);
    _mm256_maskstore_epi32((int *)(int *)((unsigned long)out + (unsigned long)(long)i * 4UL), t1, t11);
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

/* vcc: function at memory.c:46 vector variant _ZGVdN8uuul_compare_swap of `compare_swap`: VL 8, unmasked, a uniform, stage uniform, pass uniform, id linear step 1 */
__attribute__((target("avx2"))) void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    int t5 = stage - pass;
    int t6 = 1 << t5;
    __m256i t7 = _mm256_set1_epi32((int)id);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = _mm256_set1_epi32((int)(t6 - 1));
    __m256i t10 = _mm256_and_si256(t8, t9);
    __m256i t11 = _mm256_set1_epi32((int)t5);
    __m256i t12 = _mm256_srav_epi32(t8, t11);
    __m256i t13 = _mm256_set1_epi32((int)(t5 + 1));
    __m256i t14 = _mm256_sllv_epi32(t12, t13);
    __m256i t15 = _mm256_add_epi32(t10, t14);
    __m256i t16 = _mm256_set1_epi32((int)t6);
    __m256i t17 = _mm256_add_epi32(t15, t16);
    int t18 = ((vcc_v8_int)t15)[0];
    __m256i t19 = _mm256_set1_epi32((int)t18);
    __m256i t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t21 = _mm256_cmpeq_epi32(t15, t20);
    int t22 = (_mm256_movemask_epi8(t21) == -1);
    int t23 = t22 & (t18 <= 2147483640);
    if (t23) {
        t1 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t18));
    } else {
        int t24 = t18 <= 2147483632;
        __m256i t25 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t26 = _mm256_cmpeq_epi32(t15, t25);
        if ((_mm256_movemask_epi8(t26) == -1) & t24) {
            unsigned int *t29 = a + t18;
            __m256i t30 = _mm256_loadu_si256((const __m256i *)t29);
            __m256i t31 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            __m256i t32 = _mm256_maskload_epi32((const int *)(t29 + 8), t31);
            t2 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t30, (vcc_v8_uint)t32, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            __m256i t33 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t34 = _mm256_cmpeq_epi32(t15, t33);
            if ((_mm256_movemask_epi8(t34) == -1) & t24) {
                unsigned int *t35 = a + t18;
                __m256i t36 = _mm256_loadu_si256((const __m256i *)t35);
                __m256i t37 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 0, 0) != (vcc_v8_int){0});
                __m256i t38 = _mm256_maskload_epi32((const int *)(t35 + 8), t37);
                t2 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t36, (vcc_v8_uint)t38, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                __m256i t39 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t40 = _mm256_cmpeq_epi32(t15, t39);
                if ((_mm256_movemask_epi8(t40) == -1) & t24) {
                    unsigned int *t41 = a + t18;
                    __m256i t42 = _mm256_loadu_si256((const __m256i *)t41);
                    __m256i t43 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 1, 0) != (vcc_v8_int){0});
                    __m256i t44 = _mm256_maskload_epi32((const int *)(t41 + 8), t43);
                    t2 = (vcc_v8_uint)_mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t42), _mm256_castsi256_ps(t44), 0x88)), 0xd8);
                } else {
                    t2 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, a, t15);
                }
            }
        }
        t1 = (vcc_v8_uint)(__m256i)t2;
    }
    int t27 = ((vcc_v8_int)t17)[0];
    int t28 = t22 & (t27 <= 2147483640);
    if (t28) {
        t3 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t27));
    } else {
        int t45 = t27 <= 2147483632;
        __m256i t46 = _mm256_set1_epi32((int)t27);
        __m256i t47 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 8, 9, 10, 11));
        __m256i t48 = _mm256_cmpeq_epi32(t17, t47);
        if ((_mm256_movemask_epi8(t48) == -1) & t45) {
            unsigned int *t59 = a + t27;
            __m256i t60 = _mm256_loadu_si256((const __m256i *)t59);
            __m256i t61 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 0, 0, 0, 0) != (vcc_v8_int){0});
            __m256i t62 = _mm256_maskload_epi32((const int *)(t59 + 8), t61);
            t4 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t60, (vcc_v8_uint)t62, 0, 1, 2, 3, 8, 9, 10, 11);
        } else {
            __m256i t63 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 4, 5, 8, 9, 12, 13));
            __m256i t64 = _mm256_cmpeq_epi32(t17, t63);
            if ((_mm256_movemask_epi8(t64) == -1) & t45) {
                unsigned int *t65 = a + t27;
                __m256i t66 = _mm256_loadu_si256((const __m256i *)t65);
                __m256i t67 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 0, 0) != (vcc_v8_int){0});
                __m256i t68 = _mm256_maskload_epi32((const int *)(t65 + 8), t67);
                t4 = (vcc_v8_uint)(__m256i)__builtin_shufflevector((vcc_v8_uint)t66, (vcc_v8_uint)t68, 0, 1, 4, 5, 8, 9, 12, 13);
            } else {
                __m256i t69 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
                __m256i t70 = _mm256_cmpeq_epi32(t17, t69);
                if ((_mm256_movemask_epi8(t70) == -1) & t45) {
                    unsigned int *t71 = a + t27;
                    __m256i t72 = _mm256_loadu_si256((const __m256i *)t71);
                    __m256i t73 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_setr_epi32(1, 1, 1, 1, 1, 1, 1, 0) != (vcc_v8_int){0});
                    __m256i t74 = _mm256_maskload_epi32((const int *)(t71 + 8), t73);
                    t4 = (vcc_v8_uint)_mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(t72), _mm256_castsi256_ps(t74), 0x88)), 0xd8);
                } else {
                    t4 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, a, t17);
                }
            }
        }
        t3 = (vcc_v8_uint)(__m256i)t4;
    }
    __m256i t49 = _mm256_set1_epi32((int)stage);
    __m256i t50 = _mm256_srav_epi32(t8, t49);
    __m256i t51 = _mm256_set1_epi32(1);
    __m256i t52 = _mm256_and_si256(t50, t51);
    __m256i t53 = _mm256_set1_epi32(0);
    __m256i t54 = _mm256_cmpeq_epi32(t52, t53);
    __m256i t55 = _mm256_min_epu32((__m256i)t1, (__m256i)t3);
    __m256i t56 = _mm256_max_epu32((__m256i)t3, (__m256i)t1);
    __m256i t57 = _mm256_blendv_epi8(t56, t55, t54);
    __m256i t58 = _mm256_blendv_epi8(t55, t56, t54);
    if (t23) {
        _mm256_storeu_si256((__m256i *)(a + t18), t57);
    } else {
        vcc_avx2_scatter_epi32(a, t15, t57, 0xff);
    }
    if (t28) {
        _mm256_storeu_si256((__m256i *)(a + t27), t58);
    } else {
        vcc_avx2_scatter_epi32(a, t17, t58, 0xff);
    }
}

/* vcc: function at memory.c:46 vector variant _ZGVdM8uuul_compare_swap of `compare_swap`: VL 8, masked, a uniform, stage uniform, pass uniform, id linear step 1 */
__attribute__((target("avx2"))) void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m256i mask) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    int t4 = stage - pass;
    int t5 = 1 << t4;
    __m256i t6 = _mm256_set1_epi32((int)id);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = _mm256_set1_epi32((int)(t5 - 1));
    __m256i t9 = _mm256_and_si256(t7, t8);
    __m256i t10 = _mm256_set1_epi32((int)id);
    __m256i t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t12 = _mm256_set1_epi32((int)t4);
    __m256i t13 = _mm256_srav_epi32(t11, t12);
    __m256i t14 = _mm256_set1_epi32((int)(t4 + 1));
    __m256i t15 = _mm256_sllv_epi32(t13, t14);
    __m256i t16 = _mm256_add_epi32(t9, t15);
    __m256i t17 = _mm256_set1_epi32((int)t5);
    __m256i t18 = _mm256_add_epi32(t16, t17);
    int t19 = ((vcc_v8_int)t16)[0];
    __m256i t20 = _mm256_set1_epi32((int)t19);
    __m256i t21 = _mm256_add_epi32(t20, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t22 = _mm256_cmpeq_epi32(t16, t21);
    __m256i t23 = (__m256i)~(vcc_m8)t3;
    __m256i t24 = _mm256_or_si256(t22, t23);
    int t25 = (_mm256_movemask_epi8(t24) == -1);
    if (t25 & (t19 <= 2147483640)) {
        t1 = (vcc_v8_uint)_mm256_maskload_epi32((const int *)(unsigned int *)((unsigned long)a + (unsigned long)(long)t19 * 4UL), t3);
    } else {
        t1 = (vcc_v8_uint)vcc_avx2_maskgather8(_mm256_setr_epi32, int, a, t16, t3);
    }
    int t26 = ((vcc_v8_int)t18)[0];
    __m256i t27 = _mm256_set1_epi32((int)t26);
    __m256i t28 = _mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_cmpeq_epi32(t18, t28);
    __m256i t30 = (__m256i)~(vcc_m8)t3;
    __m256i t31 = _mm256_or_si256(t29, t30);
    int t32 = (_mm256_movemask_epi8(t31) == -1);
    if (t32 & (t26 <= 2147483640)) {
        t2 = (vcc_v8_uint)_mm256_maskload_epi32((const int *)(unsigned int *)((unsigned long)a + (unsigned long)(long)t26 * 4UL), t3);
    } else {
        t2 = (vcc_v8_uint)vcc_avx2_maskgather8(_mm256_setr_epi32, int, a, t18, t3);
    }
    __m256i t33 = _mm256_set1_epi32((int)id);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t35 = _mm256_set1_epi32((int)stage);
    __m256i t36 = _mm256_srav_epi32(t34, t35);
    __m256i t37 = _mm256_set1_epi32(1);
    __m256i t38 = _mm256_and_si256(t36, t37);
    __m256i t39 = _mm256_set1_epi32(0);
    __m256i t40 = _mm256_cmpeq_epi32(t38, t39);
    __m256i t41 = _mm256_min_epu32((__m256i)t1, (__m256i)t2);
    __m256i t42 = _mm256_max_epu32((__m256i)t2, (__m256i)t1);
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256i t43 = _mm256_blendv_epi8(t42, t41, t40);
        __m256i t44 = _mm256_blendv_epi8(t41, t42, t40);
        int t45 = ((vcc_v8_int)t16)[0];
        if (t25 & (t45 <= 2147483640)) {
            unsigned int *t46 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t45 * 4UL);
            if (_mm256_movemask_epi8(t3) == -1) {
                _mm256_storeu_si256((__m256i *)t46, t43);
            } else {
                _mm256_maskstore_epi32((int *)t46, t3, t43);
            }
        } else {
            vcc_avx2_scatter_epi32(a, t16, t43, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
        }
        int t47 = ((vcc_v8_int)t18)[0];
        if (t32 & (t47 <= 2147483640)) {
            unsigned int *t48 = (unsigned int *)((unsigned long)a + (unsigned long)(long)t47 * 4UL);
            if (_mm256_movemask_epi8(t3) == -1) {
                _mm256_storeu_si256((__m256i *)t48, t44);
            } else {
                _mm256_maskstore_epi32((int *)t48, t3, t44);
            }
        } else {
            vcc_avx2_scatter_epi32(a, t18, t44, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
        }
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

/* vcc: function at memory.c:65 vector variant _ZGVdN8uvv_put_half of `put_half`: VL 8, unmasked, out uniform, where vector, v vector */
__attribute__((target("avx2"))) void _ZGVdN8uvv_put_half(float *out, __m256i where, __m256 v) {
    __m256 t1 = _mm256_set1_ps(0.5f);
    __m256 t2 = _mm256_mul_ps(v, t1);
    vcc_avx2_scatter_ps(out, where, t2, 0xff);
}

/* vcc: function at memory.c:65 vector variant _ZGVdM8uvv_put_half of `put_half`: VL 8, masked, out uniform, where vector, v vector */
__attribute__((target("avx2"))) void _ZGVdM8uvv_put_half(float *out, __m256i where, __m256 v, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.5f);
    __m256 t3 = _mm256_mul_ps(v, t2);
    vcc_avx2_scatter_ps(out, where, t3, _mm256_movemask_ps(_mm256_castsi256_ps(t1)));
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
