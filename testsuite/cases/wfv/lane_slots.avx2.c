/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)

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
    long t1;
    int x_1;
    long t2;
    long t3;
    int k;
    int k_1;
    int *t4;
    int r;
    long t5;
    vcc_v2_int t6;
    vcc_v2_int t7;
    int t8;
    vcc_v2_int t9;
    vcc_v2_int t10;
    int c;
    if (4L >= 4L) {
        t3 = 4L & -4L;
        t1 = 0L;
        do {
            _mm_storeu_si128((__m128i *)&cnt[(int)((long)0 + t1)], _mm_set1_epi32((int)0));
            t1 += 4L;
        } while (t1 < t3);
        k = (int)((long)0 + t3);
    } else {
        k = 0;
    }
    for (; k < 4; k++) {
        cnt[k] = 0;
    }
    x_1 = x;
    for (k_1 = 0; k_1 < n; k_1++) {
        t4 = &cnt[x_1 & 3];
        *t4 = *t4 + 1;
        x_1 = x_1 / 4 + k_1;
    }
    for (r = 0; r < 2; r++) {
        if (3L >= 2L) {
            t5 = 3L & -2L;
            t6 = (vcc_v2_int){r, r};
            t7 = t6 + (vcc_v2_int){1, 1};
            t2 = 0L;
            do {
                t8 = (int)((long)0 + t2);
                t9 = vcc_load(vcc_v2_int, &cnt[r + t8]);
                t10 = t9 * t7;
                vcc_store(&grid[r][t8], t10);
                t2 += 2L;
            } while (t2 < t5);
            c = (int)((long)0 + t5);
        } else {
            c = 0;
        }
        for (; c < 3; c++) {
            grid[r][c] = cnt[r + c] * (r + 1);
        }
    }
    return cnt[0] + 2 * cnt[1] + 3 * cnt[2] + 5 * cnt[3] + 7 * grid[x_1 & 1][(x_1 >> 1) % 3];
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_digits(__m256i x, int n) {
    int cnt[32] __attribute__((aligned(32)));
    int grid[48] __attribute__((aligned(32)));
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    int t6;
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
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
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
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    t2 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 0L * 8L), t2);
    t3 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 1L * 8L), t3);
    t4 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 2L * 8L), t4);
    t5 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(cnt + 3L * 8L), t5);
    t6 = 0;
    t1 = x;
    while (t6 < n) {
        t7 = _mm256_set1_epi32((int)3);
        t8 = _mm256_and_si256(t1, t7);
        t9 = _mm256_set1_epi32((int)8);
        t10 = _mm256_mullo_epi32(t8, t9);
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t12 = _mm256_i32gather_epi32((const int *)cnt, t11, 4);
        t13 = _mm256_set1_epi32((int)1);
        t14 = _mm256_add_epi32(t12, t13);
        t15 = _mm256_set1_epi32((int)8);
        t16 = _mm256_mullo_epi32(t8, t15);
        t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        vcc_avx2_scatter_epi32(cnt, t17, t14, 0xff);
        t18 = _mm256_set1_epi32((int)4);
        t19 = (__m256i)((vcc_v8_int)t1 / (vcc_v8_int)t18);
        t20 = _mm256_set1_epi32((int)t6);
        t1 = _mm256_add_epi32(t19, t20);
        t6++;
    }
    t21 = _mm256_load_si256((const __m256i *)(cnt + 0L * 8L));
    t22 = _mm256_set1_epi32((int)1);
    t23 = _mm256_mullo_epi32(t21, t22);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 0L) * 8L), t23);
    t24 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t25 = _mm256_set1_epi32((int)1);
    t26 = _mm256_mullo_epi32(t24, t25);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 1L) * 8L), t26);
    t27 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t28 = _mm256_set1_epi32((int)1);
    t29 = _mm256_mullo_epi32(t27, t28);
    _mm256_store_si256((__m256i *)(grid + (0L * 3L + 2L) * 8L), t29);
    t30 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t31 = _mm256_set1_epi32((int)2);
    t32 = _mm256_mullo_epi32(t30, t31);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 0L) * 8L), t32);
    t33 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t34 = _mm256_set1_epi32((int)2);
    t35 = _mm256_mullo_epi32(t33, t34);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 1L) * 8L), t35);
    t36 = _mm256_load_si256((const __m256i *)(cnt + 3L * 8L));
    t37 = _mm256_set1_epi32((int)2);
    t38 = _mm256_mullo_epi32(t36, t37);
    _mm256_store_si256((__m256i *)(grid + (1L * 3L + 2L) * 8L), t38);
    t39 = _mm256_load_si256((const __m256i *)(cnt + 0L * 8L));
    t40 = _mm256_load_si256((const __m256i *)(cnt + 1L * 8L));
    t41 = _mm256_set1_epi32((int)2);
    t42 = _mm256_mullo_epi32(t41, t40);
    t43 = _mm256_add_epi32(t39, t42);
    t44 = _mm256_load_si256((const __m256i *)(cnt + 2L * 8L));
    t45 = _mm256_set1_epi32((int)3);
    t46 = _mm256_mullo_epi32(t45, t44);
    t47 = _mm256_add_epi32(t43, t46);
    t48 = _mm256_load_si256((const __m256i *)(cnt + 3L * 8L));
    t49 = _mm256_set1_epi32((int)5);
    t50 = _mm256_mullo_epi32(t49, t48);
    t51 = _mm256_add_epi32(t47, t50);
    t52 = _mm256_set1_epi32((int)1);
    t53 = _mm256_and_si256(t1, t52);
    t54 = _mm256_set1_epi32((int)1);
    t55 = _mm256_srav_epi32(t1, t54);
    t56 = _mm256_set1_epi32((int)3);
    t57 = (__m256i)((vcc_v8_int)t55 % (vcc_v8_int)t56);
    t58 = _mm256_set1_epi32((int)3);
    t59 = _mm256_mullo_epi32(t53, t58);
    t60 = _mm256_add_epi32(t59, t57);
    t61 = _mm256_set1_epi32((int)8);
    t62 = _mm256_mullo_epi32(t60, t61);
    t63 = _mm256_add_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    t64 = _mm256_i32gather_epi32((const int *)grid, t63, 4);
    t65 = _mm256_set1_epi32((int)7);
    t66 = _mm256_mullo_epi32(t65, t64);
    t67 = _mm256_add_epi32(t51, t66);
    return t67;
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

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_smooth(__m256 x, int s) {
    float w[24] __attribute__((aligned(32)));
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256i t5;
    __m256 t6;
    __m256 t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    _mm256_store_ps(w + 0L * 8L, x);
    t1 = _mm256_set1_ps(0.5f);
    t2 = _mm256_mul_ps(x, t1);
    _mm256_store_ps(w + 1L * 8L, t2);
    t3 = _mm256_set1_ps(1.0f);
    _mm256_store_ps(w + 2L * 8L, t3);
    t4 = _mm256_set1_ps(2.0f);
    t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    t6 = _mm256_mul_ps(x, x);
    _mm256_maskstore_ps(w + (long)s * 8L, t5, t6);
    t7 = _mm256_set1_ps(5.0f);
    t8 = _mm256_castps_si256(_mm256_cmp_ps(x, t7, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t8) != 0)) {
        if ((_mm256_movemask_epi8(t8) == -1)) {
            t9 = _mm256_cvttps_epi32(x);
            t10 = _mm256_set1_epi32((int)1);
            t11 = _mm256_and_si256(t9, t10);
            t12 = _mm256_set1_epi32((int)8);
            t13 = _mm256_mullo_epi32(t11, t12);
            t14 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t15 = _mm256_i32gather_ps(w, t14, 4);
            t16 = _mm256_set1_ps(1.0f);
            t17 = _mm256_add_ps(t15, t16);
            t18 = _mm256_set1_epi32((int)8);
            t19 = _mm256_mullo_epi32(t11, t18);
            t20 = _mm256_add_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t20, t17, 0xff);
        } else {
            t21 = _mm256_cvttps_epi32(x);
            t22 = _mm256_set1_epi32((int)1);
            t23 = _mm256_and_si256(t21, t22);
            t24 = _mm256_set1_epi32((int)8);
            t25 = _mm256_mullo_epi32(t23, t24);
            t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t27 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t26, _mm256_castsi256_ps(t8), 4);
            t28 = _mm256_set1_ps(1.0f);
            t29 = _mm256_add_ps(t27, t28);
            t30 = _mm256_set1_epi32((int)8);
            t31 = _mm256_mullo_epi32(t23, t30);
            t32 = _mm256_add_epi32(t31, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t32, t29, _mm256_movemask_ps(_mm256_castsi256_ps(t8)));
        }
    }
    t33 = _mm256_load_ps(w + 0L * 8L);
    t34 = _mm256_load_ps(w + 1L * 8L);
    t35 = _mm256_load_ps(w + 2L * 8L);
    t36 = _mm256_mul_ps(t34, t35);
    t37 = _mm256_add_ps(t33, t36);
    t38 = _mm256_add_ps(t37, t35);
    return t38;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_smooth(__m256 x, int s, __m256 mask) {
    float w[24] __attribute__((aligned(32)));
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    __m256i t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256 t19;
    __m256 t20;
    __m256 t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    t2 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    _mm256_maskstore_ps(w + 0L * 8L, t2, x);
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_mul_ps(x, t3);
    _mm256_maskstore_ps(w + 1L * 8L, t2, t4);
    t5 = _mm256_set1_ps(1.0f);
    _mm256_maskstore_ps(w + 2L * 8L, t2, t5);
    t6 = _mm256_set1_ps(2.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    t8 = _mm256_and_si256(t2, t7);
    t9 = _mm256_mul_ps(x, x);
    _mm256_maskstore_ps(w + (long)s * 8L, t8, t9);
    t10 = _mm256_set1_ps(5.0f);
    t11 = _mm256_castps_si256(_mm256_cmp_ps(x, t10, _CMP_LT_OQ));
    t12 = _mm256_and_si256(t2, t11);
    if ((_mm256_movemask_epi8(t12) != 0)) {
        if ((_mm256_movemask_epi8(t12) == -1)) {
            t13 = _mm256_cvttps_epi32(x);
            t14 = _mm256_set1_epi32((int)1);
            t15 = _mm256_and_si256(t13, t14);
            t16 = _mm256_set1_epi32((int)8);
            t17 = _mm256_mullo_epi32(t15, t16);
            t18 = _mm256_add_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t19 = _mm256_i32gather_ps(w, t18, 4);
            t20 = _mm256_set1_ps(1.0f);
            t21 = _mm256_add_ps(t19, t20);
            t22 = _mm256_set1_epi32((int)8);
            t23 = _mm256_mullo_epi32(t15, t22);
            t24 = _mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t24, t21, 0xff);
        } else {
            t25 = _mm256_cvttps_epi32(x);
            t26 = _mm256_set1_epi32((int)1);
            t27 = _mm256_and_si256(t25, t26);
            t28 = _mm256_set1_epi32((int)8);
            t29 = _mm256_mullo_epi32(t27, t28);
            t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t31 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t30, _mm256_castsi256_ps(t12), 4);
            t32 = _mm256_set1_ps(1.0f);
            t33 = _mm256_add_ps(t31, t32);
            t34 = _mm256_set1_epi32((int)8);
            t35 = _mm256_mullo_epi32(t27, t34);
            t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            vcc_avx2_scatter_ps(w, t36, t33, _mm256_movemask_ps(_mm256_castsi256_ps(t12)));
        }
    }
    if ((_mm256_movemask_epi8(t2) != 0)) {
        t37 = _mm256_maskload_ps(w + 0L * 8L, t2);
        t38 = _mm256_maskload_ps(w + 1L * 8L, t2);
        t39 = _mm256_maskload_ps(w + 2L * 8L, t2);
        t40 = _mm256_mul_ps(t38, t39);
        t41 = _mm256_add_ps(t37, t40);
        t42 = _mm256_add_ps(t41, t39);
        t1 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t42, _mm256_castsi256_ps(t2));
    } else {
        t1 = (__m256)(vcc_v8_float){0};
    }
    return t1;
}

