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
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
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
    long t20;
    int t65;
    long t66;
    int i;
    int t98;
    __m256 t99;
    __m256 t100;
    int t101;
    int t104;
    __m256 t105;
    int t106;
    __m256 t107;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            long t23 = i_vec_1 + 8L;
            float *t24 = out + t23;
            __m256 in_v_1 = _mm256_loadu_ps(in + t23);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t26 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t25, _mm256_set1_epi32(1)); });
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t28 = _mm256_add_epi32(t26, t27);
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t28, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = _mm256_sub_epi32(t32, t26);
            __m256i t34 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t33);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t36 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t35, _mm256_set1_epi32(1)); });
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_int)t36, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t38 = _mm256_add_epi32(t36, t37);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)t38, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = _mm256_sub_epi32(t42, t36);
            __m256i t44 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t43);
            int t45 = vcc_avx2_sum_epi32(t26);
            int t46 = t45 + vcc_avx2_sum_epi32(t36);
            __m256i t47 = _mm256_set1_epi32(0);
            __m256i t48 = _mm256_add_epi32(t47, t33);
            __m256i t49 = _mm256_set1_epi32((int)t46);
            __m256i t50 = _mm256_add_epi32(t49, t34);
            __m256i t51 = _mm256_blendv_epi8(t50, t48, t25);
            __m256i t52 = _mm256_set1_epi32(0);
            __m256i t53 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t52);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t51, t53, 0xff);
            __m256i t54 = _mm256_set1_epi32((int)t45);
            __m256i t55 = _mm256_add_epi32(t54, t43);
            __m256i t56 = _mm256_set1_epi32((int)(t46 + 8 - t45));
            __m256i t57 = _mm256_add_epi32(t56, t44);
            __m256i t58 = _mm256_blendv_epi8(t57, t55, t35);
            __m256i t59 = _mm256_set1_epi32(8);
            __m256i t60 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t59);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t58, t60, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, in_v);
            _mm256_storeu_ps(vcc_regroup_arg + 8, in_v_1);
            __m256i t61 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t62 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t61);
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t64 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t63);
            __m256 t75 = _mm256_set1_ps(1.0f);
            __m256i t76 = _mm256_castps_si256(_mm256_cmp_ps(t62, t75, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t76;
            int t77 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t79 = t62;
            for (int t78 = 24; t77 ? t78 > 0 : 0; t78--, t79 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t80 = _mm256_set1_ps((float)t78);
                    __m256 t81 = _mm256_div_ps(t80, t79);
                    t1 = _mm256_add_ps(t62, t81);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t82 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t82, t79);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t83 = (_mm256_movemask_epi8(t76) != 0);
            __m256 t84 = _mm256_set1_ps(1.0f);
            __m256i t85 = _mm256_castps_si256(_mm256_cmp_ps(t64, t84, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t85;
            int t86 = (_mm256_movemask_epi8(t14) != 0);
            int t87 = 1;
            __m256 t88 = t62;
            __m256 t89 = t62;
            int t90 = 1;
            __m256 t91 = (__m256)(vcc_v8_float){0};
            int t92 = 24;
            __m256 t93 = t64;
            int t94 = 1;
            __m256 t95 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t90) {
                    if (t83 ? t87 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t76) != 0)) {
                            __m256 t96 = _mm256_mul_ps(t89, t62);
                            __m256 t97 = _mm256_set1_ps((float)(2 * t87 + 1));
                            t4 = _mm256_div_ps(t96, t97);
                            t5 = _mm256_add_ps(t88, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t98 = t87 + 1;
                        t99 = t5;
                        t100 = t4;
                        t101 = 1;
                        t6 = t91;
                    } else {
                        t6 = _mm256_blendv_ps(t88, t2, _mm256_castsi256_ps(t3));
                        t98 = t87;
                        t99 = t88;
                        t100 = t89;
                        t101 = 0;
                    }
                } else {
                    t98 = t87;
                    t99 = t88;
                    t100 = t89;
                    t101 = 0;
                    t6 = t91;
                }
                if (t94) {
                    if (t86 ? t92 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t102 = _mm256_set1_ps((float)t92);
                            __m256 t103 = _mm256_div_ps(t102, t93);
                            t7 = _mm256_add_ps(t64, t103);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t104 = t92 - 1;
                        t105 = t7;
                        t106 = 1;
                        t107 = t95;
                    } else {
                        t104 = t92;
                        t105 = t93;
                        t106 = 0;
                        t107 = t93;
                    }
                } else {
                    t104 = t92;
                    t105 = t93;
                    t106 = 0;
                    t107 = t95;
                }
                if (!(t101 | t106)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t125 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t125, t107);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t126 = (_mm256_movemask_epi8(t85) != 0);
                    __m256 t128 = t64;
                    __m256 t129 = t64;
                    for (int t127 = 1; t126 ? t127 < 24 : 0; t127++, t128 = t16, t129 = t15) {
                        if ((_mm256_movemask_epi8(t85) != 0)) {
                            __m256 t131 = _mm256_mul_ps(t129, t64);
                            __m256 t132 = _mm256_set1_ps((float)(2 * t127 + 1));
                            t15 = _mm256_div_ps(t131, t132);
                            t16 = _mm256_add_ps(t128, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t130 = _mm256_blendv_ps(t128, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t130);
                    __m256 t123 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t51);
                    __m256 t124 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t58);
                    _mm256_storeu_ps(t22, t123);
                    _mm256_storeu_ps(t24, t124);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t65 = (int)t21;
                    goto L133;
                }
                t87 = t98;
                t88 = t99;
                t89 = t100;
                t90 = t101;
                t91 = t6;
                t92 = t104;
                t93 = t105;
                t94 = t106;
                t95 = t107;
            }
        }
    } else {
        t65 = 0;
    }
