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

__attribute__((target("avx2"))) __m256i _ZGVdN8uv_chase(const int *next, __m256i k) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t2 = k;
    int t4 = 0;
    __m256i t3 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t5 = _mm256_set1_epi32(0);
        __m256i t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, t5), _mm256_set1_epi32(-1));
        __m256i t7 = _mm256_and_si256(t1, t6);
        t2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t2, t7, 4);
        __m256i t8 = _mm256_set1_epi32((int)t4);
        t3 = _mm256_blendv_epi8(t3, t8, t1);
        if (!(_mm256_movemask_epi8(t7) != 0)) {
            break;
        }
        t1 = t7;
        t4++;
    }
    return t3;
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

__attribute__((target("avx2"))) __m256 _ZGVdN8uuvu_walk(const int *next, const float *w, __m256i k, int lim) {
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    __m256i t10;
    int t42;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    __m256i t19 = k;
    int t20 = 0;
    __m256 t12 = (__m256)(vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    __m256i t16 = (__m256i)(vcc_v8_int){0};
    __m256i t17 = (__m256i)(vcc_m8){0};
    __m256i t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t21 = _mm256_set1_epi32(0);
        __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, t21), _mm256_set1_epi32(-1));
        __m256i t23 = _mm256_and_si256(t1, t22);
        __m256i t24 = (__m256i)~(vcc_m8)t22;
        __m256i t25 = _mm256_and_si256(t1, t24);
        __m256i t26 = _mm256_set1_epi32((int)(t20 == lim));
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        __m256i t28 = _mm256_and_si256(t23, t27);
        __m256i t29 = (__m256i)~(vcc_m8)t27;
        __m256i t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector((vcc_v8_int)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t38 = t37;
            __m256i t39 = t19;
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = t40;
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t41, vcc_v8_short), vcc_v8_uchar);
            t10 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t19, t11, 4);
            t42 = t20 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (__m256i)(vcc_v8_int){0};
            t42 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t12 = _mm256_blendv_ps(t12, t2, _mm256_castsi256_ps(t1));
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t15);
        __m256i t43 = _mm256_set1_epi32((int)t20);
        t16 = _mm256_blendv_epi8(t16, t43, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            __m256 t44 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            __m256 t45 = _mm256_add_ps(t12, t44);
            vcc_v8_ulong t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t47 = t14 & t46;
            __m256 t48 = (__m256)__builtin_convertvector(t47, vcc_v8_float);
            __m256 t49 = _mm256_add_ps(t45, t48);
            __m256 t50 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            __m256 t51 = _mm256_add_ps(t49, t50);
            __m256 t52 = _mm256_cvtepi32_ps(t16);
            __m256 t53 = _mm256_add_ps(t51, t52);
            __m256 t54 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t53, _mm256_castsi256_ps(t17));
            __m256 t55 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            __m256 t56 = _mm256_cvtepi32_ps(t16);
            __m256 t57 = _mm256_sub_ps(t55, t56);
            __m256 t58 = _mm256_blendv_ps(t54, t57, _mm256_castsi256_ps(t18));
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
    }
}

