/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_series(__m256 x, int n);
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_blend2(__m256d x, __m256d y);
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps);
__attribute__((target("avx2"))) __m256 _ZGVdN8uvu_poly(const float *coef, __m256 x, int n);
__attribute__((target("avx2"))) __m256 _ZGVdN8vuu_tally(__m256 x, int *hits, int n);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_cheap(__m256 x);
/* Instance restructuring (the seed's 2.2.3): a vector loop of UF parts calls a variant once per
   part; where the function branches on a varying condition of its parameters with costly arms,
   the loop sorts the UF*VF instances by that condition before the calls (the ones where it
   holds first) and their results back after, so that all vectors but one run one arm.
   Every instance must still get its own arguments and its own result: the inputs below mix
   both sides at random, put whole stretches on one side, include NaN and infinities, and the
   counts leave remainders. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */

/* Both arms run a loop of a uniform count: a series for small x, a continued fraction for
   large x (NaN goes to the continued fraction, as `x < 1` is false for it). */
/* #pragma omp declare simd uniform(n) notinbranch */
float series(float x, int n) {
    float r;
    if (x < 1.0f) {
        float term = x, s = x;
        for (int k = 1; k < n; k++) {
            term = term * x / (float)(2 * k + 1);
            s += term;
        }
        r = s;
    } else {
        float f = x;
        for (int k = n; k > 0; k--)
            f = x + (float)k / f;
        r = 1.0f / f;
    }
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_series(__m256 x, int n) {
    __m256 t1;
    __m256 t2;
    __m256 t4;
    __m256 t5;
    __m256 t6 = _mm256_set1_ps(1.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    __m256i t3 = (__m256i)~(vcc_m8)t7;
    int t8 = (_mm256_movemask_epi8(t3) != 0);
    __m256 t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256 t11 = _mm256_set1_ps((float)t9);
            __m256 t12 = _mm256_div_ps(t11, t10);
            t1 = _mm256_add_ps(x, t12);
        } else {
            t1 = (__m256)(vcc_v8_float){0};
        }
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        __m256 t13 = _mm256_set1_ps(1.0f);
        t2 = _mm256_div_ps(t13, t10);
    } else {
        t2 = (__m256)(vcc_v8_float){0};
        t3 = (__m256i)(vcc_m8){0};
    }
    int t14 = (_mm256_movemask_epi8(t7) != 0);
    __m256 t16 = x;
    __m256 t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            __m256 t19 = _mm256_mul_ps(t17, x);
            __m256 t20 = _mm256_set1_ps((float)(2 * t15 + 1));
            t4 = _mm256_div_ps(t19, t20);
            t5 = _mm256_add_ps(t16, t4);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
            t5 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t18 = _mm256_blendv_ps(t16, t2, _mm256_castsi256_ps(t3));
    return t18;
}

/* A condition computed from both arguments, a constant and a conversion; double lanes. */
/* #pragma omp declare simd notinbranch */
double blend2(double x, double y) {
    double acc = 0.0;
    if ((double)(int)(x * 4.0) + 0.5 > y) {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.5 + x * k;
    } else {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.25 - y / (k + 1);
    }
    return acc;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4vv_blend2(__m256d x, __m256d y) {
    int t3;
    __m256d t4;
    __m256d t5 = _mm256_set1_pd(4.0);
    __m256d t6 = _mm256_mul_pd(x, t5);
    __m128i t7 = _mm256_cvttpd_epi32(t6);
    __m256d t8 = _mm256_cvtepi32_pd(t7);
    __m256d t9 = _mm256_set1_pd(0.5);
    __m256d t10 = _mm256_add_pd(t8, t9);
    __m128i t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, y, _CMP_GT_OQ));
    __m128i t12 = (__m128i)~(vcc_m4)t11;
    __m256d t1 = _mm256_set1_pd(0.0);
    int t13 = (_mm_movemask_epi8(t12) != 0);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((_mm_movemask_epi8(t12) != 0)) {
            __m256d t16 = _mm256_set1_pd(0.25);
            __m256d t17 = _mm256_mul_pd(t1, t16);
            t3 = t14 + 1;
            __m256d t18 = _mm256_set1_pd((double)t3);
            __m256d t19 = _mm256_div_pd(y, t18);
            t4 = _mm256_sub_pd(t17, t19);
        } else {
            t3 = 0;
            t4 = (__m256d)(vcc_v4_double){0};
        }
    }
    __m256d t2 = _mm256_set1_pd(0.0);
    int t15 = (_mm_movemask_epi8(t11) != 0);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        __m256d t21 = _mm256_set1_pd(0.5);
        __m256d t22 = _mm256_mul_pd(t2, t21);
        __m256d t23 = _mm256_set1_pd((double)t20);
        __m256d t24 = _mm256_mul_pd(x, t23);
        t2 = _mm256_add_pd(t22, t24);
        t20++;
    }
    __m256d t25 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t11)));
    return t25;
}

/* Integer lanes; the condition is a bit test under `!`. */
/* #pragma omp declare simd uniform(steps) notinbranch */
unsigned mix(int a, int b, int steps) {
    unsigned h = a;
    if (!((a ^ b) & 1)) {
        for (int k = 0; k < steps; k++)
            h = h * 31 + (b >> (k & 7));
    } else {
        for (int k = 0; k < steps; k++)
            h = (h ^ (b + k)) * 17;
    }
    return h;
}

__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps) {
    __m256i t2 = a;
    __m256i t3 = _mm256_xor_si256(a, b);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(t3, t4);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    int t8 = (_mm256_movemask_epi8(t6) != 0);
    int t9 = 0;
    __m256i t1 = t2;
    while (t8 ? t9 < steps : 0) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = b;
        __m256i t12 = t10;
        __m256i t13 = _mm256_add_epi32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = t14;
        __m256i t16 = _mm256_xor_si256(t1, t15);
        __m256i t17 = _mm256_set1_epi32((int)17U);
        t1 = _mm256_mullo_epi32(t16, t17);
        t9++;
    }
    int t18 = (_mm256_movemask_epi8(t7) != 0);
    int t19 = 0;
    while (t18 ? t19 < steps : 0) {
        __m256i t20 = _mm256_set1_epi32((int)31U);
        __m256i t21 = _mm256_mullo_epi32(t2, t20);
        __m256i t22 = _mm256_set1_epi32((int)(t19 & 7));
        __m256i t23 = _mm256_srav_epi32(b, t22);
        __m256i t24 = t23;
        t2 = _mm256_add_epi32(t21, t24);
        t19++;
    }
    __m256i t25 = _mm256_blendv_epi8(t2, t1, t6);
    return t25;
}

/* Reads only through its uniform pointer: regrouped too. */
/* #pragma omp declare simd uniform(coef, n) notinbranch */
float poly(const float *coef, float x, int n) {
    float r = 0.0f;
    if (x >= 0.0f) {
        for (int k = 0; k < n; k++)
            r = r * x + coef[k];
    } else {
        for (int k = n - 1; k >= 0; k--)
            r = r * -x - coef[k];
    }
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8uvu_poly(const float *coef, __m256 x, int n) {
    __m256 t3;
    __m256 t4;
    __m256 t5 = _mm256_set1_ps(0.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GE_OQ));
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    __m256 t1 = _mm256_set1_ps(0.0f);
    int t8 = (_mm256_movemask_epi8(t7) != 0);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            __m256 t11 = _mm256_xor_ps(x, _mm256_set1_ps(-0.0f));
            __m256 t12 = _mm256_mul_ps(t1, t11);
            __m256 t13 = _mm256_set1_ps(coef[t9]);
            t3 = _mm256_sub_ps(t12, t13);
        } else {
            t3 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t2 = _mm256_set1_ps(0.0f);
    int t10 = (_mm256_movemask_epi8(t6) != 0);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((_mm256_movemask_epi8(t6) != 0)) {
            __m256 t16 = _mm256_mul_ps(t2, x);
            __m256 t17 = _mm256_set1_ps(coef[t14]);
            t4 = _mm256_add_ps(t16, t17);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
        }
    }
    __m256 t15 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t6));
    return t15;
}

/* Writes through its pointer: the order of its instances' stores matters, so never
   regrouped. */
/* #pragma omp declare simd uniform(hits, n) notinbranch */
float tally(float x, int *hits, int n) {
    float r = x;
    if (x > 0.5f) {
        for (int k = 0; k < n; k++)
            r = r * 0.5f + 1.0f;
        hits[0] = (int)(r * 8.0f);
    } else {
        for (int k = 0; k < n; k++)
            r = r * 0.25f - 1.0f;
    }
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vuu_tally(__m256 x, int *hits, int n) {
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    __m256i t5 = (__m256i)~(vcc_m8)t4;
    int t6 = (_mm256_movemask_epi8(t5) != 0);
    int t7 = 0;
    __m256 t1 = x;
    while (t6 ? t7 < n : 0) {
        __m256 t8 = _mm256_set1_ps(0.25f);
        __m256 t9 = _mm256_mul_ps(t1, t8);
        __m256 t10 = _mm256_set1_ps(1.0f);
        t1 = _mm256_sub_ps(t9, t10);
        t7++;
    }
    int t11 = (_mm256_movemask_epi8(t4) != 0);
    int t12 = 0;
    __m256 t2 = x;
    while (t11 ? t12 < n : 0) {
        __m256 t13 = _mm256_set1_ps(0.5f);
        __m256 t14 = _mm256_mul_ps(t2, t13);
        __m256 t15 = _mm256_set1_ps(1.0f);
        t2 = _mm256_add_ps(t14, t15);
        t12++;
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        __m256 t16 = _mm256_set1_ps(8.0f);
        __m256 t17 = _mm256_mul_ps(t2, t16);
        __m256i t18 = _mm256_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t18, (vcc_m8)t4);
    }
    __m256 t19 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t4));
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8v_cheap(__m256 x) {
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256 t6 = _mm256_mul_ps(x, t5);
    __m256 t7 = _mm256_blendv_ps(t4, t6, _mm256_castsi256_ps(t2));
    return t7;
}