L133:
    t66 = (long)n + (long)t65 * -1L;
    unsigned long t67 = (unsigned long)out;
    unsigned long t68 = (unsigned long)in;
    long t69 = (long)((unsigned long)out + (unsigned long)((long)t65 * 4L) - ((unsigned long)in + (unsigned long)((long)t65 * 4L)));
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))) | ((t69 <= 0L) | (t69 >= 32L)))) {
        long t70 = t66 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t71 = (long)t65 + i_vec;
            float *t72 = out + t71;
            __m256 in_v_2 = _mm256_loadu_ps(in + t71);
            __m256 t108 = _mm256_set1_ps(1.0f);
            __m256i t109 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t108, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t109;
            int t110 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t112 = in_v_2;
            for (int t111 = 24; t110 ? t111 > 0 : 0; t111--, t112 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t113 = _mm256_set1_ps((float)t111);
                    __m256 t114 = _mm256_div_ps(t113, t112);
                    t8 = _mm256_add_ps(in_v_2, t114);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t115 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t115, t112);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t116 = (_mm256_movemask_epi8(t109) != 0);
            __m256 t118 = in_v_2;
            __m256 t119 = in_v_2;
            for (int t117 = 1; t116 ? t117 < 24 : 0; t117++, t118 = t12, t119 = t11) {
                if ((_mm256_movemask_epi8(t109) != 0)) {
                    __m256 t121 = _mm256_mul_ps(t119, in_v_2);
                    __m256 t122 = _mm256_set1_ps((float)(2 * t117 + 1));
                    t11 = _mm256_div_ps(t121, t122);
                    t12 = _mm256_add_ps(t118, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t120 = _mm256_blendv_ps(t118, t9, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(t72, t120);
            i_vec += 8L;
            if (i_vec >= t70) {
                i = (int)((long)t65 + t70);
                break;
            }
        }
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t73 = (long)i;
        float t74 = in[t73];
        out[t73] = (_mm256_zeroupper(), series(t74, 24));
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
    int t132;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    long t24 = (long)((unsigned long)out - (unsigned long)x);
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)y;
    long t27 = (long)((unsigned long)out - (unsigned long)y);
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22) | ((t24 <= 0L) | (t24 >= 128L))) & (((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26) | ((t26 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t27 <= 0L) | (t27 >= 128L)))) {
        long t28 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            __m256d y_v = _mm256_loadu_pd(y + i_vec_1);
            __m256d x_v = _mm256_loadu_pd(x + i_vec_1);
            long t30 = i_vec_1 + 4L;
            double *t31 = out + t30;
            __m256d y_v_1 = _mm256_loadu_pd(y + t30);
            __m256d x_v_1 = _mm256_loadu_pd(x + t30);
            long t32 = i_vec_1 + 8L;
            double *t33 = out + t32;
            __m256d y_v_2 = _mm256_loadu_pd(y + t32);
            __m256d x_v_2 = _mm256_loadu_pd(x + t32);
            long t34 = i_vec_1 + 12L;
            double *t35 = out + t34;
            __m256d y_v_3 = _mm256_loadu_pd(y + t34);
            __m256d x_v_3 = _mm256_loadu_pd(x + t34);
            __m256d t36 = _mm256_mul_pd(x_v, _mm256_set1_pd(4.0));
            __m128i t37 = _mm256_cvttpd_epi32(t36);
            __m256d t38 = _mm256_cvtepi32_pd(t37);
            __m256d t39 = _mm256_add_pd(t38, _mm256_set1_pd(0.5));
            __m128i t40 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t39, y_v, _CMP_GT_OQ));
            __m128i t41 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t40, _mm_set1_epi32(1)); });
            __m128i t42 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t43 = _mm_add_epi32(t41, t42);
            __m128i t44 = (__m128i)__builtin_shufflevector((vcc_v4_int)t43, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t45 = _mm_add_epi32(t43, t44);
            __m128i t46 = _mm_sub_epi32(t45, t41);
            __m128i t47 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t46);
            __m256d t48 = _mm256_mul_pd(x_v_1, _mm256_set1_pd(4.0));
            __m128i t49 = _mm256_cvttpd_epi32(t48);
            __m256d t50 = _mm256_cvtepi32_pd(t49);
            __m256d t51 = _mm256_add_pd(t50, _mm256_set1_pd(0.5));
            __m128i t52 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t51, y_v_1, _CMP_GT_OQ));
            __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(1)); });
            __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t55 = _mm_add_epi32(t53, t54);
            __m128i t56 = (__m128i)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t57 = _mm_add_epi32(t55, t56);
            __m128i t58 = _mm_sub_epi32(t57, t53);
            __m128i t59 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t58);
            __m256d t60 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(4.0));
            __m128i t61 = _mm256_cvttpd_epi32(t60);
            __m256d t62 = _mm256_cvtepi32_pd(t61);
            __m256d t63 = _mm256_add_pd(t62, _mm256_set1_pd(0.5));
            __m128i t64 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t63, y_v_2, _CMP_GT_OQ));
            __m128i t65 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t64, _mm_set1_epi32(1)); });
            __m128i t66 = (__m128i)__builtin_shufflevector((vcc_v4_int)t65, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t67 = _mm_add_epi32(t65, t66);
            __m128i t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t69 = _mm_add_epi32(t67, t68);
            __m128i t70 = _mm_sub_epi32(t69, t65);
            __m128i t71 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t70);
            __m256d t72 = _mm256_mul_pd(x_v_3, _mm256_set1_pd(4.0));
            __m128i t73 = _mm256_cvttpd_epi32(t72);
            __m256d t74 = _mm256_cvtepi32_pd(t73);
            __m256d t75 = _mm256_add_pd(t74, _mm256_set1_pd(0.5));
            __m128i t76 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t75, y_v_3, _CMP_GT_OQ));
            __m128i t77 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t76, _mm_set1_epi32(1)); });
            __m128i t78 = (__m128i)__builtin_shufflevector((vcc_v4_int)t77, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t79 = _mm_add_epi32(t77, t78);
            __m128i t80 = (__m128i)__builtin_shufflevector((vcc_v4_int)t79, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t81 = _mm_add_epi32(t79, t80);
            __m128i t82 = _mm_sub_epi32(t81, t77);
            __m128i t83 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t82);
            int t84 = vcc_sse_reduce_epi32(t41, _mm_add_epi32, int);
            int t85 = t84 + vcc_sse_reduce_epi32(t53, _mm_add_epi32, int);
            int t86 = t85 + vcc_sse_reduce_epi32(t65, _mm_add_epi32, int);
            int t87 = t86 + vcc_sse_reduce_epi32(t77, _mm_add_epi32, int);
            __m128i t88 = _mm_set1_epi32(0);
            __m128i t89 = _mm_add_epi32(t88, t46);
            __m128i t90 = _mm_set1_epi32((int)t87);
            __m128i t91 = _mm_add_epi32(t90, t47);
            __m128i t92 = _mm_blendv_epi8(t91, t89, t40);
            __m128i t93 = _mm_set1_epi32(0);
            __m128i t94 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t93);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t92, (vcc_v4_int)t94);
            __m128i t95 = _mm_set1_epi32((int)t84);
            __m128i t96 = _mm_add_epi32(t95, t58);
            __m128i t97 = _mm_set1_epi32((int)(t87 + 4 - t84));
            __m128i t98 = _mm_add_epi32(t97, t59);
            __m128i t99 = _mm_blendv_epi8(t98, t96, t52);
            __m128i t100 = _mm_set1_epi32(4);
            __m128i t101 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t100);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t99, (vcc_v4_int)t101);
            __m128i t102 = _mm_set1_epi32((int)t85);
            __m128i t103 = _mm_add_epi32(t102, t70);
            __m128i t104 = _mm_set1_epi32((int)(t87 + 8 - t85));
            __m128i t105 = _mm_add_epi32(t104, t71);
            __m128i t106 = _mm_blendv_epi8(t105, t103, t64);
            __m128i t107 = _mm_set1_epi32(8);
            __m128i t108 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t107);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t106, (vcc_v4_int)t108);
            __m128i t109 = _mm_set1_epi32((int)t86);
            __m128i t110 = _mm_add_epi32(t109, t82);
            __m128i t111 = _mm_set1_epi32((int)(t87 + 12 - t86));
            __m128i t112 = _mm_add_epi32(t111, t83);
            __m128i t113 = _mm_blendv_epi8(t112, t110, t76);
            __m128i t114 = _mm_set1_epi32(12);
            __m128i t115 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t114);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t113, (vcc_v4_int)t115);
            _mm256_storeu_pd(vcc_regroup_arg, x_v);
            _mm256_storeu_pd(vcc_regroup_arg + 4, x_v_1);
            _mm256_storeu_pd(vcc_regroup_arg + 8, x_v_2);
            _mm256_storeu_pd(vcc_regroup_arg + 12, x_v_3);
            __m128i t116 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t117 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t116);
            __m128i t118 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t119 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t118);
            __m128i t120 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t121 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t120);
            __m128i t122 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t123 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg, t122);
            _mm256_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 4, y_v_1);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 8, y_v_2);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 12, y_v_3);
            __m128i t124 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t125 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t124);
            __m128i t126 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t127 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t126);
            __m128i t128 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t129 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t128);
            __m128i t130 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t131 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_arg_1, t130);
            __m256d t146 = _mm256_set1_pd(4.0);
            __m256d t147 = _mm256_mul_pd(t117, t146);
            __m128i t148 = _mm256_cvttpd_epi32(t147);
            __m256d t149 = _mm256_cvtepi32_pd(t148);
            __m256d t150 = _mm256_set1_pd(0.5);
            __m256d t151 = _mm256_add_pd(t149, t150);
            __m128i t152 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t151, t125, _CMP_GT_OQ));
            __m128i t153 = (__m128i)~(vcc_m4)t152;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t154 = (_mm_movemask_epi8(t153) != 0);
            for (int t155 = 0; t154 ? t155 < 40 : 0; t155 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t153) != 0)) {
                    __m256d t157 = _mm256_set1_pd(0.25);
                    __m256d t158 = _mm256_mul_pd(t1, t157);
                    t3 = t155 + 1;
                    __m256d t159 = _mm256_set1_pd((double)t3);
                    __m256d t160 = _mm256_div_pd(t125, t159);
                    t4 = _mm256_sub_pd(t158, t160);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t156 = (_mm_movemask_epi8(t152) != 0);
            int t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                __m256d t162 = _mm256_set1_pd(0.5);
                __m256d t163 = _mm256_mul_pd(t2, t162);
                __m256d t164 = _mm256_set1_pd((double)t161);
                __m256d t165 = _mm256_mul_pd(t117, t164);
                t2 = _mm256_add_pd(t163, t165);
                t161++;
            }
            __m256d t166 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t152)));
            _mm256_storeu_pd(vcc_regroup_result, t166);
            __m256d t188 = _mm256_set1_pd(4.0);
            __m256d t189 = _mm256_mul_pd(t119, t188);
            __m128i t190 = _mm256_cvttpd_epi32(t189);
            __m256d t191 = _mm256_cvtepi32_pd(t190);
            __m256d t192 = _mm256_set1_pd(0.5);
            __m256d t193 = _mm256_add_pd(t191, t192);
            __m128i t194 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t193, t127, _CMP_GT_OQ));
            __m128i t195 = (__m128i)~(vcc_m4)t194;
            __m256d t9 = _mm256_set1_pd(0.0);
            int t196 = (_mm_movemask_epi8(t195) != 0);
            for (int t197 = 0; t196 ? t197 < 40 : 0; t197 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t195) != 0)) {
                    __m256d t199 = _mm256_set1_pd(0.25);
                    __m256d t200 = _mm256_mul_pd(t9, t199);
                    t11 = t197 + 1;
                    __m256d t201 = _mm256_set1_pd((double)t11);
                    __m256d t202 = _mm256_div_pd(t127, t201);
                    t12 = _mm256_sub_pd(t200, t202);
                } else {
                    t11 = 0;
                    t12 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t10 = _mm256_set1_pd(0.0);
            int t198 = (_mm_movemask_epi8(t194) != 0);
            int t203 = 0;
            while (t198 ? t203 < 40 : 0) {
                __m256d t204 = _mm256_set1_pd(0.5);
                __m256d t205 = _mm256_mul_pd(t10, t204);
                __m256d t206 = _mm256_set1_pd((double)t203);
                __m256d t207 = _mm256_mul_pd(t119, t206);
                t10 = _mm256_add_pd(t205, t207);
                t203++;
            }
            __m256d t208 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t194)));
            _mm256_storeu_pd(vcc_regroup_result + 4, t208);
            __m256d t209 = _mm256_set1_pd(4.0);
            __m256d t210 = _mm256_mul_pd(t121, t209);
            __m128i t211 = _mm256_cvttpd_epi32(t210);
            __m256d t212 = _mm256_cvtepi32_pd(t211);
            __m256d t213 = _mm256_set1_pd(0.5);
            __m256d t214 = _mm256_add_pd(t212, t213);
            __m128i t215 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t214, t129, _CMP_GT_OQ));
            __m128i t216 = (__m128i)~(vcc_m4)t215;
            __m256d t13 = _mm256_set1_pd(0.0);
            int t217 = (_mm_movemask_epi8(t216) != 0);
            for (int t218 = 0; t217 ? t218 < 40 : 0; t218 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t216) != 0)) {
                    __m256d t220 = _mm256_set1_pd(0.25);
                    __m256d t221 = _mm256_mul_pd(t13, t220);
                    t15 = t218 + 1;
                    __m256d t222 = _mm256_set1_pd((double)t15);
                    __m256d t223 = _mm256_div_pd(t129, t222);
                    t16 = _mm256_sub_pd(t221, t223);
                } else {
                    t15 = 0;
                    t16 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t14 = _mm256_set1_pd(0.0);
            int t219 = (_mm_movemask_epi8(t215) != 0);
            int t224 = 0;
            while (t219 ? t224 < 40 : 0) {
                __m256d t225 = _mm256_set1_pd(0.5);
                __m256d t226 = _mm256_mul_pd(t14, t225);
                __m256d t227 = _mm256_set1_pd((double)t224);
                __m256d t228 = _mm256_mul_pd(t121, t227);
                t14 = _mm256_add_pd(t226, t228);
                t224++;
            }
            __m256d t229 = _mm256_blendv_pd(t13, t14, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t215)));
            _mm256_storeu_pd(vcc_regroup_result + 8, t229);
            __m256d t234 = _mm256_set1_pd(4.0);
            __m256d t235 = _mm256_mul_pd(t123, t234);
            __m128i t236 = _mm256_cvttpd_epi32(t235);
            __m256d t237 = _mm256_cvtepi32_pd(t236);
            __m256d t238 = _mm256_set1_pd(0.5);
            __m256d t239 = _mm256_add_pd(t237, t238);
            __m128i t240 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t239, t131, _CMP_GT_OQ));
            __m128i t241 = (__m128i)~(vcc_m4)t240;
            __m256d t17 = _mm256_set1_pd(0.0);
            int t242 = (_mm_movemask_epi8(t241) != 0);
            for (int t243 = 0; t242 ? t243 < 40 : 0; t243 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t241) != 0)) {
                    __m256d t245 = _mm256_set1_pd(0.25);
                    __m256d t246 = _mm256_mul_pd(t17, t245);
                    t19 = t243 + 1;
                    __m256d t247 = _mm256_set1_pd((double)t19);
                    __m256d t248 = _mm256_div_pd(t131, t247);
                    t20 = _mm256_sub_pd(t246, t248);
                } else {
                    t19 = 0;
                    t20 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t18 = _mm256_set1_pd(0.0);
            int t244 = (_mm_movemask_epi8(t240) != 0);
            int t249 = 0;
            while (t244 ? t249 < 40 : 0) {
                __m256d t250 = _mm256_set1_pd(0.5);
                __m256d t251 = _mm256_mul_pd(t18, t250);
                __m256d t252 = _mm256_set1_pd((double)t249);
                __m256d t253 = _mm256_mul_pd(t123, t252);
                t18 = _mm256_add_pd(t251, t253);
                t249++;
            }
            __m256d t254 = _mm256_blendv_pd(t17, t18, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t240)));
            _mm256_storeu_pd(vcc_regroup_result + 12, t254);
            __m256d t230 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t92);
            __m256d t231 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t99);
            __m256d t232 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t106);
            __m256d t233 = vcc_avx2_gather4(_mm256_setr_pd, double, vcc_regroup_result, t113);
            _mm256_storeu_pd(t29, t230);
            _mm256_storeu_pd(t31, t231);
            _mm256_storeu_pd(t33, t232);
            _mm256_storeu_pd(t35, t233);
            i_vec_1 += 16L;
            if (i_vec_1 >= t28) {
                t132 = (int)t28;
                break;
            }
        }
    } else {
        t132 = 0;
    }
    long t133 = (long)n + (long)t132 * -1L;
    unsigned long t134 = (unsigned long)out;
    unsigned long t135 = (unsigned long)x;
    long t136 = (long)((unsigned long)out + (unsigned long)((long)t132 * 8L) - ((unsigned long)x + (unsigned long)((long)t132 * 8L)));
    unsigned long t137 = (unsigned long)out;
    unsigned long t138 = (unsigned long)y;
    long t139 = (long)((unsigned long)out + (unsigned long)((long)t132 * 8L) - ((unsigned long)y + (unsigned long)((long)t132 * 8L)));
    if ((t133 >= 4L) & (((t134 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t132 * 8L))) | ((t135 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t132 * 8L))) | ((t136 <= 0L) | (t136 >= 32L))) & (((t137 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t138 + (unsigned long)((long)t132 * 8L))) | ((t138 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t137 + (unsigned long)((long)t132 * 8L))) | ((t139 <= 0L) | (t139 >= 32L)))) {
        long t140 = t133 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t141 = (long)t132 + i_vec;
            double *t142 = out + t141;
            __m256d y_v_4 = _mm256_loadu_pd(y + t141);
            __m256d x_v_4 = _mm256_loadu_pd(x + t141);
            __m256d t167 = _mm256_set1_pd(4.0);
            __m256d t168 = _mm256_mul_pd(x_v_4, t167);
            __m128i t169 = _mm256_cvttpd_epi32(t168);
            __m256d t170 = _mm256_cvtepi32_pd(t169);
            __m256d t171 = _mm256_set1_pd(0.5);
            __m256d t172 = _mm256_add_pd(t170, t171);
            __m128i t173 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t172, y_v_4, _CMP_GT_OQ));
            __m128i t174 = (__m128i)~(vcc_m4)t173;
            __m256d t5 = _mm256_set1_pd(0.0);
            int t175 = (_mm_movemask_epi8(t174) != 0);
            for (int t176 = 0; t175 ? t176 < 40 : 0; t176 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t174) != 0)) {
                    __m256d t178 = _mm256_set1_pd(0.25);
                    __m256d t179 = _mm256_mul_pd(t5, t178);
                    t7 = t176 + 1;
                    __m256d t180 = _mm256_set1_pd((double)t7);
                    __m256d t181 = _mm256_div_pd(y_v_4, t180);
                    t8 = _mm256_sub_pd(t179, t181);
                } else {
                    t7 = 0;
                    t8 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t6 = _mm256_set1_pd(0.0);
            int t177 = (_mm_movemask_epi8(t173) != 0);
            int t182 = 0;
            while (t177 ? t182 < 40 : 0) {
                __m256d t183 = _mm256_set1_pd(0.5);
                __m256d t184 = _mm256_mul_pd(t6, t183);
                __m256d t185 = _mm256_set1_pd((double)t182);
                __m256d t186 = _mm256_mul_pd(x_v_4, t185);
                t6 = _mm256_add_pd(t184, t186);
                t182++;
            }
            __m256d t187 = _mm256_blendv_pd(t5, t6, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t173)));
            _mm256_storeu_pd(t142, t187);
            i_vec += 4L;
            if (i_vec >= t140) {
                i = (int)((long)t132 + t140);
                break;
            }
        }
    } else {
        i = t132;
    }
    for (; i < n; i++) {
        long t143 = (long)i;
        double t144 = y[t143];
        double t145 = x[t143];
        out[t143] = (_mm256_zeroupper(), blend2(t145, t144));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t68;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    long t10 = (long)((unsigned long)out - (unsigned long)a);
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)b;
    long t13 = (long)((unsigned long)out - (unsigned long)b);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & (((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L)))) {
        long t14 = t7 & -16L;
        __m256i t15 = _mm256_set1_epi32(0);
        vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            unsigned int *t16 = out + i_vec_1;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec_1));
            __m256i t17 = _mm256_add_epi32(b_v, (__m256i)i_v);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            long t18 = i_vec_1 + 8L;
            __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            unsigned int *t20 = out + t18;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t18));
            __m256i t21 = _mm256_add_epi32(b_v_1, t19);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t18));
            __m256i t22 = _mm256_xor_si256(a_v, t17);
            __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi32(1));
            __m256i t24 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t25 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t24, _mm256_set1_epi32(1)); });
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = _mm256_sub_epi32(t31, t25);
            __m256i t33 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t32);
            __m256i t34 = _mm256_xor_si256(a_v_1, t21);
            __m256i t35 = _mm256_and_si256(t34, _mm256_set1_epi32(1));
            __m256i t36 = _mm256_xor_si256(_mm256_cmpeq_epi32(t35, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t37 = ({ (void)_mm256_set1_epi32(0); _mm256_andnot_si256(t36, _mm256_set1_epi32(1)); });
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t41 = _mm256_add_epi32(t39, t40);
            __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v8_int)t41, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t43 = _mm256_add_epi32(t41, t42);
            __m256i t44 = _mm256_sub_epi32(t43, t37);
            __m256i t45 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t44);
            int t46 = vcc_avx2_sum_epi32(t25);
            int t47 = t46 + vcc_avx2_sum_epi32(t37);
            __m256i t48 = _mm256_set1_epi32(0);
            __m256i t49 = _mm256_add_epi32(t48, t32);
            __m256i t50 = _mm256_set1_epi32((int)t47);
            __m256i t51 = _mm256_add_epi32(t50, t33);
            __m256i t52 = _mm256_blendv_epi8(t49, t51, t24);
            __m256i t53 = _mm256_set1_epi32(0);
            __m256i t54 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t53);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t52, t54, 0xff);
            __m256i t55 = _mm256_set1_epi32((int)t46);
            __m256i t56 = _mm256_add_epi32(t55, t44);
            __m256i t57 = _mm256_set1_epi32((int)(t47 + 8 - t46));
            __m256i t58 = _mm256_add_epi32(t57, t45);
            __m256i t59 = _mm256_blendv_epi8(t56, t58, t36);
            __m256i t60 = _mm256_set1_epi32(8);
            __m256i t61 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t60);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t59, t61, 0xff);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg, a_v);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg + 8), a_v_1);
            __m256i t62 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            vcc_v8_uint t2 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg, t62);
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            vcc_v8_uint t6 = (vcc_v8_uint)vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg, t63);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg_1, t17);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg_1 + 8), t21);
            __m256i t64 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256i t65 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg_1, t64);
            __m256i t66 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t67 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_arg_1, t66);
            __m256i t84 = _mm256_xor_si256((__m256i)t2, t65);
            __m256i t85 = _mm256_set1_epi32(1);
            __m256i t86 = _mm256_and_si256(t84, t85);
            __m256i t87 = (__m256i)(vcc_m8)((vcc_v8_int)t86 != (vcc_v8_int){0});
            __m256i t88 = (__m256i)~(vcc_m8)t87;
            int t89 = (_mm256_movemask_epi8(t87) != 0);
            int t90 = 0;
            vcc_v8_uint t1 = (vcc_v8_uint)(__m256i)t2;
            while (t89 ? t90 < 12 : 0) {
                __m256i t91 = _mm256_set1_epi32((int)t90);
                __m256i t92 = _mm256_add_epi32(t65, t91);
                __m256i t93 = _mm256_xor_si256((__m256i)t1, t92);
                __m256i t94 = _mm256_set1_epi32((int)17U);
                t1 = (vcc_v8_uint)_mm256_mullo_epi32(t93, t94);
                t90++;
            }
            int t95 = (_mm256_movemask_epi8(t88) != 0);
            int t96 = 0;
            while (t95 ? t96 < 12 : 0) {
                __m256i t97 = _mm256_set1_epi32((int)31U);
                __m256i t98 = _mm256_mullo_epi32((__m256i)t2, t97);
                __m256i t99 = _mm256_set1_epi32((int)(t96 & 7));
                __m256i t100 = _mm256_srav_epi32(t65, t99);
                t2 = (vcc_v8_uint)_mm256_add_epi32(t98, t100);
                t96++;
            }
            __m256i t101 = _mm256_blendv_epi8((__m256i)t2, (__m256i)t1, t87);
            _mm256_storeu_si256((__m256i *)vcc_regroup_result, t101);
            __m256i t122 = _mm256_xor_si256((__m256i)t6, t67);
            __m256i t123 = _mm256_set1_epi32(1);
            __m256i t124 = _mm256_and_si256(t122, t123);
            __m256i t125 = (__m256i)(vcc_m8)((vcc_v8_int)t124 != (vcc_v8_int){0});
            __m256i t126 = (__m256i)~(vcc_m8)t125;
            int t127 = (_mm256_movemask_epi8(t125) != 0);
            int t128 = 0;
            vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)t6;
            while (t127 ? t128 < 12 : 0) {
                __m256i t129 = _mm256_set1_epi32((int)t128);
                __m256i t130 = _mm256_add_epi32(t67, t129);
                __m256i t131 = _mm256_xor_si256((__m256i)t5, t130);
                __m256i t132 = _mm256_set1_epi32((int)17U);
                t5 = (vcc_v8_uint)_mm256_mullo_epi32(t131, t132);
                t128++;
            }
            int t133 = (_mm256_movemask_epi8(t126) != 0);
            int t134 = 0;
            while (t133 ? t134 < 12 : 0) {
                __m256i t135 = _mm256_set1_epi32((int)31U);
                __m256i t136 = _mm256_mullo_epi32((__m256i)t6, t135);
                __m256i t137 = _mm256_set1_epi32((int)(t134 & 7));
                __m256i t138 = _mm256_srav_epi32(t67, t137);
                t6 = (vcc_v8_uint)_mm256_add_epi32(t136, t138);
                t134++;
            }
            __m256i t139 = _mm256_blendv_epi8((__m256i)t6, (__m256i)t5, t125);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_result + 8), t139);
            __m256i t120 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_result, t52);
            __m256i t121 = vcc_avx2_gather8(_mm256_setr_epi32, int, vcc_regroup_result, t59);
            _mm256_storeu_si256((__m256i *)t16, t120);
            _mm256_storeu_si256((__m256i *)t20, t121);
            i_vec_1 += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t14) {
                t68 = (int)t14;
                break;
            }
        }
    } else {
        t68 = 0;
    }
    long t69 = (long)n + (long)t68 * -1L;
    unsigned long t70 = (unsigned long)out;
    unsigned long t71 = (unsigned long)a;
    long t72 = (long)((unsigned long)out + (unsigned long)((long)t68 * 4L) - ((unsigned long)a + (unsigned long)((long)t68 * 4L)));
    unsigned long t73 = (unsigned long)out;
    unsigned long t74 = (unsigned long)b;
    long t75 = (long)((unsigned long)out + (unsigned long)((long)t68 * 4L) - ((unsigned long)b + (unsigned long)((long)t68 * 4L)));
    if ((t69 >= 8L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L))) | ((t72 <= 0L) | (t72 >= 32L))) & (((t73 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L))) | ((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 4L))) | ((t75 <= 0L) | (t75 >= 32L)))) {
        long t76 = t69 & -8L;
        __m256i t77 = _mm256_set1_epi32((int)t68);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t77, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t78 = (long)t68 + i_vec;
            unsigned int *t79 = out + t78;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t78));
            __m256i t80 = _mm256_add_epi32(b_v_2, (__m256i)i_v_1);
            vcc_v8_uint t4 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t78));
            __m256i t102 = _mm256_xor_si256((__m256i)t4, t80);
            __m256i t103 = _mm256_set1_epi32(1);
            __m256i t104 = _mm256_and_si256(t102, t103);
            __m256i t105 = (__m256i)(vcc_m8)((vcc_v8_int)t104 != (vcc_v8_int){0});
            __m256i t106 = (__m256i)~(vcc_m8)t105;
            int t107 = (_mm256_movemask_epi8(t105) != 0);
            int t108 = 0;
            vcc_v8_uint t3 = (vcc_v8_uint)(__m256i)t4;
            while (t107 ? t108 < 12 : 0) {
                __m256i t109 = _mm256_set1_epi32((int)t108);
                __m256i t110 = _mm256_add_epi32(t80, t109);
                __m256i t111 = _mm256_xor_si256((__m256i)t3, t110);
                __m256i t112 = _mm256_set1_epi32((int)17U);
                t3 = (vcc_v8_uint)_mm256_mullo_epi32(t111, t112);
                t108++;
            }
            int t113 = (_mm256_movemask_epi8(t106) != 0);
            int t114 = 0;
            while (t113 ? t114 < 12 : 0) {
                __m256i t115 = _mm256_set1_epi32((int)31U);
                __m256i t116 = _mm256_mullo_epi32((__m256i)t4, t115);
                __m256i t117 = _mm256_set1_epi32((int)(t114 & 7));
                __m256i t118 = _mm256_srav_epi32(t80, t117);
                t4 = (vcc_v8_uint)_mm256_add_epi32(t116, t118);
                t114++;
            }
            __m256i t119 = _mm256_blendv_epi8((__m256i)t4, (__m256i)t3, t105);
            _mm256_storeu_si256((__m256i *)t79, t119);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t76) {
                i = (int)((long)t68 + t76);
                break;
            }
        }
    } else {
        i = t68;
    }
    for (; i < n; i++) {
        long t81 = (long)i;
        int t82 = b[t81];
        int t83 = a[t81];
        out[t81] = (_mm256_zeroupper(), mix(t83, t82 + i, 12));
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
    long t20;
    int t67;
    long t68;
    int i;
    int t101;
    __m256 t102;
    __m256 t103;
    int t104;
    int t107;
    __m256 t108;
    int t109;
    __m256 t110;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t23 = _mm256_mul_ps(in_v, _mm256_set1_ps(0.5f));
            long t24 = i_vec_1 + 8L;
            float *t25 = out + t24;
            __m256 in_v_1 = _mm256_loadu_ps(in + t24);
            __m256 t26 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(0.5f));
            __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(t23, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t28 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t27, _mm256_set1_epi32(1)); });
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t28, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = _mm256_sub_epi32(t34, t28);
            __m256i t36 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t35);
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t26, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t38 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t37, _mm256_set1_epi32(1)); });
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)t38, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v8_int)t42, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t44 = _mm256_add_epi32(t42, t43);
            __m256i t45 = _mm256_sub_epi32(t44, t38);
            __m256i t46 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t45);
            int t47 = vcc_avx2_sum_epi32(t28);
            int t48 = t47 + vcc_avx2_sum_epi32(t38);
            __m256i t49 = _mm256_set1_epi32(0);
            __m256i t50 = _mm256_add_epi32(t49, t35);
            __m256i t51 = _mm256_set1_epi32((int)t48);
            __m256i t52 = _mm256_add_epi32(t51, t36);
            __m256i t53 = _mm256_blendv_epi8(t52, t50, t27);
            __m256i t54 = _mm256_set1_epi32(0);
            __m256i t55 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t54);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t53, t55, 0xff);
            __m256i t56 = _mm256_set1_epi32((int)t47);
            __m256i t57 = _mm256_add_epi32(t56, t45);
            __m256i t58 = _mm256_set1_epi32((int)(t48 + 8 - t47));
            __m256i t59 = _mm256_add_epi32(t58, t46);
            __m256i t60 = _mm256_blendv_epi8(t59, t57, t37);
            __m256i t61 = _mm256_set1_epi32(8);
            __m256i t62 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t61);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t60, t62, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, t23);
            _mm256_storeu_ps(vcc_regroup_arg + 8, t26);
            __m256i t63 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t64 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t63);
            __m256i t65 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t66 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t65);
            __m256 t78 = _mm256_set1_ps(1.0f);
            __m256i t79 = _mm256_castps_si256(_mm256_cmp_ps(t64, t78, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t79;
            int t80 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t82 = t64;
            for (int t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t83 = _mm256_set1_ps((float)t81);
                    __m256 t84 = _mm256_div_ps(t83, t82);
                    t1 = _mm256_add_ps(t64, t84);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t85 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t85, t82);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t86 = (_mm256_movemask_epi8(t79) != 0);
            __m256 t87 = _mm256_set1_ps(1.0f);
            __m256i t88 = _mm256_castps_si256(_mm256_cmp_ps(t66, t87, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t88;
            int t89 = (_mm256_movemask_epi8(t14) != 0);
            int t90 = 1;
            __m256 t91 = t64;
            __m256 t92 = t64;
            int t93 = 1;
            __m256 t94 = (__m256)(vcc_v8_float){0};
            int t95 = 9;
            __m256 t96 = t66;
            int t97 = 1;
            __m256 t98 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t93) {
                    if (t86 ? t90 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t79) != 0)) {
                            __m256 t99 = _mm256_mul_ps(t92, t64);
                            __m256 t100 = _mm256_set1_ps((float)(2 * t90 + 1));
                            t4 = _mm256_div_ps(t99, t100);
                            t5 = _mm256_add_ps(t91, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t101 = t90 + 1;
                        t102 = t5;
                        t103 = t4;
                        t104 = 1;
                        t6 = t94;
                    } else {
                        t6 = _mm256_blendv_ps(t91, t2, _mm256_castsi256_ps(t3));
                        t101 = t90;
                        t102 = t91;
                        t103 = t92;
                        t104 = 0;
                    }
                } else {
                    t101 = t90;
                    t102 = t91;
                    t103 = t92;
                    t104 = 0;
                    t6 = t94;
                }
                if (t97) {
                    if (t89 ? t95 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t105 = _mm256_set1_ps((float)t95);
                            __m256 t106 = _mm256_div_ps(t105, t96);
                            t7 = _mm256_add_ps(t66, t106);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t107 = t95 - 1;
                        t108 = t7;
                        t109 = 1;
                        t110 = t98;
                    } else {
                        t107 = t95;
                        t108 = t96;
                        t109 = 0;
                        t110 = t96;
                    }
                } else {
                    t107 = t95;
                    t108 = t96;
                    t109 = 0;
                    t110 = t98;
                }
                if (!(t104 | t109)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t131 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t131, t110);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t132 = (_mm256_movemask_epi8(t88) != 0);
                    __m256 t134 = t66;
                    __m256 t135 = t66;
                    for (int t133 = 1; t132 ? t133 < 9 : 0; t133++, t134 = t16, t135 = t15) {
                        if ((_mm256_movemask_epi8(t88) != 0)) {
                            __m256 t137 = _mm256_mul_ps(t135, t66);
                            __m256 t138 = _mm256_set1_ps((float)(2 * t133 + 1));
                            t15 = _mm256_div_ps(t137, t138);
                            t16 = _mm256_add_ps(t134, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t136 = _mm256_blendv_ps(t134, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t136);
                    __m256 t127 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t53);
                    __m256 t128 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t60);
                    __m256 t129 = _mm256_add_ps(t127, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t22, t129);
                    __m256 t130 = _mm256_add_ps(t128, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t25, t130);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t67 = (int)t21;
                    goto L139;
                }
                t90 = t101;
                t91 = t102;
                t92 = t103;
                t93 = t104;
                t94 = t6;
                t95 = t107;
                t96 = t108;
                t97 = t109;
                t98 = t110;
            }
        }
    } else {
        t67 = 0;
    }