/* #pragma omp declare simd */
__attribute__((target("avx2"))) int walk(int x) {
    int t[4];
    __m128i t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    int k;
    int x_1;
    int *t7;
    int t8;
    int t9;
    if (4L >= 4L) {
        t3 = 4L & -4L;
        t4 = _mm_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
        t2 = 0L;
        do {
            t6 = t1;
            _mm_storeu_si128((__m128i *)&t[(int)((long)0 + t2)], t6);
            t2 += 4L;
            t1 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
        } while (t2 < t3);
        k = (int)((long)0 + t3);
    } else {
        k = 0;
    }
    for (;; k++) {
        if (k >= 4) {
            x_1 = x;
            break;
        }
        t[k] = k;
    }
    for (; x_1 > 1; x_1 /= 2) {
        t7 = &t[x_1 & 3];
        *t7 = *t7 + x_1;
        if (*t7 > 5000) {
            break;
        }
    }
    t8 = t[0] + 3 * t[1];
    if (x_1 > 7) {
        t9 = t[2];
    } else {
        t9 = t[3];
    }
    return t8 + 5 * t9 + 7 * t[3];
}

__attribute__((target("avx2"))) __m256i _ZGVdN8v_walk(__m256i x) {
    int t[32] __attribute__((aligned(32)));
    __m256i t1;
    __m256i t2;
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
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
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
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t5 = _mm256_set1_epi32((int)0);
    _mm256_store_si256((__m256i *)(t + 0L * 8L), t5);
    t6 = _mm256_set1_epi32((int)1);
    _mm256_store_si256((__m256i *)(t + 1L * 8L), t6);
    t7 = _mm256_set1_epi32((int)2);
    _mm256_store_si256((__m256i *)(t + 2L * 8L), t7);
    t8 = _mm256_set1_epi32((int)3);
    _mm256_store_si256((__m256i *)(t + 3L * 8L), t8);
    t9 = x;
    t4 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t10 = _mm256_set1_epi32((int)1);
        t11 = _mm256_cmpgt_epi32(t9, t10);
        t12 = _mm256_and_si256(t1, t11);
        if ((_mm256_movemask_epi8(t12) != 0)) {
            if ((_mm256_movemask_epi8(t12) == -1)) {
                t13 = _mm256_set1_epi32((int)3);
                t14 = _mm256_and_si256(t9, t13);
                t15 = _mm256_set1_epi32((int)8);
                t16 = _mm256_mullo_epi32(t14, t15);
                t17 = _mm256_add_epi32(t16, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t18 = _mm256_i32gather_epi32((const int *)t, t17, 4);
                t19 = _mm256_add_epi32(t18, t9);
                t20 = _mm256_set1_epi32((int)8);
                t21 = _mm256_mullo_epi32(t14, t20);
                t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t22, t19, 0xff);
                t23 = _mm256_set1_epi32((int)8);
                t24 = _mm256_mullo_epi32(t14, t23);
                t25 = _mm256_add_epi32(t24, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t26 = _mm256_i32gather_epi32((const int *)t, t25, 4);
                t27 = _mm256_set1_epi32((int)5000);
                t28 = _mm256_cmpgt_epi32(t26, t27);
                t2 = (__m256i)~(vcc_m8)t28;
            } else {
                t29 = _mm256_set1_epi32((int)3);
                t30 = _mm256_and_si256(t9, t29);
                t31 = _mm256_set1_epi32((int)8);
                t32 = _mm256_mullo_epi32(t30, t31);
                t33 = _mm256_add_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t34 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t33, t12, 4);
                t35 = t34;
                t36 = t9;
                t37 = _mm256_add_epi32(t35, t36);
                t38 = t37;
                t39 = _mm256_set1_epi32((int)8);
                t40 = _mm256_mullo_epi32(t30, t39);
                t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t41, t38, _mm256_movemask_ps(_mm256_castsi256_ps(t12)));
                t42 = _mm256_set1_epi32((int)8);
                t43 = _mm256_mullo_epi32(t30, t42);
                t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t45 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t44, t12, 4);
                t46 = _mm256_set1_epi32((int)5000);
                t47 = _mm256_cmpgt_epi32(t45, t46);
                t48 = (__m256i)~(vcc_m8)t47;
                t2 = _mm256_and_si256(t12, t48);
            }
        } else {
            t2 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t2) != 0)) {
            t49 = _mm256_set1_epi32((int)2);
            t50 = _mm256_set1_epi32((int)1);
            t51 = _mm256_blendv_epi8(t50, t49, t2);
            t3 = (__m256i)((vcc_v8_int)t9 / (vcc_v8_int)t51);
            t52 = t2;
        } else {
            t3 = (__m256i)(vcc_v8_int){0};
            t52 = (__m256i)(vcc_m8){0};
        }
        t4 = _mm256_blendv_epi8(t4, t9, t1);
        if (!(_mm256_movemask_epi8(t52) != 0)) {
            t53 = _mm256_load_si256((const __m256i *)(t + 0L * 8L));
            t54 = _mm256_load_si256((const __m256i *)(t + 1L * 8L));
            t55 = _mm256_set1_epi32((int)3);
            t56 = _mm256_mullo_epi32(t55, t54);
            t57 = _mm256_add_epi32(t53, t56);
            t58 = _mm256_set1_epi32((int)7);
            t59 = _mm256_cmpgt_epi32(t4, t58);
            t60 = (__m256i)~(vcc_m8)t59;
            t61 = _mm256_maskload_epi32((const int *)(t + 3L * 8L), t60);
            t62 = _mm256_maskload_epi32((const int *)(t + 2L * 8L), t59);
            t63 = _mm256_blendv_epi8(t61, t62, t59);
            t64 = _mm256_set1_epi32((int)5);
            t65 = _mm256_mullo_epi32(t64, t63);
            t66 = _mm256_add_epi32(t57, t65);
            t67 = _mm256_load_si256((const __m256i *)(t + 3L * 8L));
            t68 = _mm256_set1_epi32((int)7);
            t69 = _mm256_mullo_epi32(t68, t67);
            t70 = _mm256_add_epi32(t66, t69);
            return t70;
        }
        t1 = t52;
        t9 = t3;
    }
}

