/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_chase(const int *next, __m256i k);
__attribute__((target("avx2"))) __m256 _ZGVdN8uuvu_walk(const int *next, const float *w, __m256i k, int lim);
__attribute__((target("avx2"))) __m256 _ZGVdM8uuvu_walk(const int *next, const float *w, __m256i k, int lim, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8uuv_fill(const int *next, int *out, __m256i k);
/* Scalar lanes (the seed's scalar execution): a divergent loop whose iteration is dominated by a
   gather stops the vector loop once at most a few lanes are left (on avx512, whose masks are
   bits: two of 8, four of 16) and runs each of them in turn as scalar code, putting its results
   back into its lane. The lanes here walk a chain `next[k] = k - 1` down to 0, so a lane that
   starts at k runs exactly k iterations: counts 1,1,...,1,500 (one lane long), 0 (a lane that
   leaves before its first iteration), all equal (every lane leaves together, never few), all 0,
   and mixed. `walk` carries live-outs of five types and leaves by two exits (the chain's end and
   a limit), `masked walk` runs with some lanes off. `fill` stores in its loop: it keeps its
   vector loop to the end (the remark says so); its lanes' stores to one element come in the
   scalar program's order for the starts it is called with. Arrays are exactly as long as the chains need. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(next) notinbranch */
int chase(const int *next, int k) {
    int n = 0;
    while (k != 0) {
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVdN8uv_chase of `chase`: VL 8, unmasked, next uniform, k vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uv_chase(const int *next, __m256i k) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t2 = (vcc_v8_int)k;
    int t4 = 0;
    vcc_v8_int t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t2, t5), _mm256_set1_epi32(-1));
        __m256i t7 = _mm256_and_si256(t1, t6);
        t2 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t2, t7, 4);
        __m256i t8 = _mm256_set1_epi32((int)t4);
        t3 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t3, t8, t1);
        if (!(_mm256_movemask_epi8(t7) != 0)) {
            break;
        }
        t1 = t7;
        t4++;
    }
    return (__m256i)t3;
}

/* Two exits: the chain's end and `n == lim`, with live-outs of type float, double, unsigned long,
   unsigned char and int. */