L139:
    t68 = (long)n + (long)t67 * -1L;
    unsigned long t69 = (unsigned long)out;
    unsigned long t70 = (unsigned long)in;
    long t71 = (long)((unsigned long)out + (unsigned long)((long)t67 * 4L) - ((unsigned long)in + (unsigned long)((long)t67 * 4L)));
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))) | ((t71 <= 0L) | (t71 >= 32L)))) {
        long t72 = t68 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t73 = (long)t67 + i_vec;
            float *t74 = out + t73;
            __m256 in_v_2 = _mm256_loadu_ps(in + t73);
            __m256 t75 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(0.5f));
            __m256 t112 = _mm256_set1_ps(1.0f);
            __m256i t113 = _mm256_castps_si256(_mm256_cmp_ps(t75, t112, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t113;
            int t114 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t116 = t75;
            for (int t115 = 9; t114 ? t115 > 0 : 0; t115--, t116 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t117 = _mm256_set1_ps((float)t115);
                    __m256 t118 = _mm256_div_ps(t117, t116);
                    t8 = _mm256_add_ps(t75, t118);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t119 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t119, t116);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t120 = (_mm256_movemask_epi8(t113) != 0);
            __m256 t122 = t75;
            __m256 t123 = t75;
            for (int t121 = 1; t120 ? t121 < 9 : 0; t121++, t122 = t12, t123 = t11) {
                if ((_mm256_movemask_epi8(t113) != 0)) {
                    __m256 t125 = _mm256_mul_ps(t123, t75);
                    __m256 t126 = _mm256_set1_ps((float)(2 * t121 + 1));
                    t11 = _mm256_div_ps(t125, t126);
                    t12 = _mm256_add_ps(t122, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t124 = _mm256_blendv_ps(t122, t9, _mm256_castsi256_ps(t10));
            __m256 t111 = _mm256_add_ps(t124, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t74, t111);
            i_vec += 8L;
            if (i_vec >= t72) {
                i = (int)((long)t67 + t72);
                break;
            }
        }
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        long t76 = (long)i;
        float t77 = in[t76];
        out[t76] = (_mm256_zeroupper(), series(t77 * 0.5f, 9)) + 1.0f;
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
    long t17;
    int t62;
    long t63;
    int i;
    int t90;
    __m256 t91;
    int t92;
    int t96;
    __m256 t97;
    int t98;
    __m256 t99;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    t17 = (long)((unsigned long)out - (unsigned long)in);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t19 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            long t20 = i_vec_1 + 8L;
            float *t21 = out + t20;
            __m256 in_v_1 = _mm256_loadu_ps(in + t20);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t23 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t22, _mm256_set1_epi32(1)); });
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_sub_epi32(t29, t23);
            __m256i t31 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t30);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t33 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t32, _mm256_set1_epi32(1)); });
            __m256i t34 = (__m256i)__builtin_shufflevector((vcc_v8_int)t33, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t35 = _mm256_add_epi32(t33, t34);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t37 = _mm256_add_epi32(t35, t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)t37, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t39 = _mm256_add_epi32(t37, t38);
            __m256i t40 = _mm256_sub_epi32(t39, t33);
            __m256i t41 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t40);
            int t42 = vcc_avx2_sum_epi32(t23);
            int t43 = t42 + vcc_avx2_sum_epi32(t33);
            __m256i t44 = _mm256_set1_epi32(0);
            __m256i t45 = _mm256_add_epi32(t44, t30);
            __m256i t46 = _mm256_set1_epi32((int)t43);
            __m256i t47 = _mm256_add_epi32(t46, t31);
            __m256i t48 = _mm256_blendv_epi8(t47, t45, t22);
            __m256i t49 = _mm256_set1_epi32(0);
            __m256i t50 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t49);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t48, t50, 0xff);
            __m256i t51 = _mm256_set1_epi32((int)t42);
            __m256i t52 = _mm256_add_epi32(t51, t40);
            __m256i t53 = _mm256_set1_epi32((int)(t43 + 8 - t42));
            __m256i t54 = _mm256_add_epi32(t53, t41);
            __m256i t55 = _mm256_blendv_epi8(t54, t52, t32);
            __m256i t56 = _mm256_set1_epi32(8);
            __m256i t57 = _mm256_add_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t56);
            vcc_avx2_scatter_epi32(vcc_regroup_perm, t55, t57, 0xff);
            _mm256_storeu_ps(vcc_regroup_arg, in_v);
            _mm256_storeu_ps(vcc_regroup_arg + 8, in_v_1);
            __m256i t58 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256 t59 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t58);
            __m256i t60 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t61 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_arg, t60);
            __m256 t72 = _mm256_set1_ps(0.0f);
            __m256i t73 = _mm256_castps_si256(_mm256_cmp_ps(t59, t72, _CMP_GE_OQ));
            __m256i t74 = (__m256i)~(vcc_m8)t73;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t75 = (_mm256_movemask_epi8(t74) != 0);
            for (int t76 = 15; t75 ? t76 >= 0 : 0; t76--, t1 = t7) {
                if ((_mm256_movemask_epi8(t74) != 0)) {
                    __m256 t100 = _mm256_xor_ps(t59, _mm256_set1_ps(-0.0f));
                    __m256 t101 = _mm256_mul_ps(t1, t100);
                    __m256 t102 = _mm256_set1_ps(coef[t76]);
                    t7 = _mm256_sub_ps(t101, t102);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t77 = (_mm256_movemask_epi8(t73) != 0);
            __m256 t78 = _mm256_set1_ps(0.0f);
            __m256i t79 = _mm256_castps_si256(_mm256_cmp_ps(t61, t78, _CMP_GE_OQ));
            __m256i t80 = (__m256i)~(vcc_m8)t79;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t81 = (_mm256_movemask_epi8(t80) != 0);
            int t82 = 0;
            int t83 = 1;
            __m256 t84 = (__m256)(vcc_v8_float){0};
            int t85 = 15;
            int t86 = 1;
            __m256 t87 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t83) {
                    if (t77 ? t82 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t73) != 0)) {
                            __m256 t88 = _mm256_mul_ps(t2, t59);
                            __m256 t89 = _mm256_set1_ps(coef[t82]);
                            t4 = _mm256_add_ps(t88, t89);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t90 = t82 + 1;
                        t91 = t4;
                        t92 = 1;
                        t5 = t84;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t73));
                        t90 = t82;
                        t91 = t2;
                        t92 = 0;
                    }
                } else {
                    t90 = t82;
                    t91 = t2;
                    t92 = 0;
                    t5 = t84;
                }
                if (t86) {
                    if (t81 ? t85 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t80) != 0)) {
                            __m256 t93 = _mm256_xor_ps(t61, _mm256_set1_ps(-0.0f));
                            __m256 t94 = _mm256_mul_ps(t3, t93);
                            __m256 t95 = _mm256_set1_ps(coef[t85]);
                            t6 = _mm256_sub_ps(t94, t95);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t96 = t85 - 1;
                        t97 = t6;
                        t98 = 1;
                        t99 = t87;
                    } else {
                        t96 = t85;
                        t97 = t3;
                        t98 = 0;
                        t99 = t3;
                    }
                } else {
                    t96 = t85;
                    t97 = t3;
                    t98 = 0;
                    t99 = t87;
                }
                if (!(t92 | t98)) {
                    _mm256_storeu_ps(vcc_regroup_result, t5);
                    __m256 t12 = _mm256_set1_ps(0.0f);
                    int t118 = (_mm256_movemask_epi8(t79) != 0);
                    for (int t119 = 0; t118 ? t119 < 16 : 0; t119++, t12 = t13) {
                        if ((_mm256_movemask_epi8(t79) != 0)) {
                            __m256 t121 = _mm256_mul_ps(t12, t61);
                            __m256 t122 = _mm256_set1_ps(coef[t119]);
                            t13 = _mm256_add_ps(t121, t122);
                        } else {
                            t13 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t120 = _mm256_blendv_ps(t99, t12, _mm256_castsi256_ps(t79));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t120);
                    __m256 t116 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t48);
                    __m256 t117 = vcc_avx2_gather8(_mm256_setr_ps, float, vcc_regroup_result, t55);
                    _mm256_storeu_ps(t19, t116);
                    _mm256_storeu_ps(t21, t117);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t18) {
                        break;
                    }
                    t62 = (int)t18;
                    goto L123;
                }
                t82 = t90;
                t2 = t91;
                t83 = t92;
                t84 = t5;
                t85 = t96;
                t3 = t97;
                t86 = t98;
                t87 = t99;
            }
        }
    } else {
        t62 = 0;
    }