__attribute__((target("avx2"))) void run_series(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m256 t1;
    __m256 t2;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t9;
    __m256 t10;
    __m256 t12;
    __m256 t13;
    __m256 t15;
    __m256 t17;
    __m256 t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    int t69;
    long t70;
    int i;
    int t102;
    __m256 t103;
    __m256 t104;
    int t105;
    int t108;
    __m256 t109;
    int t110;
    __m256 t111;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = (long)(int)t14;
            float *t24 = out + t23;
            __m256 t25 = _mm256_loadu_ps(in + t23);
            long t26 = (long)(int)(t14 + 8L);
            float *t27 = out + t26;
            __m256 t28 = _mm256_loadu_ps(in + t26);
            __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t30 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t29);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)t34, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = _mm256_sub_epi32(t36, t30);
            __m256i t38 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t37);
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t28, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t40 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t39);
            __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v8_int)t42, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t44 = _mm256_add_epi32(t42, t43);
            __m256i t45 = (__m256i)__builtin_shufflevector((vcc_v8_int)t44, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t46 = _mm256_add_epi32(t44, t45);
            __m256i t47 = _mm256_sub_epi32(t46, t40);
            __m256i t48 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t47);
            int t49 = vcc_avx2_sum_epi32(t30);
            int t50 = t49 + vcc_avx2_sum_epi32(t40);
            __m256i t51 = _mm256_set1_epi32(0);
            __m256i t52 = _mm256_add_epi32(t51, t37);
            __m256i t53 = _mm256_set1_epi32((int)t50);
            __m256i t54 = _mm256_add_epi32(t53, t38);
            __m256i t55 = _mm256_blendv_epi8(t54, t52, t29);
            __m256i t56 = _mm256_set1_epi32(0);
            __m256i t57 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t56);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t55, t57, 0xff);
            __m256i t58 = _mm256_set1_epi32((int)t49);
            __m256i t59 = _mm256_add_epi32(t58, t47);
            __m256i t60 = _mm256_set1_epi32((int)(t50 + 8 - t49));
            __m256i t61 = _mm256_add_epi32(t60, t48);
            __m256i t62 = _mm256_blendv_epi8(t61, t59, t39);
            __m256i t63 = _mm256_set1_epi32(8);
            __m256i t64 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t63);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t62, t64, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, t25);
            _mm256_storeu_ps(vcc_regroup_arg + 8, t28);
            __m256i t65 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t66 = _mm256_i32gather_ps(vcc_regroup_arg, t65, 4);
            __m256i t67 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t68 = _mm256_i32gather_ps(vcc_regroup_arg, t67, 4);
            __m256 t79 = _mm256_set1_ps(1.0f);
            __m256i t80 = _mm256_castps_si256(_mm256_cmp_ps(t66, t79, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t80;
            int t81 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t83 = t66;
            for (int t82 = 24; t81 ? t82 > 0 : 0; t82--, t83 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t84 = _mm256_set1_ps((float)t82);
                    __m256 t85 = _mm256_div_ps(t84, t83);
                    t1 = _mm256_add_ps(t66, t85);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t86 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t86, t83);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t87 = (_mm256_movemask_epi8(t80) != 0);
            __m256 t88 = _mm256_set1_ps(1.0f);
            __m256i t89 = _mm256_castps_si256(_mm256_cmp_ps(t68, t88, _CMP_LT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t89;
            int t90 = (_mm256_movemask_epi8(t16) != 0);
            int t91 = 1;
            __m256 t92 = t66;
            __m256 t93 = t66;
            int t94 = 1;
            __m256 t95 = (__m256)(vcc_v8_float){0};
            int t96 = 24;
            __m256 t97 = t68;
            int t98 = 1;
            __m256 t99 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t94) {
                    if (t87 ? t91 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t80) != 0)) {
                            __m256 t100 = _mm256_mul_ps(t93, t66);
                            __m256 t101 = _mm256_set1_ps((float)(2 * t91 + 1));
                            t4 = _mm256_div_ps(t100, t101);
                            t5 = _mm256_add_ps(t92, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t102 = t91 + 1;
                        t103 = t5;
                        t104 = t4;
                        t105 = 1;
                        t6 = t95;
                    } else {
                        t6 = _mm256_blendv_ps(t92, t2, _mm256_castsi256_ps(t3));
                        t102 = t91;
                        t103 = t92;
                        t104 = t93;
                        t105 = 0;
                    }
                } else {
                    t102 = t91;
                    t103 = t92;
                    t104 = t93;
                    t105 = 0;
                    t6 = t95;
                }
                if (t98) {
                    if (t90 ? t96 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t16) != 0)) {
                            __m256 t106 = _mm256_set1_ps((float)t96);
                            __m256 t107 = _mm256_div_ps(t106, t97);
                            t7 = _mm256_add_ps(t68, t107);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t108 = t96 - 1;
                        t109 = t7;
                        t110 = 1;
                        t111 = t99;
                    } else {
                        t108 = t96;
                        t109 = t97;
                        t110 = 0;
                        t111 = t97;
                    }
                } else {
                    t108 = t96;
                    t109 = t97;
                    t110 = 0;
                    t111 = t99;
                }
                if (!(t105 | t110)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t16) != 0)) {
                        __m256 t129 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t129, t111);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    int t130 = (_mm256_movemask_epi8(t89) != 0);
                    __m256 t132 = t68;
                    __m256 t133 = t68;
                    for (int t131 = 1; t130 ? t131 < 24 : 0; t131++, t132 = t18, t133 = t17) {
                        if ((_mm256_movemask_epi8(t89) != 0)) {
                            __m256 t135 = _mm256_mul_ps(t133, t68);
                            __m256 t136 = _mm256_set1_ps((float)(2 * t131 + 1));
                            t17 = _mm256_div_ps(t135, t136);
                            t18 = _mm256_add_ps(t132, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t134 = _mm256_blendv_ps(t132, t15, _mm256_castsi256_ps(t16));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t134);
                    __m256 t127 = _mm256_i32gather_ps(vcc_regroup_result, t55, 4);
                    __m256 t128 = _mm256_i32gather_ps(vcc_regroup_result, t62, 4);
                    _mm256_storeu_ps(t24, t127);
                    _mm256_storeu_ps(t27, t128);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t69 = (int)t22;
                    goto L137;
                }
                t91 = t102;
                t92 = t103;
                t93 = t104;
                t94 = t105;
                t95 = t6;
                t96 = t108;
                t97 = t109;
                t98 = t110;
                t99 = t111;
            }
        }
    } else {
        t69 = 0;
    }