__attribute__((target("avx2"))) __m256i _ZGVdM8v_walk(__m256i x, __m256i mask) {
    int t[32] __attribute__((aligned(32)));
    __m256i t1;
    __m256i t2;
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
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
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
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    int t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    t8 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    t9 = _mm256_set1_epi32((int)0);
    _mm256_maskstore_epi32((int *)(t + 0L * 8L), t8, t9);
    t10 = _mm256_set1_epi32((int)1);
    _mm256_maskstore_epi32((int *)(t + 1L * 8L), t8, t10);
    t11 = _mm256_set1_epi32((int)2);
    _mm256_maskstore_epi32((int *)(t + 2L * 8L), t8, t11);
    t12 = _mm256_set1_epi32((int)3);
    _mm256_maskstore_epi32((int *)(t + 3L * 8L), t8, t12);
    t13 = t8;
    t14 = x;
    t3 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t15 = _mm256_set1_epi32((int)1);
        t16 = _mm256_cmpgt_epi32(t14, t15);
        t17 = _mm256_and_si256(t13, t16);
        if ((_mm256_movemask_epi8(t17) != 0)) {
            if ((_mm256_movemask_epi8(t17) == -1)) {
                t18 = _mm256_set1_epi32((int)3);
                t19 = _mm256_and_si256(t14, t18);
                t20 = _mm256_set1_epi32((int)8);
                t21 = _mm256_mullo_epi32(t19, t20);
                t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t23 = _mm256_i32gather_epi32((const int *)t, t22, 4);
                t24 = _mm256_add_epi32(t23, t14);
                t25 = _mm256_set1_epi32((int)8);
                t26 = _mm256_mullo_epi32(t19, t25);
                t27 = _mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t27, t24, 0xff);
                t28 = _mm256_set1_epi32((int)8);
                t29 = _mm256_mullo_epi32(t19, t28);
                t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t31 = _mm256_i32gather_epi32((const int *)t, t30, 4);
                t32 = _mm256_set1_epi32((int)5000);
                t33 = _mm256_cmpgt_epi32(t31, t32);
                t1 = (__m256i)~(vcc_m8)t33;
            } else {
                t34 = _mm256_set1_epi32((int)3);
                t35 = _mm256_and_si256(t14, t34);
                t36 = _mm256_set1_epi32((int)8);
                t37 = _mm256_mullo_epi32(t35, t36);
                t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t39 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t38, t17, 4);
                t40 = t39;
                t41 = t14;
                t42 = _mm256_add_epi32(t40, t41);
                t43 = t42;
                t44 = _mm256_set1_epi32((int)8);
                t45 = _mm256_mullo_epi32(t35, t44);
                t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                vcc_avx2_scatter_epi32(t, t46, t43, _mm256_movemask_ps(_mm256_castsi256_ps(t17)));
                t47 = _mm256_set1_epi32((int)8);
                t48 = _mm256_mullo_epi32(t35, t47);
                t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t50 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)t, t49, t17, 4);
                t51 = _mm256_set1_epi32((int)5000);
                t52 = _mm256_cmpgt_epi32(t50, t51);
                t53 = (__m256i)~(vcc_m8)t52;
                t1 = _mm256_and_si256(t17, t53);
            }
        } else {
            t1 = (__m256i)(vcc_m8){0};
        }
        if ((_mm256_movemask_epi8(t1) != 0)) {
            t54 = _mm256_set1_epi32((int)2);
            t55 = _mm256_set1_epi32((int)1);
            t56 = _mm256_blendv_epi8(t55, t54, t1);
            t2 = (__m256i)((vcc_v8_int)t14 / (vcc_v8_int)t56);
            t57 = t1;
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t57 = (__m256i)(vcc_m8){0};
        }
        t3 = _mm256_blendv_epi8(t3, t14, t13);
        if (!(_mm256_movemask_epi8(t57) != 0)) {
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t58 = _mm256_maskload_epi32((const int *)(t + 0L * 8L), t8);
                t59 = _mm256_maskload_epi32((const int *)(t + 1L * 8L), t8);
                t60 = _mm256_set1_epi32((int)3);
                t61 = t60;
                t62 = t59;
                t63 = _mm256_mullo_epi32(t61, t62);
                t64 = t63;
                t65 = t58;
                t66 = t64;
                t67 = _mm256_add_epi32(t65, t66);
                t4 = t67;
                t68 = _mm256_set1_epi32((int)7);
                t69 = _mm256_cmpgt_epi32(t3, t68);
                t5 = _mm256_and_si256(t8, t69);
                t70 = (__m256i)~(vcc_m8)t69;
                t6 = _mm256_and_si256(t8, t70);
                t71 = 5;
            } else {
                t4 = (__m256i)(vcc_v8_int){0};
                t71 = 0;
                t5 = (__m256i)(vcc_m8){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            t72 = _mm256_maskload_epi32((const int *)(t + 3L * 8L), t6);
            t73 = _mm256_maskload_epi32((const int *)(t + 2L * 8L), t5);
            if ((_mm256_movemask_epi8(t8) != 0)) {
                t74 = _mm256_blendv_epi8(t73, t72, t6);
                t75 = _mm256_set1_epi32((int)t71);
                t76 = t75;
                t77 = t74;
                t78 = _mm256_mullo_epi32(t76, t77);
                t79 = t78;
                t80 = t4;
                t81 = t79;
                t82 = _mm256_add_epi32(t80, t81);
                t83 = t82;
                t84 = _mm256_maskload_epi32((const int *)(t + 3L * 8L), t8);
                t85 = _mm256_set1_epi32((int)7);
                t86 = t85;
                t87 = t84;
                t88 = _mm256_mullo_epi32(t86, t87);
                t89 = t88;
                t90 = t83;
                t91 = t89;
                t92 = _mm256_add_epi32(t90, t91);
                t93 = t92;
                t7 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, t93, t8);
            } else {
                t7 = (__m256i)(vcc_v8_int){0};
            }
            return t7;
        }
        t13 = t57;
        t14 = t2;
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
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    int k;
    long t15;
    int t16;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_si256((const __m256i *)&xs[t3]);
            t5 = _ZGVdN8vu_digits(t4, n);
            _mm256_storeu_si256((__m256i *)&outi[t3], t5);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = _mm256_loadu_si256((const __m256i *)&xs[t6]);
            t8 = _ZGVdN8vu_digits(t7, n);
            _mm256_storeu_si256((__m256i *)&outi[t6], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm256_loadu_si256((const __m256i *)&xs[t9]);
            t11 = _ZGVdN8vu_digits(t10, n);
            _mm256_storeu_si256((__m256i *)&outi[t9], t11);
            t12 = (long)(int)((long)0 + (t1 + 24L));
            t13 = _mm256_loadu_si256((const __m256i *)&xs[t12]);
            t14 = _ZGVdN8vu_digits(t13, n);
            _mm256_storeu_si256((__m256i *)&outi[t12], t14);
            t1 += 32L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t15 = (long)k;
        t16 = xs[t15];
        outi[t15] = (_mm256_zeroupper(), digits(t16, n));
    }
}

