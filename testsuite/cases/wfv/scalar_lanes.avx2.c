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
    __m256 t48;
    vcc_v8_double t49;
    vcc_v8_ulong t50;
    vcc_v8_uchar t51;
    __m256i t52;
    long t62;
    unsigned long t63;
    unsigned long t64;
    int t69;
    long t70;
    unsigned long t71;
    unsigned long t72;
    int i;
    int t121;
    __m256i t137;
    __m256i t138;
    __m256 t139;
    vcc_v8_double t140;
    vcc_v8_ulong t141;
    vcc_v8_uchar t142;
    int t143;
    int t144;
    int t166;
    __m256i t182;
    __m256i t183;
    __m256 t184;
    vcc_v8_double t185;
    vcc_v8_ulong t186;
    vcc_v8_uchar t187;
    int t188;
    int t189;
    int t212;
    t62 = (long)n;
    t63 = (unsigned long)res;
    t64 = (unsigned long)start;
    if ((t62 >= 16L) & (((t63 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t64) | ((t64 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t63))) {
        long t65 = t62 & -16L;
        long t61 = 0L;
        for (;;) {
            long t66 = t61 + 8L;
            long t67 = (long)(int)t61;
            float *t68 = res + t67;
            __m256i t2 = _mm256_loadu_si256((const __m256i *)(start + t67));
            __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t3 = _mm256_set1_ps(0.0f);
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t78 = (long)(int)t66;
            float *t79 = res + t78;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(start + t78));
            __m256i t7 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t9 = _mm256_set1_ps(0.0f);
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t80 = 0;
            __m256 t81 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t82 = (vcc_v8_double){0};
            vcc_v8_ulong t83 = (vcc_v8_ulong){0};
            vcc_v8_uchar t84 = (vcc_v8_uchar){0};
            __m256i t85 = (__m256i)(vcc_v8_int){0};
            __m256i t86 = (__m256i)(vcc_m8){0};
            __m256i t87 = (__m256i)(vcc_m8){0};
            int t88 = 1;
            __m256 t89 = (__m256)(vcc_v8_float){0};
            int t90 = 0;
            __m256 t91 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t92 = (vcc_v8_double){0};
            vcc_v8_ulong t93 = (vcc_v8_ulong){0};
            vcc_v8_uchar t94 = (vcc_v8_uchar){0};
            __m256i t95 = (__m256i)(vcc_v8_int){0};
            __m256i t96 = (__m256i)(vcc_m8){0};
            __m256i t97 = (__m256i)(vcc_m8){0};
            int t98 = 1;
            __m256 t99 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t88) {
                    __m256i t100 = _mm256_set1_epi32(0);
                    __m256i t101 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, t100), _mm256_set1_epi32(-1));
                    __m256i t102 = _mm256_and_si256(t1, t101);
                    __m256i t103 = (__m256i)~(vcc_m8)t101;
                    __m256i t104 = _mm256_and_si256(t1, t103);
                    __m256i t105 = _mm256_set1_epi32((int)(t80 == lim));
                    __m256i t106 = (__m256i)(vcc_m8)((vcc_v8_int)t105 != (vcc_v8_int){0});
                    __m256i t107 = _mm256_and_si256(t102, t106);
                    __m256i t108 = (__m256i)~(vcc_m8)t106;
                    __m256i t18 = _mm256_and_si256(t102, t108);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        __m256 t109 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t2, _mm256_castsi256_ps(t18), 4);
                        t13 = _mm256_add_ps(t3, t109);
                        vcc_v8_double t110 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t111 = t4 * t110;
                        vcc_v8_double t112 = __builtin_convertvector((vcc_v8_float)t109, vcc_v8_double);
                        t14 = t111 + t112;
                        vcc_v8_ulong t113 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t114 = t5 * t113;
                        vcc_v8_ulong t115 = __builtin_convertvector((vcc_v8_int)t2, vcc_v8_ulong);
                        t15 = t114 + t115;
                        __m256i t116 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
                        __m256i t117 = t116;
                        __m256i t118 = t2;
                        __m256i t119 = _mm256_add_epi32(t117, t118);
                        __m256i t120 = t119;
                        t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t120, vcc_v8_short), vcc_v8_uchar);
                        t17 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t2, t18, 4);
                        t121 = t80 + 1;
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (__m256i)(vcc_v8_int){0};
                        t121 = 0;
                        t18 = (__m256i)(vcc_m8){0};
                    }
                    t19 = _mm256_blendv_ps(t81, t3, _mm256_castsi256_ps(t1));
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t82);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t5, t83);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t6, t84);
                    __m256i t122 = _mm256_set1_epi32((int)t80);
                    t23 = _mm256_blendv_epi8(t85, t122, t1);
                    t24 = _mm256_or_si256(t86, t104);
                    t25 = _mm256_or_si256(t87, t107);
                    if ((_mm256_movemask_epi8(t18) != 0)) {
                        t137 = t18;
                        t138 = t17;
                        t139 = t13;
                        t140 = t14;
                        t141 = t15;
                        t142 = t16;
                        t143 = t121;
                        t144 = 1;
                        t26 = t89;
                    } else {
                        __m256 t123 = (__m256)__builtin_convertvector(t20, vcc_v8_float);
                        __m256 t124 = _mm256_add_ps(t19, t123);
                        vcc_v8_ulong t125 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t126 = t21 & t125;
                        __m256 t127 = (__m256)__builtin_convertvector(t126, vcc_v8_float);
                        __m256 t128 = _mm256_add_ps(t124, t127);
                        __m256 t129 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t22)));
                        __m256 t130 = _mm256_add_ps(t128, t129);
                        __m256 t131 = _mm256_cvtepi32_ps(t23);
                        __m256 t132 = _mm256_add_ps(t130, t131);
                        __m256 t133 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t132, _mm256_castsi256_ps(t24));
                        __m256 t134 = _mm256_xor_ps(t19, _mm256_set1_ps(-0.0f));
                        __m256 t135 = _mm256_cvtepi32_ps(t23);
                        __m256 t136 = _mm256_sub_ps(t134, t135);
                        t26 = _mm256_blendv_ps(t133, t136, _mm256_castsi256_ps(t25));
                        t137 = t1;
                        t138 = t2;
                        t139 = t3;
                        t140 = t4;
                        t141 = t5;
                        t142 = t6;
                        t143 = t80;
                        t19 = t81;
                        t20 = t82;
                        t21 = t83;
                        t22 = t84;
                        t23 = t85;
                        t24 = t86;
                        t25 = t87;
                        t144 = 0;
                    }
                } else {
                    t137 = t1;
                    t138 = t2;
                    t139 = t3;
                    t140 = t4;
                    t141 = t5;
                    t142 = t6;
                    t143 = t80;
                    t19 = t81;
                    t20 = t82;
                    t21 = t83;
                    t22 = t84;
                    t23 = t85;
                    t24 = t86;
                    t25 = t87;
                    t144 = 0;
                    t26 = t89;
                }
                if (t98) {
                    __m256i t145 = _mm256_set1_epi32(0);
                    __m256i t146 = _mm256_xor_si256(_mm256_cmpeq_epi32(t8, t145), _mm256_set1_epi32(-1));
                    __m256i t147 = _mm256_and_si256(t7, t146);
                    __m256i t148 = (__m256i)~(vcc_m8)t146;
                    __m256i t149 = _mm256_and_si256(t7, t148);
                    __m256i t150 = _mm256_set1_epi32((int)(t90 == lim));
                    __m256i t151 = (__m256i)(vcc_m8)((vcc_v8_int)t150 != (vcc_v8_int){0});
                    __m256i t152 = _mm256_and_si256(t147, t151);
                    __m256i t153 = (__m256i)~(vcc_m8)t151;
                    __m256i t32 = _mm256_and_si256(t147, t153);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        __m256 t154 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t8, _mm256_castsi256_ps(t32), 4);
                        t27 = _mm256_add_ps(t9, t154);
                        vcc_v8_double t155 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t156 = t10 * t155;
                        vcc_v8_double t157 = __builtin_convertvector((vcc_v8_float)t154, vcc_v8_double);
                        t28 = t156 + t157;
                        vcc_v8_ulong t158 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t159 = t11 * t158;
                        vcc_v8_ulong t160 = __builtin_convertvector((vcc_v8_int)t8, vcc_v8_ulong);
                        t29 = t159 + t160;
                        __m256i t161 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t12));
                        __m256i t162 = t161;
                        __m256i t163 = t8;
                        __m256i t164 = _mm256_add_epi32(t162, t163);
                        __m256i t165 = t164;
                        t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t165, vcc_v8_short), vcc_v8_uchar);
                        t31 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t8, t32, 4);
                        t166 = t90 + 1;
                    } else {
                        t27 = (__m256)(vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (__m256i)(vcc_v8_int){0};
                        t166 = 0;
                        t32 = (__m256i)(vcc_m8){0};
                    }
                    t33 = _mm256_blendv_ps(t91, t9, _mm256_castsi256_ps(t7));
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t10, t92);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t7, vcc_v8_long), t11, t93);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t7, vcc_v8_schar), t12, t94);
                    __m256i t167 = _mm256_set1_epi32((int)t90);
                    t37 = _mm256_blendv_epi8(t95, t167, t7);
                    t38 = _mm256_or_si256(t96, t149);
                    t39 = _mm256_or_si256(t97, t152);
                    if ((_mm256_movemask_epi8(t32) != 0)) {
                        t182 = t32;
                        t183 = t31;
                        t184 = t27;
                        t185 = t28;
                        t186 = t29;
                        t187 = t30;
                        t188 = t166;
                        t189 = 1;
                        t40 = t99;
                    } else {
                        __m256 t168 = (__m256)__builtin_convertvector(t34, vcc_v8_float);
                        __m256 t169 = _mm256_add_ps(t33, t168);
                        vcc_v8_ulong t170 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t171 = t35 & t170;
                        __m256 t172 = (__m256)__builtin_convertvector(t171, vcc_v8_float);
                        __m256 t173 = _mm256_add_ps(t169, t172);
                        __m256 t174 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36)));
                        __m256 t175 = _mm256_add_ps(t173, t174);
                        __m256 t176 = _mm256_cvtepi32_ps(t37);
                        __m256 t177 = _mm256_add_ps(t175, t176);
                        __m256 t178 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t177, _mm256_castsi256_ps(t38));
                        __m256 t179 = _mm256_xor_ps(t33, _mm256_set1_ps(-0.0f));
                        __m256 t180 = _mm256_cvtepi32_ps(t37);
                        __m256 t181 = _mm256_sub_ps(t179, t180);
                        t40 = _mm256_blendv_ps(t178, t181, _mm256_castsi256_ps(t39));
                        t182 = t7;
                        t183 = t8;
                        t184 = t9;
                        t185 = t10;
                        t186 = t11;
                        t187 = t12;
                        t188 = t90;
                        t33 = t91;
                        t34 = t92;
                        t35 = t93;
                        t36 = t94;
                        t37 = t95;
                        t38 = t96;
                        t39 = t97;
                        t189 = 0;
                    }
                } else {
                    t182 = t7;
                    t183 = t8;
                    t184 = t9;
                    t185 = t10;
                    t186 = t11;
                    t187 = t12;
                    t188 = t90;
                    t33 = t91;
                    t34 = t92;
                    t35 = t93;
                    t36 = t94;
                    t37 = t95;
                    t38 = t96;
                    t39 = t97;
                    t189 = 0;
                    t40 = t99;
                }
                if (!(t144 | t189)) {
                    _mm256_storeu_ps(t68, t26);
                    _mm256_storeu_ps(t79, t40);
                    t61 += 16L;
                    if (t61 < t65) {
                        break;
                    }
                    t69 = (int)t65;
                    goto L229;
                }
                t1 = t137;
                t2 = t138;
                t3 = t139;
                t4 = t140;
                t5 = t141;
                t6 = t142;
                t80 = t143;
                t81 = t19;
                t82 = t20;
                t83 = t21;
                t84 = t22;
                t85 = t23;
                t86 = t24;
                t87 = t25;
                t88 = t144;
                t89 = t26;
                t7 = t182;
                t8 = t183;
                t9 = t184;
                t10 = t185;
                t11 = t186;
                t12 = t187;
                t90 = t188;
                t91 = t33;
                t92 = t34;
                t93 = t35;
                t94 = t36;
                t95 = t37;
                t96 = t38;
                t97 = t39;
                t98 = t189;
                t99 = t40;
            }
        }
    } else {
        t69 = 0;
    }