L137:
    t70 = (long)n + (long)t69 * -1L;
    unsigned long t71 = (unsigned long)out;
    unsigned long t72 = (unsigned long)in;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L))))) {
        long t73 = t70 & -8L;
        long t8 = 0L;
        for (;;) {
            long t74 = (long)(int)((long)t69 + t8);
            float *t75 = out + t74;
            __m256 t76 = _mm256_loadu_ps(in + t74);
            __m256 t112 = _mm256_set1_ps(1.0f);
            __m256i t113 = _mm256_castps_si256(_mm256_cmp_ps(t76, t112, _CMP_LT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t113;
            int t114 = (_mm256_movemask_epi8(t11) != 0);
            __m256 t116 = t76;
            for (int t115 = 24; t114 ? t115 > 0 : 0; t115--, t116 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    __m256 t117 = _mm256_set1_ps((float)t115);
                    __m256 t118 = _mm256_div_ps(t117, t116);
                    t9 = _mm256_add_ps(t76, t118);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                __m256 t119 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t119, t116);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            int t120 = (_mm256_movemask_epi8(t113) != 0);
            __m256 t122 = t76;
            __m256 t123 = t76;
            for (int t121 = 1; t120 ? t121 < 24 : 0; t121++, t122 = t13, t123 = t12) {
                if ((_mm256_movemask_epi8(t113) != 0)) {
                    __m256 t125 = _mm256_mul_ps(t123, t76);
                    __m256 t126 = _mm256_set1_ps((float)(2 * t121 + 1));
                    t12 = _mm256_div_ps(t125, t126);
                    t13 = _mm256_add_ps(t122, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t124 = _mm256_blendv_ps(t122, t10, _mm256_castsi256_ps(t11));
            _mm256_storeu_ps(t75, t124);
            t8 += 8L;
            if (t8 >= t73) {
                i = (int)((long)t69 + t73);
                break;
            }
        }
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        long t77 = (long)i;
        float t78 = in[t77];
        out[t77] = (_mm256_zeroupper(), series(t78, 24));
    }
}

__attribute__((target("avx2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    __m256d t4;
    int t8;
    __m256d t9;
    int t12;
    __m256d t13;
    int t16;
    __m256d t17;
    int t21;
    __m256d t22;
    int t141;
    int i;
    long t23 = (long)n;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)x;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)y;
    if ((t23 >= 16L) & (((t24 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t26))) {
        long t28 = t23 & -16L;
        long t18 = 0L;
        for (;;) {
            long t29 = (long)(int)t18;
            double *t30 = out + t29;
            __m256d t31 = _mm256_loadu_pd(y + t29);
            __m256d t32 = _mm256_loadu_pd(x + t29);
            long t33 = (long)(int)(t18 + 4L);
            double *t34 = out + t33;
            __m256d t35 = _mm256_loadu_pd(y + t33);
            __m256d t36 = _mm256_loadu_pd(x + t33);
            long t37 = (long)(int)(t18 + 8L);
            double *t38 = out + t37;
            __m256d t39 = _mm256_loadu_pd(y + t37);
            __m256d t40 = _mm256_loadu_pd(x + t37);
            long t41 = (long)(int)(t18 + 12L);
            double *t42 = out + t41;
            __m256d t43 = _mm256_loadu_pd(y + t41);
            __m256d t44 = _mm256_loadu_pd(x + t41);
            __m256d t45 = _mm256_mul_pd(t32, _mm256_set1_pd(4.0));
            __m128i t46 = _mm256_cvttpd_epi32(t45);
            __m256d t47 = _mm256_cvtepi32_pd(t46);
            __m256d t48 = _mm256_add_pd(t47, _mm256_set1_pd(0.5));
            __m128i t49 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t48, t31, _CMP_GT_OQ));
            __m128i t50 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t49);
            __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v4_int)t50, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t52 = _mm_add_epi32(t50, t51);
            __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t54 = _mm_add_epi32(t52, t53);
            __m128i t55 = _mm_sub_epi32(t54, t50);
            __m128i t56 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t55);
            __m256d t57 = _mm256_mul_pd(t36, _mm256_set1_pd(4.0));
            __m128i t58 = _mm256_cvttpd_epi32(t57);
            __m256d t59 = _mm256_cvtepi32_pd(t58);
            __m256d t60 = _mm256_add_pd(t59, _mm256_set1_pd(0.5));
            __m128i t61 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t60, t35, _CMP_GT_OQ));
            __m128i t62 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t61);
            __m128i t63 = (__m128i)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t64 = _mm_add_epi32(t62, t63);
            __m128i t65 = (__m128i)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t66 = _mm_add_epi32(t64, t65);
            __m128i t67 = _mm_sub_epi32(t66, t62);
            __m128i t68 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t67);
            __m256d t69 = _mm256_mul_pd(t40, _mm256_set1_pd(4.0));
            __m128i t70 = _mm256_cvttpd_epi32(t69);
            __m256d t71 = _mm256_cvtepi32_pd(t70);
            __m256d t72 = _mm256_add_pd(t71, _mm256_set1_pd(0.5));
            __m128i t73 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t72, t39, _CMP_GT_OQ));
            __m128i t74 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t73);
            __m128i t75 = (__m128i)__builtin_shufflevector((vcc_v4_int)t74, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t76 = _mm_add_epi32(t74, t75);
            __m128i t77 = (__m128i)__builtin_shufflevector((vcc_v4_int)t76, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t78 = _mm_add_epi32(t76, t77);
            __m128i t79 = _mm_sub_epi32(t78, t74);
            __m128i t80 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t79);
            __m256d t81 = _mm256_mul_pd(t44, _mm256_set1_pd(4.0));
            __m128i t82 = _mm256_cvttpd_epi32(t81);
            __m256d t83 = _mm256_cvtepi32_pd(t82);
            __m256d t84 = _mm256_add_pd(t83, _mm256_set1_pd(0.5));
            __m128i t85 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t84, t43, _CMP_GT_OQ));
            __m128i t86 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t85);
            __m128i t87 = (__m128i)__builtin_shufflevector((vcc_v4_int)t86, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t88 = _mm_add_epi32(t86, t87);
            __m128i t89 = (__m128i)__builtin_shufflevector((vcc_v4_int)t88, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t90 = _mm_add_epi32(t88, t89);
            __m128i t91 = _mm_sub_epi32(t90, t86);
            __m128i t92 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t91);
            int t93 = vcc_reduce(int, (vcc_v4_int)t50, +);
            int t94 = t93 + vcc_reduce(int, (vcc_v4_int)t62, +);
            int t95 = t94 + vcc_reduce(int, (vcc_v4_int)t74, +);
            int t96 = t95 + vcc_reduce(int, (vcc_v4_int)t86, +);
            __m128i t97 = _mm_set1_epi32(0);
            __m128i t98 = _mm_add_epi32(t97, t55);
            __m128i t99 = _mm_set1_epi32((int)t96);
            __m128i t100 = _mm_add_epi32(t99, t56);
            __m128i t101 = _mm_blendv_epi8(t100, t98, t49);
            __m128i t102 = _mm_set1_epi32(0);
            __m128i t103 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t102);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t101, (vcc_v4_int)t103);
            __m128i t104 = _mm_set1_epi32((int)t93);
            __m128i t105 = _mm_add_epi32(t104, t67);
            __m128i t106 = _mm_set1_epi32((int)(t96 + 4 - t93));
            __m128i t107 = _mm_add_epi32(t106, t68);
            __m128i t108 = _mm_blendv_epi8(t107, t105, t61);
            __m128i t109 = _mm_set1_epi32(4);
            __m128i t110 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t109);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t108, (vcc_v4_int)t110);
            __m128i t111 = _mm_set1_epi32((int)t94);
            __m128i t112 = _mm_add_epi32(t111, t79);
            __m128i t113 = _mm_set1_epi32((int)(t96 + 8 - t94));
            __m128i t114 = _mm_add_epi32(t113, t80);
            __m128i t115 = _mm_blendv_epi8(t114, t112, t73);
            __m128i t116 = _mm_set1_epi32(8);
            __m128i t117 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t116);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t115, (vcc_v4_int)t117);
            __m128i t118 = _mm_set1_epi32((int)t95);
            __m128i t119 = _mm_add_epi32(t118, t91);
            __m128i t120 = _mm_set1_epi32((int)(t96 + 12 - t95));
            __m128i t121 = _mm_add_epi32(t120, t92);
            __m128i t122 = _mm_blendv_epi8(t121, t119, t85);
            __m128i t123 = _mm_set1_epi32(12);
            __m128i t124 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t123);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t122, (vcc_v4_int)t124);
            _mm256_storeu_pd(vcc_regroup_arg, t32);
            _mm256_storeu_pd(vcc_regroup_arg + 4, t36);
            _mm256_storeu_pd(vcc_regroup_arg + 8, t40);
            _mm256_storeu_pd(vcc_regroup_arg + 12, t44);
            __m128i t125 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t126 = _mm256_i32gather_pd(vcc_regroup_arg, t125, 8);
            __m128i t127 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t128 = _mm256_i32gather_pd(vcc_regroup_arg, t127, 8);
            __m128i t129 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t130 = _mm256_i32gather_pd(vcc_regroup_arg, t129, 8);
            __m128i t131 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t132 = _mm256_i32gather_pd(vcc_regroup_arg, t131, 8);
            _mm256_storeu_pd(vcc_regroup_arg_1, t31);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 4, t35);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 8, t39);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 12, t43);
            __m128i t133 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t134 = _mm256_i32gather_pd(vcc_regroup_arg_1, t133, 8);
            __m128i t135 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t136 = _mm256_i32gather_pd(vcc_regroup_arg_1, t135, 8);
            __m128i t137 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t138 = _mm256_i32gather_pd(vcc_regroup_arg_1, t137, 8);
            __m128i t139 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t140 = _mm256_i32gather_pd(vcc_regroup_arg_1, t139, 8);
            __m256d t155 = _mm256_set1_pd(4.0);
            __m256d t156 = _mm256_mul_pd(t126, t155);
            __m128i t157 = _mm256_cvttpd_epi32(t156);
            __m256d t158 = _mm256_cvtepi32_pd(t157);
            __m256d t159 = _mm256_set1_pd(0.5);
            __m256d t160 = _mm256_add_pd(t158, t159);
            __m128i t161 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t160, t134, _CMP_GT_OQ));
            __m128i t162 = (__m128i)~(vcc_m4)t161;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t163 = (_mm_movemask_epi8(t162) != 0);
            for (int t164 = 0; t163 ? t164 < 40 : 0; t164 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t162) != 0)) {
                    __m256d t166 = _mm256_set1_pd(0.25);
                    __m256d t167 = _mm256_mul_pd(t1, t166);
                    t3 = t164 + 1;
                    __m256d t168 = _mm256_set1_pd((double)t3);
                    __m256d t169 = _mm256_div_pd(t134, t168);
                    t4 = _mm256_sub_pd(t167, t169);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t165 = (_mm_movemask_epi8(t161) != 0);
            int t170 = 0;
            while (t165 ? t170 < 40 : 0) {
                __m256d t171 = _mm256_set1_pd(0.5);
                __m256d t172 = _mm256_mul_pd(t2, t171);
                __m256d t173 = _mm256_set1_pd((double)t170);
                __m256d t174 = _mm256_mul_pd(t126, t173);
                t2 = _mm256_add_pd(t172, t174);
                t170++;
            }
            __m256d t175 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t161)));
            _mm256_storeu_pd(vcc_regroup_result, t175);
            __m256d t197 = _mm256_set1_pd(4.0);
            __m256d t198 = _mm256_mul_pd(t128, t197);
            __m128i t199 = _mm256_cvttpd_epi32(t198);
            __m256d t200 = _mm256_cvtepi32_pd(t199);
            __m256d t201 = _mm256_set1_pd(0.5);
            __m256d t202 = _mm256_add_pd(t200, t201);
            __m128i t203 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t202, t136, _CMP_GT_OQ));
            __m128i t204 = (__m128i)~(vcc_m4)t203;
            __m256d t10 = _mm256_set1_pd(0.0);
            int t205 = (_mm_movemask_epi8(t204) != 0);
            for (int t206 = 0; t205 ? t206 < 40 : 0; t206 = t12, t10 = t13) {
                if ((_mm_movemask_epi8(t204) != 0)) {
                    __m256d t208 = _mm256_set1_pd(0.25);
                    __m256d t209 = _mm256_mul_pd(t10, t208);
                    t12 = t206 + 1;
                    __m256d t210 = _mm256_set1_pd((double)t12);
                    __m256d t211 = _mm256_div_pd(t136, t210);
                    t13 = _mm256_sub_pd(t209, t211);
                } else {
                    t12 = 0;
                    t13 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t11 = _mm256_set1_pd(0.0);
            int t207 = (_mm_movemask_epi8(t203) != 0);
            int t212 = 0;
            while (t207 ? t212 < 40 : 0) {
                __m256d t213 = _mm256_set1_pd(0.5);
                __m256d t214 = _mm256_mul_pd(t11, t213);
                __m256d t215 = _mm256_set1_pd((double)t212);
                __m256d t216 = _mm256_mul_pd(t128, t215);
                t11 = _mm256_add_pd(t214, t216);
                t212++;
            }
            __m256d t217 = _mm256_blendv_pd(t10, t11, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t203)));
            _mm256_storeu_pd(vcc_regroup_result + 4, t217);
            __m256d t218 = _mm256_set1_pd(4.0);
            __m256d t219 = _mm256_mul_pd(t130, t218);
            __m128i t220 = _mm256_cvttpd_epi32(t219);
            __m256d t221 = _mm256_cvtepi32_pd(t220);
            __m256d t222 = _mm256_set1_pd(0.5);
            __m256d t223 = _mm256_add_pd(t221, t222);
            __m128i t224 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t223, t138, _CMP_GT_OQ));
            __m128i t225 = (__m128i)~(vcc_m4)t224;
            __m256d t14 = _mm256_set1_pd(0.0);
            int t226 = (_mm_movemask_epi8(t225) != 0);
            for (int t227 = 0; t226 ? t227 < 40 : 0; t227 = t16, t14 = t17) {
                if ((_mm_movemask_epi8(t225) != 0)) {
                    __m256d t229 = _mm256_set1_pd(0.25);
                    __m256d t230 = _mm256_mul_pd(t14, t229);
                    t16 = t227 + 1;
                    __m256d t231 = _mm256_set1_pd((double)t16);
                    __m256d t232 = _mm256_div_pd(t138, t231);
                    t17 = _mm256_sub_pd(t230, t232);
                } else {
                    t16 = 0;
                    t17 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t15 = _mm256_set1_pd(0.0);
            int t228 = (_mm_movemask_epi8(t224) != 0);
            int t233 = 0;
            while (t228 ? t233 < 40 : 0) {
                __m256d t234 = _mm256_set1_pd(0.5);
                __m256d t235 = _mm256_mul_pd(t15, t234);
                __m256d t236 = _mm256_set1_pd((double)t233);
                __m256d t237 = _mm256_mul_pd(t130, t236);
                t15 = _mm256_add_pd(t235, t237);
                t233++;
            }
            __m256d t238 = _mm256_blendv_pd(t14, t15, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t224)));
            _mm256_storeu_pd(vcc_regroup_result + 8, t238);
            __m256d t243 = _mm256_set1_pd(4.0);
            __m256d t244 = _mm256_mul_pd(t132, t243);
            __m128i t245 = _mm256_cvttpd_epi32(t244);
            __m256d t246 = _mm256_cvtepi32_pd(t245);
            __m256d t247 = _mm256_set1_pd(0.5);
            __m256d t248 = _mm256_add_pd(t246, t247);
            __m128i t249 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t248, t140, _CMP_GT_OQ));
            __m128i t250 = (__m128i)~(vcc_m4)t249;
            __m256d t19 = _mm256_set1_pd(0.0);
            int t251 = (_mm_movemask_epi8(t250) != 0);
            for (int t252 = 0; t251 ? t252 < 40 : 0; t252 = t21, t19 = t22) {
                if ((_mm_movemask_epi8(t250) != 0)) {
                    __m256d t254 = _mm256_set1_pd(0.25);
                    __m256d t255 = _mm256_mul_pd(t19, t254);
                    t21 = t252 + 1;
                    __m256d t256 = _mm256_set1_pd((double)t21);
                    __m256d t257 = _mm256_div_pd(t140, t256);
                    t22 = _mm256_sub_pd(t255, t257);
                } else {
                    t21 = 0;
                    t22 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t20 = _mm256_set1_pd(0.0);
            int t253 = (_mm_movemask_epi8(t249) != 0);
            int t258 = 0;
            while (t253 ? t258 < 40 : 0) {
                __m256d t259 = _mm256_set1_pd(0.5);
                __m256d t260 = _mm256_mul_pd(t20, t259);
                __m256d t261 = _mm256_set1_pd((double)t258);
                __m256d t262 = _mm256_mul_pd(t132, t261);
                t20 = _mm256_add_pd(t260, t262);
                t258++;
            }
            __m256d t263 = _mm256_blendv_pd(t19, t20, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t249)));
            _mm256_storeu_pd(vcc_regroup_result + 12, t263);
            __m256d t239 = _mm256_i32gather_pd(vcc_regroup_result, t101, 8);
            __m256d t240 = _mm256_i32gather_pd(vcc_regroup_result, t108, 8);
            __m256d t241 = _mm256_i32gather_pd(vcc_regroup_result, t115, 8);
            __m256d t242 = _mm256_i32gather_pd(vcc_regroup_result, t122, 8);
            _mm256_storeu_pd(t30, t239);
            _mm256_storeu_pd(t34, t240);
            _mm256_storeu_pd(t38, t241);
            _mm256_storeu_pd(t42, t242);
            t18 += 16L;
            if (t18 >= t28) {
                t141 = (int)t28;
                break;
            }
        }
    } else {
        t141 = 0;
    }
    long t142 = (long)n + (long)t141 * -1L;
    unsigned long t143 = (unsigned long)out;
    unsigned long t144 = (unsigned long)x;
    unsigned long t145 = (unsigned long)out;
    unsigned long t146 = (unsigned long)y;
    if ((t142 >= 4L) & (((t143 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t141 * 8L))) | ((t144 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t141 * 8L)))) & (((t145 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t141 * 8L))) | ((t146 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t141 * 8L))))) {
        long t147 = t142 & -4L;
        long t5 = 0L;
        for (;;) {
            long t148 = (long)(int)((long)t141 + t5);
            double *t149 = out + t148;
            __m256d t150 = _mm256_loadu_pd(y + t148);
            __m256d t151 = _mm256_loadu_pd(x + t148);
            __m256d t176 = _mm256_set1_pd(4.0);
            __m256d t177 = _mm256_mul_pd(t151, t176);
            __m128i t178 = _mm256_cvttpd_epi32(t177);
            __m256d t179 = _mm256_cvtepi32_pd(t178);
            __m256d t180 = _mm256_set1_pd(0.5);
            __m256d t181 = _mm256_add_pd(t179, t180);
            __m128i t182 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t181, t150, _CMP_GT_OQ));
            __m128i t183 = (__m128i)~(vcc_m4)t182;
            __m256d t6 = _mm256_set1_pd(0.0);
            int t184 = (_mm_movemask_epi8(t183) != 0);
            for (int t185 = 0; t184 ? t185 < 40 : 0; t185 = t8, t6 = t9) {
                if ((_mm_movemask_epi8(t183) != 0)) {
                    __m256d t187 = _mm256_set1_pd(0.25);
                    __m256d t188 = _mm256_mul_pd(t6, t187);
                    t8 = t185 + 1;
                    __m256d t189 = _mm256_set1_pd((double)t8);
                    __m256d t190 = _mm256_div_pd(t150, t189);
                    t9 = _mm256_sub_pd(t188, t190);
                } else {
                    t8 = 0;
                    t9 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t7 = _mm256_set1_pd(0.0);
            int t186 = (_mm_movemask_epi8(t182) != 0);
            int t191 = 0;
            while (t186 ? t191 < 40 : 0) {
                __m256d t192 = _mm256_set1_pd(0.5);
                __m256d t193 = _mm256_mul_pd(t7, t192);
                __m256d t194 = _mm256_set1_pd((double)t191);
                __m256d t195 = _mm256_mul_pd(t151, t194);
                t7 = _mm256_add_pd(t193, t195);
                t191++;
            }
            __m256d t196 = _mm256_blendv_pd(t6, t7, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t182)));
            _mm256_storeu_pd(t149, t196);
            t5 += 4L;
            if (t5 >= t147) {
                i = (int)((long)t141 + t147);
                break;
            }
        }
    } else {
        i = t141;
    }
    for (; i < n; i++) {
        long t152 = (long)i;
        double t153 = y[t152];
        double t154 = x[t152];
        out[t152] = (_mm256_zeroupper(), blend2(t154, t153));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t80;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t14))) {
        long t16 = t11 & -16L;
        __m256i t17 = _mm256_set1_epi32(0);
        __m256i t18 = t17;
        __m256i t1 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t8 = 0L;
        for (;;) {
            __m256i t19 = t1;
            long t20 = (long)(int)t8;
            unsigned int *t21 = out + t20;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)(b + t20));
            __m256i t23 = _mm256_add_epi32(t22, t19);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(a + t20));
            __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t26 = t25;
            long t27 = (long)(int)(t8 + 8L);
            unsigned int *t28 = out + t27;
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(b + t27));
            __m256i t30 = _mm256_add_epi32(t29, t26);
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(a + t27));
            __m256i t32 = _mm256_xor_si256(t24, t23);
            __m256i t33 = _mm256_and_si256(t32, _mm256_set1_epi32(1));
            __m256i t34 = _mm256_xor_si256(_mm256_cmpeq_epi32(t33, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t35 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(0), t34);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = _mm256_sub_epi32(t41, t35);
            __m256i t43 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t42);
            __m256i t44 = _mm256_xor_si256(t31, t30);
            __m256i t45 = _mm256_and_si256(t44, _mm256_set1_epi32(1));
            __m256i t46 = _mm256_xor_si256(_mm256_cmpeq_epi32(t45, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t47 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(0), t46);
            __m256i t48 = (__m256i)__builtin_shufflevector((vcc_v8_int)t47, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t49 = _mm256_add_epi32(t47, t48);
            __m256i t50 = (__m256i)__builtin_shufflevector((vcc_v8_int)t49, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t51 = _mm256_add_epi32(t49, t50);
            __m256i t52 = (__m256i)__builtin_shufflevector((vcc_v8_int)t51, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t53 = _mm256_add_epi32(t51, t52);
            __m256i t54 = _mm256_sub_epi32(t53, t47);
            __m256i t55 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t54);
            int t56 = vcc_avx2_sum_epi32(t35);
            int t57 = t56 + vcc_avx2_sum_epi32(t47);
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = _mm256_add_epi32(t58, t42);
            __m256i t60 = _mm256_set1_epi32((int)t57);
            __m256i t61 = _mm256_add_epi32(t60, t43);
            __m256i t62 = _mm256_blendv_epi8(t59, t61, t34);
            __m256i t63 = _mm256_set1_epi32(0);
            __m256i t64 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t63);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t62, t64, 0xff);
            __m256i t65 = _mm256_set1_epi32((int)t56);
            __m256i t66 = _mm256_add_epi32(t65, t54);
            __m256i t67 = _mm256_set1_epi32((int)(t57 + 8 - t56));
            __m256i t68 = _mm256_add_epi32(t67, t55);
            __m256i t69 = _mm256_blendv_epi8(t66, t68, t46);
            __m256i t70 = _mm256_set1_epi32(8);
            __m256i t71 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t70);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t69, t71, 0xff);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg, t24);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg + 8), t31);
            __m256i t72 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256i t73 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg, t72, 4);
            __m256i t74 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t75 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg, t74, 4);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg_1, t23);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg_1 + 8), t30);
            __m256i t76 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256i t77 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg_1, t76, 4);
            __m256i t78 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t79 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg_1, t78, 4);
            __m256i t4 = t73;
            __m256i t98 = _mm256_xor_si256(t73, t77);
            __m256i t99 = _mm256_set1_epi32(1);
            __m256i t100 = _mm256_and_si256(t98, t99);
            __m256i t101 = (__m256i)(vcc_m8)((vcc_v8_int)t100 != (vcc_v8_int){0});
            __m256i t102 = (__m256i)~(vcc_m8)t101;
            int t103 = (_mm256_movemask_epi8(t101) != 0);
            int t104 = 0;
            __m256i t3 = t4;
            while (t103 ? t104 < 12 : 0) {
                __m256i t105 = _mm256_set1_epi32((int)t104);
                __m256i t106 = t77;
                __m256i t107 = t105;
                __m256i t108 = _mm256_add_epi32(t106, t107);
                __m256i t109 = t108;
                __m256i t110 = t109;
                __m256i t111 = _mm256_xor_si256(t3, t110);
                __m256i t112 = _mm256_set1_epi32((int)17U);
                t3 = _mm256_mullo_epi32(t111, t112);
                t104++;
            }
            int t113 = (_mm256_movemask_epi8(t102) != 0);
            int t114 = 0;
            while (t113 ? t114 < 12 : 0) {
                __m256i t115 = _mm256_set1_epi32((int)31U);
                __m256i t116 = _mm256_mullo_epi32(t4, t115);
                __m256i t117 = _mm256_set1_epi32((int)(t114 & 7));
                __m256i t118 = _mm256_srav_epi32(t77, t117);
                __m256i t119 = t118;
                t4 = _mm256_add_epi32(t116, t119);
                t114++;
            }
            __m256i t120 = _mm256_blendv_epi8(t4, t3, t101);
            _mm256_storeu_si256((__m256i *)vcc_regroup_result, t120);
            __m256i t10 = t75;
            __m256i t146 = _mm256_xor_si256(t75, t79);
            __m256i t147 = _mm256_set1_epi32(1);
            __m256i t148 = _mm256_and_si256(t146, t147);
            __m256i t149 = (__m256i)(vcc_m8)((vcc_v8_int)t148 != (vcc_v8_int){0});
            __m256i t150 = (__m256i)~(vcc_m8)t149;
            int t151 = (_mm256_movemask_epi8(t149) != 0);
            int t152 = 0;
            __m256i t9 = t10;
            while (t151 ? t152 < 12 : 0) {
                __m256i t153 = _mm256_set1_epi32((int)t152);
                __m256i t154 = t79;
                __m256i t155 = t153;
                __m256i t156 = _mm256_add_epi32(t154, t155);
                __m256i t157 = t156;
                __m256i t158 = t157;
                __m256i t159 = _mm256_xor_si256(t9, t158);
                __m256i t160 = _mm256_set1_epi32((int)17U);
                t9 = _mm256_mullo_epi32(t159, t160);
                t152++;
            }
            int t161 = (_mm256_movemask_epi8(t150) != 0);
            int t162 = 0;
            while (t161 ? t162 < 12 : 0) {
                __m256i t163 = _mm256_set1_epi32((int)31U);
                __m256i t164 = _mm256_mullo_epi32(t10, t163);
                __m256i t165 = _mm256_set1_epi32((int)(t162 & 7));
                __m256i t166 = _mm256_srav_epi32(t79, t165);
                __m256i t167 = t166;
                t10 = _mm256_add_epi32(t164, t167);
                t162++;
            }
            __m256i t168 = _mm256_blendv_epi8(t10, t9, t149);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_result + 8), t168);
            __m256i t144 = _mm256_i32gather_epi32((const int *)vcc_regroup_result, t62, 4);
            __m256i t145 = _mm256_i32gather_epi32((const int *)vcc_regroup_result, t69, 4);
            _mm256_storeu_si256((__m256i *)t21, t144);
            _mm256_storeu_si256((__m256i *)t28, t145);
            t8 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            if (t8 >= t16) {
                t80 = (int)t16;
                break;
            }
        }
    } else {
        t80 = 0;
    }
    long t81 = (long)n + (long)t80 * -1L;
    unsigned long t82 = (unsigned long)out;
    unsigned long t83 = (unsigned long)a;
    unsigned long t84 = (unsigned long)out;
    unsigned long t85 = (unsigned long)b;
    if ((t81 >= 8L) & (((t82 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t80 * 4L))) | ((t83 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t80 * 4L)))) & (((t84 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t80 * 4L))) | ((t85 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t84 + (unsigned long)((long)t80 * 4L))))) {
        long t86 = t81 & -8L;
        __m256i t87 = _mm256_set1_epi32((int)t80);
        __m256i t88 = t87;
        __m256i t2 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t5 = 0L;
        for (;;) {
            __m256i t89 = t2;
            long t90 = (long)(int)((long)t80 + t5);
            unsigned int *t91 = out + t90;
            __m256i t92 = _mm256_loadu_si256((const __m256i *)(b + t90));
            __m256i t93 = _mm256_add_epi32(t92, t89);
            __m256i t94 = _mm256_loadu_si256((const __m256i *)(a + t90));
            __m256i t7 = t94;
            __m256i t121 = _mm256_xor_si256(t94, t93);
            __m256i t122 = _mm256_set1_epi32(1);
            __m256i t123 = _mm256_and_si256(t121, t122);
            __m256i t124 = (__m256i)(vcc_m8)((vcc_v8_int)t123 != (vcc_v8_int){0});
            __m256i t125 = (__m256i)~(vcc_m8)t124;
            int t126 = (_mm256_movemask_epi8(t124) != 0);
            int t127 = 0;
            __m256i t6 = t7;
            while (t126 ? t127 < 12 : 0) {
                __m256i t128 = _mm256_set1_epi32((int)t127);
                __m256i t129 = t93;
                __m256i t130 = t128;
                __m256i t131 = _mm256_add_epi32(t129, t130);
                __m256i t132 = t131;
                __m256i t133 = t132;
                __m256i t134 = _mm256_xor_si256(t6, t133);
                __m256i t135 = _mm256_set1_epi32((int)17U);
                t6 = _mm256_mullo_epi32(t134, t135);
                t127++;
            }
            int t136 = (_mm256_movemask_epi8(t125) != 0);
            int t137 = 0;
            while (t136 ? t137 < 12 : 0) {
                __m256i t138 = _mm256_set1_epi32((int)31U);
                __m256i t139 = _mm256_mullo_epi32(t7, t138);
                __m256i t140 = _mm256_set1_epi32((int)(t137 & 7));
                __m256i t141 = _mm256_srav_epi32(t93, t140);
                __m256i t142 = t141;
                t7 = _mm256_add_epi32(t139, t142);
                t137++;
            }
            __m256i t143 = _mm256_blendv_epi8(t7, t6, t124);
            _mm256_storeu_si256((__m256i *)t91, t143);
            t5 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            if (t5 >= t86) {
                i = (int)((long)t80 + t86);
                break;
            }
        }
    } else {
        i = t80;
    }
    for (; i < n; i++) {
        long t95 = (long)i;
        int t96 = b[t95];
        int t97 = a[t95];
        out[t95] = (_mm256_zeroupper(), mix(t97, t96 + i, 12));
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
__attribute__((target("avx2"))) void run_series_auto(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m256 t1;
    __m256 t2;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t9;
    __m256 t10;
    __m256 t12;
    __m256 t13;
    __m256 t15;
    __m256 t17;
    __m256 t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    int t71;
    long t72;
    int i;
    int t105;
    __m256 t106;
    __m256 t107;
    int t108;
    int t111;
    __m256 t112;
    int t113;
    __m256 t114;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = (long)(int)t14;
            float *t24 = out + t23;
            __m256 t25 = _mm256_loadu_ps(in + t23);
            __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            long t27 = (long)(int)(t14 + 8L);
            float *t28 = out + t27;
            __m256 t29 = _mm256_loadu_ps(in + t27);
            __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(t26, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t32 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t31);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)t34, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_int)t36, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_sub_epi32(t38, t32);
            __m256i t40 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t39);
            __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t30, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t42 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t41);
            __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v8_int)t42, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t44 = _mm256_add_epi32(t42, t43);
            __m256i t45 = (__m256i)__builtin_shufflevector((vcc_v8_int)t44, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t46 = _mm256_add_epi32(t44, t45);
            __m256i t47 = (__m256i)__builtin_shufflevector((vcc_v8_int)t46, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t48 = _mm256_add_epi32(t46, t47);
            __m256i t49 = _mm256_sub_epi32(t48, t42);
            __m256i t50 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t49);
            int t51 = vcc_avx2_sum_epi32(t32);
            int t52 = t51 + vcc_avx2_sum_epi32(t42);
            __m256i t53 = _mm256_set1_epi32(0);
            __m256i t54 = _mm256_add_epi32(t53, t39);
            __m256i t55 = _mm256_set1_epi32((int)t52);
            __m256i t56 = _mm256_add_epi32(t55, t40);
            __m256i t57 = _mm256_blendv_epi8(t56, t54, t31);
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t58);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t57, t59, 0xff);
            __m256i t60 = _mm256_set1_epi32((int)t51);
            __m256i t61 = _mm256_add_epi32(t60, t49);
            __m256i t62 = _mm256_set1_epi32((int)(t52 + 8 - t51));
            __m256i t63 = _mm256_add_epi32(t62, t50);
            __m256i t64 = _mm256_blendv_epi8(t63, t61, t41);
            __m256i t65 = _mm256_set1_epi32(8);
            __m256i t66 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t65);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t64, t66, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, t26);
            _mm256_storeu_ps(vcc_regroup_arg + 8, t30);
            __m256i t67 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t68 = _mm256_i32gather_ps(vcc_regroup_arg, t67, 4);
            __m256i t69 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t70 = _mm256_i32gather_ps(vcc_regroup_arg, t69, 4);
            __m256 t82 = _mm256_set1_ps(1.0f);
            __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t68, t82, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t83;
            int t84 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t86 = t68;
            for (int t85 = 9; t84 ? t85 > 0 : 0; t85--, t86 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t87 = _mm256_set1_ps((float)t85);
                    __m256 t88 = _mm256_div_ps(t87, t86);
                    t1 = _mm256_add_ps(t68, t88);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t89 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t89, t86);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t90 = (_mm256_movemask_epi8(t83) != 0);
            __m256 t91 = _mm256_set1_ps(1.0f);
            __m256i t92 = _mm256_castps_si256(_mm256_cmp_ps(t70, t91, _CMP_LT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t92;
            int t93 = (_mm256_movemask_epi8(t16) != 0);
            int t94 = 1;
            __m256 t95 = t68;
            __m256 t96 = t68;
            int t97 = 1;
            __m256 t98 = (__m256)(vcc_v8_float){0};
            int t99 = 9;
            __m256 t100 = t70;
            int t101 = 1;
            __m256 t102 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t97) {
                    if (t90 ? t94 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t83) != 0)) {
                            __m256 t103 = _mm256_mul_ps(t96, t68);
                            __m256 t104 = _mm256_set1_ps((float)(2 * t94 + 1));
                            t4 = _mm256_div_ps(t103, t104);
                            t5 = _mm256_add_ps(t95, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t105 = t94 + 1;
                        t106 = t5;
                        t107 = t4;
                        t108 = 1;
                        t6 = t98;
                    } else {
                        t6 = _mm256_blendv_ps(t95, t2, _mm256_castsi256_ps(t3));
                        t105 = t94;
                        t106 = t95;
                        t107 = t96;
                        t108 = 0;
                    }
                } else {
                    t105 = t94;
                    t106 = t95;
                    t107 = t96;
                    t108 = 0;
                    t6 = t98;
                }
                if (t101) {
                    if (t93 ? t99 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t16) != 0)) {
                            __m256 t109 = _mm256_set1_ps((float)t99);
                            __m256 t110 = _mm256_div_ps(t109, t100);
                            t7 = _mm256_add_ps(t70, t110);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t111 = t99 - 1;
                        t112 = t7;
                        t113 = 1;
                        t114 = t102;
                    } else {
                        t111 = t99;
                        t112 = t100;
                        t113 = 0;
                        t114 = t100;
                    }
                } else {
                    t111 = t99;
                    t112 = t100;
                    t113 = 0;
                    t114 = t102;
                }
                if (!(t108 | t113)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t16) != 0)) {
                        __m256 t135 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t135, t114);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    int t136 = (_mm256_movemask_epi8(t92) != 0);
                    __m256 t138 = t70;
                    __m256 t139 = t70;
                    for (int t137 = 1; t136 ? t137 < 9 : 0; t137++, t138 = t18, t139 = t17) {
                        if ((_mm256_movemask_epi8(t92) != 0)) {
                            __m256 t141 = _mm256_mul_ps(t139, t70);
                            __m256 t142 = _mm256_set1_ps((float)(2 * t137 + 1));
                            t17 = _mm256_div_ps(t141, t142);
                            t18 = _mm256_add_ps(t138, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t140 = _mm256_blendv_ps(t138, t15, _mm256_castsi256_ps(t16));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t140);
                    __m256 t131 = _mm256_i32gather_ps(vcc_regroup_result, t57, 4);
                    __m256 t132 = _mm256_i32gather_ps(vcc_regroup_result, t64, 4);
                    __m256 t133 = _mm256_add_ps(t131, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t24, t133);
                    __m256 t134 = _mm256_add_ps(t132, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t28, t134);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t71 = (int)t22;
                    goto L143;
                }
                t94 = t105;
                t95 = t106;
                t96 = t107;
                t97 = t108;
                t98 = t6;
                t99 = t111;
                t100 = t112;
                t101 = t113;
                t102 = t114;
            }
        }
    } else {
        t71 = 0;
    }
