/* vcc: vector types and helpers */
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))
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
   are tested at run time and read/written with one vector access when consecutive, else
   gathered and stored per lane. Every array is malloc'd exactly as long as the scalar code
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

__attribute__((target("avx2"))) void _ZGVdN8uul_pairs(const float *in, float *out, int i) {
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    t1 = in + 2 * i;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    t6 = _mm256_sub_ps(t4, t5);
    _mm256_storeu_ps(out + i, t6);
}

/* The odd member is loaded first, and the group starts one element into `in`. */
/* #pragma omp declare simd uniform(in, out) linear(i) notinbranch */
void pairs_late(const float *in, float *out, int i) {
    float b = in[2 * i + 2], a = in[2 * i + 1];
    out[i] = a * 2.0f + b;
}

__attribute__((target("avx2"))) void _ZGVdN8uul_pairs_late(const float *in, float *out, int i) {
    const float *t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    t1 = in + (2 * i + 2) + -1;
    t2 = _mm256_loadu_ps(t1);
    t3 = _mm256_loadu_ps(t1 + 8);
    t4 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0x88)), 0xd8));
    t5 = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(t2, t3, 0xdd)), 0xd8));
    t6 = _mm256_set1_ps(2.0f);
    t7 = _mm256_mul_ps(t4, t6);
    t8 = _mm256_add_ps(t7, t5);
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

__attribute__((target("avx2"))) void _ZGVdN8ul_pairs_store(int *in, int i) {
    int t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    t1 = 2 * i;
    t2 = _mm256_set1_epi32((int)t1);
    t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
    t4 = _mm256_i32gather_epi32((const int *)in, t3, 4);
    t5 = _mm256_set1_epi32((int)1);
    t6 = _mm256_add_epi32(t4, t5);
    t7 = _mm256_set1_epi32((int)(t1 + 1));
    t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
    vcc_avx2_scatter_epi32(in, t8, t6, 0xff);
    t9 = _mm256_i32gather_epi32((const int *)in, t8, 4);
    t10 = _mm256_mullo_epi32(t4, t9);
    vcc_avx2_scatter_epi32(in, t3, t10, 0xff);
}

/* Only the masked variant: inactive lanes' elements must not be read (no group). */
/* #pragma omp declare simd uniform(in, out) linear(i) inbranch */
void pairs_masked(const int *in, int *out, int i) {
    out[i] = in[2 * i] + 3 * in[2 * i + 1];
}

__attribute__((target("avx2"))) void _ZGVdM8uul_pairs_masked(const int *in, int *out, int i, __m256i mask) {
    __m256i t1;
    int t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = 2 * i;
    t3 = _mm256_set1_epi32((int)t2);
    t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
    t5 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)in, t4, t1, 4);
    t6 = _mm256_set1_epi32((int)(t2 + 1));
    t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14));
    t8 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)in, t7, t1, 4);
    t9 = _mm256_set1_epi32((int)3);
    t10 = t9;
    t11 = t8;
    t12 = _mm256_mullo_epi32(t10, t11);
    t13 = t12;
    t14 = t5;
    t15 = t13;
    t16 = _mm256_add_epi32(t14, t15);
    t17 = t16;
    _mm256_maskstore_epi32((int *)(out + i), t1, t17);
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

__attribute__((target("avx2"))) void _ZGVdN8uuul_compare_swap(unsigned int *a, int stage, int pass, int id) {
    __m256i t1;
    __m256i t2;
    int t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    int t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    int t21;
    int t22;
    int t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    t3 = stage - pass;
    t4 = 1 << t3;
    t5 = _mm256_set1_epi32((int)id);
    t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t7 = _mm256_set1_epi32((int)(t4 - 1));
    t8 = _mm256_and_si256(t6, t7);
    t9 = _mm256_set1_epi32((int)t3);
    t10 = _mm256_srav_epi32(t6, t9);
    t11 = _mm256_set1_epi32((int)(t3 + 1));
    t12 = _mm256_sllv_epi32(t10, t11);
    t13 = _mm256_add_epi32(t8, t12);
    t14 = _mm256_set1_epi32((int)t4);
    t15 = _mm256_add_epi32(t13, t14);
    t16 = ((vcc_v8_int)t13)[0];
    t17 = _mm256_set1_epi32((int)t16);
    t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t19 = _mm256_cmpeq_epi32(t13, t18);
    t20 = (_mm256_movemask_epi8(t19) == -1);
    t21 = t20 & (t16 <= 2147483640);
    if (t21) {
        t1 = _mm256_loadu_si256((const __m256i *)(a + t16));
    } else {
        t1 = _mm256_i32gather_epi32((const int *)a, t13, 4);
    }
    t22 = ((vcc_v8_int)t15)[0];
    t23 = t20 & (t22 <= 2147483640);
    if (t23) {
        t2 = _mm256_loadu_si256((const __m256i *)(a + t22));
    } else {
        t2 = _mm256_i32gather_epi32((const int *)a, t15, 4);
    }
    t24 = _mm256_set1_epi32((int)stage);
    t25 = _mm256_srav_epi32(t6, t24);
    t26 = _mm256_set1_epi32((int)1);
    t27 = _mm256_and_si256(t25, t26);
    t28 = _mm256_set1_epi32((int)0);
    t29 = _mm256_cmpeq_epi32(t27, t28);
    t30 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t2), vcc_avx2_flip_epi32(t1));
    t31 = _mm256_blendv_epi8(t2, t1, t30);
    t32 = _mm256_blendv_epi8(t1, t2, t30);
    t33 = _mm256_blendv_epi8(t32, t31, t29);
    t34 = _mm256_blendv_epi8(t31, t32, t29);
    if (t21) {
        _mm256_storeu_si256((__m256i *)(a + t16), t33);
    } else {
        vcc_avx2_scatter_epi32(a, t13, t33, 0xff);
    }
    if (t23) {
        _mm256_storeu_si256((__m256i *)(a + t22), t34);
    } else {
        vcc_avx2_scatter_epi32(a, t15, t34, 0xff);
    }
}