__attribute__((target("avx2"))) __m256 _ZGVdM8uuvu_walk(const int *next, const float *w, __m256i k, int lim, __m256 mask) {
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    __m256i t10;
    int t42;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    __m256i t19 = k;
    int t20 = 0;
    __m256 t12 = (__m256)(vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    __m256i t16 = (__m256i)(vcc_v8_int){0};
    __m256i t17 = (__m256i)(vcc_m8){0};
    __m256i t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        __m256i t21 = _mm256_set1_epi32(0);
        __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, t21), _mm256_set1_epi32(-1));
        __m256i t23 = _mm256_and_si256(t1, t22);
        __m256i t24 = (__m256i)~(vcc_m8)t22;
        __m256i t25 = _mm256_and_si256(t1, t24);
        __m256i t26 = _mm256_set1_epi32((int)(t20 == lim));
        __m256i t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        __m256i t28 = _mm256_and_si256(t23, t27);
        __m256i t29 = (__m256i)~(vcc_m8)t27;
        __m256i t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            __m256 t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector((vcc_v8_int)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            __m256i t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            __m256i t38 = t37;
            __m256i t39 = t19;
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = t40;
            t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t41, vcc_v8_short), vcc_v8_uchar);
            t10 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t19, t11, 4);
            t42 = t20 + 1;
        } else {
            t6 = (__m256)(vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (__m256i)(vcc_v8_int){0};
            t42 = 0;
            t11 = (__m256i)(vcc_m8){0};
        }
        t12 = _mm256_blendv_ps(t12, t2, _mm256_castsi256_ps(t1));
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t5, t15);
        __m256i t43 = _mm256_set1_epi32((int)t20);
        t16 = _mm256_blendv_epi8(t16, t43, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            __m256 t44 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            __m256 t45 = _mm256_add_ps(t12, t44);
            vcc_v8_ulong t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t47 = t14 & t46;
            __m256 t48 = (__m256)__builtin_convertvector(t47, vcc_v8_float);
            __m256 t49 = _mm256_add_ps(t45, t48);
            __m256 t50 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            __m256 t51 = _mm256_add_ps(t49, t50);
            __m256 t52 = _mm256_cvtepi32_ps(t16);
            __m256 t53 = _mm256_add_ps(t51, t52);
            __m256 t54 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t53, _mm256_castsi256_ps(t17));
            __m256 t55 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            __m256 t56 = _mm256_cvtepi32_ps(t16);
            __m256 t57 = _mm256_sub_ps(t55, t56);
            __m256 t58 = _mm256_blendv_ps(t54, t57, _mm256_castsi256_ps(t18));
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
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

__attribute__((target("avx2"))) __m256i _ZGVdN8uuv_fill(const int *next, int *out, __m256i k) {
    __m256i t2;
    __m256i t3;
    int t12;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t5 = k;
    int t6 = 0;
    __m256i t4 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, t7), _mm256_set1_epi32(-1));
        __m256i t9 = _mm256_and_si256(t1, t8);
        if ((_mm256_movemask_epi8(t9) != 0)) {
            if ((_mm256_movemask_epi8(t9) == -1)) {
                t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
                __m256i t10 = _mm256_set1_epi32((int)t6);
                vcc_avx2_scatter_epi32(out, t5, t10, 0xff);
                t2 = _mm256_i32gather_epi32((const int *)next, t5, 4);
                t12 = t6 + 1;
            } else {
                __m256i t11 = _mm256_set1_epi32((int)t6);
                vcc_avx2_scatter_epi32(out, t5, t11, _mm256_movemask_ps(_mm256_castsi256_ps(t9)));
                t2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t5, t9, 4);
                t12 = t6 + 1;
                t3 = t9;
            }
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t12 = 0;
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t13 = _mm256_set1_epi32((int)t6);
        t4 = _mm256_blendv_epi8(t4, t13, t1);
        if (!(_mm256_movemask_epi8(t3) != 0)) {
            return t4;
        }
        t1 = t3;
        t5 = t2;
        t6 = t12;
    }
}