L143:
    t72 = (long)n + (long)t71 * -1L;
    unsigned long t73 = (unsigned long)out;
    unsigned long t74 = (unsigned long)in;
    if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))))) {
        long t75 = t72 & -8L;
        long t8 = 0L;
        for (;;) {
            long t76 = (long)(int)((long)t71 + t8);
            float *t77 = out + t76;
            __m256 t78 = _mm256_loadu_ps(in + t76);
            __m256 t79 = _mm256_mul_ps(t78, _mm256_set1_ps(0.5f));
            __m256 t116 = _mm256_set1_ps(1.0f);
            __m256i t117 = _mm256_castps_si256(_mm256_cmp_ps(t79, t116, _CMP_LT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t117;
            int t118 = (_mm256_movemask_epi8(t11) != 0);
            __m256 t120 = t79;
            for (int t119 = 9; t118 ? t119 > 0 : 0; t119--, t120 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    __m256 t121 = _mm256_set1_ps((float)t119);
                    __m256 t122 = _mm256_div_ps(t121, t120);
                    t9 = _mm256_add_ps(t79, t122);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                __m256 t123 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t123, t120);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            int t124 = (_mm256_movemask_epi8(t117) != 0);
            __m256 t126 = t79;
            __m256 t127 = t79;
            for (int t125 = 1; t124 ? t125 < 9 : 0; t125++, t126 = t13, t127 = t12) {
                if ((_mm256_movemask_epi8(t117) != 0)) {
                    __m256 t129 = _mm256_mul_ps(t127, t79);
                    __m256 t130 = _mm256_set1_ps((float)(2 * t125 + 1));
                    t12 = _mm256_div_ps(t129, t130);
                    t13 = _mm256_add_ps(t126, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t128 = _mm256_blendv_ps(t126, t10, _mm256_castsi256_ps(t11));
            __m256 t115 = _mm256_add_ps(t128, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t77, t115);
            t8 += 8L;
            if (t8 >= t75) {
                i = (int)((long)t71 + t75);
                break;
            }
        }
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        long t80 = (long)i;
        float t81 = in[t80];
        out[t80] = (_mm256_zeroupper(), series(t81 * 0.5f, 9)) + 1.0f;
    }
}

__attribute__((target("avx2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    __m256 t11;
    __m256 t12;
    __m256 t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t66;
    long t67;
    int i;
    int t94;
    __m256 t95;
    int t96;
    int t100;
    __m256 t101;
    int t102;
    __m256 t103;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -16L;
        long t13 = 0L;
        for (;;) {
            long t20 = (long)(int)t13;
            float *t21 = out + t20;
            __m256 t22 = _mm256_loadu_ps(in + t20);
            long t23 = (long)(int)(t13 + 8L);
            float *t24 = out + t23;
            __m256 t25 = _mm256_loadu_ps(in + t23);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t22, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t27 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v8_int)t31, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t33 = _mm256_add_epi32(t31, t32);
            __m256i t34 = _mm256_sub_epi32(t33, t27);
            __m256i t35 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t34);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t37 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v8_int)t41, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t43 = _mm256_add_epi32(t41, t42);
            __m256i t44 = _mm256_sub_epi32(t43, t37);
            __m256i t45 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t44);
            int t46 = vcc_avx2_sum_epi32(t27);
            int t47 = t46 + vcc_avx2_sum_epi32(t37);
            __m256i t48 = _mm256_set1_epi32(0);
            __m256i t49 = _mm256_add_epi32(t48, t34);
            __m256i t50 = _mm256_set1_epi32((int)t47);
            __m256i t51 = _mm256_add_epi32(t50, t35);
            __m256i t52 = _mm256_blendv_epi8(t51, t49, t26);
            __m256i t53 = _mm256_set1_epi32(0);
            __m256i t54 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t53);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t52, t54, 0xff);
            __m256i t55 = _mm256_set1_epi32((int)t46);
            __m256i t56 = _mm256_add_epi32(t55, t44);
            __m256i t57 = _mm256_set1_epi32((int)(t47 + 8 - t46));
            __m256i t58 = _mm256_add_epi32(t57, t45);
            __m256i t59 = _mm256_blendv_epi8(t58, t56, t36);
            __m256i t60 = _mm256_set1_epi32(8);
            __m256i t61 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t60);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t59, t61, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, t22);
            _mm256_storeu_ps(vcc_regroup_arg + 8, t25);
            __m256i t62 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t63 = _mm256_i32gather_ps(vcc_regroup_arg, t62, 4);
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t65 = _mm256_i32gather_ps(vcc_regroup_arg, t64, 4);
            __m256 t76 = _mm256_set1_ps(0.0f);
            __m256i t77 = _mm256_castps_si256(_mm256_cmp_ps(t63, t76, _CMP_GE_OQ));
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t79 = (_mm256_movemask_epi8(t78) != 0);
            for (int t80 = 15; t79 ? t80 >= 0 : 0; t80--, t1 = t7) {
                if ((_mm256_movemask_epi8(t78) != 0)) {
                    __m256 t104 = _mm256_xor_ps(t63, _mm256_set1_ps(-0.0f));
                    __m256 t105 = _mm256_mul_ps(t1, t104);
                    __m256 t106 = _mm256_set1_ps(coef[t80]);
                    t7 = _mm256_sub_ps(t105, t106);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t81 = (_mm256_movemask_epi8(t77) != 0);
            __m256 t82 = _mm256_set1_ps(0.0f);
            __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t65, t82, _CMP_GE_OQ));
            __m256i t84 = (__m256i)~(vcc_m8)t83;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t85 = (_mm256_movemask_epi8(t84) != 0);
            int t86 = 0;
            int t87 = 1;
            __m256 t88 = (__m256)(vcc_v8_float){0};
            int t89 = 15;
            int t90 = 1;
            __m256 t91 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t87) {
                    if (t81 ? t86 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t77) != 0)) {
                            __m256 t92 = _mm256_mul_ps(t2, t63);
                            __m256 t93 = _mm256_set1_ps(coef[t86]);
                            t4 = _mm256_add_ps(t92, t93);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t94 = t86 + 1;
                        t95 = t4;
                        t96 = 1;
                        t5 = t88;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t77));
                        t94 = t86;
                        t95 = t2;
                        t96 = 0;
                    }
                } else {
                    t94 = t86;
                    t95 = t2;
                    t96 = 0;
                    t5 = t88;
                }
                if (t90) {
                    if (t85 ? t89 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t84) != 0)) {
                            __m256 t97 = _mm256_xor_ps(t65, _mm256_set1_ps(-0.0f));
                            __m256 t98 = _mm256_mul_ps(t3, t97);
                            __m256 t99 = _mm256_set1_ps(coef[t89]);
                            t6 = _mm256_sub_ps(t98, t99);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t100 = t89 - 1;
                        t101 = t6;
                        t102 = 1;
                        t103 = t91;
                    } else {
                        t100 = t89;
                        t101 = t3;
                        t102 = 0;
                        t103 = t3;
                    }
                } else {
                    t100 = t89;
                    t101 = t3;
                    t102 = 0;
                    t103 = t91;
                }
                if (!(t96 | t102)) {
                    _mm256_storeu_ps(vcc_regroup_result, t5);
                    __m256 t14 = _mm256_set1_ps(0.0f);
                    int t122 = (_mm256_movemask_epi8(t83) != 0);
                    for (int t123 = 0; t122 ? t123 < 16 : 0; t123++, t14 = t15) {
                        if ((_mm256_movemask_epi8(t83) != 0)) {
                            __m256 t125 = _mm256_mul_ps(t14, t65);
                            __m256 t126 = _mm256_set1_ps(coef[t123]);
                            t15 = _mm256_add_ps(t125, t126);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t124 = _mm256_blendv_ps(t103, t14, _mm256_castsi256_ps(t83));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t124);
                    __m256 t120 = _mm256_i32gather_ps(vcc_regroup_result, t52, 4);
                    __m256 t121 = _mm256_i32gather_ps(vcc_regroup_result, t59, 4);
                    _mm256_storeu_ps(t21, t120);
                    _mm256_storeu_ps(t24, t121);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t66 = (int)t19;
                    goto L127;
                }
                t86 = t94;
                t2 = t95;
                t87 = t96;
                t88 = t5;
                t89 = t100;
                t3 = t101;
                t90 = t102;
                t91 = t103;
            }
        }
    } else {
        t66 = 0;
    }
