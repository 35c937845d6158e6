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
    int t65;
    long t66;
    int i;
    int t97;
    __m256 t98;
    __m256 t99;
    int t100;
    int t103;
    __m256 t104;
    int t105;
    __m256 t106;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = (long)(int)i_vec_1;
            float *t22 = out + t21;
            __m256 in_v = _mm256_loadu_ps(in + t21);
            long t23 = (long)(int)(i_vec_1 + 8L);
            float *t24 = out + t23;
            __m256 in_v_1 = _mm256_loadu_ps(in + t23);
            __m256i t25 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t26 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t25);
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t28 = _mm256_add_epi32(t26, t27);
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t28, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = _mm256_sub_epi32(t32, t26);
            __m256i t34 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t33);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t36 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t35);
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
            __m256 t62 = _mm256_i32gather_ps(vcc_regroup_arg, t61, 4);
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t64 = _mm256_i32gather_ps(vcc_regroup_arg, t63, 4);
            __m256 t74 = _mm256_set1_ps(1.0f);
            __m256i t75 = _mm256_castps_si256(_mm256_cmp_ps(t62, t74, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t75;
            int t76 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t78 = t62;
            for (int t77 = 24; t76 ? t77 > 0 : 0; t77--, t78 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t79 = _mm256_set1_ps((float)t77);
                    __m256 t80 = _mm256_div_ps(t79, t78);
                    t1 = _mm256_add_ps(t62, t80);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t81 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t81, t78);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t82 = (_mm256_movemask_epi8(t75) != 0);
            __m256 t83 = _mm256_set1_ps(1.0f);
            __m256i t84 = _mm256_castps_si256(_mm256_cmp_ps(t64, t83, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t84;
            int t85 = (_mm256_movemask_epi8(t14) != 0);
            int t86 = 1;
            __m256 t87 = t62;
            __m256 t88 = t62;
            int t89 = 1;
            __m256 t90 = (__m256)(vcc_v8_float){0};
            int t91 = 24;
            __m256 t92 = t64;
            int t93 = 1;
            __m256 t94 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t89) {
                    if (t82 ? t86 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t75) != 0)) {
                            __m256 t95 = _mm256_mul_ps(t88, t62);
                            __m256 t96 = _mm256_set1_ps((float)(2 * t86 + 1));
                            t4 = _mm256_div_ps(t95, t96);
                            t5 = _mm256_add_ps(t87, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t97 = t86 + 1;
                        t98 = t5;
                        t99 = t4;
                        t100 = 1;
                        t6 = t90;
                    } else {
                        t6 = _mm256_blendv_ps(t87, t2, _mm256_castsi256_ps(t3));
                        t97 = t86;
                        t98 = t87;
                        t99 = t88;
                        t100 = 0;
                    }
                } else {
                    t97 = t86;
                    t98 = t87;
                    t99 = t88;
                    t100 = 0;
                    t6 = t90;
                }
                if (t93) {
                    if (t85 ? t91 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t101 = _mm256_set1_ps((float)t91);
                            __m256 t102 = _mm256_div_ps(t101, t92);
                            t7 = _mm256_add_ps(t64, t102);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t103 = t91 - 1;
                        t104 = t7;
                        t105 = 1;
                        t106 = t94;
                    } else {
                        t103 = t91;
                        t104 = t92;
                        t105 = 0;
                        t106 = t92;
                    }
                } else {
                    t103 = t91;
                    t104 = t92;
                    t105 = 0;
                    t106 = t94;
                }
                if (!(t100 | t105)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t124 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t124, t106);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t125 = (_mm256_movemask_epi8(t84) != 0);
                    __m256 t127 = t64;
                    __m256 t128 = t64;
                    for (int t126 = 1; t125 ? t126 < 24 : 0; t126++, t127 = t16, t128 = t15) {
                        if ((_mm256_movemask_epi8(t84) != 0)) {
                            __m256 t130 = _mm256_mul_ps(t128, t64);
                            __m256 t131 = _mm256_set1_ps((float)(2 * t126 + 1));
                            t15 = _mm256_div_ps(t130, t131);
                            t16 = _mm256_add_ps(t127, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t129 = _mm256_blendv_ps(t127, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t129);
                    __m256 t122 = _mm256_i32gather_ps(vcc_regroup_result, t51, 4);
                    __m256 t123 = _mm256_i32gather_ps(vcc_regroup_result, t58, 4);
                    _mm256_storeu_ps(t22, t122);
                    _mm256_storeu_ps(t24, t123);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t65 = (int)t20;
                    goto L132;
                }
                t86 = t97;
                t87 = t98;
                t88 = t99;
                t89 = t100;
                t90 = t6;
                t91 = t103;
                t92 = t104;
                t93 = t105;
                t94 = t106;
            }
        }
    } else {
        t65 = 0;
    }
L132:
    t66 = (long)n + (long)t65 * -1L;
    unsigned long t67 = (unsigned long)out;
    unsigned long t68 = (unsigned long)in;
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))))) {
        long t69 = t66 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t70 = (long)(int)((long)t65 + i_vec);
            float *t71 = out + t70;
            __m256 in_v_2 = _mm256_loadu_ps(in + t70);
            __m256 t107 = _mm256_set1_ps(1.0f);
            __m256i t108 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t107, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t108;
            int t109 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t111 = in_v_2;
            for (int t110 = 24; t109 ? t110 > 0 : 0; t110--, t111 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t112 = _mm256_set1_ps((float)t110);
                    __m256 t113 = _mm256_div_ps(t112, t111);
                    t8 = _mm256_add_ps(in_v_2, t113);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t114 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t114, t111);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t115 = (_mm256_movemask_epi8(t108) != 0);
            __m256 t117 = in_v_2;
            __m256 t118 = in_v_2;
            for (int t116 = 1; t115 ? t116 < 24 : 0; t116++, t117 = t12, t118 = t11) {
                if ((_mm256_movemask_epi8(t108) != 0)) {
                    __m256 t120 = _mm256_mul_ps(t118, in_v_2);
                    __m256 t121 = _mm256_set1_ps((float)(2 * t116 + 1));
                    t11 = _mm256_div_ps(t120, t121);
                    t12 = _mm256_add_ps(t117, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t119 = _mm256_blendv_ps(t117, t9, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(t71, t119);
            i_vec += 8L;
            if (i_vec >= t69) {
                i = (int)((long)t65 + t69);
                break;
            }
        }
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t72 = (long)i;
        float t73 = in[t72];
        out[t72] = (_mm256_zeroupper(), series(t73, 24));
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
    int t131;
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
            long t27 = (long)(int)i_vec_1;
            double *t28 = out + t27;
            __m256d y_v = _mm256_loadu_pd(y + t27);
            __m256d x_v = _mm256_loadu_pd(x + t27);
            long t29 = (long)(int)(i_vec_1 + 4L);
            double *t30 = out + t29;
            __m256d y_v_1 = _mm256_loadu_pd(y + t29);
            __m256d x_v_1 = _mm256_loadu_pd(x + t29);
            long t31 = (long)(int)(i_vec_1 + 8L);
            double *t32 = out + t31;
            __m256d y_v_2 = _mm256_loadu_pd(y + t31);
            __m256d x_v_2 = _mm256_loadu_pd(x + t31);
            long t33 = (long)(int)(i_vec_1 + 12L);
            double *t34 = out + t33;
            __m256d y_v_3 = _mm256_loadu_pd(y + t33);
            __m256d x_v_3 = _mm256_loadu_pd(x + t33);
            __m256d t35 = _mm256_mul_pd(x_v, _mm256_set1_pd(4.0));
            __m128i t36 = _mm256_cvttpd_epi32(t35);
            __m256d t37 = _mm256_cvtepi32_pd(t36);
            __m256d t38 = _mm256_add_pd(t37, _mm256_set1_pd(0.5));
            __m128i t39 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t38, y_v, _CMP_GT_OQ));
            __m128i t40 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t39);
            __m128i t41 = (__m128i)__builtin_shufflevector((vcc_v4_int)t40, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t42 = _mm_add_epi32(t40, t41);
            __m128i t43 = (__m128i)__builtin_shufflevector((vcc_v4_int)t42, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t44 = _mm_add_epi32(t42, t43);
            __m128i t45 = _mm_sub_epi32(t44, t40);
            __m128i t46 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t45);
            __m256d t47 = _mm256_mul_pd(x_v_1, _mm256_set1_pd(4.0));
            __m128i t48 = _mm256_cvttpd_epi32(t47);
            __m256d t49 = _mm256_cvtepi32_pd(t48);
            __m256d t50 = _mm256_add_pd(t49, _mm256_set1_pd(0.5));
            __m128i t51 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t50, y_v_1, _CMP_GT_OQ));
            __m128i t52 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t51);
            __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t54 = _mm_add_epi32(t52, t53);
            __m128i t55 = (__m128i)__builtin_shufflevector((vcc_v4_int)t54, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t56 = _mm_add_epi32(t54, t55);
            __m128i t57 = _mm_sub_epi32(t56, t52);
            __m128i t58 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t57);
            __m256d t59 = _mm256_mul_pd(x_v_2, _mm256_set1_pd(4.0));
            __m128i t60 = _mm256_cvttpd_epi32(t59);
            __m256d t61 = _mm256_cvtepi32_pd(t60);
            __m256d t62 = _mm256_add_pd(t61, _mm256_set1_pd(0.5));
            __m128i t63 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t62, y_v_2, _CMP_GT_OQ));
            __m128i t64 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t63);
            __m128i t65 = (__m128i)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t66 = _mm_add_epi32(t64, t65);
            __m128i t67 = (__m128i)__builtin_shufflevector((vcc_v4_int)t66, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t68 = _mm_add_epi32(t66, t67);
            __m128i t69 = _mm_sub_epi32(t68, t64);
            __m128i t70 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t69);
            __m256d t71 = _mm256_mul_pd(x_v_3, _mm256_set1_pd(4.0));
            __m128i t72 = _mm256_cvttpd_epi32(t71);
            __m256d t73 = _mm256_cvtepi32_pd(t72);
            __m256d t74 = _mm256_add_pd(t73, _mm256_set1_pd(0.5));
            __m128i t75 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t74, y_v_3, _CMP_GT_OQ));
            __m128i t76 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t75);
            __m128i t77 = (__m128i)__builtin_shufflevector((vcc_v4_int)t76, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t78 = _mm_add_epi32(t76, t77);
            __m128i t79 = (__m128i)__builtin_shufflevector((vcc_v4_int)t78, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t80 = _mm_add_epi32(t78, t79);
            __m128i t81 = _mm_sub_epi32(t80, t76);
            __m128i t82 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t81);
            int t83 = vcc_reduce(int, (vcc_v4_int)t40, +);
            int t84 = t83 + vcc_reduce(int, (vcc_v4_int)t52, +);
            int t85 = t84 + vcc_reduce(int, (vcc_v4_int)t64, +);
            int t86 = t85 + vcc_reduce(int, (vcc_v4_int)t76, +);
            __m128i t87 = _mm_set1_epi32(0);
            __m128i t88 = _mm_add_epi32(t87, t45);
            __m128i t89 = _mm_set1_epi32((int)t86);
            __m128i t90 = _mm_add_epi32(t89, t46);
            __m128i t91 = _mm_blendv_epi8(t90, t88, t39);
            __m128i t92 = _mm_set1_epi32(0);
            __m128i t93 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t92);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t91, (vcc_v4_int)t93);
            __m128i t94 = _mm_set1_epi32((int)t83);
            __m128i t95 = _mm_add_epi32(t94, t57);
            __m128i t96 = _mm_set1_epi32((int)(t86 + 4 - t83));
            __m128i t97 = _mm_add_epi32(t96, t58);
            __m128i t98 = _mm_blendv_epi8(t97, t95, t51);
            __m128i t99 = _mm_set1_epi32(4);
            __m128i t100 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t99);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t98, (vcc_v4_int)t100);
            __m128i t101 = _mm_set1_epi32((int)t84);
            __m128i t102 = _mm_add_epi32(t101, t69);
            __m128i t103 = _mm_set1_epi32((int)(t86 + 8 - t84));
            __m128i t104 = _mm_add_epi32(t103, t70);
            __m128i t105 = _mm_blendv_epi8(t104, t102, t63);
            __m128i t106 = _mm_set1_epi32(8);
            __m128i t107 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t106);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t105, (vcc_v4_int)t107);
            __m128i t108 = _mm_set1_epi32((int)t85);
            __m128i t109 = _mm_add_epi32(t108, t81);
            __m128i t110 = _mm_set1_epi32((int)(t86 + 12 - t85));
            __m128i t111 = _mm_add_epi32(t110, t82);
            __m128i t112 = _mm_blendv_epi8(t111, t109, t75);
            __m128i t113 = _mm_set1_epi32(12);
            __m128i t114 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t113);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t112, (vcc_v4_int)t114);
            _mm256_storeu_pd(vcc_regroup_arg, x_v);
            _mm256_storeu_pd(vcc_regroup_arg + 4, x_v_1);
            _mm256_storeu_pd(vcc_regroup_arg + 8, x_v_2);
            _mm256_storeu_pd(vcc_regroup_arg + 12, x_v_3);
            __m128i t115 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t116 = _mm256_i32gather_pd(vcc_regroup_arg, t115, 8);
            __m128i t117 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t118 = _mm256_i32gather_pd(vcc_regroup_arg, t117, 8);
            __m128i t119 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t120 = _mm256_i32gather_pd(vcc_regroup_arg, t119, 8);
            __m128i t121 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t122 = _mm256_i32gather_pd(vcc_regroup_arg, t121, 8);
            _mm256_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 4, y_v_1);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 8, y_v_2);
            _mm256_storeu_pd(vcc_regroup_arg_1 + 12, y_v_3);
            __m128i t123 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m256d t124 = _mm256_i32gather_pd(vcc_regroup_arg_1, t123, 8);
            __m128i t125 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m256d t126 = _mm256_i32gather_pd(vcc_regroup_arg_1, t125, 8);
            __m128i t127 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m256d t128 = _mm256_i32gather_pd(vcc_regroup_arg_1, t127, 8);
            __m128i t129 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m256d t130 = _mm256_i32gather_pd(vcc_regroup_arg_1, t129, 8);
            __m256d t143 = _mm256_set1_pd(4.0);
            __m256d t144 = _mm256_mul_pd(t116, t143);
            __m128i t145 = _mm256_cvttpd_epi32(t144);
            __m256d t146 = _mm256_cvtepi32_pd(t145);
            __m256d t147 = _mm256_set1_pd(0.5);
            __m256d t148 = _mm256_add_pd(t146, t147);
            __m128i t149 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t148, t124, _CMP_GT_OQ));
            __m128i t150 = (__m128i)~(vcc_m4)t149;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t151 = (_mm_movemask_epi8(t150) != 0);
            for (int t152 = 0; t151 ? t152 < 40 : 0; t152 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t150) != 0)) {
                    __m256d t154 = _mm256_set1_pd(0.25);
                    __m256d t155 = _mm256_mul_pd(t1, t154);
                    t3 = t152 + 1;
                    __m256d t156 = _mm256_set1_pd((double)t3);
                    __m256d t157 = _mm256_div_pd(t124, t156);
                    t4 = _mm256_sub_pd(t155, t157);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t153 = (_mm_movemask_epi8(t149) != 0);
            int t158 = 0;
            while (t153 ? t158 < 40 : 0) {
                __m256d t159 = _mm256_set1_pd(0.5);
                __m256d t160 = _mm256_mul_pd(t2, t159);
                __m256d t161 = _mm256_set1_pd((double)t158);
                __m256d t162 = _mm256_mul_pd(t116, t161);
                t2 = _mm256_add_pd(t160, t162);
                t158++;
            }
            __m256d t163 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t149)));
            _mm256_storeu_pd(vcc_regroup_result, t163);
            __m256d t185 = _mm256_set1_pd(4.0);
            __m256d t186 = _mm256_mul_pd(t118, t185);
            __m128i t187 = _mm256_cvttpd_epi32(t186);
            __m256d t188 = _mm256_cvtepi32_pd(t187);
            __m256d t189 = _mm256_set1_pd(0.5);
            __m256d t190 = _mm256_add_pd(t188, t189);
            __m128i t191 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t190, t126, _CMP_GT_OQ));
            __m128i t192 = (__m128i)~(vcc_m4)t191;
            __m256d t9 = _mm256_set1_pd(0.0);
            int t193 = (_mm_movemask_epi8(t192) != 0);
            for (int t194 = 0; t193 ? t194 < 40 : 0; t194 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t192) != 0)) {
                    __m256d t196 = _mm256_set1_pd(0.25);
                    __m256d t197 = _mm256_mul_pd(t9, t196);
                    t11 = t194 + 1;
                    __m256d t198 = _mm256_set1_pd((double)t11);
                    __m256d t199 = _mm256_div_pd(t126, t198);
                    t12 = _mm256_sub_pd(t197, t199);
                } else {
                    t11 = 0;
                    t12 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t10 = _mm256_set1_pd(0.0);
            int t195 = (_mm_movemask_epi8(t191) != 0);
            int t200 = 0;
            while (t195 ? t200 < 40 : 0) {
                __m256d t201 = _mm256_set1_pd(0.5);
                __m256d t202 = _mm256_mul_pd(t10, t201);
                __m256d t203 = _mm256_set1_pd((double)t200);
                __m256d t204 = _mm256_mul_pd(t118, t203);
                t10 = _mm256_add_pd(t202, t204);
                t200++;
            }
            __m256d t205 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t191)));
            _mm256_storeu_pd(vcc_regroup_result + 4, t205);
            __m256d t206 = _mm256_set1_pd(4.0);
            __m256d t207 = _mm256_mul_pd(t120, t206);
            __m128i t208 = _mm256_cvttpd_epi32(t207);
            __m256d t209 = _mm256_cvtepi32_pd(t208);
            __m256d t210 = _mm256_set1_pd(0.5);
            __m256d t211 = _mm256_add_pd(t209, t210);
            __m128i t212 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t211, t128, _CMP_GT_OQ));
            __m128i t213 = (__m128i)~(vcc_m4)t212;
            __m256d t13 = _mm256_set1_pd(0.0);
            int t214 = (_mm_movemask_epi8(t213) != 0);
            for (int t215 = 0; t214 ? t215 < 40 : 0; t215 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t213) != 0)) {
                    __m256d t217 = _mm256_set1_pd(0.25);
                    __m256d t218 = _mm256_mul_pd(t13, t217);
                    t15 = t215 + 1;
                    __m256d t219 = _mm256_set1_pd((double)t15);
                    __m256d t220 = _mm256_div_pd(t128, t219);
                    t16 = _mm256_sub_pd(t218, t220);
                } else {
                    t15 = 0;
                    t16 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t14 = _mm256_set1_pd(0.0);
            int t216 = (_mm_movemask_epi8(t212) != 0);
            int t221 = 0;
            while (t216 ? t221 < 40 : 0) {
                __m256d t222 = _mm256_set1_pd(0.5);
                __m256d t223 = _mm256_mul_pd(t14, t222);
                __m256d t224 = _mm256_set1_pd((double)t221);
                __m256d t225 = _mm256_mul_pd(t120, t224);
                t14 = _mm256_add_pd(t223, t225);
                t221++;
            }
            __m256d t226 = _mm256_blendv_pd(t13, t14, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t212)));
            _mm256_storeu_pd(vcc_regroup_result + 8, t226);
            __m256d t231 = _mm256_set1_pd(4.0);
            __m256d t232 = _mm256_mul_pd(t122, t231);
            __m128i t233 = _mm256_cvttpd_epi32(t232);
            __m256d t234 = _mm256_cvtepi32_pd(t233);
            __m256d t235 = _mm256_set1_pd(0.5);
            __m256d t236 = _mm256_add_pd(t234, t235);
            __m128i t237 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t236, t130, _CMP_GT_OQ));
            __m128i t238 = (__m128i)~(vcc_m4)t237;
            __m256d t17 = _mm256_set1_pd(0.0);
            int t239 = (_mm_movemask_epi8(t238) != 0);
            for (int t240 = 0; t239 ? t240 < 40 : 0; t240 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t238) != 0)) {
                    __m256d t242 = _mm256_set1_pd(0.25);
                    __m256d t243 = _mm256_mul_pd(t17, t242);
                    t19 = t240 + 1;
                    __m256d t244 = _mm256_set1_pd((double)t19);
                    __m256d t245 = _mm256_div_pd(t130, t244);
                    t20 = _mm256_sub_pd(t243, t245);
                } else {
                    t19 = 0;
                    t20 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t18 = _mm256_set1_pd(0.0);
            int t241 = (_mm_movemask_epi8(t237) != 0);
            int t246 = 0;
            while (t241 ? t246 < 40 : 0) {
                __m256d t247 = _mm256_set1_pd(0.5);
                __m256d t248 = _mm256_mul_pd(t18, t247);
                __m256d t249 = _mm256_set1_pd((double)t246);
                __m256d t250 = _mm256_mul_pd(t122, t249);
                t18 = _mm256_add_pd(t248, t250);
                t246++;
            }
            __m256d t251 = _mm256_blendv_pd(t17, t18, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t237)));
            _mm256_storeu_pd(vcc_regroup_result + 12, t251);
            __m256d t227 = _mm256_i32gather_pd(vcc_regroup_result, t91, 8);
            __m256d t228 = _mm256_i32gather_pd(vcc_regroup_result, t98, 8);
            __m256d t229 = _mm256_i32gather_pd(vcc_regroup_result, t105, 8);
            __m256d t230 = _mm256_i32gather_pd(vcc_regroup_result, t112, 8);
            _mm256_storeu_pd(t28, t227);
            _mm256_storeu_pd(t30, t228);
            _mm256_storeu_pd(t32, t229);
            _mm256_storeu_pd(t34, t230);
            i_vec_1 += 16L;
            if (i_vec_1 >= t26) {
                t131 = (int)t26;
                break;
            }
        }
    } else {
        t131 = 0;
    }
    long t132 = (long)n + (long)t131 * -1L;
    unsigned long t133 = (unsigned long)out;
    unsigned long t134 = (unsigned long)x;
    unsigned long t135 = (unsigned long)out;
    unsigned long t136 = (unsigned long)y;
    if ((t132 >= 4L) & (((t133 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t131 * 8L))) | ((t134 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t131 * 8L)))) & (((t135 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t131 * 8L))) | ((t136 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t131 * 8L))))) {
        long t137 = t132 & -4L;
        long i_vec = 0L;
        for (;;) {
            long t138 = (long)(int)((long)t131 + i_vec);
            double *t139 = out + t138;
            __m256d y_v_4 = _mm256_loadu_pd(y + t138);
            __m256d x_v_4 = _mm256_loadu_pd(x + t138);
            __m256d t164 = _mm256_set1_pd(4.0);
            __m256d t165 = _mm256_mul_pd(x_v_4, t164);
            __m128i t166 = _mm256_cvttpd_epi32(t165);
            __m256d t167 = _mm256_cvtepi32_pd(t166);
            __m256d t168 = _mm256_set1_pd(0.5);
            __m256d t169 = _mm256_add_pd(t167, t168);
            __m128i t170 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t169, y_v_4, _CMP_GT_OQ));
            __m128i t171 = (__m128i)~(vcc_m4)t170;
            __m256d t5 = _mm256_set1_pd(0.0);
            int t172 = (_mm_movemask_epi8(t171) != 0);
            for (int t173 = 0; t172 ? t173 < 40 : 0; t173 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t171) != 0)) {
                    __m256d t175 = _mm256_set1_pd(0.25);
                    __m256d t176 = _mm256_mul_pd(t5, t175);
                    t7 = t173 + 1;
                    __m256d t177 = _mm256_set1_pd((double)t7);
                    __m256d t178 = _mm256_div_pd(y_v_4, t177);
                    t8 = _mm256_sub_pd(t176, t178);
                } else {
                    t7 = 0;
                    t8 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t6 = _mm256_set1_pd(0.0);
            int t174 = (_mm_movemask_epi8(t170) != 0);
            int t179 = 0;
            while (t174 ? t179 < 40 : 0) {
                __m256d t180 = _mm256_set1_pd(0.5);
                __m256d t181 = _mm256_mul_pd(t6, t180);
                __m256d t182 = _mm256_set1_pd((double)t179);
                __m256d t183 = _mm256_mul_pd(x_v_4, t182);
                t6 = _mm256_add_pd(t181, t183);
                t179++;
            }
            __m256d t184 = _mm256_blendv_pd(t5, t6, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t170)));
            _mm256_storeu_pd(t139, t184);
            i_vec += 4L;
            if (i_vec >= t137) {
                i = (int)((long)t131 + t137);
                break;
            }
        }
    } else {
        i = t131;
    }
    for (; i < n; i++) {
        long t140 = (long)i;
        double t141 = y[t140];
        double t142 = x[t140];
        out[t140] = (_mm256_zeroupper(), blend2(t142, t141));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t70;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)b;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t10))) {
        long t12 = t7 & -16L;
        __m256i t13 = _mm256_set1_epi32(0);
        __m256i t14 = t13;
        __m256i i_v = _mm256_add_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            __m256i i_v_2 = i_v;
            long t15 = (long)(int)i_vec_1;
            unsigned int *t16 = out + t15;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t15));
            __m256i t17 = _mm256_add_epi32(b_v, i_v_2);
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + t15));
            __m256i t18 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
            __m256i i_v_3 = t18;
            long t19 = (long)(int)(i_vec_1 + 8L);
            unsigned int *t20 = out + t19;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m256i t21 = _mm256_add_epi32(b_v_1, i_v_3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t19));
            __m256i t22 = _mm256_xor_si256(a_v, t17);
            __m256i t23 = _mm256_and_si256(t22, _mm256_set1_epi32(1));
            __m256i t24 = _mm256_xor_si256(_mm256_cmpeq_epi32(t23, _mm256_set1_epi32(0)), _mm256_set1_epi32(-1));
            __m256i t25 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(0), t24);
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
            __m256i t37 = _mm256_blendv_epi8(_mm256_set1_epi32(1), _mm256_set1_epi32(0), t36);
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
            __m256i t63 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg, t62, 4);
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t65 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg, t64, 4);
            _mm256_storeu_si256((__m256i *)vcc_regroup_arg_1, t17);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_arg_1 + 8), t21);
            __m256i t66 = _mm256_loadu_si256((const __m256i *)vcc_regroup_perm);
            __m256i t67 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg_1, t66, 4);
            __m256i t68 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256i t69 = _mm256_i32gather_epi32((const int *)vcc_regroup_arg_1, t68, 4);
            __m256i t2 = t63;
            __m256i t85 = _mm256_xor_si256(t63, t67);
            __m256i t86 = _mm256_set1_epi32(1);
            __m256i t87 = _mm256_and_si256(t85, t86);
            __m256i t88 = (__m256i)(vcc_m8)((vcc_v8_int)t87 != (vcc_v8_int){0});
            __m256i t89 = (__m256i)~(vcc_m8)t88;
            int t90 = (_mm256_movemask_epi8(t88) != 0);
            int t91 = 0;
            __m256i t1 = t2;
            while (t90 ? t91 < 12 : 0) {
                __m256i t92 = _mm256_set1_epi32((int)t91);
                __m256i t93 = t67;
                __m256i t94 = t92;
                __m256i t95 = _mm256_add_epi32(t93, t94);
                __m256i t96 = t95;
                __m256i t97 = t96;
                __m256i t98 = _mm256_xor_si256(t1, t97);
                __m256i t99 = _mm256_set1_epi32((int)17U);
                t1 = _mm256_mullo_epi32(t98, t99);
                t91++;
            }
            int t100 = (_mm256_movemask_epi8(t89) != 0);
            int t101 = 0;
            while (t100 ? t101 < 12 : 0) {
                __m256i t102 = _mm256_set1_epi32((int)31U);
                __m256i t103 = _mm256_mullo_epi32(t2, t102);
                __m256i t104 = _mm256_set1_epi32((int)(t101 & 7));
                __m256i t105 = _mm256_srav_epi32(t67, t104);
                __m256i t106 = t105;
                t2 = _mm256_add_epi32(t103, t106);
                t101++;
            }
            __m256i t107 = _mm256_blendv_epi8(t2, t1, t88);
            _mm256_storeu_si256((__m256i *)vcc_regroup_result, t107);
            __m256i t6 = t65;
            __m256i t133 = _mm256_xor_si256(t65, t69);
            __m256i t134 = _mm256_set1_epi32(1);
            __m256i t135 = _mm256_and_si256(t133, t134);
            __m256i t136 = (__m256i)(vcc_m8)((vcc_v8_int)t135 != (vcc_v8_int){0});
            __m256i t137 = (__m256i)~(vcc_m8)t136;
            int t138 = (_mm256_movemask_epi8(t136) != 0);
            int t139 = 0;
            __m256i t5 = t6;
            while (t138 ? t139 < 12 : 0) {
                __m256i t140 = _mm256_set1_epi32((int)t139);
                __m256i t141 = t69;
                __m256i t142 = t140;
                __m256i t143 = _mm256_add_epi32(t141, t142);
                __m256i t144 = t143;
                __m256i t145 = t144;
                __m256i t146 = _mm256_xor_si256(t5, t145);
                __m256i t147 = _mm256_set1_epi32((int)17U);
                t5 = _mm256_mullo_epi32(t146, t147);
                t139++;
            }
            int t148 = (_mm256_movemask_epi8(t137) != 0);
            int t149 = 0;
            while (t148 ? t149 < 12 : 0) {
                __m256i t150 = _mm256_set1_epi32((int)31U);
                __m256i t151 = _mm256_mullo_epi32(t6, t150);
                __m256i t152 = _mm256_set1_epi32((int)(t149 & 7));
                __m256i t153 = _mm256_srav_epi32(t69, t152);
                __m256i t154 = t153;
                t6 = _mm256_add_epi32(t151, t154);
                t149++;
            }
            __m256i t155 = _mm256_blendv_epi8(t6, t5, t136);
            _mm256_storeu_si256((__m256i *)(vcc_regroup_result + 8), t155);
            __m256i t131 = _mm256_i32gather_epi32((const int *)vcc_regroup_result, t52, 4);
            __m256i t132 = _mm256_i32gather_epi32((const int *)vcc_regroup_result, t59, 4);
            _mm256_storeu_si256((__m256i *)t16, t131);
            _mm256_storeu_si256((__m256i *)t20, t132);
            i_vec_1 += 16L;
            i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t12) {
                t70 = (int)t12;
                break;
            }
        }
    } else {
        t70 = 0;
    }
    long t71 = (long)n + (long)t70 * -1L;
    unsigned long t72 = (unsigned long)out;
    unsigned long t73 = (unsigned long)a;
    unsigned long t74 = (unsigned long)out;
    unsigned long t75 = (unsigned long)b;
    if ((t71 >= 8L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L)))) & (((t74 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t70 * 4L))) | ((t75 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t70 * 4L))))) {
        long t76 = t71 & -8L;
        __m256i t77 = _mm256_set1_epi32((int)t70);
        __m256i t78 = t77;
        __m256i i_v_1 = _mm256_add_epi32(t78, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        for (;;) {
            __m256i i_v_4 = i_v_1;
            long t79 = (long)(int)((long)t70 + i_vec);
            unsigned int *t80 = out + t79;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t79));
            __m256i t81 = _mm256_add_epi32(b_v_2, i_v_4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t79));
            __m256i t4 = a_v_2;
            __m256i t108 = _mm256_xor_si256(a_v_2, t81);
            __m256i t109 = _mm256_set1_epi32(1);
            __m256i t110 = _mm256_and_si256(t108, t109);
            __m256i t111 = (__m256i)(vcc_m8)((vcc_v8_int)t110 != (vcc_v8_int){0});
            __m256i t112 = (__m256i)~(vcc_m8)t111;
            int t113 = (_mm256_movemask_epi8(t111) != 0);
            int t114 = 0;
            __m256i t3 = t4;
            while (t113 ? t114 < 12 : 0) {
                __m256i t115 = _mm256_set1_epi32((int)t114);
                __m256i t116 = t81;
                __m256i t117 = t115;
                __m256i t118 = _mm256_add_epi32(t116, t117);
                __m256i t119 = t118;
                __m256i t120 = t119;
                __m256i t121 = _mm256_xor_si256(t3, t120);
                __m256i t122 = _mm256_set1_epi32((int)17U);
                t3 = _mm256_mullo_epi32(t121, t122);
                t114++;
            }
            int t123 = (_mm256_movemask_epi8(t112) != 0);
            int t124 = 0;
            while (t123 ? t124 < 12 : 0) {
                __m256i t125 = _mm256_set1_epi32((int)31U);
                __m256i t126 = _mm256_mullo_epi32(t4, t125);
                __m256i t127 = _mm256_set1_epi32((int)(t124 & 7));
                __m256i t128 = _mm256_srav_epi32(t81, t127);
                __m256i t129 = t128;
                t4 = _mm256_add_epi32(t126, t129);
                t124++;
            }
            __m256i t130 = _mm256_blendv_epi8(t4, t3, t111);
            _mm256_storeu_si256((__m256i *)t80, t130);
            i_vec += 8L;
            i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t76) {
                i = (int)((long)t70 + t76);
                break;
            }
        }
    } else {
        i = t70;
    }
    for (; i < n; i++) {
        long t82 = (long)i;
        int t83 = b[t82];
        int t84 = a[t82];
        out[t82] = (_mm256_zeroupper(), mix(t84, t83 + i, 12));
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
    int t67;
    long t68;
    int i;
    int t100;
    __m256 t101;
    __m256 t102;
    int t103;
    int t106;
    __m256 t107;
    int t108;
    __m256 t109;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = (long)(int)i_vec_1;
            float *t22 = out + t21;
            __m256 in_v = _mm256_loadu_ps(in + t21);
            __m256 t23 = _mm256_mul_ps(in_v, _mm256_set1_ps(0.5f));
            long t24 = (long)(int)(i_vec_1 + 8L);
            float *t25 = out + t24;
            __m256 in_v_1 = _mm256_loadu_ps(in + t24);
            __m256 t26 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(0.5f));
            __m256i t27 = _mm256_castps_si256(_mm256_cmp_ps(t23, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t28 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t27);
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t28, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = (__m256i)__builtin_shufflevector((vcc_v8_int)t30, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t32 = _mm256_add_epi32(t30, t31);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t34 = _mm256_add_epi32(t32, t33);
            __m256i t35 = _mm256_sub_epi32(t34, t28);
            __m256i t36 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t35);
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(t26, _mm256_set1_ps(1.0f), _CMP_LT_OQ));
            __m256i t38 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t37);
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
            __m256 t64 = _mm256_i32gather_ps(vcc_regroup_arg, t63, 4);
            __m256i t65 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t66 = _mm256_i32gather_ps(vcc_regroup_arg, t65, 4);
            __m256 t77 = _mm256_set1_ps(1.0f);
            __m256i t78 = _mm256_castps_si256(_mm256_cmp_ps(t64, t77, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t78;
            int t79 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t81 = t64;
            for (int t80 = 9; t79 ? t80 > 0 : 0; t80--, t81 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t82 = _mm256_set1_ps((float)t80);
                    __m256 t83 = _mm256_div_ps(t82, t81);
                    t1 = _mm256_add_ps(t64, t83);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t84 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t84, t81);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t85 = (_mm256_movemask_epi8(t78) != 0);
            __m256 t86 = _mm256_set1_ps(1.0f);
            __m256i t87 = _mm256_castps_si256(_mm256_cmp_ps(t66, t86, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t87;
            int t88 = (_mm256_movemask_epi8(t14) != 0);
            int t89 = 1;
            __m256 t90 = t64;
            __m256 t91 = t64;
            int t92 = 1;
            __m256 t93 = (__m256)(vcc_v8_float){0};
            int t94 = 9;
            __m256 t95 = t66;
            int t96 = 1;
            __m256 t97 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t92) {
                    if (t85 ? t89 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t78) != 0)) {
                            __m256 t98 = _mm256_mul_ps(t91, t64);
                            __m256 t99 = _mm256_set1_ps((float)(2 * t89 + 1));
                            t4 = _mm256_div_ps(t98, t99);
                            t5 = _mm256_add_ps(t90, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t100 = t89 + 1;
                        t101 = t5;
                        t102 = t4;
                        t103 = 1;
                        t6 = t93;
                    } else {
                        t6 = _mm256_blendv_ps(t90, t2, _mm256_castsi256_ps(t3));
                        t100 = t89;
                        t101 = t90;
                        t102 = t91;
                        t103 = 0;
                    }
                } else {
                    t100 = t89;
                    t101 = t90;
                    t102 = t91;
                    t103 = 0;
                    t6 = t93;
                }
                if (t96) {
                    if (t88 ? t94 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t104 = _mm256_set1_ps((float)t94);
                            __m256 t105 = _mm256_div_ps(t104, t95);
                            t7 = _mm256_add_ps(t66, t105);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t106 = t94 - 1;
                        t107 = t7;
                        t108 = 1;
                        t109 = t97;
                    } else {
                        t106 = t94;
                        t107 = t95;
                        t108 = 0;
                        t109 = t95;
                    }
                } else {
                    t106 = t94;
                    t107 = t95;
                    t108 = 0;
                    t109 = t97;
                }
                if (!(t103 | t108)) {
                    _mm256_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t130 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t130, t109);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t131 = (_mm256_movemask_epi8(t87) != 0);
                    __m256 t133 = t66;
                    __m256 t134 = t66;
                    for (int t132 = 1; t131 ? t132 < 9 : 0; t132++, t133 = t16, t134 = t15) {
                        if ((_mm256_movemask_epi8(t87) != 0)) {
                            __m256 t136 = _mm256_mul_ps(t134, t66);
                            __m256 t137 = _mm256_set1_ps((float)(2 * t132 + 1));
                            t15 = _mm256_div_ps(t136, t137);
                            t16 = _mm256_add_ps(t133, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t135 = _mm256_blendv_ps(t133, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t135);
                    __m256 t126 = _mm256_i32gather_ps(vcc_regroup_result, t53, 4);
                    __m256 t127 = _mm256_i32gather_ps(vcc_regroup_result, t60, 4);
                    __m256 t128 = _mm256_add_ps(t126, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t22, t128);
                    __m256 t129 = _mm256_add_ps(t127, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t25, t129);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t67 = (int)t20;
                    goto L138;
                }
                t89 = t100;
                t90 = t101;
                t91 = t102;
                t92 = t103;
                t93 = t6;
                t94 = t106;
                t95 = t107;
                t96 = t108;
                t97 = t109;
            }
        }
    } else {
        t67 = 0;
    }
L138:
    t68 = (long)n + (long)t67 * -1L;
    unsigned long t69 = (unsigned long)out;
    unsigned long t70 = (unsigned long)in;
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))))) {
        long t71 = t68 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t72 = (long)(int)((long)t67 + i_vec);
            float *t73 = out + t72;
            __m256 in_v_2 = _mm256_loadu_ps(in + t72);
            __m256 t74 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(0.5f));
            __m256 t111 = _mm256_set1_ps(1.0f);
            __m256i t112 = _mm256_castps_si256(_mm256_cmp_ps(t74, t111, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t112;
            int t113 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t115 = t74;
            for (int t114 = 9; t113 ? t114 > 0 : 0; t114--, t115 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t116 = _mm256_set1_ps((float)t114);
                    __m256 t117 = _mm256_div_ps(t116, t115);
                    t8 = _mm256_add_ps(t74, t117);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t118 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t118, t115);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t119 = (_mm256_movemask_epi8(t112) != 0);
            __m256 t121 = t74;
            __m256 t122 = t74;
            for (int t120 = 1; t119 ? t120 < 9 : 0; t120++, t121 = t12, t122 = t11) {
                if ((_mm256_movemask_epi8(t112) != 0)) {
                    __m256 t124 = _mm256_mul_ps(t122, t74);
                    __m256 t125 = _mm256_set1_ps((float)(2 * t120 + 1));
                    t11 = _mm256_div_ps(t124, t125);
                    t12 = _mm256_add_ps(t121, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t123 = _mm256_blendv_ps(t121, t9, _mm256_castsi256_ps(t10));
            __m256 t110 = _mm256_add_ps(t123, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t73, t110);
            i_vec += 8L;
            if (i_vec >= t71) {
                i = (int)((long)t67 + t71);
                break;
            }
        }
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        long t75 = (long)i;
        float t76 = in[t75];
        out[t75] = (_mm256_zeroupper(), series(t76 * 0.5f, 9)) + 1.0f;
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
    int t62;
    long t63;
    int i;
    int t89;
    __m256 t90;
    int t91;
    int t95;
    __m256 t96;
    int t97;
    __m256 t98;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t18 = (long)(int)i_vec_1;
            float *t19 = out + t18;
            __m256 in_v = _mm256_loadu_ps(in + t18);
            long t20 = (long)(int)(i_vec_1 + 8L);
            float *t21 = out + t20;
            __m256 in_v_1 = _mm256_loadu_ps(in + t20);
            __m256i t22 = _mm256_castps_si256(_mm256_cmp_ps(in_v, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t23 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t22);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)_mm256_set1_epi32(0), 8, 0, 1, 2, 3, 4, 5, 6);
            __m256i t25 = _mm256_add_epi32(t23, t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 0, 1, 2, 3, 4, 5);
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = (__m256i)__builtin_shufflevector((vcc_v8_int)t27, (vcc_v8_int)_mm256_set1_epi32(0), 8, 8, 8, 8, 0, 1, 2, 3);
            __m256i t29 = _mm256_add_epi32(t27, t28);
            __m256i t30 = _mm256_sub_epi32(t29, t23);
            __m256i t31 = _mm256_sub_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), t30);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, _mm256_set1_ps(0.0f), _CMP_GE_OQ));
            __m256i t33 = _mm256_blendv_epi8(_mm256_set1_epi32(0), _mm256_set1_epi32(1), t32);
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
            __m256 t59 = _mm256_i32gather_ps(vcc_regroup_arg, t58, 4);
            __m256i t60 = _mm256_loadu_si256((const __m256i *)(vcc_regroup_perm + 8));
            __m256 t61 = _mm256_i32gather_ps(vcc_regroup_arg, t60, 4);
            __m256 t71 = _mm256_set1_ps(0.0f);
            __m256i t72 = _mm256_castps_si256(_mm256_cmp_ps(t59, t71, _CMP_GE_OQ));
            __m256i t73 = (__m256i)~(vcc_m8)t72;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t74 = (_mm256_movemask_epi8(t73) != 0);
            for (int t75 = 15; t74 ? t75 >= 0 : 0; t75--, t1 = t7) {
                if ((_mm256_movemask_epi8(t73) != 0)) {
                    __m256 t99 = _mm256_xor_ps(t59, _mm256_set1_ps(-0.0f));
                    __m256 t100 = _mm256_mul_ps(t1, t99);
                    __m256 t101 = _mm256_set1_ps(coef[t75]);
                    t7 = _mm256_sub_ps(t100, t101);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t76 = (_mm256_movemask_epi8(t72) != 0);
            __m256 t77 = _mm256_set1_ps(0.0f);
            __m256i t78 = _mm256_castps_si256(_mm256_cmp_ps(t61, t77, _CMP_GE_OQ));
            __m256i t79 = (__m256i)~(vcc_m8)t78;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t80 = (_mm256_movemask_epi8(t79) != 0);
            int t81 = 0;
            int t82 = 1;
            __m256 t83 = (__m256)(vcc_v8_float){0};
            int t84 = 15;
            int t85 = 1;
            __m256 t86 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t82) {
                    if (t76 ? t81 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t72) != 0)) {
                            __m256 t87 = _mm256_mul_ps(t2, t59);
                            __m256 t88 = _mm256_set1_ps(coef[t81]);
                            t4 = _mm256_add_ps(t87, t88);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t89 = t81 + 1;
                        t90 = t4;
                        t91 = 1;
                        t5 = t83;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t72));
                        t89 = t81;
                        t90 = t2;
                        t91 = 0;
                    }
                } else {
                    t89 = t81;
                    t90 = t2;
                    t91 = 0;
                    t5 = t83;
                }
                if (t85) {
                    if (t80 ? t84 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t79) != 0)) {
                            __m256 t92 = _mm256_xor_ps(t61, _mm256_set1_ps(-0.0f));
                            __m256 t93 = _mm256_mul_ps(t3, t92);
                            __m256 t94 = _mm256_set1_ps(coef[t84]);
                            t6 = _mm256_sub_ps(t93, t94);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t95 = t84 - 1;
                        t96 = t6;
                        t97 = 1;
                        t98 = t86;
                    } else {
                        t95 = t84;
                        t96 = t3;
                        t97 = 0;
                        t98 = t3;
                    }
                } else {
                    t95 = t84;
                    t96 = t3;
                    t97 = 0;
                    t98 = t86;
                }
                if (!(t91 | t97)) {
                    _mm256_storeu_ps(vcc_regroup_result, t5);
                    __m256 t12 = _mm256_set1_ps(0.0f);
                    int t117 = (_mm256_movemask_epi8(t78) != 0);
                    for (int t118 = 0; t117 ? t118 < 16 : 0; t118++, t12 = t13) {
                        if ((_mm256_movemask_epi8(t78) != 0)) {
                            __m256 t120 = _mm256_mul_ps(t12, t61);
                            __m256 t121 = _mm256_set1_ps(coef[t118]);
                            t13 = _mm256_add_ps(t120, t121);
                        } else {
                            t13 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t119 = _mm256_blendv_ps(t98, t12, _mm256_castsi256_ps(t78));
                    _mm256_storeu_ps(vcc_regroup_result + 8, t119);
                    __m256 t115 = _mm256_i32gather_ps(vcc_regroup_result, t48, 4);
                    __m256 t116 = _mm256_i32gather_ps(vcc_regroup_result, t55, 4);
                    _mm256_storeu_ps(t19, t115);
                    _mm256_storeu_ps(t21, t116);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t62 = (int)t17;
                    goto L122;
                }
                t81 = t89;
                t2 = t90;
                t82 = t91;
                t83 = t5;
                t84 = t95;
                t3 = t96;
                t85 = t97;
                t86 = t98;
            }
        }
    } else {
        t62 = 0;
    }
