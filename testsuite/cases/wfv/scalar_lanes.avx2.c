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
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
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
        t2 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t2, t7);
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
            __m256 t30 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t19, t11);
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
            t10 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t19, t11);
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
            __m256 t30 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t19, t11);
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
            t10 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t19, t11);
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
                t2 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t5, t9);
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
    long t63;
    int t66;
    long t67;
    unsigned long t68;
    unsigned long t69;
    long t70;
    int i;
    int t116;
    __m256i t132;
    vcc_v8_int t133;
    __m256 t134;
    vcc_v8_double t135;
    vcc_v8_ulong t136;
    vcc_v8_uchar t137;
    int t138;
    int t139;
    int t158;
    __m256i t174;
    vcc_v8_int t175;
    __m256 t176;
    vcc_v8_double t177;
    vcc_v8_ulong t178;
    vcc_v8_uchar t179;
    int t180;
    int t181;
    int t201;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    t63 = (long)((unsigned long)res - (unsigned long)start);
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t61) | ((t63 <= 0L) | (t63 >= 64L)))) {
        long t64 = t60 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 8, UF 2, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t65 = res + i_vec_1;
            vcc_v8_int t2 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + i_vec_1));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t3 = _mm256_set1_ps(0.0f);
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t76 = i_vec_1 + 8L;
            float *t77 = res + t76;
            vcc_v8_int t8 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + t76));
            __m256i t7 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _mm256_set1_ps(0.0f);
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t78 = 0;
            __m256 t79 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t80 = (vcc_v8_double){0};
            vcc_v8_ulong t81 = (vcc_v8_ulong){0};
            vcc_v8_uchar t82 = (vcc_v8_uchar){0};
            vcc_v8_int t83 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t84 = (__m256i)(vcc_m8){0};
            __m256i t85 = (__m256i)(vcc_m8){0};
            int t86 = 1;
            __m256 t87 = (__m256)(vcc_v8_float){0};
            int t88 = 0;
            __m256 t89 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t90 = (vcc_v8_double){0};
            vcc_v8_ulong t91 = (vcc_v8_ulong){0};
            vcc_v8_uchar t92 = (vcc_v8_uchar){0};
            vcc_v8_int t93 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t94 = (__m256i)(vcc_m8){0};
            __m256i t95 = (__m256i)(vcc_m8){0};
            int t96 = 1;
            __m256 t97 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t86) {
                    __m256i t98 = _mm256_set1_epi32(0);
                    __m256i t99 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t2, t98), _mm256_set1_epi32(-1));
                    __m256i t100 = _mm256_and_si256(t1, t99);
                    __m256i t101 = (__m256i)~(vcc_m8)t99;
                    __m256i t102 = _mm256_and_si256(t1, t101);
                    __m256i t103 = _mm256_set1_epi32((int)(t78 == lim));
                    __m256i t104 = (__m256i)(vcc_m8)((vcc_v8_int)t103 != (vcc_v8_int){0});
                    __m256i t105 = _mm256_and_si256(t100, t104);
                    __m256i t106 = (__m256i)~(vcc_m8)t104;
                    __m256i t18 = _mm256_and_si256(t100, t106);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        __m256 t107 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t2, t18);
                        t13 = _mm256_add_ps(t3, t107);
                        vcc_v8_double t108 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t109 = t4 * t108;
                        vcc_v8_double t110 = __builtin_convertvector((vcc_v8_float)t107, vcc_v8_double);
                        t14 = t109 + t110;
                        vcc_v8_ulong t111 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t112 = t5 * t111;
                        vcc_v8_ulong t113 = __builtin_convertvector((vcc_v8_int)(__m256i)t2, vcc_v8_ulong);
                        t15 = t112 + t113;
                        __m256i t114 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
                        __m256i t115 = _mm256_add_epi32(t114, (__m256i)t2);
                        t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t115, vcc_v8_short), vcc_v8_uchar);
                        t17 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t2, t18);
                        t116 = t78 + 1;
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t116 = 0;
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    t19 = _mm256_blendv_ps(t79, t3, _mm256_castsi256_ps(t1));
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t80);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t5, t81);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t6, t82);
                    __m256i t117 = _mm256_set1_epi32((int)t78);
                    t23 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t83, t117, t1);
                    t24 = _mm256_or_si256(t84, t102);
                    t25 = _mm256_or_si256(t85, t105);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        t132 = t18;
                        t133 = (vcc_v8_int)(__m256i)t17;
                        t134 = t13;
                        t135 = t14;
                        t136 = t15;
                        t137 = t16;
                        t138 = t116;
                        t139 = 1;
                        t26 = t87;
                    } else {
                        __m256 t118 = (__m256)__builtin_convertvector(t20, vcc_v8_float);
                        __m256 t119 = _mm256_add_ps(t19, t118);
                        vcc_v8_ulong t120 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t121 = t21 & t120;
                        __m256 t122 = (__m256)__builtin_convertvector(t121, vcc_v8_float);
                        __m256 t123 = _mm256_add_ps(t119, t122);
                        __m256 t124 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22)));
                        __m256 t125 = _mm256_add_ps(t123, t124);
                        __m256 t126 = _mm256_cvtepi32_ps((__m256i)t23);
                        __m256 t127 = _mm256_add_ps(t125, t126);
                        __m256 t128 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t127, _mm256_castsi256_ps(t24));
                        __m256 t129 = _mm256_xor_ps(t19, _mm256_set1_ps(-0.0f));
                        __m256 t130 = _mm256_cvtepi32_ps((__m256i)t23);
                        __m256 t131 = _mm256_sub_ps(t129, t130);
                        t26 = _mm256_blendv_ps(t128, t131, _mm256_castsi256_ps(t25));
                        t132 = t1;
                        t133 = (vcc_v8_int)(__m256i)t2;
                        t134 = t3;
                        t135 = t4;
                        t136 = t5;
                        t137 = t6;
                        t138 = t78;
                        t19 = t79;
                        t20 = t80;
                        t21 = t81;
                        t22 = t82;
                        t23 = (vcc_v8_int)(__m256i)t83;
                        t24 = t84;
                        t25 = t85;
                        t139 = 0;
                    }
                } else {
                    t132 = t1;
                    t133 = (vcc_v8_int)(__m256i)t2;
                    t134 = t3;
                    t135 = t4;
                    t136 = t5;
                    t137 = t6;
                    t138 = t78;
                    t19 = t79;
                    t20 = t80;
                    t21 = t81;
                    t22 = t82;
                    t23 = (vcc_v8_int)(__m256i)t83;
                    t24 = t84;
                    t25 = t85;
                    t139 = 0;
                    t26 = t87;
                }
                if (t96) {
                    __m256i t140 = _mm256_set1_epi32(0);
                    __m256i t141 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t8, t140), _mm256_set1_epi32(-1));
                    __m256i t142 = _mm256_and_si256(t7, t141);
                    __m256i t143 = (__m256i)~(vcc_m8)t141;
                    __m256i t144 = _mm256_and_si256(t7, t143);
                    __m256i t145 = _mm256_set1_epi32((int)(t88 == lim));
                    __m256i t146 = (__m256i)(vcc_m8)((vcc_v8_int)t145 != (vcc_v8_int){0});
                    __m256i t147 = _mm256_and_si256(t142, t146);
                    __m256i t148 = (__m256i)~(vcc_m8)t146;
                    __m256i t32 = _mm256_and_si256(t142, t148);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        __m256 t149 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t8, t32);
                        t27 = _mm256_add_ps(t9, t149);
                        vcc_v8_double t150 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t151 = t10 * t150;
                        vcc_v8_double t152 = __builtin_convertvector((vcc_v8_float)t149, vcc_v8_double);
                        t28 = t151 + t152;
                        vcc_v8_ulong t153 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t154 = t11 * t153;
                        vcc_v8_ulong t155 = __builtin_convertvector((vcc_v8_int)(__m256i)t8, vcc_v8_ulong);
                        t29 = t154 + t155;
                        __m256i t156 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
                        __m256i t157 = _mm256_add_epi32(t156, (__m256i)t8);
                        t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t157, vcc_v8_short), vcc_v8_uchar);
                        t31 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t8, t32);
                        t158 = t88 + 1;
                    } else {
                        t27 = (__m256)(vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                        t158 = 0;
                        t32 = (__m256i)(vcc_m8){0};
                    }
                    t33 = _mm256_blendv_ps(t89, t9, _mm256_castsi256_ps(t7));
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t10, t90);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t11, t91);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), t12, t92);
                    __m256i t159 = _mm256_set1_epi32((int)t88);
                    t37 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t93, t159, t7);
                    t38 = _mm256_or_si256(t94, t144);
                    t39 = _mm256_or_si256(t95, t147);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        t174 = t32;
                        t175 = (vcc_v8_int)(__m256i)t31;
                        t176 = t27;
                        t177 = t28;
                        t178 = t29;
                        t179 = t30;
                        t180 = t158;
                        t181 = 1;
                        t40 = t97;
                    } else {
                        __m256 t160 = (__m256)__builtin_convertvector(t34, vcc_v8_float);
                        __m256 t161 = _mm256_add_ps(t33, t160);
                        vcc_v8_ulong t162 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t163 = t35 & t162;
                        __m256 t164 = (__m256)__builtin_convertvector(t163, vcc_v8_float);
                        __m256 t165 = _mm256_add_ps(t161, t164);
                        __m256 t166 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36)));
                        __m256 t167 = _mm256_add_ps(t165, t166);
                        __m256 t168 = _mm256_cvtepi32_ps((__m256i)t37);
                        __m256 t169 = _mm256_add_ps(t167, t168);
                        __m256 t170 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t169, _mm256_castsi256_ps(t38));
                        __m256 t171 = _mm256_xor_ps(t33, _mm256_set1_ps(-0.0f));
                        __m256 t172 = _mm256_cvtepi32_ps((__m256i)t37);
                        __m256 t173 = _mm256_sub_ps(t171, t172);
                        t40 = _mm256_blendv_ps(t170, t173, _mm256_castsi256_ps(t39));
                        t174 = t7;
                        t175 = (vcc_v8_int)(__m256i)t8;
                        t176 = t9;
                        t177 = t10;
                        t178 = t11;
                        t179 = t12;
                        t180 = t88;
                        t33 = t89;
                        t34 = t90;
                        t35 = t91;
                        t36 = t92;
                        t37 = (vcc_v8_int)(__m256i)t93;
                        t38 = t94;
                        t39 = t95;
                        t181 = 0;
                    }
                } else {
                    t174 = t7;
                    t175 = (vcc_v8_int)(__m256i)t8;
                    t176 = t9;
                    t177 = t10;
                    t178 = t11;
                    t179 = t12;
                    t180 = t88;
                    t33 = t89;
                    t34 = t90;
                    t35 = t91;
                    t36 = t92;
                    t37 = (vcc_v8_int)(__m256i)t93;
                    t38 = t94;
                    t39 = t95;
                    t181 = 0;
                    t40 = t97;
                }
                if (!(t139 | t181)) {
                    _mm256_storeu_ps(t65, t26);
                    _mm256_storeu_ps(t77, t40);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t64) {
                        break;
                    }
                    t66 = (int)t64;
                    goto L218;
                }
                t1 = t132;
                t2 = (vcc_v8_int)(__m256i)t133;
                t3 = t134;
                t4 = t135;
                t5 = t136;
                t6 = t137;
                t78 = t138;
                t79 = t19;
                t80 = t20;
                t81 = t21;
                t82 = t22;
                t83 = (vcc_v8_int)(__m256i)t23;
                t84 = t24;
                t85 = t25;
                t86 = t139;
                t87 = t26;
                t7 = t174;
                t8 = (vcc_v8_int)(__m256i)t175;
                t9 = t176;
                t10 = t177;
                t11 = t178;
                t12 = t179;
                t88 = t180;
                t89 = t33;
                t90 = t34;
                t91 = t35;
                t92 = t36;
                t93 = (vcc_v8_int)(__m256i)t37;
                t94 = t38;
                t95 = t39;
                t96 = t181;
                t97 = t40;
            }
        }
    } else {
        t66 = 0;
    }