__attribute__((target("avx2"))) void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    __m256 t13;
    vcc_v8_double t14;
    vcc_v8_ulong t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256 t19;
    vcc_v8_double t20;
    vcc_v8_ulong t21;
    vcc_v8_uchar t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    vcc_v8_double t28;
    vcc_v8_ulong t29;
    vcc_v8_uchar t30;
    __m256i t31;
    __m256 t33;
    vcc_v8_double t34;
    vcc_v8_ulong t35;
    vcc_v8_uchar t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256 t40;
    __m256 t47;
    vcc_v8_double t48;
    vcc_v8_ulong t49;
    vcc_v8_uchar t50;
    __m256i t51;
    long t60;
    unsigned long t61;
    unsigned long t62;
    int t67;
    long t68;
    unsigned long t69;
    unsigned long t70;
    int i;
    int t119;
    __m256i t135;
    __m256i t136;
    __m256 t137;
    vcc_v8_double t138;
    vcc_v8_ulong t139;
    vcc_v8_uchar t140;
    int t141;
    int t142;
    int t164;
    __m256i t180;
    __m256i t181;
    __m256 t182;
    vcc_v8_double t183;
    vcc_v8_ulong t184;
    vcc_v8_uchar t185;
    int t186;
    int t187;
    int t210;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t61))) {
        long t63 = t60 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 8, UF 2, run-time check: `res` and `start` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t64 = i_vec_1 + 8L;
            long t65 = (long)(int)i_vec_1;
            float *t66 = res + t65;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(start + t65));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t3 = _mm256_set1_ps(0.0f);
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t76 = (long)(int)t64;
            float *t77 = res + t76;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(start + t76));
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
            __m256i t83 = (__m256i)(vcc_v8_int){0};
            __m256i t84 = (__m256i)(vcc_m8){0};
            __m256i t85 = (__m256i)(vcc_m8){0};
            int t86 = 1;
            __m256 t87 = (__m256)(vcc_v8_float){0};
            int t88 = 0;
            __m256 t89 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t90 = (vcc_v8_double){0};
            vcc_v8_ulong t91 = (vcc_v8_ulong){0};
            vcc_v8_uchar t92 = (vcc_v8_uchar){0};
            __m256i t93 = (__m256i)(vcc_v8_int){0};
            __m256i t94 = (__m256i)(vcc_m8){0};
            __m256i t95 = (__m256i)(vcc_m8){0};
            int t96 = 1;
            __m256 t97 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t86) {
                    __m256i t98 = _mm256_set1_epi32(0);
                    __m256i t99 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, t98), _mm256_set1_epi32(-1));
                    __m256i t100 = _mm256_and_si256(t1, t99);
                    __m256i t101 = (__m256i)~(vcc_m8)t99;
                    __m256i t102 = _mm256_and_si256(t1, t101);
                    __m256i t103 = _mm256_set1_epi32((int)(t78 == lim));
                    __m256i t104 = (__m256i)(vcc_m8)((vcc_v8_int)t103 != (vcc_v8_int){0});
                    __m256i t105 = _mm256_and_si256(t100, t104);
                    __m256i t106 = (__m256i)~(vcc_m8)t104;
                    __m256i t18 = _mm256_and_si256(t100, t106);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        __m256 t107 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t2, _mm256_castsi256_ps(t18), 4);
                        t13 = _mm256_add_ps(t3, t107);
                        vcc_v8_double t108 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t109 = t4 * t108;
                        vcc_v8_double t110 = __builtin_convertvector((vcc_v8_float)t107, vcc_v8_double);
                        t14 = t109 + t110;
                        vcc_v8_ulong t111 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t112 = t5 * t111;
                        vcc_v8_ulong t113 = __builtin_convertvector((vcc_v8_int)t2, vcc_v8_ulong);
                        t15 = t112 + t113;
                        __m256i t114 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
                        __m256i t115 = t114;
                        __m256i t116 = t2;
                        __m256i t117 = _mm256_add_epi32(t115, t116);
                        __m256i t118 = t117;
                        t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t118, vcc_v8_short), vcc_v8_uchar);
                        t17 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t2, t18, 4);
                        t119 = t78 + 1;
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (__m256i)(vcc_v8_int){0};
                        t119 = 0;
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    t19 = _mm256_blendv_ps(t79, t3, _mm256_castsi256_ps(t1));
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t80);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t5, t81);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t6, t82);
                    __m256i t120 = _mm256_set1_epi32((int)t78);
                    t23 = _mm256_blendv_epi8(t83, t120, t1);
                    t24 = _mm256_or_si256(t84, t102);
                    t25 = _mm256_or_si256(t85, t105);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        t135 = t18;
                        t136 = t17;
                        t137 = t13;
                        t138 = t14;
                        t139 = t15;
                        t140 = t16;
                        t141 = t119;
                        t142 = 1;
                        t26 = t87;
                    } else {
                        __m256 t121 = (__m256)__builtin_convertvector(t20, vcc_v8_float);
                        __m256 t122 = _mm256_add_ps(t19, t121);
                        vcc_v8_ulong t123 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t124 = t21 & t123;
                        __m256 t125 = (__m256)__builtin_convertvector(t124, vcc_v8_float);
                        __m256 t126 = _mm256_add_ps(t122, t125);
                        __m256 t127 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22)));
                        __m256 t128 = _mm256_add_ps(t126, t127);
                        __m256 t129 = _mm256_cvtepi32_ps(t23);
                        __m256 t130 = _mm256_add_ps(t128, t129);
                        __m256 t131 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t130, _mm256_castsi256_ps(t24));
                        __m256 t132 = _mm256_xor_ps(t19, _mm256_set1_ps(-0.0f));
                        __m256 t133 = _mm256_cvtepi32_ps(t23);
                        __m256 t134 = _mm256_sub_ps(t132, t133);
                        t26 = _mm256_blendv_ps(t131, t134, _mm256_castsi256_ps(t25));
                        t135 = t1;
                        t136 = t2;
                        t137 = t3;
                        t138 = t4;
                        t139 = t5;
                        t140 = t6;
                        t141 = t78;
                        t19 = t79;
                        t20 = t80;
                        t21 = t81;
                        t22 = t82;
                        t23 = t83;
                        t24 = t84;
                        t25 = t85;
                        t142 = 0;
                    }
                } else {
                    t135 = t1;
                    t136 = t2;
                    t137 = t3;
                    t138 = t4;
                    t139 = t5;
                    t140 = t6;
                    t141 = t78;
                    t19 = t79;
                    t20 = t80;
                    t21 = t81;
                    t22 = t82;
                    t23 = t83;
                    t24 = t84;
                    t25 = t85;
                    t142 = 0;
                    t26 = t87;
                }
                if (t96) {
                    __m256i t143 = _mm256_set1_epi32(0);
                    __m256i t144 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, t143), _mm256_set1_epi32(-1));
                    __m256i t145 = _mm256_and_si256(t7, t144);
                    __m256i t146 = (__m256i)~(vcc_m8)t144;
                    __m256i t147 = _mm256_and_si256(t7, t146);
                    __m256i t148 = _mm256_set1_epi32((int)(t88 == lim));
                    __m256i t149 = (__m256i)(vcc_m8)((vcc_v8_int)t148 != (vcc_v8_int){0});
                    __m256i t150 = _mm256_and_si256(t145, t149);
                    __m256i t151 = (__m256i)~(vcc_m8)t149;
                    __m256i t32 = _mm256_and_si256(t145, t151);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        __m256 t152 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t8, _mm256_castsi256_ps(t32), 4);
                        t27 = _mm256_add_ps(t9, t152);
                        vcc_v8_double t153 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t154 = t10 * t153;
                        vcc_v8_double t155 = __builtin_convertvector((vcc_v8_float)t152, vcc_v8_double);
                        t28 = t154 + t155;
                        vcc_v8_ulong t156 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t157 = t11 * t156;
                        vcc_v8_ulong t158 = __builtin_convertvector((vcc_v8_int)t8, vcc_v8_ulong);
                        t29 = t157 + t158;
                        __m256i t159 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
                        __m256i t160 = t159;
                        __m256i t161 = t8;
                        __m256i t162 = _mm256_add_epi32(t160, t161);
                        __m256i t163 = t162;
                        t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t163, vcc_v8_short), vcc_v8_uchar);
                        t31 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t8, t32, 4);
                        t164 = t88 + 1;
                    } else {
                        t27 = (__m256)(vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (__m256i)(vcc_v8_int){0};
                        t164 = 0;
                        t32 = (__m256i)(vcc_m8){0};
                    }
                    t33 = _mm256_blendv_ps(t89, t9, _mm256_castsi256_ps(t7));
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t10, t90);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t11, t91);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), t12, t92);
                    __m256i t165 = _mm256_set1_epi32((int)t88);
                    t37 = _mm256_blendv_epi8(t93, t165, t7);
                    t38 = _mm256_or_si256(t94, t147);
                    t39 = _mm256_or_si256(t95, t150);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        t180 = t32;
                        t181 = t31;
                        t182 = t27;
                        t183 = t28;
                        t184 = t29;
                        t185 = t30;
                        t186 = t164;
                        t187 = 1;
                        t40 = t97;
                    } else {
                        __m256 t166 = (__m256)__builtin_convertvector(t34, vcc_v8_float);
                        __m256 t167 = _mm256_add_ps(t33, t166);
                        vcc_v8_ulong t168 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t169 = t35 & t168;
                        __m256 t170 = (__m256)__builtin_convertvector(t169, vcc_v8_float);
                        __m256 t171 = _mm256_add_ps(t167, t170);
                        __m256 t172 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36)));
                        __m256 t173 = _mm256_add_ps(t171, t172);
                        __m256 t174 = _mm256_cvtepi32_ps(t37);
                        __m256 t175 = _mm256_add_ps(t173, t174);
                        __m256 t176 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t175, _mm256_castsi256_ps(t38));
                        __m256 t177 = _mm256_xor_ps(t33, _mm256_set1_ps(-0.0f));
                        __m256 t178 = _mm256_cvtepi32_ps(t37);
                        __m256 t179 = _mm256_sub_ps(t177, t178);
                        t40 = _mm256_blendv_ps(t176, t179, _mm256_castsi256_ps(t39));
                        t180 = t7;
                        t181 = t8;
                        t182 = t9;
                        t183 = t10;
                        t184 = t11;
                        t185 = t12;
                        t186 = t88;
                        t33 = t89;
                        t34 = t90;
                        t35 = t91;
                        t36 = t92;
                        t37 = t93;
                        t38 = t94;
                        t39 = t95;
                        t187 = 0;
                    }
                } else {
                    t180 = t7;
                    t181 = t8;
                    t182 = t9;
                    t183 = t10;
                    t184 = t11;
                    t185 = t12;
                    t186 = t88;
                    t33 = t89;
                    t34 = t90;
                    t35 = t91;
                    t36 = t92;
                    t37 = t93;
                    t38 = t94;
                    t39 = t95;
                    t187 = 0;
                    t40 = t97;
                }
                if (!(t142 | t187)) {
                    _mm256_storeu_ps(t66, t26);
                    _mm256_storeu_ps(t77, t40);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t63) {
                        break;
                    }
                    t67 = (int)t63;
                    goto L227;
                }
                t1 = t135;
                t2 = t136;
                t3 = t137;
                t4 = t138;
                t5 = t139;
                t6 = t140;
                t78 = t141;
                t79 = t19;
                t80 = t20;
                t81 = t21;
                t82 = t22;
                t83 = t23;
                t84 = t24;
                t85 = t25;
                t86 = t142;
                t87 = t26;
                t7 = t180;
                t8 = t181;
                t9 = t182;
                t10 = t183;
                t11 = t184;
                t12 = t185;
                t88 = t186;
                t89 = t33;
                t90 = t34;
                t91 = t35;
                t92 = t36;
                t93 = t37;
                t94 = t38;
                t95 = t39;
                t96 = t187;
                t97 = t40;
            }
        }
    } else {
        t67 = 0;
    }
