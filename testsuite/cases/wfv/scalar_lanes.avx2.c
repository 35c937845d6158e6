/* vcc: vector types and helpers */
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
    __m256i t1;
    __m256i t2;
    __m256i t3;
    int t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = k;
    t4 = 0;
    t3 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, t5), _mm256_set1_epi32(-1));
        t7 = _mm256_and_si256(t1, t6);
        t2 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t2, t7, 4);
        t8 = _mm256_set1_epi32((int)t4);
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
    __m256i t1;
    __m256 t2;
    vcc_v8_double t3;
    vcc_v8_ulong t4;
    vcc_v8_uchar t5;
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    vcc_v8_double t13;
    vcc_v8_ulong t14;
    vcc_v8_uchar t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    vcc_v8_double t31;
    vcc_v8_double t32;
    vcc_v8_double t33;
    vcc_v8_ulong t34;
    vcc_v8_ulong t35;
    vcc_v8_ulong t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    int t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    vcc_v8_ulong t46;
    vcc_v8_ulong t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t19 = k;
    t20 = 0;
    t12 = (__m256)(vcc_v8_float){0};
    t13 = (vcc_v8_double){0};
    t14 = (vcc_v8_ulong){0};
    t15 = (vcc_v8_uchar){0};
    t16 = (__m256i)(vcc_v8_int){0};
    t17 = (__m256i)(vcc_m8){0};
    t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        t21 = _mm256_set1_epi32((int)0);
        t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, t21), _mm256_set1_epi32(-1));
        t23 = _mm256_and_si256(t1, t22);
        t24 = (__m256i)~(vcc_m8)t22;
        t25 = _mm256_and_si256(t1, t24);
        t26 = _mm256_set1_epi32((int)(t20 == lim));
        t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        t28 = _mm256_and_si256(t23, t27);
        t29 = (__m256i)~(vcc_m8)t27;
        t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            t32 = t3 * t31;
            t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            t35 = t4 * t34;
            t36 = __builtin_convertvector((vcc_v8_int)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            t38 = t37;
            t39 = t19;
            t40 = _mm256_add_epi32(t38, t39);
            t41 = t40;
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
        t43 = _mm256_set1_epi32((int)t20);
        t16 = _mm256_blendv_epi8(t16, t43, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            t44 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            t45 = _mm256_add_ps(t12, t44);
            t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            t47 = t14 & t46;
            t48 = (__m256)__builtin_convertvector(t47, vcc_v8_float);
            t49 = _mm256_add_ps(t45, t48);
            t50 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            t51 = _mm256_add_ps(t49, t50);
            t52 = _mm256_cvtepi32_ps(t16);
            t53 = _mm256_add_ps(t51, t52);
            t54 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t53, _mm256_castsi256_ps(t17));
            t55 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            t56 = _mm256_cvtepi32_ps(t16);
            t57 = _mm256_sub_ps(t55, t56);
            t58 = _mm256_blendv_ps(t54, t57, _mm256_castsi256_ps(t18));
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
    __m256i t1;
    __m256 t2;
    vcc_v8_double t3;
    vcc_v8_ulong t4;
    vcc_v8_uchar t5;
    __m256 t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    __m256i t10;
    __m256i t11;
    __m256 t12;
    vcc_v8_double t13;
    vcc_v8_ulong t14;
    vcc_v8_uchar t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256 t30;
    vcc_v8_double t31;
    vcc_v8_double t32;
    vcc_v8_double t33;
    vcc_v8_ulong t34;
    vcc_v8_ulong t35;
    vcc_v8_ulong t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    int t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    vcc_v8_ulong t46;
    vcc_v8_ulong t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t19 = k;
    t20 = 0;
    t12 = (__m256)(vcc_v8_float){0};
    t13 = (vcc_v8_double){0};
    t14 = (vcc_v8_ulong){0};
    t15 = (vcc_v8_uchar){0};
    t16 = (__m256i)(vcc_v8_int){0};
    t17 = (__m256i)(vcc_m8){0};
    t18 = (__m256i)(vcc_m8){0};
    for (;;) {
        t21 = _mm256_set1_epi32((int)0);
        t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t19, t21), _mm256_set1_epi32(-1));
        t23 = _mm256_and_si256(t1, t22);
        t24 = (__m256i)~(vcc_m8)t22;
        t25 = _mm256_and_si256(t1, t24);
        t26 = _mm256_set1_epi32((int)(t20 == lim));
        t27 = (__m256i)(vcc_m8)((vcc_v8_int)t26 != (vcc_v8_int){0});
        t28 = _mm256_and_si256(t23, t27);
        t29 = (__m256i)~(vcc_m8)t27;
        t11 = _mm256_and_si256(t23, t29);
        if ((_mm256_movemask_epi8(t11) != 0)) {
            t30 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t19, _mm256_castsi256_ps(t11), 4);
            t6 = _mm256_add_ps(t2, t30);
            t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            t32 = t3 * t31;
            t33 = __builtin_convertvector((vcc_v8_float)t30, vcc_v8_double);
            t7 = t32 + t33;
            t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            t35 = t4 * t34;
            t36 = __builtin_convertvector((vcc_v8_int)t19, vcc_v8_ulong);
            t8 = t35 + t36;
            t37 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t5));
            t38 = t37;
            t39 = t19;
            t40 = _mm256_add_epi32(t38, t39);
            t41 = t40;
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
        t43 = _mm256_set1_epi32((int)t20);
        t16 = _mm256_blendv_epi8(t16, t43, t1);
        t17 = _mm256_or_si256(t17, t25);
        t18 = _mm256_or_si256(t18, t28);
        if (!(_mm256_movemask_epi8(t11) != 0)) {
            t44 = (__m256)__builtin_convertvector(t13, vcc_v8_float);
            t45 = _mm256_add_ps(t12, t44);
            t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            t47 = t14 & t46;
            t48 = (__m256)__builtin_convertvector(t47, vcc_v8_float);
            t49 = _mm256_add_ps(t45, t48);
            t50 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t15)));
            t51 = _mm256_add_ps(t49, t50);
            t52 = _mm256_cvtepi32_ps(t16);
            t53 = _mm256_add_ps(t51, t52);
            t54 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t53, _mm256_castsi256_ps(t17));
            t55 = _mm256_xor_ps(t12, _mm256_set1_ps(-0.0f));
            t56 = _mm256_cvtepi32_ps(t16);
            t57 = _mm256_sub_ps(t55, t56);
            t58 = _mm256_blendv_ps(t54, t57, _mm256_castsi256_ps(t18));
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
    int t12;
    __m256i t13;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
    t5 = k;
    t6 = 0;
    t4 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        t7 = _mm256_set1_epi32((int)0);
        t8 = _mm256_xor_si256(_mm256_cmpeq_epi32(t5, t7), _mm256_set1_epi32(-1));
        t9 = _mm256_and_si256(t1, t8);
        if ((_mm256_movemask_epi8(t9) != 0)) {
            if ((_mm256_movemask_epi8(t9) == -1)) {
                t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                t10 = _mm256_set1_epi32((int)t6);
                vcc_avx2_scatter_epi32(out, t5, t10, 0xff);
                t2 = _mm256_i32gather_epi32((const int *)next, t5, 4);
                t12 = t6 + 1;
            } else {
                t11 = _mm256_set1_epi32((int)t6);
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
        t13 = _mm256_set1_epi32((int)t6);
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
    __m256i t1;
    __m256i t2;
    __m256 t3;
    vcc_v8_double t4;
    vcc_v8_ulong t5;
    vcc_v8_uchar t6;
    __m256 t7;
    vcc_v8_double t8;
    vcc_v8_ulong t9;
    vcc_v8_uchar t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    vcc_v8_double t14;
    vcc_v8_ulong t15;
    vcc_v8_uchar t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    long t20;
    __m256i t21;
    __m256i t22;
    __m256 t23;
    vcc_v8_double t24;
    vcc_v8_ulong t25;
    vcc_v8_uchar t26;
    __m256 t27;
    vcc_v8_double t28;
    vcc_v8_ulong t29;
    vcc_v8_uchar t30;
    __m256i t31;
    __m256i t32;
    __m256 t33;
    vcc_v8_double t34;
    vcc_v8_ulong t35;
    vcc_v8_uchar t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    long t40;
    __m256i t41;
    __m256i t42;
    __m256 t43;
    vcc_v8_double t44;
    vcc_v8_ulong t45;
    vcc_v8_uchar t46;
    __m256 t47;
    vcc_v8_double t48;
    vcc_v8_ulong t49;
    vcc_v8_uchar t50;
    __m256i t51;
    __m256i t52;
    __m256 t53;
    vcc_v8_double t54;
    vcc_v8_ulong t55;
    vcc_v8_uchar t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    long t60;
    unsigned long t61;
    unsigned long t62;
    long t63;
    long t64;
    long t65;
    float *t66;
    int t67;
    long t68;
    unsigned long t69;
    unsigned long t70;
    long t71;
    long t72;
    float *t73;
    int i;
    long t74;
    int t75;
    long t76;
    float *t77;
    int t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256 t88;
    vcc_v8_double t89;
    vcc_v8_double t90;
    vcc_v8_double t91;
    vcc_v8_ulong t92;
    vcc_v8_ulong t93;
    vcc_v8_ulong t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    int t100;
    __m256i t101;
    __m256 t102;
    __m256 t103;
    vcc_v8_ulong t104;
    vcc_v8_ulong t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    int t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256 t127;
    vcc_v8_double t128;
    vcc_v8_double t129;
    vcc_v8_double t130;
    vcc_v8_ulong t131;
    vcc_v8_ulong t132;
    vcc_v8_ulong t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    int t139;
    __m256i t140;
    __m256 t141;
    __m256 t142;
    vcc_v8_ulong t143;
    vcc_v8_ulong t144;
    __m256 t145;
    __m256 t146;
    __m256 t147;
    __m256 t148;
    __m256 t149;
    __m256 t150;
    __m256 t151;
    __m256 t152;
    __m256 t153;
    __m256 t154;
    __m256 t155;
    int t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256 t166;
    vcc_v8_double t167;
    vcc_v8_double t168;
    vcc_v8_double t169;
    vcc_v8_ulong t170;
    vcc_v8_ulong t171;
    vcc_v8_ulong t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    int t178;
    __m256i t179;
    __m256 t180;
    __m256 t181;
    vcc_v8_ulong t182;
    vcc_v8_ulong t183;
    __m256 t184;
    __m256 t185;
    __m256 t186;
    __m256 t187;
    __m256 t188;
    __m256 t189;
    __m256 t190;
    __m256 t191;
    __m256 t192;
    __m256 t193;
    __m256 t194;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= (t62 + 0UL)) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= (t61 + 0UL)))) {
        t63 = t60 & -16L;
        t40 = 0L;
    L195:
        for (;;) {
            t64 = t40 + 8L;
            t65 = (long)(int)(0L + t40);
            t66 = res + t65;
            t2 = _mm256_loadu_si256((const __m256i *)(start + t65));
            t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t3 = _mm256_set1_ps(0.0f);
            t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            t78 = 0;
            t13 = (__m256)(vcc_v8_float){0};
            t14 = (vcc_v8_double){0};
            t15 = (vcc_v8_ulong){0};
            t16 = (vcc_v8_uchar){0};
            t17 = (__m256i)(vcc_v8_int){0};
            t18 = (__m256i)(vcc_m8){0};
            t19 = (__m256i)(vcc_m8){0};
            for (;;) {
                t79 = _mm256_set1_epi32((int)0);
                t80 = _mm256_xor_si256(_mm256_cmpeq_epi32(t2, t79), _mm256_set1_epi32(-1));
                t81 = _mm256_and_si256(t1, t80);
                t82 = (__m256i)~(vcc_m8)t80;
                t83 = _mm256_and_si256(t1, t82);
                t84 = _mm256_set1_epi32((int)(t78 == lim));
                t85 = (__m256i)(vcc_m8)((vcc_v8_int)t84 != (vcc_v8_int){0});
                t86 = _mm256_and_si256(t81, t85);
                t87 = (__m256i)~(vcc_m8)t85;
                t12 = _mm256_and_si256(t81, t87);
                if ((_mm256_movemask_epi8(t12) != 0)) {
                    t88 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t2, _mm256_castsi256_ps(t12), 4);
                    t7 = _mm256_add_ps(t3, t88);
                    t89 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    t90 = t4 * t89;
                    t91 = __builtin_convertvector((vcc_v8_float)t88, vcc_v8_double);
                    t8 = t90 + t91;
                    t92 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    t93 = t5 * t92;
                    t94 = __builtin_convertvector((vcc_v8_int)t2, vcc_v8_ulong);
                    t9 = t93 + t94;
                    t95 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t6));
                    t96 = t95;
                    t97 = t2;
                    t98 = _mm256_add_epi32(t96, t97);
                    t99 = t98;
                    t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t99, vcc_v8_short), vcc_v8_uchar);
                    t11 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t2, t12, 4);
                    t100 = t78 + 1;
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                    t8 = (vcc_v8_double){0};
                    t9 = (vcc_v8_ulong){0};
                    t10 = (vcc_v8_uchar){0};
                    t11 = (__m256i)(vcc_v8_int){0};
                    t100 = 0;
                    t12 = (__m256i)(vcc_m8){0};
                }
                t13 = _mm256_blendv_ps(t13, t3, _mm256_castsi256_ps(t1));
                t14 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t4, t14);
                t15 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t1, vcc_v8_long), t5, t15);
                t16 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t1, vcc_v8_schar), t6, t16);
                t101 = _mm256_set1_epi32((int)t78);
                t17 = _mm256_blendv_epi8(t17, t101, t1);
                t18 = _mm256_or_si256(t18, t83);
                t19 = _mm256_or_si256(t19, t86);
                if ((_mm256_movemask_epi8(t12) != 0)) {
                    t1 = t12;
                    t2 = t11;
                    t3 = t7;
                    t4 = t8;
                    t5 = t9;
                    t6 = t10;
                    t78 = t100;
                } else {
                    t102 = (__m256)__builtin_convertvector(t14, vcc_v8_float);
                    t103 = _mm256_add_ps(t13, t102);
                    t104 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    t105 = t15 & t104;
                    t106 = (__m256)__builtin_convertvector(t105, vcc_v8_float);
                    t107 = _mm256_add_ps(t103, t106);
                    t108 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t16)));
                    t109 = _mm256_add_ps(t107, t108);
                    t110 = _mm256_cvtepi32_ps(t17);
                    t111 = _mm256_add_ps(t109, t110);
                    t112 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t111, _mm256_castsi256_ps(t18));
                    t113 = _mm256_xor_ps(t13, _mm256_set1_ps(-0.0f));
                    t114 = _mm256_cvtepi32_ps(t17);
                    t115 = _mm256_sub_ps(t113, t114);
                    t116 = _mm256_blendv_ps(t112, t115, _mm256_castsi256_ps(t19));
                    _mm256_storeu_ps(t66, t116);
                    t76 = (long)(int)(0L + t64);
                    t77 = res + t76;
                    t42 = _mm256_loadu_si256((const __m256i *)(start + t76));
                    t41 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
                    t43 = _mm256_set1_ps(0.0f);
                    t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
                    t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
                    t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
                    t156 = 0;
                    t53 = (__m256)(vcc_v8_float){0};
                    t54 = (vcc_v8_double){0};
                    t55 = (vcc_v8_ulong){0};
                    t56 = (vcc_v8_uchar){0};
                    t57 = (__m256i)(vcc_v8_int){0};
                    t58 = (__m256i)(vcc_m8){0};
                    t59 = (__m256i)(vcc_m8){0};
                    for (;;) {
                        t157 = _mm256_set1_epi32((int)0);
                        t158 = _mm256_xor_si256(_mm256_cmpeq_epi32(t42, t157), _mm256_set1_epi32(-1));
                        t159 = _mm256_and_si256(t41, t158);
                        t160 = (__m256i)~(vcc_m8)t158;
                        t161 = _mm256_and_si256(t41, t160);
                        t162 = _mm256_set1_epi32((int)(t156 == lim));
                        t163 = (__m256i)(vcc_m8)((vcc_v8_int)t162 != (vcc_v8_int){0});
                        t164 = _mm256_and_si256(t159, t163);
                        t165 = (__m256i)~(vcc_m8)t163;
                        t52 = _mm256_and_si256(t159, t165);
                        if ((_mm256_movemask_epi8(t52) != 0)) {
                            t166 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t42, _mm256_castsi256_ps(t52), 4);
                            t47 = _mm256_add_ps(t43, t166);
                            t167 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                            t168 = t44 * t167;
                            t169 = __builtin_convertvector((vcc_v8_float)t166, vcc_v8_double);
                            t48 = t168 + t169;
                            t170 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                            t171 = t45 * t170;
                            t172 = __builtin_convertvector((vcc_v8_int)t42, vcc_v8_ulong);
                            t49 = t171 + t172;
                            t173 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t46));
                            t174 = t173;
                            t175 = t42;
                            t176 = _mm256_add_epi32(t174, t175);
                            t177 = t176;
                            t50 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t177, vcc_v8_short), vcc_v8_uchar);
                            t51 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t42, t52, 4);
                            t178 = t156 + 1;
                        } else {
                            t47 = (__m256)(vcc_v8_float){0};
                            t48 = (vcc_v8_double){0};
                            t49 = (vcc_v8_ulong){0};
                            t50 = (vcc_v8_uchar){0};
                            t51 = (__m256i)(vcc_v8_int){0};
                            t178 = 0;
                            t52 = (__m256i)(vcc_m8){0};
                        }
                        t53 = _mm256_blendv_ps(t53, t43, _mm256_castsi256_ps(t41));
                        t54 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t44, t54);
                        t55 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t41, vcc_v8_long), t45, t55);
                        t56 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t41, vcc_v8_schar), t46, t56);
                        t179 = _mm256_set1_epi32((int)t156);
                        t57 = _mm256_blendv_epi8(t57, t179, t41);
                        t58 = _mm256_or_si256(t58, t161);
                        t59 = _mm256_or_si256(t59, t164);
                        if (!(_mm256_movemask_epi8(t52) != 0)) {
                            t180 = (__m256)__builtin_convertvector(t54, vcc_v8_float);
                            t181 = _mm256_add_ps(t53, t180);
                            t182 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                            t183 = t55 & t182;
                            t184 = (__m256)__builtin_convertvector(t183, vcc_v8_float);
                            t185 = _mm256_add_ps(t181, t184);
                            t186 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t56)));
                            t187 = _mm256_add_ps(t185, t186);
                            t188 = _mm256_cvtepi32_ps(t57);
                            t189 = _mm256_add_ps(t187, t188);
                            t190 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t189, _mm256_castsi256_ps(t58));
                            t191 = _mm256_xor_ps(t53, _mm256_set1_ps(-0.0f));
                            t192 = _mm256_cvtepi32_ps(t57);
                            t193 = _mm256_sub_ps(t191, t192);
                            t194 = _mm256_blendv_ps(t190, t193, _mm256_castsi256_ps(t59));
                            _mm256_storeu_ps(t77, t194);
                            t40 += 16L;
                            if (t40 < t63) {
                                goto L195;
                            }
                            t67 = (int)(0L + t63);
                            goto L196;
                        }
                        t41 = t52;
                        t42 = t51;
                        t43 = t47;
                        t44 = t48;
                        t45 = t49;
                        t46 = t50;
                        t156 = t178;
                    }
                }
            }
        }
    } else {
        t67 = 0;
    }