/* #pragma omp declare simd uniform(next, w, lim) */
float walk(const int *next, const float *w, int k, int lim) {
    int n = 0;
    float s = 0.0f;
    double d = 1.0;
    unsigned long h = 7;
    unsigned char c = 0;
    while (k != 0) {
        if (n == lim)
            return -s - (float)n;
        s += w[k];
        d = d * 0.5 + (double)w[k];
        h = h * 31 + (unsigned long)k;
        c = (unsigned char)(c + k);
        k = next[k];
        n++;
    }
    return s + (float)d + (float)(h & 1023) + (float)c + (float)n;
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdN8uuvu_walk of `walk`: VL 8, unmasked, next uniform, w uniform, k vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8uuvu_walk(const int *next, const float *w, __m256i k, int lim) {
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    int t39;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    vcc_v8_int t19 = (vcc_v8_int)k;
    int t20 = 0;
    __m256 t12 = (__m256)(vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    vcc_v8_int t16 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t17 = (__m256i)(vcc_m8){0};
    __m256i t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t21 = _mm256_set1_epi32(0);
        __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t19, t21), _mm256_set1_epi32(-1));
        __m256i t23 = _mm256_and_si256(t1, t22);
        __m256i t24 = (__m256i)~(vcc_m8)t22;
        __m256i t25 = _mm256_and_si256(t1, t24);
        __m256i t26 = _mm256_set1_epi32((int)(t20 == lim));
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        __m256i t28 = _mm256_and_si256(t23, t27);
        __m256i t29 = (__m256i)~(vcc_m8)t27;
        __m256i t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, (__m256i)t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector((vcc_v8_int)(__m256i)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t38 = _mm256_add_epi32(t37, (__m256i)t19);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t38, vcc_v8_short), vcc_v8_uchar);
            t10 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t19, t11, 4);
            t39 = t20 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t39 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t12 = _mm256_blendv_ps(t12, t2, _mm256_castsi256_ps(t1));
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t15);
        __m256i t40 = _mm256_set1_epi32((int)t20);
        t16 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t16, t40, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            __m256 t41 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            __m256 t42 = _mm256_add_ps(t12, t41);
            vcc_v8_ulong t43 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t44 = t14 & t43;
            __m256 t45 = (__m256)__builtin_convertvector(t44, vcc_v8_float);
            __m256 t46 = _mm256_add_ps(t42, t45);
            __m256 t47 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            __m256 t48 = _mm256_add_ps(t46, t47);
            __m256 t49 = _mm256_cvtepi32_ps((__m256i)t16);
            __m256 t50 = _mm256_add_ps(t48, t49);
            __m256 t51 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t50, _mm256_castsi256_ps(t17));
            __m256 t52 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            __m256 t53 = _mm256_cvtepi32_ps((__m256i)t16);
            __m256 t54 = _mm256_sub_ps(t52, t53);
            __m256 t55 = _mm256_blendv_ps(t51, t54, _mm256_castsi256_ps(t18));
            return t55;
        }
        t1 = t11;
        t19 = (vcc_v8_int)(__m256i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t39;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdM8uuvu_walk of `walk`: VL 8, masked, next uniform, w uniform, k vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8uuvu_walk(const int *next, const float *w, __m256i k, int lim, __m256 mask) {
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    int t39;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    vcc_v8_int t19 = (vcc_v8_int)k;
    int t20 = 0;
    __m256 t12 = (__m256)(vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    vcc_v8_int t16 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    __m256i t17 = (__m256i)(vcc_m8){0};
    __m256i t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t21 = _mm256_set1_epi32(0);
        __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t19, t21), _mm256_set1_epi32(-1));
        __m256i t23 = _mm256_and_si256(t1, t22);
        __m256i t24 = (__m256i)~(vcc_m8)t22;
        __m256i t25 = _mm256_and_si256(t1, t24);
        __m256i t26 = _mm256_set1_epi32((int)(t20 == lim));
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        __m256i t28 = _mm256_and_si256(t23, t27);
        __m256i t29 = (__m256i)~(vcc_m8)t27;
        __m256i t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, (__m256i)t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector((vcc_v8_int)(__m256i)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t38 = _mm256_add_epi32(t37, (__m256i)t19);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t38, vcc_v8_short), vcc_v8_uchar);
            t10 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t19, t11, 4);
            t39 = t20 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t39 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t12 = _mm256_blendv_ps(t12, t2, _mm256_castsi256_ps(t1));
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t15);
        __m256i t40 = _mm256_set1_epi32((int)t20);
        t16 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t16, t40, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            __m256 t41 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            __m256 t42 = _mm256_add_ps(t12, t41);
            vcc_v8_ulong t43 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t44 = t14 & t43;
            __m256 t45 = (__m256)__builtin_convertvector(t44, vcc_v8_float);
            __m256 t46 = _mm256_add_ps(t42, t45);
            __m256 t47 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            __m256 t48 = _mm256_add_ps(t46, t47);
            __m256 t49 = _mm256_cvtepi32_ps((__m256i)t16);
            __m256 t50 = _mm256_add_ps(t48, t49);
            __m256 t51 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t50, _mm256_castsi256_ps(t17));
            __m256 t52 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            __m256 t53 = _mm256_cvtepi32_ps((__m256i)t16);
            __m256 t54 = _mm256_sub_ps(t52, t53);
            __m256 t55 = _mm256_blendv_ps(t51, t54, _mm256_castsi256_ps(t18));
            return t55;
        }
        t1 = t11;
        t19 = (vcc_v8_int)(__m256i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t39;
    }
}

