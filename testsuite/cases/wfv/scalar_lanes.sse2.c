/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef unsigned char vcc_v4_uchar __attribute__((vector_size(4)));
typedef unsigned long vcc_v4_ulong __attribute__((vector_size(32)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__m128i _ZGVbN4uv_chase(const int *next, __m128i k);
__m128 _ZGVbN4uuvu_walk(const int *next, const float *w, __m128i k, int lim);
__m128 _ZGVbM4uuvu_walk(const int *next, const float *w, __m128i k, int lim, __m128 mask);
__m128i _ZGVbN4uuv_fill(const int *next, int *out, __m128i k);
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

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVbN4uv_chase of `chase`: VL 4, unmasked, next uniform, k vector */
__m128i _ZGVbN4uv_chase(const int *next, __m128i k) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    vcc_v4_int t2 = (vcc_v4_int)k;
    int t4 = 0;
    vcc_v4_int t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t5 = _mm_set1_epi32(0);
        __m128i t6 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t2, t5));
        __m128i t7 = (__m128i)((vcc_m4)t1 & (vcc_m4)t6);
        t2 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t2, _mm_movemask_ps(_mm_castsi128_ps(t7)));
        __m128i t8 = _mm_set1_epi32((int)t4);
        t3 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t3, t8, t1);
        if (!(_mm_movemask_epi8(t7) != 0)) {
            break;
        }
        t1 = t7;
        t4++;
    }
    return (__m128i)t3;
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

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVbN4uuvu_walk of `walk`: VL 4, unmasked, next uniform, w uniform, k vector, lim uniform */
__m128 _ZGVbN4uuvu_walk(const int *next, const float *w, __m128i k, int lim) {
    __m128 t6;
    vcc_v4_double t7;
    vcc_v4_ulong t8;
    vcc_v4_uchar t9;
    vcc_v4_int t10;
    int t39;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    __m128 t2 = _mm_set1_ps(0.0f);
    vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_v4_ulong t4 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
    vcc_v4_uchar t5 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
    vcc_v4_int t19 = (vcc_v4_int)k;
    int t20 = 0;
    __m128 t12 = (__m128)(vcc_v4_float){0};
    vcc_v4_double t13 = (vcc_v4_double){0};
    vcc_v4_ulong t14 = (vcc_v4_ulong){0};
    vcc_v4_uchar t15 = (vcc_v4_uchar){0};
    vcc_v4_int t16 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    __m128i t17 = (__m128i)(vcc_m4){0};
    __m128i t18 = (__m128i)(vcc_m4){0};
    for (;;) {
        __m128i t21 = _mm_set1_epi32(0);
        __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t19, t21));
        __m128i t23 = (__m128i)((vcc_m4)t1 & (vcc_m4)t22);
        __m128i t24 = (__m128i)~(vcc_m4)t22;
        __m128i t25 = (__m128i)((vcc_m4)t1 & (vcc_m4)t24);
        __m128i t26 = _mm_set1_epi32((int)(t20 == lim));
        __m128i t27 = (__m128i)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
        __m128i t28 = (__m128i)((vcc_m4)t23 & (vcc_m4)t27);
        __m128i t29 = (__m128i)~(vcc_m4)t27;
        __m128i t11 = (__m128i)((vcc_m4)t23 & (vcc_m4)t29);
        if ((_mm_movemask_epi8(t11) != 0)) {
            __m128 t30 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t19, _mm_movemask_ps(_mm_castsi128_ps(t11)));
            t6 = _mm_add_ps(t2, t30);
            vcc_v4_double t31 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t32 = t3 * t31;
            vcc_v4_double t33 = __builtin_convertvector((vcc_v4_float)t30, vcc_v4_double);
            t7 = t32 + t33;
            vcc_v4_ulong t34 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t35 = t4 * t34;
            vcc_v4_ulong t36 = __builtin_convertvector((vcc_v4_int)(__m128i)t19, vcc_v4_ulong);
            t8 = t35 + t36;
            __m128i t37 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t5));
            __m128i t38 = _mm_add_epi32(t37, (__m128i)t19);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t38, vcc_v4_short), vcc_v4_uchar);
            t10 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t19, _mm_movemask_ps(_mm_castsi128_ps(t11)));
            t39 = t20 + 1;
        } else {
            t6 = (__m128)(vcc_v4_float){0};
            t7 = (vcc_v4_double){0};
            t8 = (vcc_v4_ulong){0};
            t9 = (vcc_v4_uchar){0};
            t10 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t39 = 0;
            t11 = (__m128i)(vcc_m4){0};
        }
        t12 = vcc_sse2_blendv_ps(t12, t2, _mm_castsi128_ps(t1));
        t13 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t3, t13);
        t14 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t14);
        t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t5, t15);
        __m128i t40 = _mm_set1_epi32((int)t20);
        t16 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t16, t40, t1);
        t17 = (__m128i)((vcc_m4)t17 | (vcc_m4)t25);
        t18 = (__m128i)((vcc_m4)t18 | (vcc_m4)t28);
        if (!(_mm_movemask_epi8(t11) != 0)) {
            __m128 t41 = (__m128)__builtin_convertvector(t13, vcc_v4_float);
            __m128 t42 = _mm_add_ps(t12, t41);
            vcc_v4_ulong t43 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v4_ulong t44 = t14 & t43;
            __m128 t45 = (__m128)__builtin_convertvector(t44, vcc_v4_float);
            __m128 t46 = _mm_add_ps(t42, t45);
            __m128 t47 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t15)));
            __m128 t48 = _mm_add_ps(t46, t47);
            __m128 t49 = _mm_cvtepi32_ps((__m128i)t16);
            __m128 t50 = _mm_add_ps(t48, t49);
            __m128 t51 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t50, _mm_castsi128_ps(t17));
            __m128 t52 = _mm_xor_ps(t12, _mm_set1_ps(-0.0f));
            __m128 t53 = _mm_cvtepi32_ps((__m128i)t16);
            __m128 t54 = _mm_sub_ps(t52, t53);
            __m128 t55 = vcc_sse2_blendv_ps(t51, t54, _mm_castsi128_ps(t18));
            return t55;
        }
        t1 = t11;
        t19 = (vcc_v4_int)(__m128i)t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t39;
    }
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVbM4uuvu_walk of `walk`: VL 4, masked, next uniform, w uniform, k vector, lim uniform */
__m128 _ZGVbM4uuvu_walk(const int *next, const float *w, __m128i k, int lim, __m128 mask) {
    __m128 t6;
    vcc_v4_double t7;
    vcc_v4_ulong t8;
    vcc_v4_uchar t9;
    vcc_v4_int t10;
    int t39;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_set1_ps(0.0f);
    vcc_v4_double t3 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
    vcc_v4_ulong t4 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
    vcc_v4_uchar t5 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
    vcc_v4_int t19 = (vcc_v4_int)k;
    int t20 = 0;
    __m128 t12 = (__m128)(vcc_v4_float){0};
    vcc_v4_double t13 = (vcc_v4_double){0};
    vcc_v4_ulong t14 = (vcc_v4_ulong){0};
    vcc_v4_uchar t15 = (vcc_v4_uchar){0};
    vcc_v4_int t16 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    __m128i t17 = (__m128i)(vcc_m4){0};
    __m128i t18 = (__m128i)(vcc_m4){0};
    for (;;) {
        __m128i t21 = _mm_set1_epi32(0);
        __m128i t22 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t19, t21));
        __m128i t23 = (__m128i)((vcc_m4)t1 & (vcc_m4)t22);
        __m128i t24 = (__m128i)~(vcc_m4)t22;
        __m128i t25 = (__m128i)((vcc_m4)t1 & (vcc_m4)t24);
        __m128i t26 = _mm_set1_epi32((int)(t20 == lim));
        __m128i t27 = (__m128i)(vcc_m4)((vcc_v4_int)t26 != (vcc_v4_int){0});
        __m128i t28 = (__m128i)((vcc_m4)t23 & (vcc_m4)t27);
        __m128i t29 = (__m128i)~(vcc_m4)t27;
        __m128i t11 = (__m128i)((vcc_m4)t23 & (vcc_m4)t29);
        if ((_mm_movemask_epi8(t11) != 0)) {
            __m128 t30 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t19, _mm_movemask_ps(_mm_castsi128_ps(t11)));
            t6 = _mm_add_ps(t2, t30);
            vcc_v4_double t31 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t32 = t3 * t31;
            vcc_v4_double t33 = __builtin_convertvector((vcc_v4_float)t30, vcc_v4_double);
            t7 = t32 + t33;
            vcc_v4_ulong t34 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
            vcc_v4_ulong t35 = t4 * t34;
            vcc_v4_ulong t36 = __builtin_convertvector((vcc_v4_int)(__m128i)t19, vcc_v4_ulong);
            t8 = t35 + t36;
            __m128i t37 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t5));
            __m128i t38 = _mm_add_epi32(t37, (__m128i)t19);
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t38, vcc_v4_short), vcc_v4_uchar);
            t10 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t19, _mm_movemask_ps(_mm_castsi128_ps(t11)));
            t39 = t20 + 1;
        } else {
            t6 = (__m128)(vcc_v4_float){0};
            t7 = (vcc_v4_double){0};
            t8 = (vcc_v4_ulong){0};
            t9 = (vcc_v4_uchar){0};
            t10 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t39 = 0;
            t11 = (__m128i)(vcc_m4){0};
        }
        t12 = vcc_sse2_blendv_ps(t12, t2, _mm_castsi128_ps(t1));
        t13 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t3, t13);
        t14 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t14);
        t15 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t5, t15);
        __m128i t40 = _mm_set1_epi32((int)t20);
        t16 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t16, t40, t1);
        t17 = (__m128i)((vcc_m4)t17 | (vcc_m4)t25);
        t18 = (__m128i)((vcc_m4)t18 | (vcc_m4)t28);
        if (!(_mm_movemask_epi8(t11) != 0)) {
            __m128 t41 = (__m128)__builtin_convertvector(t13, vcc_v4_float);
            __m128 t42 = _mm_add_ps(t12, t41);
            vcc_v4_ulong t43 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v4_ulong t44 = t14 & t43;
            __m128 t45 = (__m128)__builtin_convertvector(t44, vcc_v4_float);
            __m128 t46 = _mm_add_ps(t42, t45);
            __m128 t47 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t15)));
            __m128 t48 = _mm_add_ps(t46, t47);
            __m128 t49 = _mm_cvtepi32_ps((__m128i)t16);
            __m128 t50 = _mm_add_ps(t48, t49);
            __m128 t51 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t50, _mm_castsi128_ps(t17));
            __m128 t52 = _mm_xor_ps(t12, _mm_set1_ps(-0.0f));
            __m128 t53 = _mm_cvtepi32_ps((__m128i)t16);
            __m128 t54 = _mm_sub_ps(t52, t53);
            __m128 t55 = vcc_sse2_blendv_ps(t51, t54, _mm_castsi128_ps(t18));
            return t55;
        }
        t1 = t11;
        t19 = (vcc_v4_int)(__m128i)t10;
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

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVbN4uuv_fill of `fill`: VL 4, unmasked, next uniform, out uniform, k vector */
__m128i _ZGVbN4uuv_fill(const int *next, int *out, __m128i k) {
    vcc_v4_int t2;
    __m128i t3;
    int t12;
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    vcc_v4_int t5 = (vcc_v4_int)k;
    int t6 = 0;
    vcc_v4_int t4 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
    for (;;) {
        __m128i t7 = _mm_set1_epi32(0);
        __m128i t8 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t5, t7));
        __m128i t9 = (__m128i)((vcc_m4)t1 & (vcc_m4)t8);
        if ((_mm_movemask_epi8(t9) != 0)) {
            if (_mm_movemask_epi8(t9) == 0xffff) {
                t3 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                __m128i t10 = _mm_set1_epi32((int)t6);
                vcc_scatter(out, (vcc_v4_int)(__m128i)t5, (vcc_v4_int)t10);
                t2 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t5, 15);
                t12 = t6 + 1;
            } else {
                __m128i t11 = _mm_set1_epi32((int)t6);
                vcc_scatter_masked(out, (vcc_v4_int)(__m128i)t5, (vcc_v4_int)t11, (vcc_m4)t9);
                t2 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t5, _mm_movemask_ps(_mm_castsi128_ps(t9)));
                t12 = t6 + 1;
                t3 = t9;
            }
        } else {
            t2 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            t12 = 0;
            t3 = (__m128i)(vcc_m4){0};
        }
        __m128i t13 = _mm_set1_epi32((int)t6);
        t4 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t4, t13, t1);
        if (!(_mm_movemask_epi8(t3) != 0)) {
            return (__m128i)t4;
        }
        t1 = t3;
        t5 = (vcc_v4_int)(__m128i)t2;
        t6 = t12;
    }
}