L123:
    t63 = (long)n + (long)t62 * -1L;
    unsigned long t64 = (unsigned long)out;
    unsigned long t65 = (unsigned long)in;
    long t66 = (long)((unsigned long)out + (unsigned long)((long)t62 * 4L) - ((unsigned long)in + (unsigned long)((long)t62 * 4L)));
    if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L))) | ((t66 <= 0L) | (t66 >= 32L)))) {
        long t67 = t63 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t68 = (long)t62 + i_vec;
            float *t69 = out + t68;
            __m256 in_v_2 = _mm256_loadu_ps(in + t68);
            __m256 t103 = _mm256_set1_ps(0.0f);
            __m256i t104 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t103, _CMP_GE_OQ));
            __m256i t105 = (__m256i)~(vcc_m8)t104;
            __m256 t8 = _mm256_set1_ps(0.0f);
            int t106 = (_mm256_movemask_epi8(t105) != 0);
            for (int t107 = 15; t106 ? t107 >= 0 : 0; t107--, t8 = t10) {
                if ((_mm256_movemask_epi8(t105) != 0)) {
                    __m256 t109 = _mm256_xor_ps(in_v_2, _mm256_set1_ps(-0.0f));
                    __m256 t110 = _mm256_mul_ps(t8, t109);
                    __m256 t111 = _mm256_set1_ps(coef[t107]);
                    t10 = _mm256_sub_ps(t110, t111);
                } else {
                    t10 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t108 = (_mm256_movemask_epi8(t104) != 0);
            for (int t112 = 0; t108 ? t112 < 16 : 0; t112++, t9 = t11) {
                if ((_mm256_movemask_epi8(t104) != 0)) {
                    __m256 t114 = _mm256_mul_ps(t9, in_v_2);
                    __m256 t115 = _mm256_set1_ps(coef[t112]);
                    t11 = _mm256_add_ps(t114, t115);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t113 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t104));
            _mm256_storeu_ps(t69, t113);
            i_vec += 8L;
            if (i_vec >= t67) {
                i = (int)((long)t62 + t67);
                break;
            }
        }
    } else {
        i = t62;
    }
    for (; i < n; i++) {
        long t70 = (long)i;
        float t71 = in[t70];
        out[t70] = (_mm256_zeroupper(), poly(coef, t71, 16));
    }
}