/* A store in the loop: not run lane by lane. */
/* #pragma omp declare simd uniform(next, out) notinbranch */
int fill(const int *next, int *out, int k) {
    int n = 0;
    while (k != 0) {
        out[k] = n;
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVdN8uuv_fill of `fill`: VL 8, unmasked, next uniform, out uniform, k vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8uuv_fill(const int *next, int *out, __m256i k) {
    vcc_v8_int t2;
    __m256i t3;
    int t12;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    vcc_v8_int t5 = (vcc_v8_int)k;
    int t6 = 0;
    vcc_v8_int t4 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t5, t7), _mm256_set1_epi32(-1));
        __m256i t9 = _mm256_and_si256(t1, t8);
        if ((_mm256_movemask_epi8(t9) != 0)) {
            if (_mm256_movemask_epi8(t9) == -1) {
                t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                __m256i t10 = _mm256_set1_epi32((int)t6);
                vcc_avx2_scatter_epi32(out, (__m256i)t5, t10, 0xff);
                t2 = (vcc_v8_int)vcc_avx2_gather8(_mm256_setr_epi32, int, next, (__m256i)t5);
                t12 = t6 + 1;
            } else {
                __m256i t11 = _mm256_set1_epi32((int)t6);
                vcc_avx2_scatter_epi32(out, (__m256i)t5, t11, _mm256_movemask_ps(_mm256_castsi256_ps(t9)));
                t2 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t5, t9, 4);
                t12 = t6 + 1;
                t3 = t9;
            }
        } else {
            t2 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            t12 = 0;
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t13 = _mm256_set1_epi32((int)t6);
        t4 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t4, t13, t1);
        if (!(_mm256_movemask_epi8(t3) != 0)) {
            return (__m256i)t4;
        }
        t1 = t3;
        t5 = (vcc_v8_int)(__m256i)t2;
        t6 = t12;
    }
}