void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    __m128 t25;
    vcc_v4_double t26;
    vcc_v4_ulong t27;
    vcc_v4_uchar t28;
    vcc_v4_int t29;
    __m128 t31;
    vcc_v4_double t32;
    vcc_v4_ulong t33;
    vcc_v4_uchar t34;
    vcc_v4_int t35;
    __m128i t36;
    __m128i t37;
    __m128 t38;
    __m128 t39;
    vcc_v4_double t40;
    vcc_v4_ulong t41;
    vcc_v4_uchar t42;
    vcc_v4_int t43;
    __m128 t45;
    vcc_v4_double t46;
    vcc_v4_ulong t47;
    vcc_v4_uchar t48;
    vcc_v4_int t49;
    __m128i t50;
    __m128i t51;
    __m128 t52;
    __m128 t53;
    vcc_v4_double t54;
    vcc_v4_ulong t55;
    vcc_v4_uchar t56;
    vcc_v4_int t57;
    __m128 t59;
    vcc_v4_double t60;
    vcc_v4_ulong t61;
    vcc_v4_uchar t62;
    vcc_v4_int t63;
    __m128i t64;
    __m128i t65;
    __m128 t66;
    __m128 t67;
    vcc_v4_double t68;
    vcc_v4_ulong t69;
    vcc_v4_uchar t70;
    vcc_v4_int t71;
    __m128 t73;
    vcc_v4_double t74;
    vcc_v4_ulong t75;
    vcc_v4_uchar t76;
    vcc_v4_int t77;
    __m128i t78;
    __m128i t79;
    __m128 t80;
    __m128 t87;
    vcc_v4_double t88;
    vcc_v4_ulong t89;
    vcc_v4_uchar t90;
    vcc_v4_int t91;
    long t100;
    unsigned long t101;
    unsigned long t102;
    long t103;
    int t106;
    long t107;
    unsigned long t108;
    unsigned long t109;
    long t110;
    int i;
    int t180;
    __m128i t196;
    vcc_v4_int t197;
    __m128 t198;
    vcc_v4_double t199;
    vcc_v4_ulong t200;
    vcc_v4_uchar t201;
    int t202;
    int t203;
    int t222;
    __m128i t238;
    vcc_v4_int t239;
    __m128 t240;
    vcc_v4_double t241;
    vcc_v4_ulong t242;
    vcc_v4_uchar t243;
    int t244;
    int t245;
    int t264;
    __m128i t280;
    vcc_v4_int t281;
    __m128 t282;
    vcc_v4_double t283;
    vcc_v4_ulong t284;
    vcc_v4_uchar t285;
    int t286;
    int t287;
    int t306;
    __m128i t322;
    vcc_v4_int t323;
    __m128 t324;
    vcc_v4_double t325;
    vcc_v4_ulong t326;
    vcc_v4_uchar t327;
    int t328;
    int t329;
    int t349;
    t100 = (long)n;
    t101 = (unsigned long)res;
    t102 = (unsigned long)start;
    t103 = (long)((unsigned long)res - (unsigned long)start);
    if ((t100 >= 16L) & (((t101 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t102) | ((t102 + (unsigned long)(4L + (t100 - 1L) * 4L)) <= t101) | ((t103 <= 0L) | (t103 >= 64L)))) {
        long t104 = t100 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 4, UF 4, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t105 = res + i_vec_1;
            vcc_v4_int t2 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(start + i_vec_1));
            __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t3 = _mm_set1_ps(0.0f);
            vcc_v4_double t4 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t5 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t6 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t116 = i_vec_1 + 4L;
            float *t117 = res + t116;
            vcc_v4_int t8 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(start + t116));
            __m128i t7 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t9 = _mm_set1_ps(0.0f);
            vcc_v4_double t10 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t11 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t12 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t118 = i_vec_1 + 8L;
            float *t119 = res + t118;
            vcc_v4_int t14 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(start + t118));
            __m128i t13 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t15 = _mm_set1_ps(0.0f);
            vcc_v4_double t16 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t17 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t18 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            long t120 = i_vec_1 + 12L;
            float *t121 = res + t120;
            vcc_v4_int t20 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(start + t120));
            __m128i t19 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t21 = _mm_set1_ps(0.0f);
            vcc_v4_double t22 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t23 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t24 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t122 = 0;
            __m128 t123 = (__m128)(vcc_v4_float){0};
            vcc_v4_double t124 = (vcc_v4_double){0};
            vcc_v4_ulong t125 = (vcc_v4_ulong){0};
            vcc_v4_uchar t126 = (vcc_v4_uchar){0};
            vcc_v4_int t127 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t128 = (__m128i)(vcc_m4){0};
            __m128i t129 = (__m128i)(vcc_m4){0};
            int t130 = 1;
            __m128 t131 = (__m128)(vcc_v4_float){0};
            int t132 = 0;
            __m128 t133 = (__m128)(vcc_v4_float){0};
            vcc_v4_double t134 = (vcc_v4_double){0};
            vcc_v4_ulong t135 = (vcc_v4_ulong){0};
            vcc_v4_uchar t136 = (vcc_v4_uchar){0};
            vcc_v4_int t137 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t138 = (__m128i)(vcc_m4){0};
            __m128i t139 = (__m128i)(vcc_m4){0};
            int t140 = 1;
            __m128 t141 = (__m128)(vcc_v4_float){0};
            int t142 = 0;
            __m128 t143 = (__m128)(vcc_v4_float){0};
            vcc_v4_double t144 = (vcc_v4_double){0};
            vcc_v4_ulong t145 = (vcc_v4_ulong){0};
            vcc_v4_uchar t146 = (vcc_v4_uchar){0};
            vcc_v4_int t147 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t148 = (__m128i)(vcc_m4){0};
            __m128i t149 = (__m128i)(vcc_m4){0};
            int t150 = 1;
            __m128 t151 = (__m128)(vcc_v4_float){0};
            int t152 = 0;
            __m128 t153 = (__m128)(vcc_v4_float){0};
            vcc_v4_double t154 = (vcc_v4_double){0};
            vcc_v4_ulong t155 = (vcc_v4_ulong){0};
            vcc_v4_uchar t156 = (vcc_v4_uchar){0};
            vcc_v4_int t157 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t158 = (__m128i)(vcc_m4){0};
            __m128i t159 = (__m128i)(vcc_m4){0};
            int t160 = 1;
            __m128 t161 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t130) {
                    __m128i t162 = _mm_set1_epi32(0);
                    __m128i t163 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t2, t162));
                    __m128i t164 = (__m128i)((vcc_m4)t1 & (vcc_m4)t163);
                    __m128i t165 = (__m128i)~(vcc_m4)t163;
                    __m128i t166 = (__m128i)((vcc_m4)t1 & (vcc_m4)t165);
                    __m128i t167 = _mm_set1_epi32((int)(t122 == lim));
                    __m128i t168 = (__m128i)(vcc_m4)((vcc_v4_int)t167 != (vcc_v4_int){0});
                    __m128i t169 = (__m128i)((vcc_m4)t164 & (vcc_m4)t168);
                    __m128i t170 = (__m128i)~(vcc_m4)t168;
                    __m128i t30 = (__m128i)((vcc_m4)t164 & (vcc_m4)t170);
                    if ((_mm_movemask_epi8(t30) != 0)) {
                        __m128 t171 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t2, _mm_movemask_ps(_mm_castsi128_ps(t30)));
                        t25 = _mm_add_ps(t3, t171);
                        vcc_v4_double t172 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t173 = t4 * t172;
                        vcc_v4_double t174 = __builtin_convertvector((vcc_v4_float)t171, vcc_v4_double);
                        t26 = t173 + t174;
                        vcc_v4_ulong t175 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t176 = t5 * t175;
                        vcc_v4_ulong t177 = __builtin_convertvector((vcc_v4_int)(__m128i)t2, vcc_v4_ulong);
                        t27 = t176 + t177;
                        __m128i t178 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t6));
                        __m128i t179 = _mm_add_epi32(t178, (__m128i)t2);
                        t28 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t179, vcc_v4_short), vcc_v4_uchar);
                        t29 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t2, _mm_movemask_ps(_mm_castsi128_ps(t30)));
                        t180 = t122 + 1;
                    } else {
                        t25 = (__m128)(vcc_v4_float){0};
                        t26 = (vcc_v4_double){0};
                        t27 = (vcc_v4_ulong){0};
                        t28 = (vcc_v4_uchar){0};
                        t29 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t180 = 0;
                        t30 = (__m128i)(vcc_m4){0};
                    }
                    t31 = vcc_sse2_blendv_ps(t123, t3, _mm_castsi128_ps(t1));
                    t32 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t4, t124);
                    t33 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t1, vcc_v4_long), t5, t125);
                    t34 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t1, vcc_v4_schar), t6, t126);
                    __m128i t181 = _mm_set1_epi32((int)t122);
                    t35 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t127, t181, t1);
                    t36 = (__m128i)((vcc_m4)t128 | (vcc_m4)t166);
                    t37 = (__m128i)((vcc_m4)t129 | (vcc_m4)t169);
                    if ((_mm_movemask_epi8(t30) != 0)) {
                        t196 = t30;
                        t197 = (vcc_v4_int)(__m128i)t29;
                        t198 = t25;
                        t199 = t26;
                        t200 = t27;
                        t201 = t28;
                        t202 = t180;
                        t203 = 1;
                        t38 = t131;
                    } else {
                        __m128 t182 = (__m128)__builtin_convertvector(t32, vcc_v4_float);
                        __m128 t183 = _mm_add_ps(t31, t182);
                        vcc_v4_ulong t184 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t185 = t33 & t184;
                        __m128 t186 = (__m128)__builtin_convertvector(t185, vcc_v4_float);
                        __m128 t187 = _mm_add_ps(t183, t186);
                        __m128 t188 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t34)));
                        __m128 t189 = _mm_add_ps(t187, t188);
                        __m128 t190 = _mm_cvtepi32_ps((__m128i)t35);
                        __m128 t191 = _mm_add_ps(t189, t190);
                        __m128 t192 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t191, _mm_castsi128_ps(t36));
                        __m128 t193 = _mm_xor_ps(t31, _mm_set1_ps(-0.0f));
                        __m128 t194 = _mm_cvtepi32_ps((__m128i)t35);
                        __m128 t195 = _mm_sub_ps(t193, t194);
                        t38 = vcc_sse2_blendv_ps(t192, t195, _mm_castsi128_ps(t37));
                        t196 = t1;
                        t197 = (vcc_v4_int)(__m128i)t2;
                        t198 = t3;
                        t199 = t4;
                        t200 = t5;
                        t201 = t6;
                        t202 = t122;
                        t31 = t123;
                        t32 = t124;
                        t33 = t125;
                        t34 = t126;
                        t35 = (vcc_v4_int)(__m128i)t127;
                        t36 = t128;
                        t37 = t129;
                        t203 = 0;
                    }
                } else {
                    t196 = t1;
                    t197 = (vcc_v4_int)(__m128i)t2;
                    t198 = t3;
                    t199 = t4;
                    t200 = t5;
                    t201 = t6;
                    t202 = t122;
                    t31 = t123;
                    t32 = t124;
                    t33 = t125;
                    t34 = t126;
                    t35 = (vcc_v4_int)(__m128i)t127;
                    t36 = t128;
                    t37 = t129;
                    t203 = 0;
                    t38 = t131;
                }
                if (t140) {
                    __m128i t204 = _mm_set1_epi32(0);
                    __m128i t205 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t8, t204));
                    __m128i t206 = (__m128i)((vcc_m4)t7 & (vcc_m4)t205);
                    __m128i t207 = (__m128i)~(vcc_m4)t205;
                    __m128i t208 = (__m128i)((vcc_m4)t7 & (vcc_m4)t207);
                    __m128i t209 = _mm_set1_epi32((int)(t132 == lim));
                    __m128i t210 = (__m128i)(vcc_m4)((vcc_v4_int)t209 != (vcc_v4_int){0});
                    __m128i t211 = (__m128i)((vcc_m4)t206 & (vcc_m4)t210);
                    __m128i t212 = (__m128i)~(vcc_m4)t210;
                    __m128i t44 = (__m128i)((vcc_m4)t206 & (vcc_m4)t212);
                    if ((_mm_movemask_epi8(t44) != 0)) {
                        __m128 t213 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t8, _mm_movemask_ps(_mm_castsi128_ps(t44)));
                        t39 = _mm_add_ps(t9, t213);
                        vcc_v4_double t214 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t215 = t10 * t214;
                        vcc_v4_double t216 = __builtin_convertvector((vcc_v4_float)t213, vcc_v4_double);
                        t40 = t215 + t216;
                        vcc_v4_ulong t217 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t218 = t11 * t217;
                        vcc_v4_ulong t219 = __builtin_convertvector((vcc_v4_int)(__m128i)t8, vcc_v4_ulong);
                        t41 = t218 + t219;
                        __m128i t220 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t12));
                        __m128i t221 = _mm_add_epi32(t220, (__m128i)t8);
                        t42 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t221, vcc_v4_short), vcc_v4_uchar);
                        t43 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t8, _mm_movemask_ps(_mm_castsi128_ps(t44)));
                        t222 = t132 + 1;
                    } else {
                        t39 = (__m128)(vcc_v4_float){0};
                        t40 = (vcc_v4_double){0};
                        t41 = (vcc_v4_ulong){0};
                        t42 = (vcc_v4_uchar){0};
                        t43 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t222 = 0;
                        t44 = (__m128i)(vcc_m4){0};
                    }
                    t45 = vcc_sse2_blendv_ps(t133, t9, _mm_castsi128_ps(t7));
                    t46 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t10, t134);
                    t47 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t7, vcc_v4_long), t11, t135);
                    t48 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t7, vcc_v4_schar), t12, t136);
                    __m128i t223 = _mm_set1_epi32((int)t132);
                    t49 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t137, t223, t7);
                    t50 = (__m128i)((vcc_m4)t138 | (vcc_m4)t208);
                    t51 = (__m128i)((vcc_m4)t139 | (vcc_m4)t211);
                    if ((_mm_movemask_epi8(t44) != 0)) {
                        t238 = t44;
                        t239 = (vcc_v4_int)(__m128i)t43;
                        t240 = t39;
                        t241 = t40;
                        t242 = t41;
                        t243 = t42;
                        t244 = t222;
                        t245 = 1;
                        t52 = t141;
                    } else {
                        __m128 t224 = (__m128)__builtin_convertvector(t46, vcc_v4_float);
                        __m128 t225 = _mm_add_ps(t45, t224);
                        vcc_v4_ulong t226 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t227 = t47 & t226;
                        __m128 t228 = (__m128)__builtin_convertvector(t227, vcc_v4_float);
                        __m128 t229 = _mm_add_ps(t225, t228);
                        __m128 t230 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t48)));
                        __m128 t231 = _mm_add_ps(t229, t230);
                        __m128 t232 = _mm_cvtepi32_ps((__m128i)t49);
                        __m128 t233 = _mm_add_ps(t231, t232);
                        __m128 t234 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t233, _mm_castsi128_ps(t50));
                        __m128 t235 = _mm_xor_ps(t45, _mm_set1_ps(-0.0f));
                        __m128 t236 = _mm_cvtepi32_ps((__m128i)t49);
                        __m128 t237 = _mm_sub_ps(t235, t236);
                        t52 = vcc_sse2_blendv_ps(t234, t237, _mm_castsi128_ps(t51));
                        t238 = t7;
                        t239 = (vcc_v4_int)(__m128i)t8;
                        t240 = t9;
                        t241 = t10;
                        t242 = t11;
                        t243 = t12;
                        t244 = t132;
                        t45 = t133;
                        t46 = t134;
                        t47 = t135;
                        t48 = t136;
                        t49 = (vcc_v4_int)(__m128i)t137;
                        t50 = t138;
                        t51 = t139;
                        t245 = 0;
                    }
                } else {
                    t238 = t7;
                    t239 = (vcc_v4_int)(__m128i)t8;
                    t240 = t9;
                    t241 = t10;
                    t242 = t11;
                    t243 = t12;
                    t244 = t132;
                    t45 = t133;
                    t46 = t134;
                    t47 = t135;
                    t48 = t136;
                    t49 = (vcc_v4_int)(__m128i)t137;
                    t50 = t138;
                    t51 = t139;
                    t245 = 0;
                    t52 = t141;
                }
                if (t150) {
                    __m128i t246 = _mm_set1_epi32(0);
                    __m128i t247 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t14, t246));
                    __m128i t248 = (__m128i)((vcc_m4)t13 & (vcc_m4)t247);
                    __m128i t249 = (__m128i)~(vcc_m4)t247;
                    __m128i t250 = (__m128i)((vcc_m4)t13 & (vcc_m4)t249);
                    __m128i t251 = _mm_set1_epi32((int)(t142 == lim));
                    __m128i t252 = (__m128i)(vcc_m4)((vcc_v4_int)t251 != (vcc_v4_int){0});
                    __m128i t253 = (__m128i)((vcc_m4)t248 & (vcc_m4)t252);
                    __m128i t254 = (__m128i)~(vcc_m4)t252;
                    __m128i t58 = (__m128i)((vcc_m4)t248 & (vcc_m4)t254);
                    if ((_mm_movemask_epi8(t58) != 0)) {
                        __m128 t255 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t14, _mm_movemask_ps(_mm_castsi128_ps(t58)));
                        t53 = _mm_add_ps(t15, t255);
                        vcc_v4_double t256 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t257 = t16 * t256;
                        vcc_v4_double t258 = __builtin_convertvector((vcc_v4_float)t255, vcc_v4_double);
                        t54 = t257 + t258;
                        vcc_v4_ulong t259 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t260 = t17 * t259;
                        vcc_v4_ulong t261 = __builtin_convertvector((vcc_v4_int)(__m128i)t14, vcc_v4_ulong);
                        t55 = t260 + t261;
                        __m128i t262 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t18));
                        __m128i t263 = _mm_add_epi32(t262, (__m128i)t14);
                        t56 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t263, vcc_v4_short), vcc_v4_uchar);
                        t57 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t14, _mm_movemask_ps(_mm_castsi128_ps(t58)));
                        t264 = t142 + 1;
                    } else {
                        t53 = (__m128)(vcc_v4_float){0};
                        t54 = (vcc_v4_double){0};
                        t55 = (vcc_v4_ulong){0};
                        t56 = (vcc_v4_uchar){0};
                        t57 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t264 = 0;
                        t58 = (__m128i)(vcc_m4){0};
                    }
                    t59 = vcc_sse2_blendv_ps(t143, t15, _mm_castsi128_ps(t13));
                    t60 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t16, t144);
                    t61 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t13, vcc_v4_long), t17, t145);
                    t62 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t13, vcc_v4_schar), t18, t146);
                    __m128i t265 = _mm_set1_epi32((int)t142);
                    t63 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t147, t265, t13);
                    t64 = (__m128i)((vcc_m4)t148 | (vcc_m4)t250);
                    t65 = (__m128i)((vcc_m4)t149 | (vcc_m4)t253);
                    if ((_mm_movemask_epi8(t58) != 0)) {
                        t280 = t58;
                        t281 = (vcc_v4_int)(__m128i)t57;
                        t282 = t53;
                        t283 = t54;
                        t284 = t55;
                        t285 = t56;
                        t286 = t264;
                        t287 = 1;
                        t66 = t151;
                    } else {
                        __m128 t266 = (__m128)__builtin_convertvector(t60, vcc_v4_float);
                        __m128 t267 = _mm_add_ps(t59, t266);
                        vcc_v4_ulong t268 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t269 = t61 & t268;
                        __m128 t270 = (__m128)__builtin_convertvector(t269, vcc_v4_float);
                        __m128 t271 = _mm_add_ps(t267, t270);
                        __m128 t272 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t62)));
                        __m128 t273 = _mm_add_ps(t271, t272);
                        __m128 t274 = _mm_cvtepi32_ps((__m128i)t63);
                        __m128 t275 = _mm_add_ps(t273, t274);
                        __m128 t276 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t275, _mm_castsi128_ps(t64));
                        __m128 t277 = _mm_xor_ps(t59, _mm_set1_ps(-0.0f));
                        __m128 t278 = _mm_cvtepi32_ps((__m128i)t63);
                        __m128 t279 = _mm_sub_ps(t277, t278);
                        t66 = vcc_sse2_blendv_ps(t276, t279, _mm_castsi128_ps(t65));
                        t280 = t13;
                        t281 = (vcc_v4_int)(__m128i)t14;
                        t282 = t15;
                        t283 = t16;
                        t284 = t17;
                        t285 = t18;
                        t286 = t142;
                        t59 = t143;
                        t60 = t144;
                        t61 = t145;
                        t62 = t146;
                        t63 = (vcc_v4_int)(__m128i)t147;
                        t64 = t148;
                        t65 = t149;
                        t287 = 0;
                    }
                } else {
                    t280 = t13;
                    t281 = (vcc_v4_int)(__m128i)t14;
                    t282 = t15;
                    t283 = t16;
                    t284 = t17;
                    t285 = t18;
                    t286 = t142;
                    t59 = t143;
                    t60 = t144;
                    t61 = t145;
                    t62 = t146;
                    t63 = (vcc_v4_int)(__m128i)t147;
                    t64 = t148;
                    t65 = t149;
                    t287 = 0;
                    t66 = t151;
                }
                if (t160) {
                    __m128i t288 = _mm_set1_epi32(0);
                    __m128i t289 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t20, t288));
                    __m128i t290 = (__m128i)((vcc_m4)t19 & (vcc_m4)t289);
                    __m128i t291 = (__m128i)~(vcc_m4)t289;
                    __m128i t292 = (__m128i)((vcc_m4)t19 & (vcc_m4)t291);
                    __m128i t293 = _mm_set1_epi32((int)(t152 == lim));
                    __m128i t294 = (__m128i)(vcc_m4)((vcc_v4_int)t293 != (vcc_v4_int){0});
                    __m128i t295 = (__m128i)((vcc_m4)t290 & (vcc_m4)t294);
                    __m128i t296 = (__m128i)~(vcc_m4)t294;
                    __m128i t72 = (__m128i)((vcc_m4)t290 & (vcc_m4)t296);
                    if ((_mm_movemask_epi8(t72) != 0)) {
                        __m128 t297 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t20, _mm_movemask_ps(_mm_castsi128_ps(t72)));
                        t67 = _mm_add_ps(t21, t297);
                        vcc_v4_double t298 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                        vcc_v4_double t299 = t22 * t298;
                        vcc_v4_double t300 = __builtin_convertvector((vcc_v4_float)t297, vcc_v4_double);
                        t68 = t299 + t300;
                        vcc_v4_ulong t301 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                        vcc_v4_ulong t302 = t23 * t301;
                        vcc_v4_ulong t303 = __builtin_convertvector((vcc_v4_int)(__m128i)t20, vcc_v4_ulong);
                        t69 = t302 + t303;
                        __m128i t304 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t24));
                        __m128i t305 = _mm_add_epi32(t304, (__m128i)t20);
                        t70 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t305, vcc_v4_short), vcc_v4_uchar);
                        t71 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t20, _mm_movemask_ps(_mm_castsi128_ps(t72)));
                        t306 = t152 + 1;
                    } else {
                        t67 = (__m128)(vcc_v4_float){0};
                        t68 = (vcc_v4_double){0};
                        t69 = (vcc_v4_ulong){0};
                        t70 = (vcc_v4_uchar){0};
                        t71 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                        t306 = 0;
                        t72 = (__m128i)(vcc_m4){0};
                    }
                    t73 = vcc_sse2_blendv_ps(t153, t21, _mm_castsi128_ps(t19));
                    t74 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t22, t154);
                    t75 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t19, vcc_v4_long), t23, t155);
                    t76 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t19, vcc_v4_schar), t24, t156);
                    __m128i t307 = _mm_set1_epi32((int)t152);
                    t77 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t157, t307, t19);
                    t78 = (__m128i)((vcc_m4)t158 | (vcc_m4)t292);
                    t79 = (__m128i)((vcc_m4)t159 | (vcc_m4)t295);
                    if ((_mm_movemask_epi8(t72) != 0)) {
                        t322 = t72;
                        t323 = (vcc_v4_int)(__m128i)t71;
                        t324 = t67;
                        t325 = t68;
                        t326 = t69;
                        t327 = t70;
                        t328 = t306;
                        t329 = 1;
                        t80 = t161;
                    } else {
                        __m128 t308 = (__m128)__builtin_convertvector(t74, vcc_v4_float);
                        __m128 t309 = _mm_add_ps(t73, t308);
                        vcc_v4_ulong t310 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v4_ulong t311 = t75 & t310;
                        __m128 t312 = (__m128)__builtin_convertvector(t311, vcc_v4_float);
                        __m128 t313 = _mm_add_ps(t309, t312);
                        __m128 t314 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t76)));
                        __m128 t315 = _mm_add_ps(t313, t314);
                        __m128 t316 = _mm_cvtepi32_ps((__m128i)t77);
                        __m128 t317 = _mm_add_ps(t315, t316);
                        __m128 t318 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t317, _mm_castsi128_ps(t78));
                        __m128 t319 = _mm_xor_ps(t73, _mm_set1_ps(-0.0f));
                        __m128 t320 = _mm_cvtepi32_ps((__m128i)t77);
                        __m128 t321 = _mm_sub_ps(t319, t320);
                        t80 = vcc_sse2_blendv_ps(t318, t321, _mm_castsi128_ps(t79));
                        t322 = t19;
                        t323 = (vcc_v4_int)(__m128i)t20;
                        t324 = t21;
                        t325 = t22;
                        t326 = t23;
                        t327 = t24;
                        t328 = t152;
                        t73 = t153;
                        t74 = t154;
                        t75 = t155;
                        t76 = t156;
                        t77 = (vcc_v4_int)(__m128i)t157;
                        t78 = t158;
                        t79 = t159;
                        t329 = 0;
                    }
                } else {
                    t322 = t19;
                    t323 = (vcc_v4_int)(__m128i)t20;
                    t324 = t21;
                    t325 = t22;
                    t326 = t23;
                    t327 = t24;
                    t328 = t152;
                    t73 = t153;
                    t74 = t154;
                    t75 = t155;
                    t76 = t156;
                    t77 = (vcc_v4_int)(__m128i)t157;
                    t78 = t158;
                    t79 = t159;
                    t329 = 0;
                    t80 = t161;
                }
                if (!(t203 | t245 | t287 | t329)) {
                    _mm_storeu_ps(t105, t38);
                    _mm_storeu_ps(t117, t52);
                    _mm_storeu_ps(t119, t66);
                    _mm_storeu_ps(t121, t80);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t104) {
                        break;
                    }
                    t106 = (int)t104;
                    goto L366;
                }
                t1 = t196;
                t2 = (vcc_v4_int)(__m128i)t197;
                t3 = t198;
                t4 = t199;
                t5 = t200;
                t6 = t201;
                t122 = t202;
                t123 = t31;
                t124 = t32;
                t125 = t33;
                t126 = t34;
                t127 = (vcc_v4_int)(__m128i)t35;
                t128 = t36;
                t129 = t37;
                t130 = t203;
                t131 = t38;
                t7 = t238;
                t8 = (vcc_v4_int)(__m128i)t239;
                t9 = t240;
                t10 = t241;
                t11 = t242;
                t12 = t243;
                t132 = t244;
                t133 = t45;
                t134 = t46;
                t135 = t47;
                t136 = t48;
                t137 = (vcc_v4_int)(__m128i)t49;
                t138 = t50;
                t139 = t51;
                t140 = t245;
                t141 = t52;
                t13 = t280;
                t14 = (vcc_v4_int)(__m128i)t281;
                t15 = t282;
                t16 = t283;
                t17 = t284;
                t18 = t285;
                t142 = t286;
                t143 = t59;
                t144 = t60;
                t145 = t61;
                t146 = t62;
                t147 = (vcc_v4_int)(__m128i)t63;
                t148 = t64;
                t149 = t65;
                t150 = t287;
                t151 = t66;
                t19 = t322;
                t20 = (vcc_v4_int)(__m128i)t323;
                t21 = t324;
                t22 = t325;
                t23 = t326;
                t24 = t327;
                t152 = t328;
                t153 = t73;
                t154 = t74;
                t155 = t75;
                t156 = t76;
                t157 = (vcc_v4_int)(__m128i)t77;
                t158 = t78;
                t159 = t79;
                t160 = t329;
                t161 = t80;
            }
        }
    } else {
        t106 = 0;
    }