__attribute__((target("avx2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t13;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    long t10 = (long)((unsigned long)out - (unsigned long)in);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t12 = out + i_vec_1;
            __m256 t2 = _mm256_loadu_ps(in + i_vec_1);
            __m256 t25 = _mm256_set1_ps(0.5f);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t2, t25, _CMP_GT_OQ));
            __m256i t27 = (__m256i)~(vcc_m8)t26;
            int t28 = (_mm256_movemask_epi8(t27) != 0);
            int t29 = 0;
            __m256 t1 = t2;
            while (t28 ? t29 < 5 : 0) {
                __m256 t30 = _mm256_set1_ps(0.25f);
                __m256 t31 = _mm256_mul_ps(t1, t30);
                __m256 t32 = _mm256_set1_ps(1.0f);
                t1 = _mm256_sub_ps(t31, t32);
                t29++;
            }
            int t33 = (_mm256_movemask_epi8(t26) != 0);
            int t34 = 0;
            while (t33 ? t34 < 5 : 0) {
                __m256 t35 = _mm256_set1_ps(0.5f);
                __m256 t36 = _mm256_mul_ps(t2, t35);
                __m256 t37 = _mm256_set1_ps(1.0f);
                t2 = _mm256_add_ps(t36, t37);
                t34++;
            }
            if ((_mm256_movemask_epi8(t26) != 0)) {
                __m256 t38 = _mm256_set1_ps(8.0f);
                __m256 t39 = _mm256_mul_ps(t2, t38);
                __m256i t40 = _mm256_cvttps_epi32(t39);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t40, (vcc_m8)t26);
            }
            __m256 t41 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t26));
            _mm256_storeu_ps(t12, t41);
            long t23 = i_vec_1 + 8L;
            float *t24 = out + t23;
            __m256 t6 = _mm256_loadu_ps(in + t23);
            __m256 t59 = _mm256_set1_ps(0.5f);
            __m256i t60 = _mm256_castps_si256(_mm256_cmp_ps(t6, t59, _CMP_GT_OQ));
            __m256i t61 = (__m256i)~(vcc_m8)t60;
            int t62 = (_mm256_movemask_epi8(t61) != 0);
            int t63 = 0;
            __m256 t5 = t6;
            while (t62 ? t63 < 5 : 0) {
                __m256 t64 = _mm256_set1_ps(0.25f);
                __m256 t65 = _mm256_mul_ps(t5, t64);
                __m256 t66 = _mm256_set1_ps(1.0f);
                t5 = _mm256_sub_ps(t65, t66);
                t63++;
            }
            int t67 = (_mm256_movemask_epi8(t60) != 0);
            int t68 = 0;
            while (t67 ? t68 < 5 : 0) {
                __m256 t69 = _mm256_set1_ps(0.5f);
                __m256 t70 = _mm256_mul_ps(t6, t69);
                __m256 t71 = _mm256_set1_ps(1.0f);
                t6 = _mm256_add_ps(t70, t71);
                t68++;
            }
            if ((_mm256_movemask_epi8(t60) != 0)) {
                __m256 t72 = _mm256_set1_ps(8.0f);
                __m256 t73 = _mm256_mul_ps(t6, t72);
                __m256i t74 = _mm256_cvttps_epi32(t73);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t74, (vcc_m8)t60);
            }
            __m256 t75 = _mm256_blendv_ps(t5, t6, _mm256_castsi256_ps(t60));
            _mm256_storeu_ps(t24, t75);
            i_vec_1 += 16L;
            if (i_vec_1 >= t11) {
                t13 = (int)t11;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)in;
    long t17 = (long)((unsigned long)out + (unsigned long)((long)t13 * 4L) - ((unsigned long)in + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t19 = (long)t13 + i_vec;
            float *t20 = out + t19;
            __m256 t4 = _mm256_loadu_ps(in + t19);
            __m256 t42 = _mm256_set1_ps(0.5f);
            __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(t4, t42, _CMP_GT_OQ));
            __m256i t44 = (__m256i)~(vcc_m8)t43;
            int t45 = (_mm256_movemask_epi8(t44) != 0);
            int t46 = 0;
            __m256 t3 = t4;
            while (t45 ? t46 < 5 : 0) {
                __m256 t47 = _mm256_set1_ps(0.25f);
                __m256 t48 = _mm256_mul_ps(t3, t47);
                __m256 t49 = _mm256_set1_ps(1.0f);
                t3 = _mm256_sub_ps(t48, t49);
                t46++;
            }
            int t50 = (_mm256_movemask_epi8(t43) != 0);
            int t51 = 0;
            while (t50 ? t51 < 5 : 0) {
                __m256 t52 = _mm256_set1_ps(0.5f);
                __m256 t53 = _mm256_mul_ps(t4, t52);
                __m256 t54 = _mm256_set1_ps(1.0f);
                t4 = _mm256_add_ps(t53, t54);
                t51++;
            }
            if ((_mm256_movemask_epi8(t43) != 0)) {
                __m256 t55 = _mm256_set1_ps(8.0f);
                __m256 t56 = _mm256_mul_ps(t4, t55);
                __m256i t57 = _mm256_cvttps_epi32(t56);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t57, (vcc_m8)t43);
            }
            __m256 t58 = _mm256_blendv_ps(t3, t4, _mm256_castsi256_ps(t43));
            _mm256_storeu_ps(t20, t58);
            i_vec += 8L;
            if (i_vec >= t18) {
                i = (int)((long)t13 + t18);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = in[t21];
        out[t21] = (_mm256_zeroupper(), tally(t22, hits, 5));
    }
}