__attribute__((target("avx2"))) void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    __m256 t13;
    vcc_v8_double t14;
    vcc_v8_ulong t15;
    vcc_v8_uchar t16;
    vcc_v8_int t17;
    __m256 t19;
    vcc_v8_double t20;
    vcc_v8_ulong t21;
    vcc_v8_uchar t22;
    vcc_v8_int t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    vcc_v8_double t28;
    vcc_v8_ulong t29;
    vcc_v8_uchar t30;
    vcc_v8_int t31;
    __m256 t33;
    vcc_v8_double t34;
    vcc_v8_ulong t35;
    vcc_v8_uchar t36;
    vcc_v8_int t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256 t47;
    vcc_v8_double t48;
    vcc_v8_ulong t49;
    vcc_v8_uchar t50;
    vcc_v8_int t51;
    long t60;
    unsigned long t61;
    unsigned long t62;
    int t65;
    long t66;
    unsigned long t67;
    unsigned long t68;
    int i;
    int t114;
    __m256i t130;
    vcc_v8_int t131;
    __m256 t132;
    vcc_v8_double t133;
    vcc_v8_ulong t134;
    vcc_v8_uchar t135;
    int t136;
    int t137;
    int t156;
    __m256i t172;
    vcc_v8_int t173;
    __m256 t174;
    vcc_v8_double t175;
    vcc_v8_ulong t176;
    vcc_v8_uchar t177;
    int t178;
    int t179;
    int t199;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t61))) {
        long t63 = t60 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 8, UF 2, run-time check: `res` and `start` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t64 = res + i_vec_1;
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t3 = _mm256_set1_ps(0.0f);
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t74 = i_vec_1 + 8L;
            float *t75 = res + t74;
            vcc_v8_int t8 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + t74));
            __m256i t7 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _mm256_set1_ps(0.0f);
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t76 = 0;
            __m256 t77 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t78 = (vcc_v8_double){0};
            vcc_v8_ulong t79 = (vcc_v8_ulong){0};
            vcc_v8_uchar t80 = (vcc_v8_uchar){0};
            vcc_v8_int t81 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t82 = (__m256i)(vcc_m8){0};
            __m256i t83 = (__m256i)(vcc_m8){0};
            int t84 = 1;
            __m256 t85 = (__m256)(vcc_v8_float){0};
            int t86 = 0;
            __m256 t87 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t88 = (vcc_v8_double){0};
            vcc_v8_ulong t89 = (vcc_v8_ulong){0};
            vcc_v8_uchar t90 = (vcc_v8_uchar){0};
            vcc_v8_int t91 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t92 = (__m256i)(vcc_m8){0};
            __m256i t93 = (__m256i)(vcc_m8){0};
            int t94 = 1;
            __m256 t95 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t84) {
                    __m256i t96 = _mm256_set1_epi32(0);
                    __m256i t97 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t2, t96), _mm256_set1_epi32(-1));
                    __m256i t98 = _mm256_and_si256(t1, t97);
                    __m256i t99 = (__m256i)~(vcc_m8)t97;
                    __m256i t100 = _mm256_and_si256(t1, t99);
                    __m256i t101 = _mm256_set1_epi32((int)(t76 == lim));
                    __m256i t102 = (__m256i)(vcc_m8)((vcc_v8_int)t101 != (vcc_v8_int){0});
                    __m256i t103 = _mm256_and_si256(t98, t102);
                    __m256i t104 = (__m256i)~(vcc_m8)t102;
                    __m256i t18 = _mm256_and_si256(t98, t104);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        __m256 t105 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, (__m256i)t2, _mm256_castsi256_ps(t18), 4);
                        t13 = _mm256_add_ps(t3, t105);
                        vcc_v8_double t106 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t107 = t4 * t106;
                        vcc_v8_double t108 = __builtin_convertvector((vcc_v8_float)t105, vcc_v8_double);
                        t14 = t107 + t108;
                        vcc_v8_ulong t109 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t110 = t5 * t109;
                        vcc_v8_ulong t111 = __builtin_convertvector((vcc_v8_int)(__m256i)t2, vcc_v8_ulong);
                        t15 = t110 + t111;
                        __m256i t112 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
                        __m256i t113 = _mm256_add_epi32(t112, (__m256i)t2);
                        t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t113, vcc_v8_short), vcc_v8_uchar);
                        t17 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t2, t18, 4);
                        t114 = t76 + 1;
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t114 = 0;
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    t19 = _mm256_blendv_ps(t77, t3, _mm256_castsi256_ps(t1));
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t78);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t5, t79);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t6, t80);
                    __m256i t115 = _mm256_set1_epi32((int)t76);
                    t23 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t81, t115, t1);
                    t24 = _mm256_or_si256(t82, t100);
                    t25 = _mm256_or_si256(t83, t103);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        t130 = t18;
                        t131 = (vcc_v8_int)(__m256i)t17;
                        t132 = t13;
                        t133 = t14;
                        t134 = t15;
                        t135 = t16;
                        t136 = t114;
                        t137 = 1;
                        t26 = t85;
                    } else {
                        __m256 t116 = (__m256)__builtin_convertvector(t20, vcc_v8_float);
                        __m256 t117 = _mm256_add_ps(t19, t116);
                        vcc_v8_ulong t118 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t119 = t21 & t118;
                        __m256 t120 = (__m256)__builtin_convertvector(t119, vcc_v8_float);
                        __m256 t121 = _mm256_add_ps(t117, t120);
                        __m256 t122 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22)));
                        __m256 t123 = _mm256_add_ps(t121, t122);
                        __m256 t124 = _mm256_cvtepi32_ps((__m256i)t23);
                        __m256 t125 = _mm256_add_ps(t123, t124);
                        __m256 t126 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t125, _mm256_castsi256_ps(t24));
                        __m256 t127 = _mm256_xor_ps(t19, _mm256_set1_ps(-0.0f));
                        __m256 t128 = _mm256_cvtepi32_ps((__m256i)t23);
                        __m256 t129 = _mm256_sub_ps(t127, t128);
                        t26 = _mm256_blendv_ps(t126, t129, _mm256_castsi256_ps(t25));
                        t130 = t1;
                        t131 = (vcc_v8_int)(__m256i)t2;
                        t132 = t3;
                        t133 = t4;
                        t134 = t5;
                        t135 = t6;
                        t136 = t76;
                        t19 = t77;
                        t20 = t78;
                        t21 = t79;
                        t22 = t80;
                        t23 = (vcc_v8_int)(__m256i)t81;
                        t24 = t82;
                        t25 = t83;
                        t137 = 0;
                    }
                } else {
                    t130 = t1;
                    t131 = (vcc_v8_int)(__m256i)t2;
                    t132 = t3;
                    t133 = t4;
                    t134 = t5;
                    t135 = t6;
                    t136 = t76;
                    t19 = t77;
                    t20 = t78;
                    t21 = t79;
                    t22 = t80;
                    t23 = (vcc_v8_int)(__m256i)t81;
                    t24 = t82;
                    t25 = t83;
                    t137 = 0;
                    t26 = t85;
                }
                if (t94) {
                    __m256i t138 = _mm256_set1_epi32(0);
                    __m256i t139 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t8, t138), _mm256_set1_epi32(-1));
                    __m256i t140 = _mm256_and_si256(t7, t139);
                    __m256i t141 = (__m256i)~(vcc_m8)t139;
                    __m256i t142 = _mm256_and_si256(t7, t141);
                    __m256i t143 = _mm256_set1_epi32((int)(t86 == lim));
                    __m256i t144 = (__m256i)(vcc_m8)((vcc_v8_int)t143 != (vcc_v8_int){0});
                    __m256i t145 = _mm256_and_si256(t140, t144);
                    __m256i t146 = (__m256i)~(vcc_m8)t144;
                    __m256i t32 = _mm256_and_si256(t140, t146);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        __m256 t147 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, (__m256i)t8, _mm256_castsi256_ps(t32), 4);
                        t27 = _mm256_add_ps(t9, t147);
                        vcc_v8_double t148 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t149 = t10 * t148;
                        vcc_v8_double t150 = __builtin_convertvector((vcc_v8_float)t147, vcc_v8_double);
                        t28 = t149 + t150;
                        vcc_v8_ulong t151 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t152 = t11 * t151;
                        vcc_v8_ulong t153 = __builtin_convertvector((vcc_v8_int)(__m256i)t8, vcc_v8_ulong);
                        t29 = t152 + t153;
                        __m256i t154 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
                        __m256i t155 = _mm256_add_epi32(t154, (__m256i)t8);
                        t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t155, vcc_v8_short), vcc_v8_uchar);
                        t31 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t8, t32, 4);
                        t156 = t86 + 1;
                    } else {
                        t27 = (__m256)(vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t156 = 0;
                        t32 = (__m256i)(vcc_m8){0};
                    }
                    t33 = _mm256_blendv_ps(t87, t9, _mm256_castsi256_ps(t7));
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t10, t88);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t11, t89);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), t12, t90);
                    __m256i t157 = _mm256_set1_epi32((int)t86);
                    t37 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t91, t157, t7);
                    t38 = _mm256_or_si256(t92, t142);
                    t39 = _mm256_or_si256(t93, t145);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        t172 = t32;
                        t173 = (vcc_v8_int)(__m256i)t31;
                        t174 = t27;
                        t175 = t28;
                        t176 = t29;
                        t177 = t30;
                        t178 = t156;
                        t179 = 1;
                        t40 = t95;
                    } else {
                        __m256 t158 = (__m256)__builtin_convertvector(t34, vcc_v8_float);
                        __m256 t159 = _mm256_add_ps(t33, t158);
                        vcc_v8_ulong t160 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t161 = t35 & t160;
                        __m256 t162 = (__m256)__builtin_convertvector(t161, vcc_v8_float);
                        __m256 t163 = _mm256_add_ps(t159, t162);
                        __m256 t164 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36)));
                        __m256 t165 = _mm256_add_ps(t163, t164);
                        __m256 t166 = _mm256_cvtepi32_ps((__m256i)t37);
                        __m256 t167 = _mm256_add_ps(t165, t166);
                        __m256 t168 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t167, _mm256_castsi256_ps(t38));
                        __m256 t169 = _mm256_xor_ps(t33, _mm256_set1_ps(-0.0f));
                        __m256 t170 = _mm256_cvtepi32_ps((__m256i)t37);
                        __m256 t171 = _mm256_sub_ps(t169, t170);
                        t40 = _mm256_blendv_ps(t168, t171, _mm256_castsi256_ps(t39));
                        t172 = t7;
                        t173 = (vcc_v8_int)(__m256i)t8;
                        t174 = t9;
                        t175 = t10;
                        t176 = t11;
                        t177 = t12;
                        t178 = t86;
                        t33 = t87;
                        t34 = t88;
                        t35 = t89;
                        t36 = t90;
                        t37 = (vcc_v8_int)(__m256i)t91;
                        t38 = t92;
                        t39 = t93;
                        t179 = 0;
                    }
                } else {
                    t172 = t7;
                    t173 = (vcc_v8_int)(__m256i)t8;
                    t174 = t9;
                    t175 = t10;
                    t176 = t11;
                    t177 = t12;
                    t178 = t86;
                    t33 = t87;
                    t34 = t88;
                    t35 = t89;
                    t36 = t90;
                    t37 = (vcc_v8_int)(__m256i)t91;
                    t38 = t92;
                    t39 = t93;
                    t179 = 0;
                    t40 = t95;
                }
                if (!(t137 | t179)) {
                    _mm256_storeu_ps(t64, t26);
                    _mm256_storeu_ps(t75, t40);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t63) {
                        break;
                    }
                    t65 = (int)t63;
                    goto L216;
                }
                t1 = t130;
                t2 = (vcc_v8_int)(__m256i)t131;
                t3 = t132;
                t4 = t133;
                t5 = t134;
                t6 = t135;
                t76 = t136;
                t77 = t19;
                t78 = t20;
                t79 = t21;
                t80 = t22;
                t81 = (vcc_v8_int)(__m256i)t23;
                t82 = t24;
                t83 = t25;
                t84 = t137;
                t85 = t26;
                t7 = t172;
                t8 = (vcc_v8_int)(__m256i)t173;
                t9 = t174;
                t10 = t175;
                t11 = t176;
                t12 = t177;
                t86 = t178;
                t87 = t33;
                t88 = t34;
                t89 = t35;
                t90 = t36;
                t91 = (vcc_v8_int)(__m256i)t37;
                t92 = t38;
                t93 = t39;
                t94 = t179;
                t95 = t40;
            }
        }
    } else {
        t65 = 0;
    }
