/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)

__attribute__((target("avx2"))) void _ZGVdN8ulu_clip(float *p, int i, float lo);
__attribute__((target("avx2"))) void _ZGVdM8ulu_clip(float *p, int i, float lo, __m256i mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v);
/* Stores under masks: only the lanes whose condition holds write (consecutive: a masked vector
   store; through a varying index: a masked scatter); the arrays are exactly as long as the
   scalar code needs. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 3 */

/* #pragma omp declare simd uniform(p, lo) linear(i) */
void clip(float *p, int i, float lo) {
    if (p[i] < lo)
        p[i] = lo;
}

/* vcc: function at stores.c:10 vector variant _ZGVdN8ulu_clip of `clip`: VL 8, unmasked, p uniform, i linear step 1, lo uniform */
__attribute__((target("avx2"))) void _ZGVdN8ulu_clip(float *p, int i, float lo) {
    long t1 = (long)i;
    __m256 t2 = _mm256_loadu_ps(p + t1);
    __m256 t3 = _mm256_set1_ps(lo);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(t2, t3, _CMP_LT_OQ));
    _mm256_maskstore_ps((float *)((unsigned long)p + (unsigned long)t1 * 4UL), t4, t3);
}

/* vcc: function at stores.c:10 vector variant _ZGVdM8ulu_clip of `clip`: VL 8, masked, p uniform, i linear step 1, lo uniform */
__attribute__((target("avx2"))) void _ZGVdM8ulu_clip(float *p, int i, float lo, __m256i mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    long t2 = (long)i;
    __m256 t3 = _mm256_maskload_ps((float *)((unsigned long)p + (unsigned long)t2 * 4UL), t1);
    __m256 t4 = _mm256_set1_ps(lo);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(t3, t4, _CMP_LT_OQ));
    __m256i t6 = _mm256_and_si256(t1, t5);
    __m256 t7 = _mm256_set1_ps(lo);
    _mm256_maskstore_ps((float *)((unsigned long)p + (unsigned long)t2 * 4UL), t6, t7);
}

/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

/* vcc: function at stores.c:16 vector variant _ZGVdN8uvv_put of `put`: VL 8, unmasked, out uniform, where vector, v vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uvv_put(int *out, __m256i where, __m256i v) {
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_cmpgt_epi32(v, t2);
    __m256i t4 = _mm256_set1_epi32(0);
    vcc_v8_int t1 = (vcc_v8_int)({ (void)t4; _mm256_and_si256(t3, (__m256i)(vcc_v8_int){0}); });
    if ((_mm256_movemask_epi8(t3) != 0)) {
        if (_mm256_movemask_epi8(t3) == -1) {
            vcc_avx2_scatter_epi32(out, where, v, 0xff);
            __m256i t5 = _mm256_set1_epi32(1);
            t1 = (vcc_v8_int)t5;
        } else {
            vcc_avx2_scatter_epi32(out, where, v, _mm256_movemask_ps(_mm256_castsi256_ps(t3)));
            __m256i t6 = _mm256_set1_epi32(1);
            __m256i t7 = _mm256_blendv_epi8((__m256i)t1, t6, t3);
            t1 = (vcc_v8_int)t7;
        }
    }
    return (__m256i)t1;
}

void _ZGVdN8ulu_clip(float *, int, float);
/* No varying parameter: the characteristic type is int, and so is the mask. */
void _ZGVdM8ulu_clip(float *, int, float, v8i);
v8i _ZGVdN8uvv_put(int *, v8i, v8i);

int main(void) {
    float *p = malloc(16 * sizeof(float));
    for (int k = 0; k < 16; k++)
        p[k] = (k * 37 % 11) - 5.0f;
    _ZGVdN8ulu_clip(p, 0, 0.5f);
    int m[8] = {1, 1, 1, 0, 0, 1, 0, 1};
    _ZGVdM8ulu_clip(p, 8, -1.0f, TO_VEC(v8i, m));
    for (int k = 0; k < 16; k++)
        printf("%g ", p[k]);
    printf("\n");
    int *out = malloc(12 * sizeof(int));
    for (int k = 0; k < 12; k++)
        out[k] = -1;
    int where[8] = {11, 0, 3, 5, 7, 2, 9, 4}, v[8] = {5, -2, 8, 0, 13, 21, -34, 55}, r[8];
    FROM_VEC(r, _ZGVdN8uvv_put(out, TO_VEC(v8i, where), TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("\n");
    for (int k = 0; k < 12; k++)
        printf("%d ", out[k]);
    printf("\n");
    free(p);
    free(out);
    return 0;
}