L227:
    t68 = (long)n + (long)t67 * -1L;
    t69 = (unsigned long)res;
    t70 = (unsigned long)start;
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))))) {
        long t71 = t68 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t72 = (long)(int)((long)t67 + i_vec);
            float *t73 = res + t72;
            __m256i t42 = _mm256_loadu_si256((const __m256i *)(start + t72));
            __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t43 = _mm256_set1_ps(0.0f);
            vcc_v8_double t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t188 = 0;
            __m256 t53 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t54 = (vcc_v8_double){0};
            vcc_v8_ulong t55 = (vcc_v8_ulong){0};
            vcc_v8_uchar t56 = (vcc_v8_uchar){0};
            __m256i t57 = (__m256i)(vcc_v8_int){0};
            __m256i t58 = (__m256i)(vcc_m8){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t189 = _mm256_set1_epi32(0);
                __m256i t190 = _mm256_xor_si256(_mm256_cmpeq_epi32(t42, t189), _mm256_set1_epi32(-1));
                __m256i t191 = _mm256_and_si256(t41, t190);
                __m256i t192 = (__m256i)~(vcc_m8)t190;
                __m256i t193 = _mm256_and_si256(t41, t192);
                __m256i t194 = _mm256_set1_epi32((int)(t188 == lim));
                __m256i t195 = (__m256i)(vcc_m8)((vcc_v8_int)t194 != (vcc_v8_int){0});
                __m256i t196 = _mm256_and_si256(t191, t195);
                __m256i t197 = (__m256i)~(vcc_m8)t195;
                __m256i t52 = _mm256_and_si256(t191, t197);
                if ((_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t198 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t42, _mm256_castsi256_ps(t52), 4);
                    t47 = _mm256_add_ps(t43, t198);
                    vcc_v8_double t199 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t200 = t44 * t199;
                    vcc_v8_double t201 = __builtin_convertvector((vcc_v8_float)t198, vcc_v8_double);
                    t48 = t200 + t201;
                    vcc_v8_ulong t202 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t203 = t45 * t202;
                    vcc_v8_ulong t204 = __builtin_convertvector((vcc_v8_int)t42, vcc_v8_ulong);
                    t49 = t203 + t204;
                    __m256i t205 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
                    __m256i t206 = t205;
                    __m256i t207 = t42;
                    __m256i t208 = _mm256_add_epi32(t206, t207);
                    __m256i t209 = t208;
                    t50 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t209, vcc_v8_short), vcc_v8_uchar);
                    t51 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t42, t52, 4);
                    t210 = t188 + 1;
                } else {
                    t47 = (__m256)(vcc_v8_float){0};
                    t48 = (vcc_v8_double){0};
                    t49 = (vcc_v8_ulong){0};
                    t50 = (vcc_v8_uchar){0};
                    t51 = (__m256i)(vcc_v8_int){0};
                    t210 = 0;
                    t52 = (__m256i)(vcc_m8){0};
                }
                t53 = _mm256_blendv_ps(t53, t43, _mm256_castsi256_ps(t41));
                t54 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t41, vcc_v8_schar), t46, t56);
                __m256i t211 = _mm256_set1_epi32((int)t188);
                t57 = _mm256_blendv_epi8(t57, t211, t41);
                t58 = _mm256_or_si256(t58, t193);
                t59 = _mm256_or_si256(t59, t196);
                if (!(_mm256_movemask_epi8(t52) != 0)) {
                    __m256 t212 = (__m256)__builtin_convertvector(t54, vcc_v8_float);
                    __m256 t213 = _mm256_add_ps(t53, t212);
                    vcc_v8_ulong t214 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t215 = t55 & t214;
                    __m256 t216 = (__m256)__builtin_convertvector(t215, vcc_v8_float);
                    __m256 t217 = _mm256_add_ps(t213, t216);
                    __m256 t218 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t56)));
                    __m256 t219 = _mm256_add_ps(t217, t218);
                    __m256 t220 = _mm256_cvtepi32_ps(t57);
                    __m256 t221 = _mm256_add_ps(t219, t220);
                    __m256 t222 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t221, _mm256_castsi256_ps(t58));
                    __m256 t223 = _mm256_xor_ps(t53, _mm256_set1_ps(-0.0f));
                    __m256 t224 = _mm256_cvtepi32_ps(t57);
                    __m256 t225 = _mm256_sub_ps(t223, t224);
                    __m256 t226 = _mm256_blendv_ps(t222, t225, _mm256_castsi256_ps(t59));
                    _mm256_storeu_ps(t73, t226);
                    i_vec += 8L;
                    if (i_vec < t71) {
                        break;
                    }
                    i = (int)((long)t67 + t71);
                    goto L228;
                }
                t41 = t52;
                t42 = t51;
                t43 = t47;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t188 = t210;
            }
        }
    } else {
        i = t67;
    }
L228:
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