L216:
    t66 = (long)n + (long)t65 * -1L;
    t67 = (unsigned long)res;
    t68 = (unsigned long)start;
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))))) {
        long t69 = t66 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 8, UF 1, run-time check: `res` and `start` do not overlap, scalar epilogue */
        for (;;) {
            long t70 = (long)t65 + i_vec;
            float *t71 = res + t70;
            vcc_v8_int t42 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + t70));
            __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t43 = _mm256_set1_ps(0.0f);
            vcc_v8_double t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t180 = 0;
            __m256 t53 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t54 = (vcc_v8_double){0};
            vcc_v8_ulong t55 = (vcc_v8_ulong){0};
            vcc_v8_uchar t56 = (vcc_v8_uchar){0};
            vcc_v8_int t57 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t58 = (__m256i)(vcc_m8){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t181 = _mm256_set1_epi32(0);
                __m256i t182 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t42, t181), _mm256_set1_epi32(-1));
                __m256i t183 = _mm256_and_si256(t41, t182);
                __m256i t184 = (__m256i)~(vcc_m8)t182;
                __m256i t185 = _mm256_and_si256(t41, t184);
                __m256i t186 = _mm256_set1_epi32((int)(t180 == lim));
                __m256i t187 = (__m256i)(vcc_m8)((vcc_v8_int)t186 != (vcc_v8_int){0});
                __m256i t188 = _mm256_and_si256(t183, t187);
                __m256i t189 = (__m256i)~(vcc_m8)t187;
                __m256i t52 = _mm256_and_si256(t183, t189);
                if ((_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t190 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, (__m256i)t42, _mm256_castsi256_ps(t52), 4);
                    t47 = _mm256_add_ps(t43, t190);
                    vcc_v8_double t191 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t192 = t44 * t191;
                    vcc_v8_double t193 = __builtin_convertvector((vcc_v8_float)t190, vcc_v8_double);
                    t48 = t192 + t193;
                    vcc_v8_ulong t194 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t195 = t45 * t194;
                    vcc_v8_ulong t196 = __builtin_convertvector((vcc_v8_int)(__m256i)t42, vcc_v8_ulong);
                    t49 = t195 + t196;
                    __m256i t197 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
                    __m256i t198 = _mm256_add_epi32(t197, (__m256i)t42);
                    t50 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t198, vcc_v8_short), vcc_v8_uchar);
                    t51 = (vcc_v8_int)_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, (__m256i)t42, t52, 4);
                    t199 = t180 + 1;
                } else {
                    t47 = (__m256)(vcc_v8_float){0};
                    t48 = (vcc_v8_double){0};
                    t49 = (vcc_v8_ulong){0};
                    t50 = (vcc_v8_uchar){0};
                    t51 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                    t199 = 0;
                    t52 = (__m256i)(vcc_m8){0};
                }
                t53 = _mm256_blendv_ps(t53, t43, _mm256_castsi256_ps(t41));
                t54 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t41, vcc_v8_schar), t46, t56);
                __m256i t200 = _mm256_set1_epi32((int)t180);
                t57 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t57, t200, t41);
                t58 = _mm256_or_si256(t58, t185);
                t59 = _mm256_or_si256(t59, t188);
                if (!(_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t201 = (__m256)__builtin_convertvector(t54, vcc_v8_float);
                    __m256 t202 = _mm256_add_ps(t53, t201);
                    vcc_v8_ulong t203 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t204 = t55 & t203;
                    __m256 t205 = (__m256)__builtin_convertvector(t204, vcc_v8_float);
                    __m256 t206 = _mm256_add_ps(t202, t205);
                    __m256 t207 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t56)));
                    __m256 t208 = _mm256_add_ps(t206, t207);
                    __m256 t209 = _mm256_cvtepi32_ps((__m256i)t57);
                    __m256 t210 = _mm256_add_ps(t208, t209);
                    __m256 t211 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t210, _mm256_castsi256_ps(t58));
                    __m256 t212 = _mm256_xor_ps(t53, _mm256_set1_ps(-0.0f));
                    __m256 t213 = _mm256_cvtepi32_ps((__m256i)t57);
                    __m256 t214 = _mm256_sub_ps(t212, t213);
                    __m256 t215 = _mm256_blendv_ps(t211, t214, _mm256_castsi256_ps(t59));
                    _mm256_storeu_ps(t71, t215);
                    i_vec += 8L;
                    if (i_vec < t69) {
                        break;
                    }
                    i = (int)((long)t65 + t69);
                    goto L217;
                }
                t41 = t52;
                t42 = (vcc_v8_int)(__m256i)t51;
                t43 = t47;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t180 = t199;
            }
        }
    } else {
        i = t65;
    }