L218:
    t67 = (long)n + (long)t66 * -1L;
    t68 = (unsigned long)res;
    t69 = (unsigned long)start;
    t70 = (long)((unsigned long)res + (unsigned long)((long)t66 * 4L) - ((unsigned long)start + (unsigned long)((long)t66 * 4L)));
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))) | ((t70 <= 0L) | (t70 >= 32L)))) {
        long t71 = t67 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 8, UF 1, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t72 = (long)t66 + i_vec;
            float *t73 = res + t72;
            vcc_v8_int t42 = (vcc_v8_int)_mm256_loadu_si256((const __m256i *)(start + t72));
            __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t43 = _mm256_set1_ps(0.0f);
            vcc_v8_double t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t182 = 0;
            __m256 t53 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t54 = (vcc_v8_double){0};
            vcc_v8_ulong t55 = (vcc_v8_ulong){0};
            vcc_v8_uchar t56 = (vcc_v8_uchar){0};
            vcc_v8_int t57 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            __m256i t58 = (__m256i)(vcc_m8){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t183 = _mm256_set1_epi32(0);
                __m256i t184 = _mm256_xor_si256(_mm256_cmpeq_epi32((__m256i)t42, t183), _mm256_set1_epi32(-1));
                __m256i t185 = _mm256_and_si256(t41, t184);
                __m256i t186 = (__m256i)~(vcc_m8)t184;
                __m256i t187 = _mm256_and_si256(t41, t186);
                __m256i t188 = _mm256_set1_epi32((int)(t182 == lim));
                __m256i t189 = (__m256i)(vcc_m8)((vcc_v8_int)t188 != (vcc_v8_int){0});
                __m256i t190 = _mm256_and_si256(t185, t189);
                __m256i t191 = (__m256i)~(vcc_m8)t189;
                __m256i t52 = _mm256_and_si256(t185, t191);
                if ((_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t192 = vcc_avx2_maskgather8(_mm256_setr_ps, float, w, (__m256i)t42, t52);
                    t47 = _mm256_add_ps(t43, t192);
                    vcc_v8_double t193 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t194 = t44 * t193;
                    vcc_v8_double t195 = __builtin_convertvector((vcc_v8_float)t192, vcc_v8_double);
                    t48 = t194 + t195;
                    vcc_v8_ulong t196 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t197 = t45 * t196;
                    vcc_v8_ulong t198 = __builtin_convertvector((vcc_v8_int)(__m256i)t42, vcc_v8_ulong);
                    t49 = t197 + t198;
                    __m256i t199 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
                    __m256i t200 = _mm256_add_epi32(t199, (__m256i)t42);
                    t50 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t200, vcc_v8_short), vcc_v8_uchar);
                    t51 = (vcc_v8_int)vcc_avx2_maskgather8(_mm256_setr_epi32, int, next, (__m256i)t42, t52);
                    t201 = t182 + 1;
                } else {
                    t47 = (__m256)(vcc_v8_float){0};
                    t48 = (vcc_v8_double){0};
                    t49 = (vcc_v8_ulong){0};
                    t50 = (vcc_v8_uchar){0};
                    t51 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
                    t201 = 0;
                    t52 = (__m256i)(vcc_m8){0};
                }
                t53 = _mm256_blendv_ps(t53, t43, _mm256_castsi256_ps(t41));
                t54 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t41, vcc_v8_schar), t46, t56);
                __m256i t202 = _mm256_set1_epi32((int)t182);
                t57 = (vcc_v8_int)_mm256_blendv_epi8((__m256i)t57, t202, t41);
                t58 = _mm256_or_si256(t58, t187);
                t59 = _mm256_or_si256(t59, t190);
                if (!(_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t203 = (__m256)__builtin_convertvector(t54, vcc_v8_float);
                    __m256 t204 = _mm256_add_ps(t53, t203);
                    vcc_v8_ulong t205 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t206 = t55 & t205;
                    __m256 t207 = (__m256)__builtin_convertvector(t206, vcc_v8_float);
                    __m256 t208 = _mm256_add_ps(t204, t207);
                    __m256 t209 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t56)));
                    __m256 t210 = _mm256_add_ps(t208, t209);
                    __m256 t211 = _mm256_cvtepi32_ps((__m256i)t57);
                    __m256 t212 = _mm256_add_ps(t210, t211);
                    __m256 t213 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t212, _mm256_castsi256_ps(t58));
                    __m256 t214 = _mm256_xor_ps(t53, _mm256_set1_ps(-0.0f));
                    __m256 t215 = _mm256_cvtepi32_ps((__m256i)t57);
                    __m256 t216 = _mm256_sub_ps(t214, t215);
                    __m256 t217 = _mm256_blendv_ps(t213, t216, _mm256_castsi256_ps(t59));
                    _mm256_storeu_ps(t73, t217);
                    i_vec += 8L;
                    if (i_vec < t71) {
                        break;
                    }
                    i = (int)((long)t66 + t71);
                    goto L219;
                }
                t41 = t52;
                t42 = (vcc_v8_int)(__m256i)t51;
                t43 = t47;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t182 = t201;
            }
        }
    } else {
        i = t66;
    }
L219:
    for (; i < n; i++) {
        long t74 = (long)i;
        int t75 = start[t74];
        res[t74] = (_mm256_zeroupper(), walk(next, w, t75, lim));
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