__attribute__((target("avx2"))) void run_cheap(float *out, const float *in, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    long t4 = (long)((unsigned long)out - (unsigned long)in);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t19 = _mm256_set1_ps(0.0f);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t19, _CMP_GT_OQ));
            __m256 t21 = _mm256_set1_ps(1.0f);
            __m256 t22 = _mm256_sub_ps(in_v, t21);
            __m256 t23 = _mm256_set1_ps(2.0f);
            __m256 t24 = _mm256_mul_ps(in_v, t23);
            __m256 t25 = _mm256_blendv_ps(t22, t24, _mm256_castsi256_ps(t20));
            _mm256_storeu_ps(t6, t25);
            long t17 = i_vec_1 + 8L;
            float *t18 = out + t17;
            __m256 in_v_2 = _mm256_loadu_ps(in + t17);
            __m256 t33 = _mm256_set1_ps(0.0f);
            __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t33, _CMP_GT_OQ));
            __m256 t35 = _mm256_set1_ps(1.0f);
            __m256 t36 = _mm256_sub_ps(in_v_2, t35);
            __m256 t37 = _mm256_set1_ps(2.0f);
            __m256 t38 = _mm256_mul_ps(in_v_2, t37);
            __m256 t39 = _mm256_blendv_ps(t36, t38, _mm256_castsi256_ps(t34));
            _mm256_storeu_ps(t18, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)in;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)in + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L)))) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            __m256 in_v_1 = _mm256_loadu_ps(in + t13);
            __m256 t26 = _mm256_set1_ps(0.0f);
            __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t26, _CMP_GT_OQ));
            __m256 t28 = _mm256_set1_ps(1.0f);
            __m256 t29 = _mm256_sub_ps(in_v_1, t28);
            __m256 t30 = _mm256_set1_ps(2.0f);
            __m256 t31 = _mm256_mul_ps(in_v_1, t30);
            __m256 t32 = _mm256_blendv_ps(t29, t31, _mm256_castsi256_ps(t27));
            _mm256_storeu_ps(t14, t32);
            i_vec += 8L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = in[t15];
        out[t15] = (_mm256_zeroupper(), cheap(t16));
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