L217:
    for (; i < n; i++) {
        long t72 = (long)i;
        int t73 = start[t72];
        res[t72] = (_mm256_zeroupper(), walk(next, w, t73, lim));
    }
}

v8i _ZGVdN8uv_chase(const int *, v8i);
v8f _ZGVdN8uuvu_walk(const int *, const float *, v8i, int);
v8f _ZGVdM8uuvu_walk(const int *, const float *, v8i, int, v8f);
v8i _ZGVdN8uuv_fill(const int *, int *, v8i);

enum { LEN = 501 };

int main(void) {
    int *next = malloc(LEN * sizeof(int));
    float *w = malloc(LEN * sizeof(float));
    for (int k = 0; k < LEN; k++) {
        next[k] = k > 0 ? k - 1 : 0;
        w[k] = 0.25f * (float)(k % 13) - 1.0f + 1.0f / (float)(k + 3);
    }
    int starts[6][8] = {
        {1, 1, 1, 1, 1, 1, 1, 500}, /* one lane long */
        {500, 0, 3, 1, 1, 2, 1, 1}, /* a lane leaves before its first iteration */
        {9, 9, 9, 9, 9, 9, 9, 9},   /* every lane leaves together */
        {0, 0, 0, 0, 0, 0, 0, 0},   /* no lane runs an iteration */
        {3, 0, 500, 2, 499, 1, 1, 7},
        {250, 499, 17, 400, 5, 300, 450, 1},
    };
    for (int c = 0; c < 6; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uv_chase(next, TO_VEC(v8i, starts[c])));
        printf("chase %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        float f[8];
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 300));
        printf("\nwalk %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 1000));
        printf("\nwalk nolim %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        float on[8] = {1, 0, 1, 1, 0, 1, 0, 1};
        FROM_VEC(f, _ZGVdM8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 450, TO_VEC(v8f, on)));
        printf("\nmasked walk %d:", c);
        for (int k = 0; k < 8; k++)
            if (on[k] != 0)
                printf(" %.9g", f[k]);
        printf("\n");
    }
    int *out = calloc(LEN, sizeof(int));
    int fr[8];
    FROM_VEC(fr, _ZGVdN8uuv_fill(next, out, TO_VEC(v8i, starts[0])));
    printf("fill: %d %d %d", fr[0], fr[7], out[1]);
    long sum = 0;
    for (int k = 0; k < LEN; k++)
        sum += out[k];
    printf(" %ld\n", sum);
    /* The loop calls the widest variants (16 lanes on avx512): a few long lanes per vector. */
    enum { N = 77 };
    int *start = malloc(N * sizeof(int));
    float *res = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        start[i] = i % 19 == 4 ? 480 - i : i % 23 == 0 ? 0 : 1 + i % 5;
    for (int lim = 100; lim <= 1000; lim += 900) {
        walk_all(res, next, w, start, N, lim);
        printf("walk_all %d:", lim);
        for (int i = 0; i < N; i++)
            printf(" %.9g", res[i]);
        printf("\n");
    }
    free(next);
    free(w);
    free(out);
    free(start);
    free(res);
    return 0;
}