__attribute__((target("avx2"))) void run_walk(void) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int k;
    long t31;
    int t32;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_si256((const __m256i *)&xs[t3]);
            t5 = (__m256i)((vcc_v8_int)t4 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t7 = _mm256_and_si256(t4, _mm256_set1_epi32((int)65535));
            t8 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t6);
            t9 = _ZGVdM8v_walk(t7, t8);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&outi + (unsigned long)t3 * 4UL), t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)&xs[t10]);
            t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t14 = _mm256_and_si256(t11, _mm256_set1_epi32((int)65535));
            t15 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t13);
            t16 = _ZGVdM8v_walk(t14, t15);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&outi + (unsigned long)t10 * 4UL), t13, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm256_loadu_si256((const __m256i *)&xs[t17]);
            t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t20 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t21 = _mm256_and_si256(t18, _mm256_set1_epi32((int)65535));
            t22 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t20);
            t23 = _ZGVdM8v_walk(t21, t22);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&outi + (unsigned long)t17 * 4UL), t20, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = _mm256_loadu_si256((const __m256i *)&xs[t24]);
            t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)5));
            t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t26, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t28 = _mm256_and_si256(t25, _mm256_set1_epi32((int)65535));
            t29 = _mm256_blendv_epi8((__m256i)(vcc_v8_int){0}, _mm256_set1_epi32((int)1), t27);
            t30 = _ZGVdM8v_walk(t28, t29);
            _mm256_maskstore_epi32((int *)(int *)((unsigned long)&outi + (unsigned long)t24 * 4UL), t27, t30);
            t1 += 32L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t31 = (long)k;
        t32 = xs[t31];
        if ((t32 % 5) != 0) {
            outi[t31] = (_mm256_zeroupper(), walk(t32 & 65535));
        }
    }
}