__attribute__((target("avx2"))) void _ZGVdM8uuul_compare_swap(unsigned int *a, int stage, int pass, int id, __m256i mask) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    int t4;
    int t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int t34;
    int t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    unsigned int *t56;
    int t57;
    unsigned int *t58;
    t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t4 = stage - pass;
    t5 = 1 << t4;
    t6 = _mm256_set1_epi32((int)id);
    t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t8 = _mm256_set1_epi32((int)(t5 - 1));
    t9 = _mm256_and_si256(t7, t8);
    t10 = _mm256_set1_epi32((int)id);
    t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t12 = _mm256_set1_epi32((int)t4);
    t13 = _mm256_srav_epi32(t11, t12);
    t14 = _mm256_set1_epi32((int)(t4 + 1));
    t15 = t13;
    t16 = t14;
    t17 = _mm256_sllv_epi32(t15, t16);
    t18 = t17;
    t19 = t9;
    t20 = t18;
    t21 = _mm256_add_epi32(t19, t20);
    t22 = t21;
    t23 = _mm256_set1_epi32((int)t5);
    t24 = t22;
    t25 = t23;
    t26 = _mm256_add_epi32(t24, t25);
    t27 = t26;
    t28 = ((vcc_v8_int)t22)[0];
    t29 = _mm256_set1_epi32((int)t28);
    t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t31 = _mm256_cmpeq_epi32(t22, t30);
    t32 = (__m256i)~(vcc_m8)t3;
    t33 = _mm256_or_si256(t31, t32);
    t34 = (_mm256_movemask_epi8(t33) == -1);
    if (t34 & (t28 <= 2147483640)) {
        t1 = _mm256_maskload_epi32((const int *)(a + t28), t3);
    } else {
        t1 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)a, t22, t3, 4);
    }
    t35 = ((vcc_v8_int)t27)[0];
    t36 = _mm256_set1_epi32((int)t35);
    t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t38 = _mm256_cmpeq_epi32(t27, t37);
    t39 = (__m256i)~(vcc_m8)t3;
    t40 = _mm256_or_si256(t38, t39);
    t41 = (_mm256_movemask_epi8(t40) == -1);
    if (t41 & (t35 <= 2147483640)) {
        t2 = _mm256_maskload_epi32((const int *)(a + t35), t3);
    } else {
        t2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)a, t27, t3, 4);
    }
    t42 = _mm256_set1_epi32((int)id);
    t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t44 = _mm256_set1_epi32((int)stage);
    t45 = _mm256_srav_epi32(t43, t44);
    t46 = _mm256_set1_epi32((int)1);
    t47 = _mm256_and_si256(t45, t46);
    t48 = _mm256_set1_epi32((int)0);
    t49 = _mm256_cmpeq_epi32(t47, t48);
    t50 = _mm256_cmpgt_epi32(vcc_avx2_flip_epi32(t2), vcc_avx2_flip_epi32(t1));
    t51 = _mm256_blendv_epi8(t2, t1, t50);
    t52 = _mm256_blendv_epi8(t1, t2, t50);
    if ((_mm256_movemask_epi8(t3) != 0)) {
        t53 = _mm256_blendv_epi8(t52, t51, t49);
        t54 = _mm256_blendv_epi8(t51, t52, t49);
        t55 = ((vcc_v8_int)t22)[0];
        if (t34 & (t55 <= 2147483640)) {
            t56 = a + t55;
            if ((_mm256_movemask_epi8(t3) == -1)) {
                _mm256_storeu_si256((__m256i *)t56, t53);
            } else {
                _mm256_maskstore_epi32((int *)t56, t3, t53);
            }
        } else {
            vcc_avx2_scatter_epi32(a, t22, t53, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
        }
        t57 = ((vcc_v8_int)t27)[0];
        if (t41 & (t57 <= 2147483640)) {
            t58 = a + t57;
            if ((_mm256_movemask_epi8(t3) == -1)) {
                _mm256_storeu_si256((__m256i *)t58, t54);
            } else {
                _mm256_maskstore_epi32((int *)t58, t3, t54);
            }
        } else {
            vcc_avx2_scatter_epi32(a, t27, t54, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
        }
    }
}

/* Stores through a varying index (scatters, in lane order: of two lanes with one index, the
   later one's value stays), unmasked and masked. */
/* #pragma omp declare simd uniform(out) */
void put_half(float *out, int where, float v) {
    out[where] = v * 0.5f;
}

__attribute__((target("avx2"))) void _ZGVdN8uvv_put_half(float *out, __m256i where, __m256 v) {
    __m256 t1;
    __m256 t2;
    t1 = _mm256_set1_ps(0.5f);
    t2 = _mm256_mul_ps(v, t1);
    vcc_avx2_scatter_ps(out, where, t2, 0xff);
}

__attribute__((target("avx2"))) void _ZGVdM8uvv_put_half(float *out, __m256i where, __m256 v, __m256i mask) {
    __m256i t1;
    __m256 t2;
    __m256 t3;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.5f);
    t3 = _mm256_mul_ps(v, t2);
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