L127:
    t67 = (long)n + (long)t66 * -1L;
    unsigned long t68 = (unsigned long)out;
    unsigned long t69 = (unsigned long)in;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
        long t70 = t67 & -8L;
        long t8 = 0L;
        for (;;) {
            long t71 = (long)(int)((long)t66 + t8);
            float *t72 = out + t71;
            __m256 t73 = _mm256_loadu_ps(in + t71);
            __m256 t107 = _mm256_set1_ps(0.0f);
            __m256i t108 = _mm256_castps_si256(_mm256_cmp_ps(t73, t107, _CMP_GE_OQ));
            __m256i t109 = (__m256i)~(vcc_m8)t108;
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t110 = (_mm256_movemask_epi8(t109) != 0);
            for (int t111 = 15; t110 ? t111 >= 0 : 0; t111--, t9 = t11) {
                if ((_mm256_movemask_epi8(t109) != 0)) {
                    __m256 t113 = _mm256_xor_ps(t73, _mm256_set1_ps(-0.0f));
                    __m256 t114 = _mm256_mul_ps(t9, t113);
                    __m256 t115 = _mm256_set1_ps(coef[t111]);
                    t11 = _mm256_sub_ps(t114, t115);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t10 = _mm256_set1_ps(0.0f);
            int t112 = (_mm256_movemask_epi8(t108) != 0);
            for (int t116 = 0; t112 ? t116 < 16 : 0; t116++, t10 = t12) {
                if ((_mm256_movemask_epi8(t108) != 0)) {
                    __m256 t118 = _mm256_mul_ps(t10, t73);
                    __m256 t119 = _mm256_set1_ps(coef[t116]);
                    t12 = _mm256_add_ps(t118, t119);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t117 = _mm256_blendv_ps(t9, t10, _mm256_castsi256_ps(t108));
            _mm256_storeu_ps(t72, t117);
            t8 += 8L;
            if (t8 >= t70) {
                i = (int)((long)t66 + t70);
                break;
            }
        }
    } else {
        i = t66;
    }
    for (; i < n; i++) {
        long t74 = (long)i;
        float t75 = in[t74];
        out[t74] = (_mm256_zeroupper(), poly(coef, t75, 16));
    }
}

__attribute__((target("avx2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t16;
    int i;
    long t9 = (long)n;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10))) {
        long t12 = t9 & -16L;
        long t6 = 0L;
        for (;;) {
            long t13 = t6 + 8L;
            long t14 = (long)(int)t6;
            float *t15 = out + t14;
            __m256 t2 = _mm256_loadu_ps(in + t14);
            __m256 t27 = _mm256_set1_ps(0.5f);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(t2, t27, _CMP_GT_OQ));
            __m256i t29 = (__m256i)~(vcc_m8)t28;
            int t30 = (_mm256_movemask_epi8(t29) != 0);
            int t31 = 0;
            __m256 t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                __m256 t32 = _mm256_set1_ps(0.25f);
                __m256 t33 = _mm256_mul_ps(t1, t32);
                __m256 t34 = _mm256_set1_ps(1.0f);
                t1 = _mm256_sub_ps(t33, t34);
                t31++;
            }
            int t35 = (_mm256_movemask_epi8(t28) != 0);
            int t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                __m256 t37 = _mm256_set1_ps(0.5f);
                __m256 t38 = _mm256_mul_ps(t2, t37);
                __m256 t39 = _mm256_set1_ps(1.0f);
                t2 = _mm256_add_ps(t38, t39);
                t36++;
            }
            if ((_mm256_movemask_epi8(t28) != 0)) {
                __m256 t40 = _mm256_set1_ps(8.0f);
                __m256 t41 = _mm256_mul_ps(t2, t40);
                __m256i t42 = _mm256_cvttps_epi32(t41);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t42, (vcc_m8)t28);
            }
            __m256 t43 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t28));
            _mm256_storeu_ps(t15, t43);
            long t25 = (long)(int)t13;
            float *t26 = out + t25;
            __m256 t8 = _mm256_loadu_ps(in + t25);
            __m256 t61 = _mm256_set1_ps(0.5f);
            __m256i t62 = _mm256_castps_si256(_mm256_cmp_ps(t8, t61, _CMP_GT_OQ));
            __m256i t63 = (__m256i)~(vcc_m8)t62;
            int t64 = (_mm256_movemask_epi8(t63) != 0);
            int t65 = 0;
            __m256 t7 = t8;
            while (t64 ? t65 < 5 : 0) {
                __m256 t66 = _mm256_set1_ps(0.25f);
                __m256 t67 = _mm256_mul_ps(t7, t66);
                __m256 t68 = _mm256_set1_ps(1.0f);
                t7 = _mm256_sub_ps(t67, t68);
                t65++;
            }
            int t69 = (_mm256_movemask_epi8(t62) != 0);
            int t70 = 0;
            while (t69 ? t70 < 5 : 0) {
                __m256 t71 = _mm256_set1_ps(0.5f);
                __m256 t72 = _mm256_mul_ps(t8, t71);
                __m256 t73 = _mm256_set1_ps(1.0f);
                t8 = _mm256_add_ps(t72, t73);
                t70++;
            }
            if ((_mm256_movemask_epi8(t62) != 0)) {
                __m256 t74 = _mm256_set1_ps(8.0f);
                __m256 t75 = _mm256_mul_ps(t8, t74);
                __m256i t76 = _mm256_cvttps_epi32(t75);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t76, (vcc_m8)t62);
            }
            __m256 t77 = _mm256_blendv_ps(t7, t8, _mm256_castsi256_ps(t62));
            _mm256_storeu_ps(t26, t77);
            t6 += 16L;
            if (t6 >= t12) {
                t16 = (int)t12;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -8L;
        long t3 = 0L;
        for (;;) {
            long t21 = (long)(int)((long)t16 + t3);
            float *t22 = out + t21;
            __m256 t5 = _mm256_loadu_ps(in + t21);
            __m256 t44 = _mm256_set1_ps(0.5f);
            __m256i t45 = _mm256_castps_si256(_mm256_cmp_ps(t5, t44, _CMP_GT_OQ));
            __m256i t46 = (__m256i)~(vcc_m8)t45;
            int t47 = (_mm256_movemask_epi8(t46) != 0);
            int t48 = 0;
            __m256 t4 = t5;
            while (t47 ? t48 < 5 : 0) {
                __m256 t49 = _mm256_set1_ps(0.25f);
                __m256 t50 = _mm256_mul_ps(t4, t49);
                __m256 t51 = _mm256_set1_ps(1.0f);
                t4 = _mm256_sub_ps(t50, t51);
                t48++;
            }
            int t52 = (_mm256_movemask_epi8(t45) != 0);
            int t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                __m256 t54 = _mm256_set1_ps(0.5f);
                __m256 t55 = _mm256_mul_ps(t5, t54);
                __m256 t56 = _mm256_set1_ps(1.0f);
                t5 = _mm256_add_ps(t55, t56);
                t53++;
            }
            if ((_mm256_movemask_epi8(t45) != 0)) {
                __m256 t57 = _mm256_set1_ps(8.0f);
                __m256 t58 = _mm256_mul_ps(t5, t57);
                __m256i t59 = _mm256_cvttps_epi32(t58);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t59, (vcc_m8)t45);
            }
            __m256 t60 = _mm256_blendv_ps(t4, t5, _mm256_castsi256_ps(t45));
            _mm256_storeu_ps(t22, t60);
            t3 += 8L;
            if (t3 >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        float t24 = in[t23];
        out[t23] = (_mm256_zeroupper(), tally(t24, hits, 5));
    }
}