L196:
    t68 = (long)n + (long)t67 * -1L;
    t69 = (unsigned long)res;
    t70 = (unsigned long)start;
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))))) {
        t71 = t68 & -8L;
        t20 = 0L;
        for (;;) {
            t72 = (long)(int)((long)t67 + t20);
            t73 = res + t72;
            t22 = _mm256_loadu_si256((const __m256i *)(start + t72));
            t21 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32((int)1) != (vcc_v8_int){0});
            t23 = _mm256_set1_ps(0.0f);
            t24 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            t25 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            t26 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            t117 = 0;
            t33 = (__m256)(vcc_v8_float){0};
            t34 = (vcc_v8_double){0};
            t35 = (vcc_v8_ulong){0};
            t36 = (vcc_v8_uchar){0};
            t37 = (__m256i)(vcc_v8_int){0};
            t38 = (__m256i)(vcc_m8){0};
            t39 = (__m256i)(vcc_m8){0};
            for (;;) {
                t118 = _mm256_set1_epi32((int)0);
                t119 = _mm256_xor_si256(_mm256_cmpeq_epi32(t22, t118), _mm256_set1_epi32(-1));
                t120 = _mm256_and_si256(t21, t119);
                t121 = (__m256i)~(vcc_m8)t119;
                t122 = _mm256_and_si256(t21, t121);
                t123 = _mm256_set1_epi32((int)(t117 == lim));
                t124 = (__m256i)(vcc_m8)((vcc_v8_int)t123 != (vcc_v8_int){0});
                t125 = _mm256_and_si256(t120, t124);
                t126 = (__m256i)~(vcc_m8)t124;
                t32 = _mm256_and_si256(t120, t126);
                if ((_mm256_movemask_epi8(t32) != 0)) {
                    t127 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), w, t22, _mm256_castsi256_ps(t32), 4);
                    t27 = _mm256_add_ps(t23, t127);
                    t128 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    t129 = t24 * t128;
                    t130 = __builtin_convertvector((vcc_v8_float)t127, vcc_v8_double);
                    t28 = t129 + t130;
                    t131 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    t132 = t25 * t131;
                    t133 = __builtin_convertvector((vcc_v8_int)t22, vcc_v8_ulong);
                    t29 = t132 + t133;
                    t134 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t26));
                    t135 = t134;
                    t136 = t22;
                    t137 = _mm256_add_epi32(t135, t136);
                    t138 = t137;
                    t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t138, vcc_v8_short), vcc_v8_uchar);
                    t31 = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)next, t22, t32, 4);
                    t139 = t117 + 1;
                } else {
                    t27 = (__m256)(vcc_v8_float){0};
                    t28 = (vcc_v8_double){0};
                    t29 = (vcc_v8_ulong){0};
                    t30 = (vcc_v8_uchar){0};
                    t31 = (__m256i)(vcc_v8_int){0};
                    t139 = 0;
                    t32 = (__m256i)(vcc_m8){0};
                }
                t33 = _mm256_blendv_ps(t33, t23, _mm256_castsi256_ps(t21));
                t34 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t21, vcc_v8_long), t24, t34);
                t35 = vcc_select(vcc_v8_long, __builtin_convertvector((vcc_m8)t21, vcc_v8_long), t25, t35);
                t36 = vcc_select(vcc_v8_schar, __builtin_convertvector((vcc_m8)t21, vcc_v8_schar), t26, t36);
                t140 = _mm256_set1_epi32((int)t117);
                t37 = _mm256_blendv_epi8(t37, t140, t21);
                t38 = _mm256_or_si256(t38, t122);
                t39 = _mm256_or_si256(t39, t125);
                if (!(_mm256_movemask_epi8(t32) != 0)) {
                    t141 = (__m256)__builtin_convertvector(t34, vcc_v8_float);
                    t142 = _mm256_add_ps(t33, t141);
                    t143 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    t144 = t35 & t143;
                    t145 = (__m256)__builtin_convertvector(t144, vcc_v8_float);
                    t146 = _mm256_add_ps(t142, t145);
                    t147 = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)t36)));
                    t148 = _mm256_add_ps(t146, t147);
                    t149 = _mm256_cvtepi32_ps(t37);
                    t150 = _mm256_add_ps(t148, t149);
                    t151 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t150, _mm256_castsi256_ps(t38));
                    t152 = _mm256_xor_ps(t33, _mm256_set1_ps(-0.0f));
                    t153 = _mm256_cvtepi32_ps(t37);
                    t154 = _mm256_sub_ps(t152, t153);
                    t155 = _mm256_blendv_ps(t151, t154, _mm256_castsi256_ps(t39));
                    _mm256_storeu_ps(t73, t155);
                    t20 += 8L;
                    if (t20 < t71) {
                        break;
                    }
                    i = (int)((long)t67 + t71);
                    goto L197;
                }
                t21 = t32;
                t22 = t31;
                t23 = t27;
                t24 = t28;
                t25 = t29;
                t26 = t30;
                t117 = t139;
            }
        }
    } else {
        i = t67;
    }
L197:
    for (; i < n; i++) {
        t74 = (long)i;
        t75 = start[t74];
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
