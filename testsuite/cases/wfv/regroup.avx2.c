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
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
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

/* vcc: function at regroup.c:17 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
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

/* vcc: function at regroup.c:37 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
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

/* vcc: function at regroup.c:51 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps) {
    __m256i t3 = _mm256_xor_si256(a, b);
    __m256i t4 = _mm256_set1_epi32(1);
    __m256i t5 = _mm256_and_si256(t3, t4);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    __m256i t7 = (__m256i)~(vcc_m8)t6;
    int t8 = (_mm256_movemask_epi8(t6) != 0);
    int t9 = 0;
    vcc_v8_uint t1 = (vcc_v8_uint)a;
    while (t8 ? t9 < steps : 0) {
        __m256i t10 = _mm256_set1_epi32((int)t9);
        __m256i t11 = _mm256_add_epi32(b, t10);
        __m256i t12 = _mm256_xor_si256((__m256i)t1, t11);
        __m256i t13 = _mm256_set1_epi32((int)17U);
        t1 = (vcc_v8_uint)_mm256_mullo_epi32(t12, t13);
        t9++;
    }
    int t14 = (_mm256_movemask_epi8(t7) != 0);
    int t15 = 0;
    vcc_v8_uint t2 = (vcc_v8_uint)a;
    while (t14 ? t15 < steps : 0) {
        __m256i t16 = _mm256_set1_epi32((int)31U);
        __m256i t17 = _mm256_mullo_epi32((__m256i)t2, t16);
        __m256i t18 = _mm256_set1_epi32((int)(t15 & 7));
        __m256i t19 = _mm256_srav_epi32(b, t18);
        t2 = (vcc_v8_uint)_mm256_add_epi32(t17, t19);
        t15++;
    }
    __m256i t20 = _mm256_blendv_epi8((__m256i)t2, (__m256i)t1, t6);
    return t20;
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

/* vcc: function at regroup.c:65 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at regroup.c:80 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at regroup.c:95 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
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
    __m256 t8;
    __m256 t9;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t15;
    __m256 t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    int t64;
    long t65;
    int i;
    int t96;
    __m256 t97;
    __m256 t98;
    int t99;
    int t102;
    __m256 t103;
    int t104;
    __m256 t105;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            long t22 = i_vec_1 + 8L;
            float *t23 = out + t22;
            __m256 in_v_1 = _mm256_loadu_ps(in + t22);
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t25 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = _mm256_sub_epi32(t31, t25);
            __m256i t33 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t32);
            __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t35 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t34);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = _mm256_sub_epi32(t41, t35);
            __m256i t43 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t42);
            int t44 = vcc_avx2_sum_epi32(t25);
            int t45 = t44 + vcc_avx2_sum_epi32(t35);
            __m256i t46 = _mm256_set1_epi32(0);
            __m256i t47 = _mm256_add_epi32(t46, t32);
            __m256i t48 = _mm256_set1_epi32((int)t45);
            __m256i t49 = _mm256_add_epi32(t48, t33);
            __m256i t50 = _mm256_blendv_epi8(t49, t47, t24);
            __m256i t51 = _mm256_set1_epi32(0);
            __m256i t52 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t51);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t50, t52, 0xff);
            __m256i t53 = _mm256_set1_epi32((int)t44);
            __m256i t54 = _mm256_add_epi32(t53, t42);
            __m256i t55 = _mm256_set1_epi32((int)(t45 + 8 - t44));
            __m256i t56 = _mm256_add_epi32(t55, t43);
            __m256i t57 = _mm256_blendv_epi8(t56, t54, t34);
            __m256i t58 = _mm256_set1_epi32(8);
            __m256i t59 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t58);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t57, t59, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, in_v);
            _mm256_storeu_ps(vcc_regroup_arg + 8, in_v_1);
            __m256i t60 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t61 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t60);
            __m256i t62 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t63 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t62);
            __m256 t73 = _mm256_set1_ps(1.0f);
            __m256i t74 = _mm256_castps_si256(_mm256_cmp_ps(t61, t73, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t74;
            int t75 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t77 = t61;
            for (int t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t78 = _mm256_set1_ps((float)t76);
                    __m256 t79 = _mm256_div_ps(t78, t77);
                    t1 = _mm256_add_ps(t61, t79);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t80 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t80, t77);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t81 = (_mm256_movemask_epi8(t74) != 0);
            __m256 t82 = _mm256_set1_ps(1.0f);
            __m256i t83 = _mm256_castps_si256(_mm256_cmp_ps(t63, t82, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t83;
            int t84 = (_mm256_movemask_epi8(t14) != 0);
            int t85 = 1;
            __m256 t86 = t61;
            __m256 t87 = t61;
            int t88 = 1;
            __m256 t89 = (__m256)(vcc_v8_float){0};
            int t90 = 24;
            __m256 t91 = t63;
            int t92 = 1;
            __m256 t93 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t88) {
                    if (t81 ? t85 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t74) != 0)) {
                            __m256 t94 = _mm256_mul_ps(t87, t61);
                            __m256 t95 = _mm256_set1_ps((float)(2 * t85 + 1));
                            t4 = _mm256_div_ps(t94, t95);
                            t5 = _mm256_add_ps(t86, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t96 = t85 + 1;
                        t97 = t5;
                        t98 = t4;
                        t99 = 1;
                        t6 = t89;
                    } else {
                        t6 = _mm256_blendv_ps(t86, t2, _mm256_castsi256_ps(t3));
                        t96 = t85;
                        t97 = t86;
                        t98 = t87;
                        t99 = 0;
                    }
                } else {
                    t96 = t85;
                    t97 = t86;
                    t98 = t87;
                    t99 = 0;
                    t6 = t89;
                }
                if (t92) {
                    if (t84 ? t90 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t100 = _mm256_set1_ps((float)t90);
                            __m256 t101 = _mm256_div_ps(t100, t91);
                            t7 = _mm256_add_ps(t63, t101);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t102 = t90 - 1;
                        t103 = t7;
                        t104 = 1;
                        t105 = t93;
                    } else {
                        t102 = t90;
                        t103 = t91;
                        t104 = 0;
                        t105 = t91;
                    }
                } else {
                    t102 = t90;
                    t103 = t91;
                    t104 = 0;
                    t105 = t93;
                }
                if (!(t99 | t104)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t123 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t123, t105);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t124 = (_mm256_movemask_epi8(t83) != 0);
                    __m256 t126 = t63;
                    __m256 t127 = t63;
                    for (int t125 = 1; t124 ? t125 < 24 : 0; t125++, t126 = t16, t127 = t15) {
                        if ((_mm256_movemask_epi8(t83) != 0)) {
                            __m256 t129 = _mm256_mul_ps(t127, t63);
                            __m256 t130 = _mm256_set1_ps((float)(2 * t125 + 1));
                            t15 = _mm256_div_ps(t129, t130);
                            t16 = _mm256_add_ps(t126, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t128 = _mm256_blendv_ps(t126, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t128);
                    __m256 t121 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t50);
                    __m256 t122 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t57);
                    _mm256_storeu_ps(t21, t121);
                    _mm256_storeu_ps(t23, t122);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t64 = (int)t20;
                    goto L131;
                }
                t85 = t96;
                t86 = t97;
                t87 = t98;
                t88 = t99;
                t89 = t6;
                t90 = t102;
                t91 = t103;
                t92 = t104;
                t93 = t105;
            }
        }
    } else {
        t64 = 0;
    }
L131:
    t65 = (long)n + (long)t64 * -1L;
    unsigned long t66 = (unsigned long)out;
    unsigned long t67 = (unsigned long)in;
    if ((t65 >= 8L) & (((t66 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t64 * 4L))) | ((t67 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t64 * 4L))))) {
        long t68 = t65 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t69 = (long)t64 + i_vec;
            float *t70 = out + t69;
            __m256 in_v_2 = _mm256_loadu_ps(in + t69);
            __m256 t106 = _mm256_set1_ps(1.0f);
            __m256i t107 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t106, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t107;
            int t108 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t110 = in_v_2;
            for (int t109 = 24; t108 ? t109 > 0 : 0; t109--, t110 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t111 = _mm256_set1_ps((float)t109);
                    __m256 t112 = _mm256_div_ps(t111, t110);
                    t8 = _mm256_add_ps(in_v_2, t112);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t113 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t113, t110);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t114 = (_mm256_movemask_epi8(t107) != 0);
            __m256 t116 = in_v_2;
            __m256 t117 = in_v_2;
            for (int t115 = 1; t114 ? t115 < 24 : 0; t115++, t116 = t12, t117 = t11) {
                if ((_mm256_movemask_epi8(t107) != 0)) {
                    __m256 t119 = _mm256_mul_ps(t117, in_v_2);
                    __m256 t120 = _mm256_set1_ps((float)(2 * t115 + 1));
                    t11 = _mm256_div_ps(t119, t120);
                    t12 = _mm256_add_ps(t116, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t118 = _mm256_blendv_ps(t116, t9, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(t70, t118);
            i_vec += 8L;
            if (i_vec >= t68) {
                i = (int)((long)t64 + t68);
                break;
            }
        }
    } else {
        i = t64;
    }
    for (; i < n; i++) {
        long t71 = (long)i;
        float t72 = in[t71];
        out[t71] = (_mm256_zeroupper(), series(t72, 24));
    }
}

__attribute__((target("avx2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    __m256d t4;
    int t7;
    __m256d t8;
    int t11;
    __m256d t12;
    int t15;
    __m256d t16;
    int t19;
    __m256d t20;
    int t130;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            __m256d y_v = _mm256_loadu_pd(y + i_vec_1);
            __m256d x_v = _mm256_loadu_pd(x + i_vec_1);
            long t28 = i_vec_1 + 4L;
            double *t29 = out + t28;
            __m256d y_v_1 = _mm256_loadu_pd(y + t28);
            __m256d x_v_1 = _mm256_loadu_pd(x + t28);
            long t30 = i_vec_1 + 8L;
            double *t31 = out + t30;
            __m256d y_v_2 = _mm256_loadu_pd(y + t30);
            __m256d x_v_2 = _mm256_loadu_pd(x + t30);
            long t32 = i_vec_1 + 12L;
            double *t33 = out + t32;
            __m256d y_v_3 = _mm256_loadu_pd(y + t32);
            __m256d x_v_3 = _mm256_loadu_pd(x + t32);
            __m256d t34 = _mm256_mul_pd(x_v, _mm256_set1_pd(4.0));
            __m128i t35 = _mm256_cvttpd_epi32(t34);
            __m256d t36 = _mm256_cvtepi32_pd(t35);
            __m256d t37 = _mm256_add_pd(t36, _mm256_set1_pd(0.5));
            __m128i t38 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t37, y_v, _CMP_GT_OQ));
            __m128i t39 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t38);
            __m128i t40 = (__m128i)__builtin_shufflevector((vcc_v4_int)t39, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t41 = _mm_add_epi32(t39, t40);
            __m128i t42 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t43 = _mm_add_epi32(t41, t42);
            __m128i t44 = _mm_sub_epi32(t43, t39);
            __m128i t45 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t44);
            __m256d t46 = _mm256_mul_pd(x_v_1, _mm256_set1_pd(4.0));
            __m128i t47 = _mm256_cvttpd_epi32(t46);
            __m256d t48 = _mm256_cvtepi32_pd(t47);
            __m256d t49 = _mm256_add_pd(t48, _mm256_set1_pd(0.5));
            __m128i t50 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t49, y_v_1, _CMP_GT_OQ));
            __m128i t51 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t50);
            __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t53 = _mm_add_epi32(t51, t52);
            __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t55 = _mm_add_epi32(t53, t54);
            __m128i t56 = _mm_sub_epi32(t55, t51);
            __m128i t57 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t56);
            __m256d t58 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(4.0));
            __m128i t59 = _mm256_cvttpd_epi32(t58);
            __m256d t60 = _mm256_cvtepi32_pd(t59);
            __m256d t61 = _mm256_add_pd(t60, _mm256_set1_pd(0.5));
            __m128i t62 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t61, y_v_2, _CMP_GT_OQ));
            __m128i t63 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t62);
            __m128i t64 = (__m128i)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t65 = _mm_add_epi32(t63, t64);
            __m128i t66 = (__m128i)__builtin_shufflevector((vcc_v4_int)t65, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t67 = _mm_add_epi32(t65, t66);
            __m128i t68 = _mm_sub_epi32(t67, t63);
            __m128i t69 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t68);
            __m256d t70 = _mm256_mul_pd(x_v_3, _mm256_set1_pd(4.0));
            __m128i t71 = _mm256_cvttpd_epi32(t70);
            __m256d t72 = _mm256_cvtepi32_pd(t71);
            __m256d t73 = _mm256_add_pd(t72, _mm256_set1_pd(0.5));
            __m128i t74 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t73, y_v_3, _CMP_GT_OQ));
            __m128i t75 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t74);
            __m128i t76 = (__m128i)__builtin_shufflevector((vcc_v4_int)t75, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t77 = _mm_add_epi32(t75, t76);
            __m128i t78 = (__m128i)__builtin_shufflevector((vcc_v4_int)t77, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t79 = _mm_add_epi32(t77, t78);
            __m128i t80 = _mm_sub_epi32(t79, t75);
            __m128i t81 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t80);
            int t82 = vcc_reduce(int, (vcc_v4_int)t39, +);
            int t83 = t82 + vcc_reduce(int, (vcc_v4_int)t51, +);
            int t84 = t83 + vcc_reduce(int, (vcc_v4_int)t63, +);
            int t85 = t84 + vcc_reduce(int, (vcc_v4_int)t75, +);
            __m128i t86 = _mm_set1_epi32(0);
            __m128i t87 = _mm_add_epi32(t86, t44);
            __m128i t88 = _mm_set1_epi32((int)t85);
            __m128i t89 = _mm_add_epi32(t88, t45);
            __m128i t90 = _mm_blendv_epi8(t89, t87, t38);
            __m128i t91 = _mm_set1_epi32(0);
            __m128i t92 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t91);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t90, (vcc_v4_int)t92);
            __m128i t93 = _mm_set1_epi32((int)t82);
            __m128i t94 = _mm_add_epi32(t93, t56);
            __m128i t95 = _mm_set1_epi32((int)(t85 + 4 - t82));
            __m128i t96 = _mm_add_epi32(t95, t57);
            __m128i t97 = _mm_blendv_epi8(t96, t94, t50);
            __m128i t98 = _mm_set1_epi32(4);
            __m128i t99 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t98);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t97, (vcc_v4_int)t99);
            __m128i t100 = _mm_set1_epi32((int)t83);
            __m128i t101 = _mm_add_epi32(t100, t68);
            __m128i t102 = _mm_set1_epi32((int)(t85 + 8 - t83));
            __m128i t103 = _mm_add_epi32(t102, t69);
            __m128i t104 = _mm_blendv_epi8(t103, t101, t62);
            __m128i t105 = _mm_set1_epi32(8);
            __m128i t106 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t105);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t104, (vcc_v4_int)t106);
            __m128i t107 = _mm_set1_epi32((int)t84);
            __m128i t108 = _mm_add_epi32(t107, t80);
            __m128i t109 = _mm_set1_epi32((int)(t85 + 12 - t84));
            __m128i t110 = _mm_add_epi32(t109, t81);
            __m128i t111 = _mm_blendv_epi8(t110, t108, t74);
            __m128i t112 = _mm_set1_epi32(12);
            __m128i t113 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t112);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t111, (vcc_v4_int)t113);
            _mm256_storeu_pd(vcc_regroup_arg, x_v);
            _mm256_storeu_pd(vcc_regroup_arg + 4, x_v_1);
            _mm256_storeu_pd(vcc_regroup_arg + 8, x_v_2);
            _mm256_storeu_pd(vcc_regroup_arg + 12, x_v_3);
            __m128i t114 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t115 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t114);
            __m128i t116 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t117 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t116);
            __m128i t118 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t119 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t118);
            __m128i t120 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t121 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t120);
            _mm256_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 4, y_v_1);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 8, y_v_2);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 12, y_v_3);
            __m128i t122 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t123 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t122);
            __m128i t124 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t125 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t124);
            __m128i t126 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t127 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t126);
            __m128i t128 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t129 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t128);
            __m256d t142 = _mm256_set1_pd(4.0);
            __m256d t143 = _mm256_mul_pd(t115, t142);
            __m128i t144 = _mm256_cvttpd_epi32(t143);
            __m256d t145 = _mm256_cvtepi32_pd(t144);
            __m256d t146 = _mm256_set1_pd(0.5);
            __m256d t147 = _mm256_add_pd(t145, t146);
            __m128i t148 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t147, t123, _CMP_GT_OQ));
            __m128i t149 = (__m128i)~(vcc_m4)t148;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t150 = (_mm_movemask_epi8(t149) != 0);
            for (int t151 = 0; t150 ? t151 < 40 : 0; t151 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t149) != 0)) {
                    __m256d t153 = _mm256_set1_pd(0.25);
                    __m256d t154 = _mm256_mul_pd(t1, t153);
                    t3 = t151 + 1;
                    __m256d t155 = _mm256_set1_pd((double)t3);
                    __m256d t156 = _mm256_div_pd(t123, t155);
                    t4 = _mm256_sub_pd(t154, t156);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t152 = (_mm_movemask_epi8(t148) != 0);
            int t157 = 0;
            while (t152 ? t157 < 40 : 0) {
                __m256d t158 = _mm256_set1_pd(0.5);
                __m256d t159 = _mm256_mul_pd(t2, t158);
                __m256d t160 = _mm256_set1_pd((double)t157);
                __m256d t161 = _mm256_mul_pd(t115, t160);
                t2 = _mm256_add_pd(t159, t161);
                t157++;
            }
            __m256d t162 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t148)));
            _mm256_storeu_pd(vcc_regroup_result, t162);
            __m256d t184 = _mm256_set1_pd(4.0);
            __m256d t185 = _mm256_mul_pd(t117, t184);
            __m128i t186 = _mm256_cvttpd_epi32(t185);
            __m256d t187 = _mm256_cvtepi32_pd(t186);
            __m256d t188 = _mm256_set1_pd(0.5);
            __m256d t189 = _mm256_add_pd(t187, t188);
            __m128i t190 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t189, t125, _CMP_GT_OQ));
            __m128i t191 = (__m128i)~(vcc_m4)t190;
            __m256d t9 = _mm256_set1_pd(0.0);
            int t192 = (_mm_movemask_epi8(t191) != 0);
            for (int t193 = 0; t192 ? t193 < 40 : 0; t193 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t191) != 0)) {
                    __m256d t195 = _mm256_set1_pd(0.25);
                    __m256d t196 = _mm256_mul_pd(t9, t195);
                    t11 = t193 + 1;
                    __m256d t197 = _mm256_set1_pd((double)t11);
                    __m256d t198 = _mm256_div_pd(t125, t197);
                    t12 = _mm256_sub_pd(t196, t198);
                } else {
                    t11 = 0;
                    t12 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t10 = _mm256_set1_pd(0.0);
            int t194 = (_mm_movemask_epi8(t190) != 0);
            int t199 = 0;
            while (t194 ? t199 < 40 : 0) {
                __m256d t200 = _mm256_set1_pd(0.5);
                __m256d t201 = _mm256_mul_pd(t10, t200);
                __m256d t202 = _mm256_set1_pd((double)t199);
                __m256d t203 = _mm256_mul_pd(t117, t202);
                t10 = _mm256_add_pd(t201, t203);
                t199++;
            }
            __m256d t204 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t190)));
            _mm256_storeu_pd(vcc_regroup_result + 4, t204);
            __m256d t205 = _mm256_set1_pd(4.0);
            __m256d t206 = _mm256_mul_pd(t119, t205);
            __m128i t207 = _mm256_cvttpd_epi32(t206);
            __m256d t208 = _mm256_cvtepi32_pd(t207);
            __m256d t209 = _mm256_set1_pd(0.5);
            __m256d t210 = _mm256_add_pd(t208, t209);
            __m128i t211 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t210, t127, _CMP_GT_OQ));
            __m128i t212 = (__m128i)~(vcc_m4)t211;
            __m256d t13 = _mm256_set1_pd(0.0);
            int t213 = (_mm_movemask_epi8(t212) != 0);
            for (int t214 = 0; t213 ? t214 < 40 : 0; t214 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t212) != 0)) {
                    __m256d t216 = _mm256_set1_pd(0.25);
                    __m256d t217 = _mm256_mul_pd(t13, t216);
                    t15 = t214 + 1;
                    __m256d t218 = _mm256_set1_pd((double)t15);
                    __m256d t219 = _mm256_div_pd(t127, t218);
                    t16 = _mm256_sub_pd(t217, t219);
                } else {
                    t15 = 0;
                    t16 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t14 = _mm256_set1_pd(0.0);
            int t215 = (_mm_movemask_epi8(t211) != 0);
            int t220 = 0;
            while (t215 ? t220 < 40 : 0) {
                __m256d t221 = _mm256_set1_pd(0.5);
                __m256d t222 = _mm256_mul_pd(t14, t221);
                __m256d t223 = _mm256_set1_pd((double)t220);
                __m256d t224 = _mm256_mul_pd(t119, t223);
                t14 = _mm256_add_pd(t222, t224);
                t220++;
            }
            __m256d t225 = _mm256_blendv_pd(t13, t14, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t211)));
            _mm256_storeu_pd(vcc_regroup_result + 8, t225);
            __m256d t230 = _mm256_set1_pd(4.0);
            __m256d t231 = _mm256_mul_pd(t121, t230);
            __m128i t232 = _mm256_cvttpd_epi32(t231);
            __m256d t233 = _mm256_cvtepi32_pd(t232);
            __m256d t234 = _mm256_set1_pd(0.5);
            __m256d t235 = _mm256_add_pd(t233, t234);
            __m128i t236 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t235, t129, _CMP_GT_OQ));
            __m128i t237 = (__m128i)~(vcc_m4)t236;
            __m256d t17 = _mm256_set1_pd(0.0);
            int t238 = (_mm_movemask_epi8(t237) != 0);
            for (int t239 = 0; t238 ? t239 < 40 : 0; t239 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t237) != 0)) {
                    __m256d t241 = _mm256_set1_pd(0.25);
                    __m256d t242 = _mm256_mul_pd(t17, t241);
                    t19 = t239 + 1;
                    __m256d t243 = _mm256_set1_pd((double)t19);
                    __m256d t244 = _mm256_div_pd(t129, t243);
                    t20 = _mm256_sub_pd(t242, t244);
                } else {
                    t19 = 0;
                    t20 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t18 = _mm256_set1_pd(0.0);
            int t240 = (_mm_movemask_epi8(t236) != 0);
            int t245 = 0;
            while (t240 ? t245 < 40 : 0) {
                __m256d t246 = _mm256_set1_pd(0.5);
                __m256d t247 = _mm256_mul_pd(t18, t246);
                __m256d t248 = _mm256_set1_pd((double)t245);
                __m256d t249 = _mm256_mul_pd(t121, t248);
                t18 = _mm256_add_pd(t247, t249);
                t245++;
            }
            __m256d t250 = _mm256_blendv_pd(t17, t18, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t236)));
            _mm256_storeu_pd(vcc_regroup_result + 12, t250);
            __m256d t226 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t90);
            __m256d t227 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t97);
            __m256d t228 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t104);
            __m256d t229 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t111);
            _mm256_storeu_pd(t27, t226);
            _mm256_storeu_pd(t29, t227);
            _mm256_storeu_pd(t31, t228);
            _mm256_storeu_pd(t33, t229);
            i_vec_1 += 16L;
            if (i_vec_1 >= t26) {
                t130 = (int)t26;
                break;
            }
        }
    } else {
        t130 = 0;
    }
    long t131 = (long)n + (long)t130 * -1L;
    unsigned long t132 = (unsigned long)out;
    unsigned long t133 = (unsigned long)x;
    unsigned long t134 = (unsigned long)out;
    unsigned long t135 = (unsigned long)y;
    if ((t131 >= 4L) & (((t132 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t130 * 8L))) | ((t133 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t132 + (unsigned long)((long)t130 * 8L)))) & (((t134 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t130 * 8L))) | ((t135 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t130 * 8L))))) {
        long t136 = t131 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t137 = (long)t130 + i_vec;
            double *t138 = out + t137;
            __m256d y_v_4 = _mm256_loadu_pd(y + t137);
            __m256d x_v_4 = _mm256_loadu_pd(x + t137);
            __m256d t163 = _mm256_set1_pd(4.0);
            __m256d t164 = _mm256_mul_pd(x_v_4, t163);
            __m128i t165 = _mm256_cvttpd_epi32(t164);
            __m256d t166 = _mm256_cvtepi32_pd(t165);
            __m256d t167 = _mm256_set1_pd(0.5);
            __m256d t168 = _mm256_add_pd(t166, t167);
            __m128i t169 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t168, y_v_4, _CMP_GT_OQ));
            __m128i t170 = (__m128i)~(vcc_m4)t169;
            __m256d t5 = _mm256_set1_pd(0.0);
            int t171 = (_mm_movemask_epi8(t170) != 0);
            for (int t172 = 0; t171 ? t172 < 40 : 0; t172 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t170) != 0)) {
                    __m256d t174 = _mm256_set1_pd(0.25);
                    __m256d t175 = _mm256_mul_pd(t5, t174);
                    t7 = t172 + 1;
                    __m256d t176 = _mm256_set1_pd((double)t7);
                    __m256d t177 = _mm256_div_pd(y_v_4, t176);
                    t8 = _mm256_sub_pd(t175, t177);
                } else {
                    t7 = 0;
                    t8 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t6 = _mm256_set1_pd(0.0);
            int t173 = (_mm_movemask_epi8(t169) != 0);
            int t178 = 0;
            while (t173 ? t178 < 40 : 0) {
                __m256d t179 = _mm256_set1_pd(0.5);
                __m256d t180 = _mm256_mul_pd(t6, t179);
                __m256d t181 = _mm256_set1_pd((double)t178);
                __m256d t182 = _mm256_mul_pd(x_v_4, t181);
                t6 = _mm256_add_pd(t180, t182);
                t178++;
            }
            __m256d t183 = _mm256_blendv_pd(t5, t6, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t169)));
            _mm256_storeu_pd(t138, t183);
            i_vec += 4L;
            if (i_vec >= t136) {
                i = (int)((long)t130 + t136);
                break;
            }
        }
    } else {
        i = t130;
    }
    for (; i < n; i++) {
        long t139 = (long)i;
        double t140 = y[t139];
        double t141 = x[t139];
        out[t139] = (_mm256_zeroupper(), blend2(t141, t140));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t66;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)b;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t10))) {
        long t12 = t7 & -16L;
        __m256i t13 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            unsigned int *t14 = out + i_vec_1;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec_1));
            __m256i t15 = _mm256_add_epi32(b_v, (__m256i)i_v);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            long t16 = i_vec_1 + 8L;
            __m256i t17 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            unsigned int *t18 = out + t16;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t16));
            __m256i t19 = _mm256_add_epi32(b_v_1, t17);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t16));
            __m256i t20 = _mm256_xor_si256(a_v, t15);
            __m256i t21 = _mm256_and_si256(t20, _mm256_set1_epi32(1));
            __m256i t22 = _mm256_xor_si256(_mm256_cmpeq_epi32(t21, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t23 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(0), t22);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_sub_epi32(t29, t23);
            __m256i t31 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t30);
            __m256i t32 = _mm256_xor_si256(a_v_1, t19);
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
            int t44 = vcc_avx2_sum_epi32(t23);
            int t45 = t44 + vcc_avx2_sum_epi32(t35);
            __m256i t46 = _mm256_set1_epi32(0);
            __m256i t47 = _mm256_add_epi32(t46, t30);
            __m256i t48 = _mm256_set1_epi32((int)t45);
            __m256i t49 = _mm256_add_epi32(t48, t31);
            __m256i t50 = _mm256_blendv_epi8(t47, t49, t22);
            __m256i t51 = _mm256_set1_epi32(0);
            __m256i t52 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t51);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t50, t52, 0xff);
            __m256i t53 = _mm256_set1_epi32((int)t44);
            __m256i t54 = _mm256_add_epi32(t53, t42);
            __m256i t55 = _mm256_set1_epi32((int)(t45 + 8 - t44));
            __m256i t56 = _mm256_add_epi32(t55, t43);
            __m256i t57 = _mm256_blendv_epi8(t54, t56, t34);
            __m256i t58 = _mm256_set1_epi32(8);
            __m256i t59 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t58);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t57, t59, 0xff);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg, a_v);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg + 8), a_v_1);
            __m256i t60 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            vcc_v8_uint t2 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg, t60);
            __m256i t61 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            vcc_v8_uint t6 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg, t61);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg_1, t15);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg_1 + 8), t19);
            __m256i t62 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256i t63 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg_1, t62);
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t65 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg_1, t64);
            __m256i t80 = _mm256_xor_si256((__m256i)t2, t63);
            __m256i t81 = _mm256_set1_epi32(1);
            __m256i t82 = _mm256_and_si256(t80, t81);
            __m256i t83 = (__m256i)(vcc_m8)((vcc_v8_int)t82 != (vcc_v8_int){0});
            __m256i t84 = (__m256i)~(vcc_m8)t83;
            int t85 = (_mm256_movemask_epi8(t83) != 0);
            int t86 = 0;
            vcc_v8_uint t1 = (vcc_v8_uint)(__m256i)t2;
            while (t85 ? t86 < 12 : 0) {
                __m256i t87 = _mm256_set1_epi32((int)t86);
                __m256i t88 = _mm256_add_epi32(t63, t87);
                __m256i t89 = _mm256_xor_si256((__m256i)t1, t88);
                __m256i t90 = _mm256_set1_epi32((int)17U);
                t1 = (vcc_v8_uint)_mm256_mullo_epi32(t89, t90);
                t86++;
            }
            int t91 = (_mm256_movemask_epi8(t84) != 0);
            int t92 = 0;
            while (t91 ? t92 < 12 : 0) {
                __m256i t93 = _mm256_set1_epi32((int)31U);
                __m256i t94 = _mm256_mullo_epi32((__m256i)t2, t93);
                __m256i t95 = _mm256_set1_epi32((int)(t92 & 7));
                __m256i t96 = _mm256_srav_epi32(t63, t95);
                t2 = (vcc_v8_uint)_mm256_add_epi32(t94, t96);
                t92++;
            }
            __m256i t97 = _mm256_blendv_epi8((__m256i)t2, (__m256i)t1, t83);
            _mm256_storeu_si256((__m256i *)vcc_regroup_result, t97);
            __m256i t118 = _mm256_xor_si256((__m256i)t6, t65);
            __m256i t119 = _mm256_set1_epi32(1);
            __m256i t120 = _mm256_and_si256(t118, t119);
            __m256i t121 = (__m256i)(vcc_m8)((vcc_v8_int)t120 != (vcc_v8_int){0});
            __m256i t122 = (__m256i)~(vcc_m8)t121;
            int t123 = (_mm256_movemask_epi8(t121) != 0);
            int t124 = 0;
            vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)t6;
            while (t123 ? t124 < 12 : 0) {
                __m256i t125 = _mm256_set1_epi32((int)t124);
                __m256i t126 = _mm256_add_epi32(t65, t125);
                __m256i t127 = _mm256_xor_si256((__m256i)t5, t126);
                __m256i t128 = _mm256_set1_epi32((int)17U);
                t5 = (vcc_v8_uint)_mm256_mullo_epi32(t127, t128);
                t124++;
            }
            int t129 = (_mm256_movemask_epi8(t122) != 0);
            int t130 = 0;
            while (t129 ? t130 < 12 : 0) {
                __m256i t131 = _mm256_set1_epi32((int)31U);
                __m256i t132 = _mm256_mullo_epi32((__m256i)t6, t131);
                __m256i t133 = _mm256_set1_epi32((int)(t130 & 7));
                __m256i t134 = _mm256_srav_epi32(t65, t133);
                t6 = (vcc_v8_uint)_mm256_add_epi32(t132, t134);
                t130++;
            }
            __m256i t135 = _mm256_blendv_epi8((__m256i)t6, (__m256i)t5, t121);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_result + 8), t135);
            __m256i t116 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_result, t50);
            __m256i t117 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_result, t57);
            _mm256_storeu_si256((__m256i *)t14, t116);
            _mm256_storeu_si256((__m256i *)t18, t117);
            i_vec_1 += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t12) {
                t66 = (int)t12;
                break;
            }
        }
    } else {
        t66 = 0;
    }
    long t67 = (long)n + (long)t66 * -1L;
    unsigned long t68 = (unsigned long)out;
    unsigned long t69 = (unsigned long)a;
    unsigned long t70 = (unsigned long)out;
    unsigned long t71 = (unsigned long)b;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L)))) & (((t70 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t66 * 4L))) | ((t71 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t66 * 4L))))) {
        long t72 = t67 & -8L;
        __m256i t73 = _mm256_set1_epi32((int)t66);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t74 = (long)t66 + i_vec;
            unsigned int *t75 = out + t74;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t74));
            __m256i t76 = _mm256_add_epi32(b_v_2, (__m256i)i_v_1);
            vcc_v8_uint t4 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t74));
            __m256i t98 = _mm256_xor_si256((__m256i)t4, t76);
            __m256i t99 = _mm256_set1_epi32(1);
            __m256i t100 = _mm256_and_si256(t98, t99);
            __m256i t101 = (__m256i)(vcc_m8)((vcc_v8_int)t100 != (vcc_v8_int){0});
            __m256i t102 = (__m256i)~(vcc_m8)t101;
            int t103 = (_mm256_movemask_epi8(t101) != 0);
            int t104 = 0;
            vcc_v8_uint t3 = (vcc_v8_uint)(__m256i)t4;
            while (t103 ? t104 < 12 : 0) {
                __m256i t105 = _mm256_set1_epi32((int)t104);
                __m256i t106 = _mm256_add_epi32(t76, t105);
                __m256i t107 = _mm256_xor_si256((__m256i)t3, t106);
                __m256i t108 = _mm256_set1_epi32((int)17U);
                t3 = (vcc_v8_uint)_mm256_mullo_epi32(t107, t108);
                t104++;
            }
            int t109 = (_mm256_movemask_epi8(t102) != 0);
            int t110 = 0;
            while (t109 ? t110 < 12 : 0) {
                __m256i t111 = _mm256_set1_epi32((int)31U);
                __m256i t112 = _mm256_mullo_epi32((__m256i)t4, t111);
                __m256i t113 = _mm256_set1_epi32((int)(t110 & 7));
                __m256i t114 = _mm256_srav_epi32(t76, t113);
                t4 = (vcc_v8_uint)_mm256_add_epi32(t112, t114);
                t110++;
            }
            __m256i t115 = _mm256_blendv_epi8((__m256i)t4, (__m256i)t3, t101);
            _mm256_storeu_si256((__m256i *)t75, t115);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t72) {
                i = (int)((long)t66 + t72);
                break;
            }
        }
    } else {
        i = t66;
    }
    for (; i < n; i++) {
        long t77 = (long)i;
        int t78 = b[t77];
        int t79 = a[t77];
        out[t77] = (_mm256_zeroupper(), mix(t79, t78 + i, 12));
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
    __m256 t8;
    __m256 t9;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t15;
    __m256 t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    int t66;
    long t67;
    int i;
    int t99;
    __m256 t100;
    __m256 t101;
    int t102;
    int t105;
    __m256 t106;
    int t107;
    __m256 t108;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t22 = _mm256_mul_ps(in_v, _mm256_set1_ps(0.5f));
            long t23 = i_vec_1 + 8L;
            float *t24 = out + t23;
            __m256 in_v_1 = _mm256_loadu_ps(in + t23);
            __m256 t25 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(0.5f));
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t22, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t27 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v8_int)t31, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t33 = _mm256_add_epi32(t31, t32);
            __m256i t34 = _mm256_sub_epi32(t33, t27);
            __m256i t35 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t34);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(t25, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
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
            __m256 t63 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t62);
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t65 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t64);
            __m256 t76 = _mm256_set1_ps(1.0f);
            __m256i t77 = _mm256_castps_si256(_mm256_cmp_ps(t63, t76, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t77;
            int t78 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t80 = t63;
            for (int t79 = 9; t78 ? t79 > 0 : 0; t79--, t80 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t81 = _mm256_set1_ps((float)t79);
                    __m256 t82 = _mm256_div_ps(t81, t80);
                    t1 = _mm256_add_ps(t63, t82);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t83 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t83, t80);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t84 = (_mm256_movemask_epi8(t77) != 0);
            __m256 t85 = _mm256_set1_ps(1.0f);
            __m256i t86 = _mm256_castps_si256(_mm256_cmp_ps(t65, t85, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t86;
            int t87 = (_mm256_movemask_epi8(t14) != 0);
            int t88 = 1;
            __m256 t89 = t63;
            __m256 t90 = t63;
            int t91 = 1;
            __m256 t92 = (__m256)(vcc_v8_float){0};
            int t93 = 9;
            __m256 t94 = t65;
            int t95 = 1;
            __m256 t96 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t91) {
                    if (t84 ? t88 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t77) != 0)) {
                            __m256 t97 = _mm256_mul_ps(t90, t63);
                            __m256 t98 = _mm256_set1_ps((float)(2 * t88 + 1));
                            t4 = _mm256_div_ps(t97, t98);
                            t5 = _mm256_add_ps(t89, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t99 = t88 + 1;
                        t100 = t5;
                        t101 = t4;
                        t102 = 1;
                        t6 = t92;
                    } else {
                        t6 = _mm256_blendv_ps(t89, t2, _mm256_castsi256_ps(t3));
                        t99 = t88;
                        t100 = t89;
                        t101 = t90;
                        t102 = 0;
                    }
                } else {
                    t99 = t88;
                    t100 = t89;
                    t101 = t90;
                    t102 = 0;
                    t6 = t92;
                }
                if (t95) {
                    if (t87 ? t93 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t103 = _mm256_set1_ps((float)t93);
                            __m256 t104 = _mm256_div_ps(t103, t94);
                            t7 = _mm256_add_ps(t65, t104);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t105 = t93 - 1;
                        t106 = t7;
                        t107 = 1;
                        t108 = t96;
                    } else {
                        t105 = t93;
                        t106 = t94;
                        t107 = 0;
                        t108 = t94;
                    }
                } else {
                    t105 = t93;
                    t106 = t94;
                    t107 = 0;
                    t108 = t96;
                }
                if (!(t102 | t107)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t129 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t129, t108);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t130 = (_mm256_movemask_epi8(t86) != 0);
                    __m256 t132 = t65;
                    __m256 t133 = t65;
                    for (int t131 = 1; t130 ? t131 < 9 : 0; t131++, t132 = t16, t133 = t15) {
                        if ((_mm256_movemask_epi8(t86) != 0)) {
                            __m256 t135 = _mm256_mul_ps(t133, t65);
                            __m256 t136 = _mm256_set1_ps((float)(2 * t131 + 1));
                            t15 = _mm256_div_ps(t135, t136);
                            t16 = _mm256_add_ps(t132, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t134 = _mm256_blendv_ps(t132, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t134);
                    __m256 t125 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t52);
                    __m256 t126 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t59);
                    __m256 t127 = _mm256_add_ps(t125, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t21, t127);
                    __m256 t128 = _mm256_add_ps(t126, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t24, t128);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t66 = (int)t20;
                    goto L137;
                }
                t88 = t99;
                t89 = t100;
                t90 = t101;
                t91 = t102;
                t92 = t6;
                t93 = t105;
                t94 = t106;
                t95 = t107;
                t96 = t108;
            }
        }
    } else {
        t66 = 0;
    }
L137:
    t67 = (long)n + (long)t66 * -1L;
    unsigned long t68 = (unsigned long)out;
    unsigned long t69 = (unsigned long)in;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
        long t70 = t67 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t71 = (long)t66 + i_vec;
            float *t72 = out + t71;
            __m256 in_v_2 = _mm256_loadu_ps(in + t71);
            __m256 t73 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(0.5f));
            __m256 t110 = _mm256_set1_ps(1.0f);
            __m256i t111 = _mm256_castps_si256(_mm256_cmp_ps(t73, t110, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t111;
            int t112 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t114 = t73;
            for (int t113 = 9; t112 ? t113 > 0 : 0; t113--, t114 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t115 = _mm256_set1_ps((float)t113);
                    __m256 t116 = _mm256_div_ps(t115, t114);
                    t8 = _mm256_add_ps(t73, t116);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t117 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t117, t114);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t118 = (_mm256_movemask_epi8(t111) != 0);
            __m256 t120 = t73;
            __m256 t121 = t73;
            for (int t119 = 1; t118 ? t119 < 9 : 0; t119++, t120 = t12, t121 = t11) {
                if ((_mm256_movemask_epi8(t111) != 0)) {
                    __m256 t123 = _mm256_mul_ps(t121, t73);
                    __m256 t124 = _mm256_set1_ps((float)(2 * t119 + 1));
                    t11 = _mm256_div_ps(t123, t124);
                    t12 = _mm256_add_ps(t120, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t122 = _mm256_blendv_ps(t120, t9, _mm256_castsi256_ps(t10));
            __m256 t109 = _mm256_add_ps(t122, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t72, t109);
            i_vec += 8L;
            if (i_vec >= t70) {
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
        out[t74] = (_mm256_zeroupper(), series(t75 * 0.5f, 9)) + 1.0f;
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
    __m256 t10;
    __m256 t11;
    __m256 t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    int t61;
    long t62;
    int i;
    int t88;
    __m256 t89;
    int t90;
    int t94;
    __m256 t95;
    int t96;
    __m256 t97;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t18 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            long t19 = i_vec_1 + 8L;
            float *t20 = out + t19;
            __m256 in_v_1 = _mm256_loadu_ps(in + t19);
            __m256i t21 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t22 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t21);
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t24 = _mm256_add_epi32(t22, t23);
            __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v8_int)t24, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t26 = _mm256_add_epi32(t24, t25);
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t28 = _mm256_add_epi32(t26, t27);
            __m256i t29 = _mm256_sub_epi32(t28, t22);
            __m256i t30 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t29);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t32 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t31);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)t34, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t36 = _mm256_add_epi32(t34, t35);
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_int)t36, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = _mm256_sub_epi32(t38, t32);
            __m256i t40 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t39);
            int t41 = vcc_avx2_sum_epi32(t22);
            int t42 = t41 + vcc_avx2_sum_epi32(t32);
            __m256i t43 = _mm256_set1_epi32(0);
            __m256i t44 = _mm256_add_epi32(t43, t29);
            __m256i t45 = _mm256_set1_epi32((int)t42);
            __m256i t46 = _mm256_add_epi32(t45, t30);
            __m256i t47 = _mm256_blendv_epi8(t46, t44, t21);
            __m256i t48 = _mm256_set1_epi32(0);
            __m256i t49 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t48);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t47, t49, 0xff);
            __m256i t50 = _mm256_set1_epi32((int)t41);
            __m256i t51 = _mm256_add_epi32(t50, t39);
            __m256i t52 = _mm256_set1_epi32((int)(t42 + 8 - t41));
            __m256i t53 = _mm256_add_epi32(t52, t40);
            __m256i t54 = _mm256_blendv_epi8(t53, t51, t31);
            __m256i t55 = _mm256_set1_epi32(8);
            __m256i t56 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t55);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t54, t56, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, in_v);
            _mm256_storeu_ps(vcc_regroup_arg + 8, in_v_1);
            __m256i t57 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t58 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t57);
            __m256i t59 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t60 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t59);
            __m256 t70 = _mm256_set1_ps(0.0f);
            __m256i t71 = _mm256_castps_si256(_mm256_cmp_ps(t58, t70, _CMP_GE_OQ));
            __m256i t72 = (__m256i)~(vcc_m8)t71;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t73 = (_mm256_movemask_epi8(t72) != 0);
            for (int t74 = 15; t73 ? t74 >= 0 : 0; t74--, t1 = t7) {
                if ((_mm256_movemask_epi8(t72) != 0)) {
                    __m256 t98 = _mm256_xor_ps(t58, _mm256_set1_ps(-0.0f));
                    __m256 t99 = _mm256_mul_ps(t1, t98);
                    __m256 t100 = _mm256_set1_ps(coef[t74]);
                    t7 = _mm256_sub_ps(t99, t100);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t75 = (_mm256_movemask_epi8(t71) != 0);
            __m256 t76 = _mm256_set1_ps(0.0f);
            __m256i t77 = _mm256_castps_si256(_mm256_cmp_ps(t60, t76, _CMP_GE_OQ));
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t79 = (_mm256_movemask_epi8(t78) != 0);
            int t80 = 0;
            int t81 = 1;
            __m256 t82 = (__m256)(vcc_v8_float){0};
            int t83 = 15;
            int t84 = 1;
            __m256 t85 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t81) {
                    if (t75 ? t80 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t71) != 0)) {
                            __m256 t86 = _mm256_mul_ps(t2, t58);
                            __m256 t87 = _mm256_set1_ps(coef[t80]);
                            t4 = _mm256_add_ps(t86, t87);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t88 = t80 + 1;
                        t89 = t4;
                        t90 = 1;
                        t5 = t82;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t71));
                        t88 = t80;
                        t89 = t2;
                        t90 = 0;
                    }
                } else {
                    t88 = t80;
                    t89 = t2;
                    t90 = 0;
                    t5 = t82;
                }
                if (t84) {
                    if (t79 ? t83 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t78) != 0)) {
                            __m256 t91 = _mm256_xor_ps(t60, _mm256_set1_ps(-0.0f));
                            __m256 t92 = _mm256_mul_ps(t3, t91);
                            __m256 t93 = _mm256_set1_ps(coef[t83]);
                            t6 = _mm256_sub_ps(t92, t93);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t94 = t83 - 1;
                        t95 = t6;
                        t96 = 1;
                        t97 = t85;
                    } else {
                        t94 = t83;
                        t95 = t3;
                        t96 = 0;
                        t97 = t3;
                    }
                } else {
                    t94 = t83;
                    t95 = t3;
                    t96 = 0;
                    t97 = t85;
                }
                if (!(t90 | t96)) {
                    _mm256_storeu_ps(vcc_regroup_result, t5);
                    __m256 t12 = _mm256_set1_ps(0.0f);
                    int t116 = (_mm256_movemask_epi8(t77) != 0);
                    for (int t117 = 0; t116 ? t117 < 16 : 0; t117++, t12 = t13) {
                        if ((_mm256_movemask_epi8(t77) != 0)) {
                            __m256 t119 = _mm256_mul_ps(t12, t60);
                            __m256 t120 = _mm256_set1_ps(coef[t117]);
                            t13 = _mm256_add_ps(t119, t120);
                        } else {
                            t13 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t118 = _mm256_blendv_ps(t97, t12, _mm256_castsi256_ps(t77));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t118);
                    __m256 t114 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t47);
                    __m256 t115 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t54);
                    _mm256_storeu_ps(t18, t114);
                    _mm256_storeu_ps(t20, t115);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t61 = (int)t17;
                    goto L121;
                }
                t80 = t88;
                t2 = t89;
                t81 = t90;
                t82 = t5;
                t83 = t94;
                t3 = t95;
                t84 = t96;
                t85 = t97;
            }
        }
    } else {
        t61 = 0;
    }
L121:
    t62 = (long)n + (long)t61 * -1L;
    unsigned long t63 = (unsigned long)out;
    unsigned long t64 = (unsigned long)in;
    if ((t62 >= 8L) & (((t63 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t61 * 4L))) | ((t64 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t61 * 4L))))) {
        long t65 = t62 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t66 = (long)t61 + i_vec;
            float *t67 = out + t66;
            __m256 in_v_2 = _mm256_loadu_ps(in + t66);
            __m256 t101 = _mm256_set1_ps(0.0f);
            __m256i t102 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t101, _CMP_GE_OQ));
            __m256i t103 = (__m256i)~(vcc_m8)t102;
            __m256 t8 = _mm256_set1_ps(0.0f);
            int t104 = (_mm256_movemask_epi8(t103) != 0);
            for (int t105 = 15; t104 ? t105 >= 0 : 0; t105--, t8 = t10) {
                if ((_mm256_movemask_epi8(t103) != 0)) {
                    __m256 t107 = _mm256_xor_ps(in_v_2, _mm256_set1_ps(-0.0f));
                    __m256 t108 = _mm256_mul_ps(t8, t107);
                    __m256 t109 = _mm256_set1_ps(coef[t105]);
                    t10 = _mm256_sub_ps(t108, t109);
                } else {
                    t10 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t106 = (_mm256_movemask_epi8(t102) != 0);
            for (int t110 = 0; t106 ? t110 < 16 : 0; t110++, t9 = t11) {
                if ((_mm256_movemask_epi8(t102) != 0)) {
                    __m256 t112 = _mm256_mul_ps(t9, in_v_2);
                    __m256 t113 = _mm256_set1_ps(coef[t110]);
                    t11 = _mm256_add_ps(t112, t113);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t111 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t102));
            _mm256_storeu_ps(t67, t111);
            i_vec += 8L;
            if (i_vec >= t65) {
                i = (int)((long)t61 + t65);
                break;
            }
        }
    } else {
        i = t61;
    }
    for (; i < n; i++) {
        long t68 = (long)i;
        float t69 = in[t68];
        out[t68] = (_mm256_zeroupper(), poly(coef, t69, 16));
    }
}

__attribute__((target("avx2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t12;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8))) {
        long t10 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t11 = out + i_vec_1;
            __m256 t2 = _mm256_loadu_ps(in + i_vec_1);
            __m256 t23 = _mm256_set1_ps(0.5f);
            __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(t2, t23, _CMP_GT_OQ));
            __m256i t25 = (__m256i)~(vcc_m8)t24;
            int t26 = (_mm256_movemask_epi8(t25) != 0);
            int t27 = 0;
            __m256 t1 = t2;
            while (t26 ? t27 < 5 : 0) {
                __m256 t28 = _mm256_set1_ps(0.25f);
                __m256 t29 = _mm256_mul_ps(t1, t28);
                __m256 t30 = _mm256_set1_ps(1.0f);
                t1 = _mm256_sub_ps(t29, t30);
                t27++;
            }
            int t31 = (_mm256_movemask_epi8(t24) != 0);
            int t32 = 0;
            while (t31 ? t32 < 5 : 0) {
                __m256 t33 = _mm256_set1_ps(0.5f);
                __m256 t34 = _mm256_mul_ps(t2, t33);
                __m256 t35 = _mm256_set1_ps(1.0f);
                t2 = _mm256_add_ps(t34, t35);
                t32++;
            }
            if ((_mm256_movemask_epi8(t24) != 0)) {
                __m256 t36 = _mm256_set1_ps(8.0f);
                __m256 t37 = _mm256_mul_ps(t2, t36);
                __m256i t38 = _mm256_cvttps_epi32(t37);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t38, (vcc_m8)t24);
            }
            __m256 t39 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t24));
            _mm256_storeu_ps(t11, t39);
            long t21 = i_vec_1 + 8L;
            float *t22 = out + t21;
            __m256 t6 = _mm256_loadu_ps(in + t21);
            __m256 t57 = _mm256_set1_ps(0.5f);
            __m256i t58 = _mm256_castps_si256(_mm256_cmp_ps(t6, t57, _CMP_GT_OQ));
            __m256i t59 = (__m256i)~(vcc_m8)t58;
            int t60 = (_mm256_movemask_epi8(t59) != 0);
            int t61 = 0;
            __m256 t5 = t6;
            while (t60 ? t61 < 5 : 0) {
                __m256 t62 = _mm256_set1_ps(0.25f);
                __m256 t63 = _mm256_mul_ps(t5, t62);
                __m256 t64 = _mm256_set1_ps(1.0f);
                t5 = _mm256_sub_ps(t63, t64);
                t61++;
            }
            int t65 = (_mm256_movemask_epi8(t58) != 0);
            int t66 = 0;
            while (t65 ? t66 < 5 : 0) {
                __m256 t67 = _mm256_set1_ps(0.5f);
                __m256 t68 = _mm256_mul_ps(t6, t67);
                __m256 t69 = _mm256_set1_ps(1.0f);
                t6 = _mm256_add_ps(t68, t69);
                t66++;
            }
            if ((_mm256_movemask_epi8(t58) != 0)) {
                __m256 t70 = _mm256_set1_ps(8.0f);
                __m256 t71 = _mm256_mul_ps(t6, t70);
                __m256i t72 = _mm256_cvttps_epi32(t71);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t72, (vcc_m8)t58);
            }
            __m256 t73 = _mm256_blendv_ps(t5, t6, _mm256_castsi256_ps(t58));
            _mm256_storeu_ps(t22, t73);
            i_vec_1 += 16L;
            if (i_vec_1 >= t10) {
                t12 = (int)t10;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)in;
    if ((t13 >= 8L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        long t16 = t13 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t17 = (long)t12 + i_vec;
            float *t18 = out + t17;
            __m256 t4 = _mm256_loadu_ps(in + t17);
            __m256 t40 = _mm256_set1_ps(0.5f);
            __m256i t41 = _mm256_castps_si256(_mm256_cmp_ps(t4, t40, _CMP_GT_OQ));
            __m256i t42 = (__m256i)~(vcc_m8)t41;
            int t43 = (_mm256_movemask_epi8(t42) != 0);
            int t44 = 0;
            __m256 t3 = t4;
            while (t43 ? t44 < 5 : 0) {
                __m256 t45 = _mm256_set1_ps(0.25f);
                __m256 t46 = _mm256_mul_ps(t3, t45);
                __m256 t47 = _mm256_set1_ps(1.0f);
                t3 = _mm256_sub_ps(t46, t47);
                t44++;
            }
            int t48 = (_mm256_movemask_epi8(t41) != 0);
            int t49 = 0;
            while (t48 ? t49 < 5 : 0) {
                __m256 t50 = _mm256_set1_ps(0.5f);
                __m256 t51 = _mm256_mul_ps(t4, t50);
                __m256 t52 = _mm256_set1_ps(1.0f);
                t4 = _mm256_add_ps(t51, t52);
                t49++;
            }
            if ((_mm256_movemask_epi8(t41) != 0)) {
                __m256 t53 = _mm256_set1_ps(8.0f);
                __m256 t54 = _mm256_mul_ps(t4, t53);
                __m256i t55 = _mm256_cvttps_epi32(t54);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t55, (vcc_m8)t41);
            }
            __m256 t56 = _mm256_blendv_ps(t3, t4, _mm256_castsi256_ps(t41));
            _mm256_storeu_ps(t18, t56);
            i_vec += 8L;
            if (i_vec >= t16) {
                i = (int)((long)t12 + t16);
                break;
            }
        }
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = in[t19];
        out[t19] = (_mm256_zeroupper(), tally(t20, hits, 5));
    }
}

__attribute__((target("avx2"))) void run_cheap(float *out, const float *in, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t5 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t17 = _mm256_set1_ps(0.0f);
            __m256i t18 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t17, _CMP_GT_OQ));
            __m256 t19 = _mm256_set1_ps(1.0f);
            __m256 t20 = _mm256_sub_ps(in_v, t19);
            __m256 t21 = _mm256_set1_ps(2.0f);
            __m256 t22 = _mm256_mul_ps(in_v, t21);
            __m256 t23 = _mm256_blendv_ps(t20, t22, _mm256_castsi256_ps(t18));
            _mm256_storeu_ps(t5, t23);
            long t15 = i_vec_1 + 8L;
            float *t16 = out + t15;
            __m256 in_v_2 = _mm256_loadu_ps(in + t15);
            __m256 t31 = _mm256_set1_ps(0.0f);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t31, _CMP_GT_OQ));
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256 t34 = _mm256_sub_ps(in_v_2, t33);
            __m256 t35 = _mm256_set1_ps(2.0f);
            __m256 t36 = _mm256_mul_ps(in_v_2, t35);
            __m256 t37 = _mm256_blendv_ps(t34, t36, _mm256_castsi256_ps(t32));
            _mm256_storeu_ps(t16, t37);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t6 = (int)t4;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 8L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = out + t11;
            __m256 in_v_1 = _mm256_loadu_ps(in + t11);
            __m256 t24 = _mm256_set1_ps(0.0f);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t24, _CMP_GT_OQ));
            __m256 t26 = _mm256_set1_ps(1.0f);
            __m256 t27 = _mm256_sub_ps(in_v_1, t26);
            __m256 t28 = _mm256_set1_ps(2.0f);
            __m256 t29 = _mm256_mul_ps(in_v_1, t28);
            __m256 t30 = _mm256_blendv_ps(t27, t29, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(t12, t30);
            i_vec += 8L;
            if (i_vec >= t10) {
                i = (int)((long)t6 + t10);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = in[t13];
        out[t13] = (_mm256_zeroupper(), cheap(t14));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

__attribute__((target("avx2"))) int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    float t14;
    float t15;
    int t38;
    int i_1;
    float t47;
    double t48;
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
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        __m256i t2 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(1));
        __m256 t3 = _mm256_cvtepi32_ps(t2);
        __m256 t4 = _mm256_div_ps(_mm256_set1_ps(1.0f), t3);
        _mm256_storeu_ps(&coef[k_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_add_epi32(t5, _mm256_set1_epi32(1));
        __m256 t7 = _mm256_cvtepi32_ps(t6);
        __m256 t8 = _mm256_div_ps(_mm256_set1_ps(1.0f), t7);
        _mm256_storeu_ps(&coef[k_vec + 8L], t8);
        k_vec += 16L;
        k_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t9 = (unsigned long)(n + 1);
        unsigned long t10 = t9 * 4UL;
        float *fin = (float *)malloc(t10);
        float *fout = (float *)malloc(t10);
        unsigned long t11 = t9 * 8UL;
        double *dx = (double *)malloc(t11);
        double *dy = (double *)malloc(t11);
        double *dout = (double *)malloc(t11);
        int *ia = (int *)malloc(t10);
        int *ib = (int *)malloc(t10);
        unsigned int *iout = (unsigned int *)malloc(t10);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t12 = (long)i;
            float *t13 = fin + t12;
            if (i < (n / 2)) {
                t15 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t14 = 0.25f + (float)i * 0.0001f;
                } else {
                    t14 = 1.5f + (float)i * 0.0001f;
                }
                t15 = t14;
            }
            *t13 = t15;
            if ((i % 97) == 13) {
                *t13 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t13 = __builtin_inff();
            }
            dx[t12] = (double)r / 700.0 - 1.0;
            dy[t12] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t12] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t12] = (int)(seed >> 4) % 100000;
        }
        const float *t16 = fin;
        run_series(fout, t16, n);
        unsigned long t17 = (unsigned long)n;
        unsigned long t18 = t17 * 4UL;
        const void *t19 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t19, t18));
        run_series_auto(fout, t16, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t19, t18));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t17 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t18));
        long t20 = (long)n;
        if (t20 >= 32L) {
            long t21 = t20 & -32L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t22 = fin + i_vec;
                __m256 fin_v = _mm256_loadu_ps(t22);
                __m256i t23 = _mm256_castps_si256(_mm256_cmp_ps(fin_v, fin_v, _CMP_NEQ_UQ));
                __m256 t24 = _mm256_sub_ps(fin_v, _mm256_set1_ps(1.0f));
                __m256 t25 = _mm256_blendv_ps(t24, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t23));
                _mm256_storeu_ps(t22, t25);
                float *t26 = fin + (i_vec + 8L);
                __m256 fin_v_1 = _mm256_loadu_ps(t26);
                __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_1, fin_v_1, _CMP_NEQ_UQ));
                __m256 t28 = _mm256_sub_ps(fin_v_1, _mm256_set1_ps(1.0f));
                __m256 t29 = _mm256_blendv_ps(t28, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t27));
                _mm256_storeu_ps(t26, t29);
                float *t30 = fin + (i_vec + 16L);
                __m256 fin_v_2 = _mm256_loadu_ps(t30);
                __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_2, fin_v_2, _CMP_NEQ_UQ));
                __m256 t32 = _mm256_sub_ps(fin_v_2, _mm256_set1_ps(1.0f));
                __m256 t33 = _mm256_blendv_ps(t32, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t31));
                _mm256_storeu_ps(t30, t33);
                float *t34 = fin + (i_vec + 24L);
                __m256 fin_v_3 = _mm256_loadu_ps(t34);
                __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_3, fin_v_3, _CMP_NEQ_UQ));
                __m256 t36 = _mm256_sub_ps(fin_v_3, _mm256_set1_ps(1.0f));
                __m256 t37 = _mm256_blendv_ps(t36, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t35));
                _mm256_storeu_ps(t34, t37);
                i_vec += 32L;
            } while (i_vec < t21);
            t38 = (int)t21;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        if (t39 >= 8L) {
            long t40 = t39 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at regroup.c:178 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t41 = fin + ((long)t38 + i_vec_1);
                __m256 fin_v_4 = _mm256_loadu_ps(t41);
                __m256i t42 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_4, fin_v_4, _CMP_NEQ_UQ));
                __m256 t43 = _mm256_sub_ps(fin_v_4, _mm256_set1_ps(1.0f));
                __m256 t44 = _mm256_blendv_ps(t43, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t42));
                _mm256_storeu_ps(t41, t44);
                i_vec_1 += 8L;
            } while (i_vec_1 < t40);
            i_1 = (int)((long)t38 + t40);
        } else {
            i_1 = t38;
        }
        for (; i_1 < n; i_1++) {
            float *t45 = fin + i_1;
            float t46 = *t45;
            if (t46 != t46) {
                t47 = -0.5f;
            } else {
                t47 = t46 - 1.0f;
            }
            *t45 = t47;
        }
        run_poly(fout, coef, t16, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t19, t18));
        hits = -1;
        run_tally(fout, &hits, t16, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t19, t18));
        run_cheap(fout, t16, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t19, t18));
        if (n) {
            t48 = (double)fout[0];
        } else {
            t48 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t48);
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