L366:
    t107 = (long)n + (long)t106 * -1L;
    t108 = (unsigned long)res;
    t109 = (unsigned long)start;
    t110 = (long)((unsigned long)res + (unsigned long)((long)t106 * 4L) - ((unsigned long)start + (unsigned long)((long)t106 * 4L)));
    if ((t107 >= 4L) & (((t108 + (unsigned long)((long)t106 * 4L + 4L + (t107 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t106 * 4L))) | ((t109 + (unsigned long)((long)t106 * 4L + 4L + (t107 - 1L) * 4L)) <= (t108 + (unsigned long)((long)t106 * 4L))) | ((t110 <= 0L) | (t110 >= 16L)))) {
        long t111 = t107 & -4L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 4, UF 1, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t112 = (long)t106 + i_vec;
            float *t113 = res + t112;
            vcc_v4_int t82 = (vcc_v4_int)_mm_loadu_si128((const __m128i *)(start + t112));
            __m128i t81 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t83 = _mm_set1_ps(0.0f);
            vcc_v4_double t84 = (vcc_v4_double){1.0, 1.0, 1.0, 1.0};
            vcc_v4_ulong t85 = (vcc_v4_ulong){7UL, 7UL, 7UL, 7UL};
            vcc_v4_uchar t86 = vcc_splat(vcc_v4_uchar, (unsigned char)0);
            int t330 = 0;
            __m128 t93 = (__m128)(vcc_v4_float){0};
            vcc_v4_double t94 = (vcc_v4_double){0};
            vcc_v4_ulong t95 = (vcc_v4_ulong){0};
            vcc_v4_uchar t96 = (vcc_v4_uchar){0};
            vcc_v4_int t97 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            __m128i t98 = (__m128i)(vcc_m4){0};
            __m128i t99 = (__m128i)(vcc_m4){0};
            for (;;) {
                __m128i t331 = _mm_set1_epi32(0);
                __m128i t332 = vcc_sse_not(_mm_cmpeq_epi32((__m128i)t82, t331));
                __m128i t333 = (__m128i)((vcc_m4)t81 & (vcc_m4)t332);
                __m128i t334 = (__m128i)~(vcc_m4)t332;
                __m128i t335 = (__m128i)((vcc_m4)t81 & (vcc_m4)t334);
                __m128i t336 = _mm_set1_epi32((int)(t330 == lim));
                __m128i t337 = (__m128i)(vcc_m4)((vcc_v4_int)t336 != (vcc_v4_int){0});
                __m128i t338 = (__m128i)((vcc_m4)t333 & (vcc_m4)t337);
                __m128i t339 = (__m128i)~(vcc_m4)t337;
                __m128i t92 = (__m128i)((vcc_m4)t333 & (vcc_m4)t339);
                if ((_mm_movemask_epi8(t92) != 0)) {
                    __m128 t340 = vcc_sse_gather4(_mm_setr_ps, float, w, (__m128i)t82, _mm_movemask_ps(_mm_castsi128_ps(t92)));
                    t87 = _mm_add_ps(t83, t340);
                    vcc_v4_double t341 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                    vcc_v4_double t342 = t84 * t341;
                    vcc_v4_double t343 = __builtin_convertvector((vcc_v4_float)t340, vcc_v4_double);
                    t88 = t342 + t343;
                    vcc_v4_ulong t344 = (vcc_v4_ulong){31UL, 31UL, 31UL, 31UL};
                    vcc_v4_ulong t345 = t85 * t344;
                    vcc_v4_ulong t346 = __builtin_convertvector((vcc_v4_int)(__m128i)t82, vcc_v4_ulong);
                    t89 = t345 + t346;
                    __m128i t347 = vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t86));
                    __m128i t348 = _mm_add_epi32(t347, (__m128i)t82);
                    t90 = __builtin_convertvector(__builtin_convertvector((vcc_v4_int)t348, vcc_v4_short), vcc_v4_uchar);
                    t91 = (vcc_v4_int)vcc_sse_gather4(_mm_setr_epi32, int, next, (__m128i)t82, _mm_movemask_ps(_mm_castsi128_ps(t92)));
                    t349 = t330 + 1;
                } else {
                    t87 = (__m128)(vcc_v4_float){0};
                    t88 = (vcc_v4_double){0};
                    t89 = (vcc_v4_ulong){0};
                    t90 = (vcc_v4_uchar){0};
                    t91 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
                    t349 = 0;
                    t92 = (__m128i)(vcc_m4){0};
                }
                t93 = vcc_sse2_blendv_ps(t93, t83, _mm_castsi128_ps(t81));
                t94 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t84, t94);
                t95 = vcc_select(vcc_v4_long, __builtin_convertvector((vcc_m4)t81, vcc_v4_long), t85, t95);
                t96 = vcc_select(vcc_v4_schar, __builtin_convertvector((vcc_m4)t81, vcc_v4_schar), t86, t96);
                __m128i t350 = _mm_set1_epi32((int)t330);
                t97 = (vcc_v4_int)vcc_sse2_blendv_epi8((__m128i)t97, t350, t81);
                t98 = (__m128i)((vcc_m4)t98 | (vcc_m4)t335);
                t99 = (__m128i)((vcc_m4)t99 | (vcc_m4)t338);
                if (!(_mm_movemask_epi8(t92) != 0)) {
                    __m128 t351 = (__m128)__builtin_convertvector(t94, vcc_v4_float);
                    __m128 t352 = _mm_add_ps(t93, t351);
                    vcc_v4_ulong t353 = (vcc_v4_ulong){1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v4_ulong t354 = t95 & t353;
                    __m128 t355 = (__m128)__builtin_convertvector(t354, vcc_v4_float);
                    __m128 t356 = _mm_add_ps(t352, t355);
                    __m128 t357 = _mm_cvtepi32_ps(vcc_sse2_cvtepu8_epi32(_mm_cvtsi32_si128((int)t96)));
                    __m128 t358 = _mm_add_ps(t356, t357);
                    __m128 t359 = _mm_cvtepi32_ps((__m128i)t97);
                    __m128 t360 = _mm_add_ps(t358, t359);
                    __m128 t361 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t360, _mm_castsi128_ps(t98));
                    __m128 t362 = _mm_xor_ps(t93, _mm_set1_ps(-0.0f));
                    __m128 t363 = _mm_cvtepi32_ps((__m128i)t97);
                    __m128 t364 = _mm_sub_ps(t362, t363);
                    __m128 t365 = vcc_sse2_blendv_ps(t361, t364, _mm_castsi128_ps(t99));
                    _mm_storeu_ps(t113, t365);
                    i_vec += 4L;
                    if (i_vec < t111) {
                        break;
                    }
                    i = (int)((long)t106 + t111);
                    goto L367;
                }
                t81 = t92;
                t82 = (vcc_v4_int)(__m128i)t91;
                t83 = t87;
                t84 = t88;
                t85 = t89;
                t86 = t90;
                t330 = t349;
            }
        }
    } else {
        i = t106;
    }
L367:
    for (; i < n; i++) {
        long t114 = (long)i;
        int t115 = start[t114];
        res[t114] = walk(next, w, t115, lim);
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