L122:
    t63 = (long)n + (long)t62 * -1L;
    unsigned long t64 = (unsigned long)out;
    unsigned long t65 = (unsigned long)in;
    if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L))))) {
        long t66 = t63 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t67 = (long)(int)((long)t62 + i_vec);
            float *t68 = out + t67;
            __m256 in_v_2 = _mm256_loadu_ps(in + t67);
            __m256 t102 = _mm256_set1_ps(0.0f);
            __m256i t103 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t102, _CMP_GE_OQ));
            __m256i t104 = (__m256i)~(vcc_m8)t103;
            __m256 t8 = _mm256_set1_ps(0.0f);
            int t105 = (_mm256_movemask_epi8(t104) != 0);
            for (int t106 = 15; t105 ? t106 >= 0 : 0; t106--, t8 = t10) {
                if ((_mm256_movemask_epi8(t104) != 0)) {
                    __m256 t108 = _mm256_xor_ps(in_v_2, _mm256_set1_ps(-0.0f));
                    __m256 t109 = _mm256_mul_ps(t8, t108);
                    __m256 t110 = _mm256_set1_ps(coef[t106]);
                    t10 = _mm256_sub_ps(t109, t110);
                } else {
                    t10 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t107 = (_mm256_movemask_epi8(t103) != 0);
            for (int t111 = 0; t107 ? t111 < 16 : 0; t111++, t9 = t11) {
                if ((_mm256_movemask_epi8(t103) != 0)) {
                    __m256 t113 = _mm256_mul_ps(t9, in_v_2);
                    __m256 t114 = _mm256_set1_ps(coef[t111]);
                    t11 = _mm256_add_ps(t113, t114);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t112 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t103));
            _mm256_storeu_ps(t68, t112);
            i_vec += 8L;
            if (i_vec >= t66) {
                i = (int)((long)t62 + t66);
                break;
            }
        }
    } else {
        i = t62;
    }
    for (; i < n; i++) {
        long t69 = (long)i;
        float t70 = in[t69];
        out[t69] = (_mm256_zeroupper(), poly(coef, t70, 16));
    }
}

