/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

void _ZGVbN4ulu_clip(float *p, int i, float lo);
void _ZGVbM4ulu_clip(float *p, int i, float lo, __m128i mask);
__m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v);
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

/* vcc: function at stores.c:10 vector variant _ZGVbN4ulu_clip of `clip`: VL 4, unmasked, p uniform, i linear step 1, lo uniform */
void _ZGVbN4ulu_clip(float *p, int i, float lo) {
    long t1 = (long)i;
    float *t2 = p + t1;
    __m128 t3 = _mm_loadu_ps(t2);
    __m128 t4 = _mm_set1_ps(lo);
    __m128i t5 = _mm_castps_si128(_mm_cmplt_ps(t3, t4));
    if ((_mm_movemask_epi8(t5) != 0)) {
        if (_mm_movemask_epi8(t5) == 0xffff) {
            __m128 t6 = _mm_set1_ps(lo);
            _mm_storeu_ps(t2, t6);
        } else {
            __m128 t7 = _mm_set1_ps(lo);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)p + (unsigned long)t1 * 4UL), t7, t5);
        }
    }
}

/* vcc: function at stores.c:10 vector variant _ZGVbM4ulu_clip of `clip`: VL 4, masked, p uniform, i linear step 1, lo uniform */
void _ZGVbM4ulu_clip(float *p, int i, float lo, __m128i mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    long t2 = (long)i;
    float *t3 = p + t2;
    __m128 t4 = _mm_castsi128_ps(vcc_sse_load_masked(vcc_v4_float, (float *)((unsigned long)p + (unsigned long)t2 * 4UL), t1));
    __m128 t5 = _mm_set1_ps(lo);
    __m128i t6 = _mm_castps_si128(_mm_cmplt_ps(t4, t5));
    __m128i t7 = (__m128i)((vcc_m4)t1 & (vcc_m4)t6);
    if ((_mm_movemask_epi8(t7) != 0)) {
        if (_mm_movemask_epi8(t7) == 0xffff) {
            __m128 t8 = _mm_set1_ps(lo);
            _mm_storeu_ps(t3, t8);
        } else {
            __m128 t9 = _mm_set1_ps(lo);
            vcc_sse_store_masked(vcc_v4_float, (float *)((unsigned long)p + (unsigned long)t2 * 4UL), t9, t7);
        }
    }
}

/* #pragma omp declare simd uniform(out) notinbranch */
int put(int *out, int where, int v) {
    if (v > 0) {
        out[where] = v;
        return 1;
    }
    return 0;
}

/* vcc: function at stores.c:16 vector variant _ZGVbN4uvv_put of `put`: VL 4, unmasked, out uniform, where vector, v vector */
__m128i _ZGVbN4uvv_put(int *out, __m128i where, __m128i v) {
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_cmpgt_epi32(v, t2);
    __m128i t4 = _mm_set1_epi32(0);
    vcc_v4_int t1 = (vcc_v4_int)({ (void)t4; _mm_and_si128(t3, (__m128i)(vcc_v4_int){0}); });
    if ((_mm_movemask_epi8(t3) != 0)) {
        if (_mm_movemask_epi8(t3) == 0xffff) {
            vcc_scatter(out, (vcc_v4_int)where, (vcc_v4_int)v);
            __m128i t5 = _mm_set1_epi32(1);
            t1 = (vcc_v4_int)t5;
        } else {
            vcc_scatter_masked(out, (vcc_v4_int)where, (vcc_v4_int)v, (vcc_m4)t3);
            __m128i t6 = _mm_set1_epi32(1);
            __m128i t7 = vcc_sse2_blendv_epi8((__m128i)t1, t6, t3);
            t1 = (vcc_v4_int)t7;
        }
    }
    return (__m128i)t1;
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