__attribute__((target("avx2"))) void run_cheap(float *out, const float *in, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)out;
    unsigned long t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            float *t9 = out + t8;
            __m256 t10 = _mm256_loadu_ps(in + t8);
            __m256 t24 = _mm256_set1_ps(0.0f);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(t10, t24, _CMP_GT_OQ));
            __m256 t26 = _mm256_set1_ps(1.0f);
            __m256 t27 = _mm256_sub_ps(t10, t26);
            __m256 t28 = _mm256_set1_ps(2.0f);
            __m256 t29 = _mm256_mul_ps(t10, t28);
            __m256 t30 = _mm256_blendv_ps(t27, t29, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(t9, t30);
            long t21 = (long)(int)t7;
            float *t22 = out + t21;
            __m256 t23 = _mm256_loadu_ps(in + t21);
            __m256 t38 = _mm256_set1_ps(0.0f);
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(t23, t38, _CMP_GT_OQ));
            __m256 t40 = _mm256_set1_ps(1.0f);
            __m256 t41 = _mm256_sub_ps(t23, t40);
            __m256 t42 = _mm256_set1_ps(2.0f);
            __m256 t43 = _mm256_mul_ps(t23, t42);
            __m256 t44 = _mm256_blendv_ps(t41, t43, _mm256_castsi256_ps(t39));
            _mm256_storeu_ps(t22, t44);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t11 + t1);
            float *t17 = out + t16;
            __m256 t18 = _mm256_loadu_ps(in + t16);
            __m256 t31 = _mm256_set1_ps(0.0f);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(t18, t31, _CMP_GT_OQ));
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256 t34 = _mm256_sub_ps(t18, t33);
            __m256 t35 = _mm256_set1_ps(2.0f);
            __m256 t36 = _mm256_mul_ps(t18, t35);
            __m256 t37 = _mm256_blendv_ps(t34, t36, _mm256_castsi256_ps(t32));
            _mm256_storeu_ps(t17, t37);
            t1 += 8L;
            if (t1 >= t15) {
                i = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = in[t19];
        out[t19] = (_mm256_zeroupper(), cheap(t20));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

__attribute__((target("avx2"))) int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    float t22;
    float t23;
    int t50;
    int i_1;
    float t60;
    double t61;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 15;
    sizes[6] = 16;
    sizes[7] = 17;
    sizes[8] = 31;
    sizes[9] = 32;
    sizes[10] = 33;
    sizes[11] = 63;
    sizes[12] = 64;
    sizes[13] = 65;
    sizes[14] = 200;
    sizes[15] = 1003;
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = t5;
    __m256i t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t7 = t1;
        __m256i t8 = _mm256_add_epi32(t7, _mm256_set1_epi32(1));
        __m256 t9 = _mm256_cvtepi32_ps(t8);
        __m256 t10 = _mm256_div_ps(_mm256_set1_ps(1.0f), t9);
        _mm256_storeu_ps(&coef[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = _mm256_add_epi32(t12, _mm256_set1_epi32(1));
        __m256 t14 = _mm256_cvtepi32_ps(t13);
        __m256 t15 = _mm256_div_ps(_mm256_set1_ps(1.0f), t14);
        _mm256_storeu_ps(&coef[(int)(t2 + 8L)], t15);
        t2 += 16L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
    } while (t2 < 16L);
    int k = 16;
    while (k < 16) {
        int t16 = k + 1;
        coef[k] = 1.0f / (float)t16;
        k = t16;
    }
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t17 = (unsigned long)(n + 1);
        unsigned long t18 = t17 * 4UL;
        float *fin = (float *)malloc(t18);
        float *fout = (float *)malloc(t18);
        unsigned long t19 = t17 * 8UL;
        double *dx = (double *)malloc(t19);
        double *dy = (double *)malloc(t19);
        double *dout = (double *)malloc(t19);
        int *ia = (int *)malloc(t18);
        int *ib = (int *)malloc(t18);
        unsigned int *iout = (unsigned int *)malloc(t18);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t20 = (long)i;
            float *t21 = fin + t20;
            if (i < (n / 2)) {
                t23 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t22 = 0.25f + (float)i * 0.0001f;
                } else {
                    t22 = 1.5f + (float)i * 0.0001f;
                }
                t23 = t22;
            }
            *t21 = t23;
            if ((i % 97) == 13) {
                *t21 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t21 = __builtin_inff();
            }
            dx[t20] = (double)r / 700.0 - 1.0;
            dy[t20] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t20] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t20] = (int)(seed >> 4) % 100000;
        }
        const float *t24 = fin;
        run_series(fout, t24, n);
        unsigned long t25 = (unsigned long)n;
        unsigned long t26 = t25 * 4UL;
        const void *t27 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t27, t26));
        run_series_auto(fout, t24, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t27, t26));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t25 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t26));
        long t28 = (long)n;
        if (t28 >= 32L) {
            long t29 = t28 & -32L;
            long t3 = 0L;
            do {
                float *t30 = fin + (int)t3;
                __m256 t31 = _mm256_loadu_ps(t30);
                __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(t31, t31, _CMP_NEQ_UQ));
                __m256 t33 = _mm256_sub_ps(t31, _mm256_set1_ps(1.0f));
                __m256 t34 = _mm256_blendv_ps(t33, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t32));
                _mm256_storeu_ps(t30, t34);
                float *t35 = fin + (int)(t3 + 8L);
                __m256 t36 = _mm256_loadu_ps(t35);
                __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t36, t36, _CMP_NEQ_UQ));
                __m256 t38 = _mm256_sub_ps(t36, _mm256_set1_ps(1.0f));
                __m256 t39 = _mm256_blendv_ps(t38, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t37));
                _mm256_storeu_ps(t35, t39);
                float *t40 = fin + (int)(t3 + 16L);
                __m256 t41 = _mm256_loadu_ps(t40);
                __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(t41, t41, _CMP_NEQ_UQ));
                __m256 t43 = _mm256_sub_ps(t41, _mm256_set1_ps(1.0f));
                __m256 t44 = _mm256_blendv_ps(t43, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t42));
                _mm256_storeu_ps(t40, t44);
                float *t45 = fin + (int)(t3 + 24L);
                __m256 t46 = _mm256_loadu_ps(t45);
                __m256i t47 = _mm256_castps_si256(_mm256_cmp_ps(t46, t46, _CMP_NEQ_UQ));
                __m256 t48 = _mm256_sub_ps(t46, _mm256_set1_ps(1.0f));
                __m256 t49 = _mm256_blendv_ps(t48, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t47));
                _mm256_storeu_ps(t45, t49);
                t3 += 32L;
            } while (t3 < t29);
            t50 = (int)t29;
        } else {
            t50 = 0;
        }
        long t51 = (long)n + (long)t50 * -1L;
        if (t51 >= 8L) {
            long t52 = t51 & -8L;
            long t4 = 0L;
            do {
                float *t53 = fin + (int)((long)t50 + t4);
                __m256 t54 = _mm256_loadu_ps(t53);
                __m256i t55 = _mm256_castps_si256(_mm256_cmp_ps(t54, t54, _CMP_NEQ_UQ));
                __m256 t56 = _mm256_sub_ps(t54, _mm256_set1_ps(1.0f));
                __m256 t57 = _mm256_blendv_ps(t56, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t55));
                _mm256_storeu_ps(t53, t57);
                t4 += 8L;
            } while (t4 < t52);
            i_1 = (int)((long)t50 + t52);
        } else {
            i_1 = t50;
        }
        for (; i_1 < n; i_1++) {
            float *t58 = fin + i_1;
            float t59 = *t58;
            if (t59 != t59) {
                t60 = -0.5f;
            } else {
                t60 = t59 - 1.0f;
            }
            *t58 = t60;
        }
        run_poly(fout, coef, t24, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t27, t26));
        hits = -1;
        run_tally(fout, &hits, t24, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t27, t26));
        run_cheap(fout, t24, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t27, t26));
        if (n) {
            t61 = (double)fout[0];
        } else {
            t61 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t61);
        free((void *)fin);
        free((void *)fout);
        free((void *)dx);
        free((void *)dy);
        free((void *)dout);
        free((void *)ia);
        free((void *)ib);
        free((void *)iout);
    }
    return 0;
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes) {
    const unsigned char *c = p;
    for (size_t k = 0; k < bytes; k++)
        h = h * 1099511628211ul ^ c[k];
    return h;
}