__attribute__((target("avx2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t14;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8))) {
        long t10 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t11 = i_vec_1 + 8L;
            long t12 = (long)(int)i_vec_1;
            float *t13 = out + t12;
            __m256 t2 = _mm256_loadu_ps(in + t12);
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
            _mm256_storeu_ps(t13, t41);
            long t23 = (long)(int)t11;
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
            if (i_vec_1 >= t10) {
                t14 = (int)t10;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)out;
    unsigned long t17 = (unsigned long)in;
    if ((t15 >= 8L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))))) {
        long t18 = t15 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t19 = (long)(int)((long)t14 + i_vec);
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
                i = (int)((long)t14 + t18);
                break;
            }
        }
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = in[t21];
        out[t21] = (_mm256_zeroupper(), tally(t22, hits, 5));
    }
}

__attribute__((target("avx2"))) void run_cheap(float *out, const float *in, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = i_vec_1 + 8L;
            long t6 = (long)(int)i_vec_1;
            float *t7 = out + t6;
            __m256 in_v = _mm256_loadu_ps(in + t6);
            __m256 t19 = _mm256_set1_ps(0.0f);
            __m256i t20 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t19, _CMP_GT_OQ));
            __m256 t21 = _mm256_set1_ps(1.0f);
            __m256 t22 = _mm256_sub_ps(in_v, t21);
            __m256 t23 = _mm256_set1_ps(2.0f);
            __m256 t24 = _mm256_mul_ps(in_v, t23);
            __m256 t25 = _mm256_blendv_ps(t22, t24, _mm256_castsi256_ps(t20));
            _mm256_storeu_ps(t7, t25);
            long t17 = (long)(int)t5;
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
            if (i_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t13 = (long)(int)((long)t8 + i_vec);
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
                i = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        i = t8;
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
    float t15;
    float t16;
    int t39;
    int i_1;
    float t48;
    double t49;
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
    __m256i t2 = t1;
    __m256i k_v = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        __m256i k_v_1 = k_v;
        __m256i t3 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(1));
        __m256 t4 = _mm256_cvtepi32_ps(t3);
        __m256 t5 = _mm256_div_ps(_mm256_set1_ps(1.0f), t4);
        _mm256_storeu_ps(&coef[(int)k_vec], t5);
        __m256i t6 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
        __m256i k_v_2 = t6;
        __m256i t7 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(1));
        __m256 t8 = _mm256_cvtepi32_ps(t7);
        __m256 t9 = _mm256_div_ps(_mm256_set1_ps(1.0f), t8);
        _mm256_storeu_ps(&coef[(int)(k_vec + 8L)], t9);
        k_vec += 16L;
        k_v = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t10 = (unsigned long)(n + 1);
        unsigned long t11 = t10 * 4UL;
        float *fin = (float *)malloc(t11);
        float *fout = (float *)malloc(t11);
        unsigned long t12 = t10 * 8UL;
        double *dx = (double *)malloc(t12);
        double *dy = (double *)malloc(t12);
        double *dout = (double *)malloc(t12);
        int *ia = (int *)malloc(t11);
        int *ib = (int *)malloc(t11);
        unsigned int *iout = (unsigned int *)malloc(t11);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t13 = (long)i;
            float *t14 = fin + t13;
            if (i < (n / 2)) {
                t16 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t15 = 0.25f + (float)i * 0.0001f;
                } else {
                    t15 = 1.5f + (float)i * 0.0001f;
                }
                t16 = t15;
            }
            *t14 = t16;
            if ((i % 97) == 13) {
                *t14 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t14 = __builtin_inff();
            }
            dx[t13] = (double)r / 700.0 - 1.0;
            dy[t13] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t13] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t13] = (int)(seed >> 4) % 100000;
        }
        const float *t17 = fin;
        run_series(fout, t17, n);
        unsigned long t18 = (unsigned long)n;
        unsigned long t19 = t18 * 4UL;
        const void *t20 = (const void *)fout;
        unsigned long h = (_mm256_zeroupper(), fold(14695981039346656037UL, t20, t19));
        run_series_auto(fout, t17, n);
        unsigned long h_1 = (_mm256_zeroupper(), fold(h, t20, t19));
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t18 * 8UL));
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t19));
        long t21 = (long)n;
        if (t21 >= 32L) {
            long t22 = t21 & -32L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t23 = fin + (int)i_vec;
                __m256 fin_v = _mm256_loadu_ps(t23);
                __m256i t24 = _mm256_castps_si256(_mm256_cmp_ps(fin_v, fin_v, _CMP_NEQ_UQ));
                __m256 t25 = _mm256_sub_ps(fin_v, _mm256_set1_ps(1.0f));
                __m256 t26 = _mm256_blendv_ps(t25, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t24));
                _mm256_storeu_ps(t23, t26);
                float *t27 = fin + (int)(i_vec + 8L);
                __m256 fin_v_1 = _mm256_loadu_ps(t27);
                __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_1, fin_v_1, _CMP_NEQ_UQ));
                __m256 t29 = _mm256_sub_ps(fin_v_1, _mm256_set1_ps(1.0f));
                __m256 t30 = _mm256_blendv_ps(t29, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t28));
                _mm256_storeu_ps(t27, t30);
                float *t31 = fin + (int)(i_vec + 16L);
                __m256 fin_v_2 = _mm256_loadu_ps(t31);
                __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_2, fin_v_2, _CMP_NEQ_UQ));
                __m256 t33 = _mm256_sub_ps(fin_v_2, _mm256_set1_ps(1.0f));
                __m256 t34 = _mm256_blendv_ps(t33, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t32));
                _mm256_storeu_ps(t31, t34);
                float *t35 = fin + (int)(i_vec + 24L);
                __m256 fin_v_3 = _mm256_loadu_ps(t35);
                __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_3, fin_v_3, _CMP_NEQ_UQ));
                __m256 t37 = _mm256_sub_ps(fin_v_3, _mm256_set1_ps(1.0f));
                __m256 t38 = _mm256_blendv_ps(t37, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t36));
                _mm256_storeu_ps(t35, t38);
                i_vec += 32L;
            } while (i_vec < t22);
            t39 = (int)t22;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        if (t40 >= 8L) {
            long t41 = t40 & -8L;
            long i_vec_1 = 0L;
            do {
                float *t42 = fin + (int)((long)t39 + i_vec_1);
                __m256 fin_v_4 = _mm256_loadu_ps(t42);
                __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(fin_v_4, fin_v_4, _CMP_NEQ_UQ));
                __m256 t44 = _mm256_sub_ps(fin_v_4, _mm256_set1_ps(1.0f));
                __m256 t45 = _mm256_blendv_ps(t44, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t43));
                _mm256_storeu_ps(t42, t45);
                i_vec_1 += 8L;
            } while (i_vec_1 < t41);
            i_1 = (int)((long)t39 + t41);
        } else {
            i_1 = t39;
        }
        for (; i_1 < n; i_1++) {
            float *t46 = fin + i_1;
            float t47 = *t46;
            if (t47 != t47) {
                t48 = -0.5f;
            } else {
                t48 = t47 - 1.0f;
            }
            *t46 = t48;
        }
        run_poly(fout, coef, t17, n);
        unsigned long h_4 = (_mm256_zeroupper(), fold(h_3, t20, t19));
        hits = -1;
        run_tally(fout, &hits, t17, n);
        unsigned long h_5 = (_mm256_zeroupper(), fold(h_4, t20, t19));
        run_cheap(fout, t17, n);
        unsigned long h_6 = (_mm256_zeroupper(), fold(h_5, t20, t19));
        if (n) {
            t49 = (double)fout[0];
        } else {
            t49 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t49);
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