L229:
    t70 = (long)n + (long)t69 * -1L;
    t71 = (unsigned long)res;
    t72 = (unsigned long)start;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L))))) {
        long t73 = t70 & -8L;
        long t41 = 0L;
        for (;;) {
            long t74 = (long)(int)((long)t69 + t41);
            float *t75 = res + t74;
            __m256i t43 = _mm256_loadu_si256((const __m256i *)(start + t74));
            __m256i t42 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t44 = _mm256_set1_ps(0.0f);
            vcc_v8_double t45 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t46 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t47 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t190 = 0;
            __m256 t54 = (__m256)(vcc_v8_float){0};
            vcc_v8_double t55 = (vcc_v8_double){0};
            vcc_v8_ulong t56 = (vcc_v8_ulong){0};
            vcc_v8_uchar t57 = (vcc_v8_uchar){0};
            __m256i t58 = (__m256i)(vcc_v8_int){0};
            __m256i t59 = (__m256i)(vcc_m8){0};
            __m256i t60 = (__m256i)(vcc_m8){0};
            for (;;) {
                __m256i t191 = _mm256_set1_epi32(0);
                __m256i t192 = _mm256_xor_si256(_mm256_cmpeq_epi32(t43, t191), _mm256_set1_epi32(-1));
                __m256i t193 = _mm256_and_si256(t42, t192);
                __m256i t194 = (__m256i)~(vcc_m8)t192;
                __m256i t195 = _mm256_and_si256(t42, t194);
                __m256i t196 = _mm256_set1_epi32((int)(t190 == lim));
                __m256i t197 = (__m256i)(vcc_m8)((vcc_v8_int)t196 != (vcc_v8_int){0});
                __m256i t198 = _mm256_and_si256(t193, t197);
                __m256i t199 = (__m256i)~(vcc_m8)t197;
                __m256i t53 = _mm256_and_si256(t193, t199);
                if ((_mm256_movemask_epi8(t53) != 0)) {
                    __m256 t200 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t43, _mm256_castsi256_ps(t53), 4);
                    t48 = _mm256_add_ps(t44, t200);
                    vcc_v8_double t201 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t202 = t45 * t201;
                    vcc_v8_double t203 = __builtin_convertvector((vcc_v8_float)t200, vcc_v8_double);
                    t49 = t202 + t203;
                    vcc_v8_ulong t204 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t205 = t46 * t204;
                    vcc_v8_ulong t206 = __builtin_convertvector((vcc_v8_int)t43, vcc_v8_ulong);
                    t50 = t205 + t206;
                    __m256i t207 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t47));
                    __m256i t208 = t207;
                    __m256i t209 = t43;
                    __m256i t210 = _mm256_add_epi32(t208, t209);
                    __m256i t211 = t210;
                    t51 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t211, vcc_v8_short), vcc_v8_uchar);
                    t52 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t43, t53, 4);
                    t212 = t190 + 1;
                } else {
                    t48 = (__m256)(vcc_v8_float){0};
                    t49 = (vcc_v8_double){0};
                    t50 = (vcc_v8_ulong){0};
                    t51 = (vcc_v8_uchar){0};
                    t52 = (__m256i)(vcc_v8_int){0};
                    t212 = 0;
                    t53 = (__m256i)(vcc_m8){0};
                }
                t54 = _mm256_blendv_ps(t54, t44, _mm256_castsi256_ps(t42));
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t42, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t42, vcc_v8_long), t46, t56);
                t57 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t42, vcc_v8_schar), t47, t57);
                __m256i t213 = _mm256_set1_epi32((int)t190);
                t58 = _mm256_blendv_epi8(t58, t213, t42);
                t59 = _mm256_or_si256(t59, t195);
                t60 = _mm256_or_si256(t60, t198);
                if (!(_mm256_movemask_epi8(t53) != 0)) {
                    __m256 t214 = (__m256)__builtin_convertvector(t55, vcc_v8_float);
                    __m256 t215 = _mm256_add_ps(t54, t214);
                    vcc_v8_ulong t216 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t217 = t56 & t216;
                    __m256 t218 = (__m256)__builtin_convertvector(t217, vcc_v8_float);
                    __m256 t219 = _mm256_add_ps(t215, t218);
                    __m256 t220 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t57)));
                    __m256 t221 = _mm256_add_ps(t219, t220);
                    __m256 t222 = _mm256_cvtepi32_ps(t58);
                    __m256 t223 = _mm256_add_ps(t221, t222);
                    __m256 t224 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t223, _mm256_castsi256_ps(t59));
                    __m256 t225 = _mm256_xor_ps(t54, _mm256_set1_ps(-0.0f));
                    __m256 t226 = _mm256_cvtepi32_ps(t58);
                    __m256 t227 = _mm256_sub_ps(t225, t226);
                    __m256 t228 = _mm256_blendv_ps(t224, t227, _mm256_castsi256_ps(t60));
                    _mm256_storeu_ps(t75, t228);
                    t41 += 8L;
                    if (t41 < t73) {
                        break;
                    }
                    i = (int)((long)t69 + t73);
                    goto L230;
                }
                t42 = t53;
                t43 = t52;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t47 = t51;
                t190 = t212;
            }
        }
    } else {
        i = t69;
    }
L230:
    for (; i < n; i++) {
        long t76 = (long)i;
        int t77 = start[t76];
        res[t76] = (_mm256_zeroupper(), walk(next, w, t77, lim));
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