static __typeof__(fs) fs __attribute__((aligned(32)));
static __typeof__(outf) outf __attribute__((aligned(32)));
__attribute__((target("avx2"))) void run_smooth(int s) {
    long t1;
    long t2;
    long t3;
    __m256 t4;
    __m256 t5;
    long t6;
    __m256 t7;
    __m256 t8;
    long t9;
    __m256 t10;
    __m256 t11;
    long t12;
    __m256 t13;
    __m256 t14;
    int k;
    long t15;
    float t16;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_ps(&fs[t3]);
            t5 = _ZGVdN8vu_smooth(t4, s);
            _mm256_storeu_ps(&outf[t3], t5);
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = _mm256_loadu_ps(&fs[t6]);
            t8 = _ZGVdN8vu_smooth(t7, s);
            _mm256_storeu_ps(&outf[t6], t8);
            t9 = (long)(int)((long)0 + (t1 + 16L));
            t10 = _mm256_loadu_ps(&fs[t9]);
            t11 = _ZGVdN8vu_smooth(t10, s);
            _mm256_storeu_ps(&outf[t9], t11);
            t12 = (long)(int)((long)0 + (t1 + 24L));
            t13 = _mm256_loadu_ps(&fs[t12]);
            t14 = _ZGVdN8vu_smooth(t13, s);
            _mm256_storeu_ps(&outf[t12], t14);
            t1 += 32L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t15 = (long)k;
        t16 = fs[t15];
        outf[t15] = (_mm256_zeroupper(), smooth(t16, s));
    }
}

__attribute__((target("avx2"))) void run_smooth_masked(int s) {
    long t1;
    long t2;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    long t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    long t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    int k;
    long t31;
    float t32;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm256_loadu_si256((const __m256i *)&xs[t3]);
            t5 = (__m256i)((vcc_v8_int)t4 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t7 = _mm256_loadu_ps(&fs[t3]);
            t8 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t6));
            t9 = _ZGVdM8vu_smooth(t7, s, t8);
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)t3 * 4UL), t6, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_si256((const __m256i *)&xs[t10]);
            t12 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t13 = _mm256_xor_si256(_mm256_cmpeq_epi32(t12, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t14 = _mm256_loadu_ps(&fs[t10]);
            t15 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t13));
            t16 = _ZGVdM8vu_smooth(t14, s, t15);
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)t10 * 4UL), t13, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = _mm256_loadu_si256((const __m256i *)&xs[t17]);
            t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t20 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t21 = _mm256_loadu_ps(&fs[t17]);
            t22 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t20));
            t23 = _ZGVdM8vu_smooth(t21, s, t22);
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)t17 * 4UL), t20, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = _mm256_loadu_si256((const __m256i *)&xs[t24]);
            t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32((int)3));
            t27 = _mm256_xor_si256(_mm256_cmpeq_epi32(t26, _mm256_set1_epi32((int)0)), _mm256_set1_epi32(-1));
            t28 = _mm256_loadu_ps(&fs[t24]);
            t29 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, _mm256_set1_ps(1.0f), _mm256_castsi256_ps(t27));
            t30 = _ZGVdM8vu_smooth(t28, s, t29);
            _mm256_maskstore_ps((float *)((unsigned long)&outf + (unsigned long)t24 * 4UL), t27, t30);
            t1 += 32L;
        } while (t1 < t2);
        k = (int)((long)0 + t2);
    } else {
        k = 0;
    }
    for (; k < 4096; k++) {
        t31 = (long)k;
        if ((xs[t31] % 3) != 0) {
            t32 = fs[t31];
            outf[t31] = (_mm256_zeroupper(), smooth(t32, s));
        }
    }
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
