/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__m128 _ZGVbN4vu_series(__m128 x, int n);
__m128d _ZGVbN2vv_blend2(__m128d x, __m128d y);
__m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps);
__m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n);
__m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n);
__m128 _ZGVbN4v_cheap(__m128 x);
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

/* vcc: function at regroup.c:17 vector variant _ZGVbN4vu_series of `series`: VL 4, unmasked, x vector, n uniform */
__m128 _ZGVbN4vu_series(__m128 x, int n) {
    __m128 t1;
    __m128 t2;
    __m128 t4;
    __m128 t5;
    __m128 t6 = _mm_set1_ps(1.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmplt_ps(x, t6));
    __m128i t3 = (__m128i)~(vcc_m4)t7;
    int t8 = (_mm_movemask_epi8(t3) != 0);
    __m128 t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((_mm_movemask_epi8(t3) != 0)) {
            __m128 t11 = _mm_set1_ps((float)t9);
            __m128 t12 = _mm_div_ps(t11, t10);
            t1 = _mm_add_ps(x, t12);
        } else {
            t1 = (__m128)(vcc_v4_float){0};
        }
    }
    if ((_mm_movemask_epi8(t3) != 0)) {
        __m128 t13 = _mm_set1_ps(1.0f);
        t2 = _mm_div_ps(t13, t10);
    } else {
        t2 = (__m128)(vcc_v4_float){0};
        t3 = (__m128i)(vcc_m4){0};
    }
    int t14 = (_mm_movemask_epi8(t7) != 0);
    __m128 t16 = x;
    __m128 t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((_mm_movemask_epi8(t7) != 0)) {
            __m128 t19 = _mm_mul_ps(t17, x);
            __m128 t20 = _mm_set1_ps((float)(2 * t15 + 1));
            t4 = _mm_div_ps(t19, t20);
            t5 = _mm_add_ps(t16, t4);
        } else {
            t4 = (__m128)(vcc_v4_float){0};
            t5 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t18 = vcc_sse2_blendv_ps(t16, t2, _mm_castsi128_ps(t3));
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

/* vcc: function at regroup.c:37 vector variant _ZGVbN2vv_blend2 of `blend2`: VL 2, unmasked, x vector, y vector */
__m128d _ZGVbN2vv_blend2(__m128d x, __m128d y) {
    int t3;
    __m128d t4;
    __m128d t5 = _mm_set1_pd(4.0);
    __m128d t6 = _mm_mul_pd(x, t5);
    vcc_v2_int t7 = __builtin_convertvector((vcc_v2_double)t6, vcc_v2_int);
    __m128d t8 = (__m128d)__builtin_convertvector(t7, vcc_v2_double);
    __m128d t9 = _mm_set1_pd(0.5);
    __m128d t10 = _mm_add_pd(t8, t9);
    __m128i t11 = _mm_castpd_si128(_mm_cmpgt_pd(t10, y));
    __m128i t12 = (__m128i)~(vcc_m2)t11;
    __m128d t1 = _mm_set1_pd(0.0);
    int t13 = (_mm_movemask_epi8(t12) != 0);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((_mm_movemask_epi8(t12) != 0)) {
            __m128d t16 = _mm_set1_pd(0.25);
            __m128d t17 = _mm_mul_pd(t1, t16);
            t3 = t14 + 1;
            __m128d t18 = _mm_set1_pd((double)t3);
            __m128d t19 = _mm_div_pd(y, t18);
            t4 = _mm_sub_pd(t17, t19);
        } else {
            t3 = 0;
            t4 = (__m128d)(vcc_v2_double){0};
        }
    }
    __m128d t2 = _mm_set1_pd(0.0);
    int t15 = (_mm_movemask_epi8(t11) != 0);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        __m128d t21 = _mm_set1_pd(0.5);
        __m128d t22 = _mm_mul_pd(t2, t21);
        __m128d t23 = _mm_set1_pd((double)t20);
        __m128d t24 = _mm_mul_pd(x, t23);
        t2 = _mm_add_pd(t22, t24);
        t20++;
    }
    __m128d t25 = vcc_sse2_blendv_pd(t1, t2, _mm_castsi128_pd(t11));
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

/* vcc: function at regroup.c:51 vector variant _ZGVbN4vvu_mix of `mix`: VL 4, unmasked, a vector, b vector, steps uniform */
__m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps) {
    __m128i t3 = _mm_xor_si128(a, b);
    __m128i t4 = _mm_set1_epi32(1);
    __m128i t5 = _mm_and_si128(t3, t4);
    __m128i t6 = (__m128i)(vcc_m4)((vcc_v4_int)t5 != (vcc_v4_int){0});
    __m128i t7 = (__m128i)~(vcc_m4)t6;
    int t8 = (_mm_movemask_epi8(t6) != 0);
    int t9 = 0;
    vcc_v4_uint t1 = (vcc_v4_uint)a;
    while (t8 ? t9 < steps : 0) {
        __m128i t10 = _mm_set1_epi32((int)t9);
        __m128i t11 = _mm_add_epi32(b, t10);
        __m128i t12 = _mm_xor_si128((__m128i)t1, t11);
        __m128i t13 = _mm_set1_epi32((int)17U);
        t1 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t12 * (vcc_v4_uint)t13);
        t9++;
    }
    int t14 = (_mm_movemask_epi8(t7) != 0);
    int t15 = 0;
    vcc_v4_uint t2 = (vcc_v4_uint)a;
    while (t14 ? t15 < steps : 0) {
        __m128i t16 = _mm_set1_epi32((int)31U);
        __m128i t17 = (__m128i)((vcc_v4_uint)(__m128i)t2 * (vcc_v4_uint)t16);
        __m128i t18 = _mm_set1_epi32((int)(t15 & 7));
        __m128i t19 = (__m128i)((vcc_v4_int)b >> (vcc_v4_int)t18);
        t2 = (vcc_v4_uint)_mm_add_epi32(t17, t19);
        t15++;
    }
    __m128i t20 = vcc_sse2_blendv_epi8((__m128i)t2, (__m128i)t1, t6);
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

/* vcc: function at regroup.c:65 vector variant _ZGVbN4uvu_poly of `poly`: VL 4, unmasked, coef uniform, x vector, n uniform */
__m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n) {
    __m128 t3;
    __m128 t4;
    __m128 t5 = _mm_set1_ps(0.0f);
    __m128i t6 = _mm_castps_si128(_mm_cmpge_ps(x, t5));
    __m128i t7 = (__m128i)~(vcc_m4)t6;
    __m128 t1 = _mm_set1_ps(0.0f);
    int t8 = (_mm_movemask_epi8(t7) != 0);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((_mm_movemask_epi8(t7) != 0)) {
            __m128 t11 = _mm_xor_ps(x, _mm_set1_ps(-0.0f));
            __m128 t12 = _mm_mul_ps(t1, t11);
            __m128 t13 = _mm_set1_ps(coef[t9]);
            t3 = _mm_sub_ps(t12, t13);
        } else {
            t3 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t2 = _mm_set1_ps(0.0f);
    int t10 = (_mm_movemask_epi8(t6) != 0);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((_mm_movemask_epi8(t6) != 0)) {
            __m128 t16 = _mm_mul_ps(t2, x);
            __m128 t17 = _mm_set1_ps(coef[t14]);
            t4 = _mm_add_ps(t16, t17);
        } else {
            t4 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t15 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t6));
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

/* vcc: function at regroup.c:80 vector variant _ZGVbN4vuu_tally of `tally`: VL 4, unmasked, x vector, hits uniform, n uniform */
__m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n) {
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x, t3));
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    int t6 = (_mm_movemask_epi8(t5) != 0);
    int t7 = 0;
    __m128 t1 = x;
    while (t6 ? t7 < n : 0) {
        __m128 t8 = _mm_set1_ps(0.25f);
        __m128 t9 = _mm_mul_ps(t1, t8);
        __m128 t10 = _mm_set1_ps(1.0f);
        t1 = _mm_sub_ps(t9, t10);
        t7++;
    }
    int t11 = (_mm_movemask_epi8(t4) != 0);
    int t12 = 0;
    __m128 t2 = x;
    while (t11 ? t12 < n : 0) {
        __m128 t13 = _mm_set1_ps(0.5f);
        __m128 t14 = _mm_mul_ps(t2, t13);
        __m128 t15 = _mm_set1_ps(1.0f);
        t2 = _mm_add_ps(t14, t15);
        t12++;
    }
    if ((_mm_movemask_epi8(t4) != 0)) {
        __m128 t16 = _mm_set1_ps(8.0f);
        __m128 t17 = _mm_mul_ps(t2, t16);
        __m128i t18 = _mm_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t18, (vcc_m4)t4);
    }
    __m128 t19 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t4));
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

/* vcc: function at regroup.c:95 vector variant _ZGVbN4v_cheap of `cheap`: VL 4, unmasked, x vector */
__m128 _ZGVbN4v_cheap(__m128 x) {
    __m128 t1 = _mm_set1_ps(0.0f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128 t4 = _mm_sub_ps(x, t3);
    __m128 t5 = _mm_set1_ps(2.0f);
    __m128 t6 = _mm_mul_ps(x, t5);
    __m128 t7 = vcc_sse2_blendv_ps(t4, t6, _mm_castsi128_ps(t2));
    return t7;
}

void run_series(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m128 t1;
    __m128 t2;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128 t11;
    __m128 t12;
    __m128 t13;
    __m128 t15;
    __m128 t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128 t21;
    __m128 t22;
    __m128 t23;
    __m128 t24;
    long i_vec_1;
    __m128 t25;
    __m128 t27;
    __m128 t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    int t113;
    long t114;
    int i;
    int t146;
    __m128 t147;
    __m128 t148;
    int t149;
    int t152;
    __m128 t153;
    int t154;
    __m128 t155;
    int t187;
    __m128 t188;
    __m128 t189;
    int t190;
    int t193;
    __m128 t194;
    int t195;
    __m128 t196;
    int t213;
    __m128 t214;
    __m128 t215;
    int t216;
    int t219;
    __m128 t220;
    int t221;
    __m128 t222;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L235:
        /* vcc: loop at regroup.c:101 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            long t35 = i_vec_1 + 4L;
            float *t36 = out + t35;
            __m128 in_v_1 = _mm_loadu_ps(in + t35);
            long t37 = i_vec_1 + 8L;
            float *t38 = out + t37;
            __m128 in_v_2 = _mm_loadu_ps(in + t37);
            long t39 = i_vec_1 + 12L;
            float *t40 = out + t39;
            __m128 in_v_3 = _mm_loadu_ps(in + t39);
            __m128i t41 = _mm_castps_si128(_mm_cmplt_ps(in_v, _mm_set1_ps(1.0f)));
            __m128i t42 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t41, _mm_set1_epi32(1)); });
            __m128i t43 = (__m128i)__builtin_shufflevector((vcc_v4_int)t42, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t44 = _mm_add_epi32(t42, t43);
            __m128i t45 = (__m128i)__builtin_shufflevector((vcc_v4_int)t44, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t46 = _mm_add_epi32(t44, t45);
            __m128i t47 = _mm_sub_epi32(t46, t42);
            __m128i t48 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t47);
            __m128i t49 = _mm_castps_si128(_mm_cmplt_ps(in_v_1, _mm_set1_ps(1.0f)));
            __m128i t50 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t49, _mm_set1_epi32(1)); });
            __m128i t51 = (__m128i)__builtin_shufflevector((vcc_v4_int)t50, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t52 = _mm_add_epi32(t50, t51);
            __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t54 = _mm_add_epi32(t52, t53);
            __m128i t55 = _mm_sub_epi32(t54, t50);
            __m128i t56 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t55);
            __m128i t57 = _mm_castps_si128(_mm_cmplt_ps(in_v_2, _mm_set1_ps(1.0f)));
            __m128i t58 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t57, _mm_set1_epi32(1)); });
            __m128i t59 = (__m128i)__builtin_shufflevector((vcc_v4_int)t58, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t60 = _mm_add_epi32(t58, t59);
            __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v4_int)t60, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t62 = _mm_add_epi32(t60, t61);
            __m128i t63 = _mm_sub_epi32(t62, t58);
            __m128i t64 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t63);
            __m128i t65 = _mm_castps_si128(_mm_cmplt_ps(in_v_3, _mm_set1_ps(1.0f)));
            __m128i t66 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t65, _mm_set1_epi32(1)); });
            __m128i t67 = (__m128i)__builtin_shufflevector((vcc_v4_int)t66, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t68 = _mm_add_epi32(t66, t67);
            __m128i t69 = (__m128i)__builtin_shufflevector((vcc_v4_int)t68, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t70 = _mm_add_epi32(t68, t69);
            __m128i t71 = _mm_sub_epi32(t70, t66);
            __m128i t72 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t71);
            int t73 = vcc_sse_reduce_epi32(t42, _mm_add_epi32, int);
            int t74 = t73 + vcc_sse_reduce_epi32(t50, _mm_add_epi32, int);
            int t75 = t74 + vcc_sse_reduce_epi32(t58, _mm_add_epi32, int);
            int t76 = t75 + vcc_sse_reduce_epi32(t66, _mm_add_epi32, int);
            __m128i t77 = _mm_set1_epi32(0);
            __m128i t78 = _mm_add_epi32(t77, t47);
            __m128i t79 = _mm_set1_epi32((int)t76);
            __m128i t80 = _mm_add_epi32(t79, t48);
            __m128i t81 = vcc_sse2_blendv_epi8(t80, t78, t41);
            __m128i t82 = _mm_set1_epi32(0);
            __m128i t83 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t82);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t81, (vcc_v4_int)t83);
            __m128i t84 = _mm_set1_epi32((int)t73);
            __m128i t85 = _mm_add_epi32(t84, t55);
            __m128i t86 = _mm_set1_epi32((int)(t76 + 4 - t73));
            __m128i t87 = _mm_add_epi32(t86, t56);
            __m128i t88 = vcc_sse2_blendv_epi8(t87, t85, t49);
            __m128i t89 = _mm_set1_epi32(4);
            __m128i t90 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t89);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t88, (vcc_v4_int)t90);
            __m128i t91 = _mm_set1_epi32((int)t74);
            __m128i t92 = _mm_add_epi32(t91, t63);
            __m128i t93 = _mm_set1_epi32((int)(t76 + 8 - t74));
            __m128i t94 = _mm_add_epi32(t93, t64);
            __m128i t95 = vcc_sse2_blendv_epi8(t94, t92, t57);
            __m128i t96 = _mm_set1_epi32(8);
            __m128i t97 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t96);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t95, (vcc_v4_int)t97);
            __m128i t98 = _mm_set1_epi32((int)t75);
            __m128i t99 = _mm_add_epi32(t98, t71);
            __m128i t100 = _mm_set1_epi32((int)(t76 + 12 - t75));
            __m128i t101 = _mm_add_epi32(t100, t72);
            __m128i t102 = vcc_sse2_blendv_epi8(t101, t99, t65);
            __m128i t103 = _mm_set1_epi32(12);
            __m128i t104 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t103);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t102, (vcc_v4_int)t104);
            _mm_storeu_ps(vcc_regroup_arg, in_v);
            _mm_storeu_ps(vcc_regroup_arg + 4, in_v_1);
            _mm_storeu_ps(vcc_regroup_arg + 8, in_v_2);
            _mm_storeu_ps(vcc_regroup_arg + 12, in_v_3);
            __m128i t105 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t106 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t105, 15);
            __m128i t107 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t108 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t107, 15);
            __m128i t109 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t110 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t109, 15);
            __m128i t111 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t112 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t111, 15);
            __m128 t123 = _mm_set1_ps(1.0f);
            __m128i t124 = _mm_castps_si128(_mm_cmplt_ps(t106, t123));
            __m128i t3 = (__m128i)~(vcc_m4)t124;
            int t125 = (_mm_movemask_epi8(t3) != 0);
            __m128 t127 = t106;
            for (int t126 = 24; t125 ? t126 > 0 : 0; t126--, t127 = t1) {
                if ((_mm_movemask_epi8(t3) != 0)) {
                    __m128 t128 = _mm_set1_ps((float)t126);
                    __m128 t129 = _mm_div_ps(t128, t127);
                    t1 = _mm_add_ps(t106, t129);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t3) != 0)) {
                __m128 t130 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t130, t127);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t131 = (_mm_movemask_epi8(t124) != 0);
            __m128 t132 = _mm_set1_ps(1.0f);
            __m128i t133 = _mm_castps_si128(_mm_cmplt_ps(t108, t132));
            __m128i t14 = (__m128i)~(vcc_m4)t133;
            int t134 = (_mm_movemask_epi8(t14) != 0);
            int t135 = 1;
            __m128 t136 = t106;
            __m128 t137 = t106;
            int t138 = 1;
            __m128 t139 = (__m128)(vcc_v4_float){0};
            int t140 = 24;
            __m128 t141 = t108;
            int t142 = 1;
            __m128 t143 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t138) {
                    if (t131 ? t135 < 24 : 0) {
                        if ((_mm_movemask_epi8(t124) != 0)) {
                            __m128 t144 = _mm_mul_ps(t137, t106);
                            __m128 t145 = _mm_set1_ps((float)(2 * t135 + 1));
                            t4 = _mm_div_ps(t144, t145);
                            t5 = _mm_add_ps(t136, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t146 = t135 + 1;
                        t147 = t5;
                        t148 = t4;
                        t149 = 1;
                        t6 = t139;
                    } else {
                        t6 = vcc_sse2_blendv_ps(t136, t2, _mm_castsi128_ps(t3));
                        t146 = t135;
                        t147 = t136;
                        t148 = t137;
                        t149 = 0;
                    }
                } else {
                    t146 = t135;
                    t147 = t136;
                    t148 = t137;
                    t149 = 0;
                    t6 = t139;
                }
                if (t142) {
                    if (t134 ? t140 > 0 : 0) {
                        if ((_mm_movemask_epi8(t14) != 0)) {
                            __m128 t150 = _mm_set1_ps((float)t140);
                            __m128 t151 = _mm_div_ps(t150, t141);
                            t7 = _mm_add_ps(t108, t151);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t152 = t140 - 1;
                        t153 = t7;
                        t154 = 1;
                        t155 = t143;
                    } else {
                        t152 = t140;
                        t153 = t141;
                        t154 = 0;
                        t155 = t141;
                    }
                } else {
                    t152 = t140;
                    t153 = t141;
                    t154 = 0;
                    t155 = t143;
                }
                if (t149 | t154) {
                    t135 = t146;
                    t136 = t147;
                    t137 = t148;
                    t138 = t149;
                    t139 = t6;
                    t140 = t152;
                    t141 = t153;
                    t142 = t154;
                    t143 = t155;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm_movemask_epi8(t14) != 0)) {
                        __m128 t171 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t171, t155);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t172 = (_mm_movemask_epi8(t133) != 0);
                    __m128 t173 = _mm_set1_ps(1.0f);
                    __m128i t174 = _mm_castps_si128(_mm_cmplt_ps(t110, t173));
                    __m128i t20 = (__m128i)~(vcc_m4)t174;
                    int t175 = (_mm_movemask_epi8(t20) != 0);
                    int t176 = 1;
                    __m128 t177 = t108;
                    __m128 t178 = t108;
                    int t179 = 1;
                    __m128 t180 = (__m128)(vcc_v4_float){0};
                    int t181 = 24;
                    __m128 t182 = t110;
                    int t183 = 1;
                    __m128 t184 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t179) {
                            if (t172 ? t176 < 24 : 0) {
                                if ((_mm_movemask_epi8(t133) != 0)) {
                                    __m128 t185 = _mm_mul_ps(t178, t108);
                                    __m128 t186 = _mm_set1_ps((float)(2 * t176 + 1));
                                    t15 = _mm_div_ps(t185, t186);
                                    t16 = _mm_add_ps(t177, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t187 = t176 + 1;
                                t188 = t16;
                                t189 = t15;
                                t190 = 1;
                                t17 = t180;
                            } else {
                                t17 = vcc_sse2_blendv_ps(t177, t13, _mm_castsi128_ps(t14));
                                t187 = t176;
                                t188 = t177;
                                t189 = t178;
                                t190 = 0;
                            }
                        } else {
                            t187 = t176;
                            t188 = t177;
                            t189 = t178;
                            t190 = 0;
                            t17 = t180;
                        }
                        if (t183) {
                            if (t175 ? t181 > 0 : 0) {
                                if ((_mm_movemask_epi8(t20) != 0)) {
                                    __m128 t191 = _mm_set1_ps((float)t181);
                                    __m128 t192 = _mm_div_ps(t191, t182);
                                    t18 = _mm_add_ps(t110, t192);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t193 = t181 - 1;
                                t194 = t18;
                                t195 = 1;
                                t196 = t184;
                            } else {
                                t193 = t181;
                                t194 = t182;
                                t195 = 0;
                                t196 = t182;
                            }
                        } else {
                            t193 = t181;
                            t194 = t182;
                            t195 = 0;
                            t196 = t184;
                        }
                        if (t190 | t195) {
                            t176 = t187;
                            t177 = t188;
                            t178 = t189;
                            t179 = t190;
                            t180 = t17;
                            t181 = t193;
                            t182 = t194;
                            t183 = t195;
                            t184 = t196;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t17);
                            if ((_mm_movemask_epi8(t20) != 0)) {
                                __m128 t197 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t197, t196);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t198 = (_mm_movemask_epi8(t174) != 0);
                            __m128 t199 = _mm_set1_ps(1.0f);
                            __m128i t200 = _mm_castps_si128(_mm_cmplt_ps(t112, t199));
                            __m128i t26 = (__m128i)~(vcc_m4)t200;
                            int t201 = (_mm_movemask_epi8(t26) != 0);
                            int t202 = 1;
                            __m128 t203 = t110;
                            __m128 t204 = t110;
                            int t205 = 1;
                            __m128 t206 = (__m128)(vcc_v4_float){0};
                            int t207 = 24;
                            __m128 t208 = t112;
                            int t209 = 1;
                            __m128 t210 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t205) {
                                    if (t198 ? t202 < 24 : 0) {
                                        if ((_mm_movemask_epi8(t174) != 0)) {
                                            __m128 t211 = _mm_mul_ps(t204, t110);
                                            __m128 t212 = _mm_set1_ps((float)(2 * t202 + 1));
                                            t21 = _mm_div_ps(t211, t212);
                                            t22 = _mm_add_ps(t203, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t213 = t202 + 1;
                                        t214 = t22;
                                        t215 = t21;
                                        t216 = 1;
                                        t23 = t206;
                                    } else {
                                        t23 = vcc_sse2_blendv_ps(t203, t19, _mm_castsi128_ps(t20));
                                        t213 = t202;
                                        t214 = t203;
                                        t215 = t204;
                                        t216 = 0;
                                    }
                                } else {
                                    t213 = t202;
                                    t214 = t203;
                                    t215 = t204;
                                    t216 = 0;
                                    t23 = t206;
                                }
                                if (t209) {
                                    if (t201 ? t207 > 0 : 0) {
                                        if ((_mm_movemask_epi8(t26) != 0)) {
                                            __m128 t217 = _mm_set1_ps((float)t207);
                                            __m128 t218 = _mm_div_ps(t217, t208);
                                            t24 = _mm_add_ps(t112, t218);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t219 = t207 - 1;
                                        t220 = t24;
                                        t221 = 1;
                                        t222 = t210;
                                    } else {
                                        t219 = t207;
                                        t220 = t208;
                                        t221 = 0;
                                        t222 = t208;
                                    }
                                } else {
                                    t219 = t207;
                                    t220 = t208;
                                    t221 = 0;
                                    t222 = t210;
                                }
                                if (!(t216 | t221)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t23);
                                    if ((_mm_movemask_epi8(t26) != 0)) {
                                        __m128 t227 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t227, t222);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t228 = (_mm_movemask_epi8(t200) != 0);
                                    __m128 t230 = t112;
                                    __m128 t231 = t112;
                                    for (int t229 = 1; t228 ? t229 < 24 : 0; t229++, t230 = t28, t231 = t27) {
                                        if ((_mm_movemask_epi8(t200) != 0)) {
                                            __m128 t233 = _mm_mul_ps(t231, t112);
                                            __m128 t234 = _mm_set1_ps((float)(2 * t229 + 1));
                                            t27 = _mm_div_ps(t233, t234);
                                            t28 = _mm_add_ps(t230, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t232 = vcc_sse2_blendv_ps(t230, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t232);
                                    __m128 t223 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t81, 15);
                                    __m128 t224 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t88, 15);
                                    __m128 t225 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t95, 15);
                                    __m128 t226 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t102, 15);
                                    _mm_storeu_ps(t34, t223);
                                    _mm_storeu_ps(t36, t224);
                                    _mm_storeu_ps(t38, t225);
                                    _mm_storeu_ps(t40, t226);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L235;
                                    }
                                    t113 = (int)t33;
                                    goto L236;
                                }
                                t202 = t213;
                                t203 = t214;
                                t204 = t215;
                                t205 = t216;
                                t206 = t23;
                                t207 = t219;
                                t208 = t220;
                                t209 = t221;
                                t210 = t222;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t113 = 0;
    }
L236:
    t114 = (long)n + (long)t113 * -1L;
    unsigned long t115 = (unsigned long)out;
    unsigned long t116 = (unsigned long)in;
    long t117 = (long)((unsigned long)out + (unsigned long)((long)t113 * 4L) - ((unsigned long)in + (unsigned long)((long)t113 * 4L)));
    if ((t114 >= 4L) & (((t115 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t116 + (unsigned long)((long)t113 * 4L))) | ((t116 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t113 * 4L))) | ((t117 <= 0L) | (t117 >= 16L)))) {
        long t118 = t114 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t119 = (long)t113 + i_vec;
            float *t120 = out + t119;
            __m128 in_v_4 = _mm_loadu_ps(in + t119);
            __m128 t156 = _mm_set1_ps(1.0f);
            __m128i t157 = _mm_castps_si128(_mm_cmplt_ps(in_v_4, t156));
            __m128i t10 = (__m128i)~(vcc_m4)t157;
            int t158 = (_mm_movemask_epi8(t10) != 0);
            __m128 t160 = in_v_4;
            for (int t159 = 24; t158 ? t159 > 0 : 0; t159--, t160 = t8) {
                if ((_mm_movemask_epi8(t10) != 0)) {
                    __m128 t161 = _mm_set1_ps((float)t159);
                    __m128 t162 = _mm_div_ps(t161, t160);
                    t8 = _mm_add_ps(in_v_4, t162);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t10) != 0)) {
                __m128 t163 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t163, t160);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t164 = (_mm_movemask_epi8(t157) != 0);
            __m128 t166 = in_v_4;
            __m128 t167 = in_v_4;
            for (int t165 = 1; t164 ? t165 < 24 : 0; t165++, t166 = t12, t167 = t11) {
                if ((_mm_movemask_epi8(t157) != 0)) {
                    __m128 t169 = _mm_mul_ps(t167, in_v_4);
                    __m128 t170 = _mm_set1_ps((float)(2 * t165 + 1));
                    t11 = _mm_div_ps(t169, t170);
                    t12 = _mm_add_ps(t166, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t168 = vcc_sse2_blendv_ps(t166, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t120, t168);
            i_vec += 4L;
            if (i_vec >= t118) {
                i = (int)((long)t113 + t118);
                break;
            }
        }
    } else {
        i = t113;
    }
    for (; i < n; i++) {
        long t121 = (long)i;
        float t122 = in[t121];
        out[t121] = series(t122, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    __m128d t4;
    int t7;
    __m128d t8;
    int t11;
    __m128d t12;
    int t15;
    __m128d t16;
    int t19;
    __m128d t20;
    int t124;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    long t24 = (long)((unsigned long)out - (unsigned long)x);
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)y;
    long t27 = (long)((unsigned long)out - (unsigned long)y);
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22) | ((t24 <= 0L) | (t24 >= 64L))) & (((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26) | ((t26 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        long t28 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            __m128d y_v = _mm_loadu_pd(y + i_vec_1);
            __m128d x_v = _mm_loadu_pd(x + i_vec_1);
            long t30 = i_vec_1 + 2L;
            double *t31 = out + t30;
            __m128d y_v_1 = _mm_loadu_pd(y + t30);
            __m128d x_v_1 = _mm_loadu_pd(x + t30);
            long t32 = i_vec_1 + 4L;
            double *t33 = out + t32;
            __m128d y_v_2 = _mm_loadu_pd(y + t32);
            __m128d x_v_2 = _mm_loadu_pd(x + t32);
            long t34 = i_vec_1 + 6L;
            double *t35 = out + t34;
            __m128d y_v_3 = _mm_loadu_pd(y + t34);
            __m128d x_v_3 = _mm_loadu_pd(x + t34);
            __m128d t36 = _mm_mul_pd(x_v, _mm_set1_pd(4.0));
            vcc_v2_int t37 = __builtin_convertvector((vcc_v2_double)t36, vcc_v2_int);
            __m128d t38 = (__m128d)__builtin_convertvector(t37, vcc_v2_double);
            __m128d t39 = _mm_add_pd(t38, _mm_set1_pd(0.5));
            __m128i t40 = _mm_castpd_si128(_mm_cmpgt_pd(t39, y_v));
            vcc_v2_int t41 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t40, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t42 = __builtin_shufflevector(t41, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t43 = t41 + t42;
            vcc_v2_int t44 = t43 - t41;
            vcc_v2_int t45 = (vcc_v2_int){0, 1} - t44;
            __m128d t46 = _mm_mul_pd(x_v_1, _mm_set1_pd(4.0));
            vcc_v2_int t47 = __builtin_convertvector((vcc_v2_double)t46, vcc_v2_int);
            __m128d t48 = (__m128d)__builtin_convertvector(t47, vcc_v2_double);
            __m128d t49 = _mm_add_pd(t48, _mm_set1_pd(0.5));
            __m128i t50 = _mm_castpd_si128(_mm_cmpgt_pd(t49, y_v_1));
            vcc_v2_int t51 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t50, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t52 = __builtin_shufflevector(t51, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t53 = t51 + t52;
            vcc_v2_int t54 = t53 - t51;
            vcc_v2_int t55 = (vcc_v2_int){0, 1} - t54;
            __m128d t56 = _mm_mul_pd(x_v_2, _mm_set1_pd(4.0));
            vcc_v2_int t57 = __builtin_convertvector((vcc_v2_double)t56, vcc_v2_int);
            __m128d t58 = (__m128d)__builtin_convertvector(t57, vcc_v2_double);
            __m128d t59 = _mm_add_pd(t58, _mm_set1_pd(0.5));
            __m128i t60 = _mm_castpd_si128(_mm_cmpgt_pd(t59, y_v_2));
            vcc_v2_int t61 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t60, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t62 = __builtin_shufflevector(t61, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t63 = t61 + t62;
            vcc_v2_int t64 = t63 - t61;
            vcc_v2_int t65 = (vcc_v2_int){0, 1} - t64;
            __m128d t66 = _mm_mul_pd(x_v_3, _mm_set1_pd(4.0));
            vcc_v2_int t67 = __builtin_convertvector((vcc_v2_double)t66, vcc_v2_int);
            __m128d t68 = (__m128d)__builtin_convertvector(t67, vcc_v2_double);
            __m128d t69 = _mm_add_pd(t68, _mm_set1_pd(0.5));
            __m128i t70 = _mm_castpd_si128(_mm_cmpgt_pd(t69, y_v_3));
            vcc_v2_int t71 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t70, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t72 = __builtin_shufflevector(t71, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t73 = t71 + t72;
            vcc_v2_int t74 = t73 - t71;
            vcc_v2_int t75 = (vcc_v2_int){0, 1} - t74;
            int t76 = vcc_reduce(int, t41, +);
            int t77 = t76 + vcc_reduce(int, t51, +);
            int t78 = t77 + vcc_reduce(int, t61, +);
            int t79 = t78 + vcc_reduce(int, t71, +);
            vcc_v2_int t80 = (vcc_v2_int){0, 0};
            vcc_v2_int t81 = t80 + t44;
            vcc_v2_int t82 = (vcc_v2_int){t79, t79};
            vcc_v2_int t83 = t82 + t45;
            vcc_v2_int t84 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t40, vcc_v2_int), t81, t83);
            vcc_v2_int t85 = (vcc_v2_int){0, 0};
            vcc_v2_int t86 = (vcc_v2_int){0, 1} + t85;
            vcc_scatter(vcc_regroup_perm, t84, t86);
            vcc_v2_int t87 = (vcc_v2_int){t76, t76};
            vcc_v2_int t88 = t87 + t54;
            vcc_v2_int t89 = vcc_splat(vcc_v2_int, t79 + 2 - t76);
            vcc_v2_int t90 = t89 + t55;
            vcc_v2_int t91 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t50, vcc_v2_int), t88, t90);
            vcc_v2_int t92 = (vcc_v2_int){2, 2};
            vcc_v2_int t93 = (vcc_v2_int){0, 1} + t92;
            vcc_scatter(vcc_regroup_perm, t91, t93);
            vcc_v2_int t94 = (vcc_v2_int){t77, t77};
            vcc_v2_int t95 = t94 + t64;
            vcc_v2_int t96 = vcc_splat(vcc_v2_int, t79 + 4 - t77);
            vcc_v2_int t97 = t96 + t65;
            vcc_v2_int t98 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t60, vcc_v2_int), t95, t97);
            vcc_v2_int t99 = (vcc_v2_int){4, 4};
            vcc_v2_int t100 = (vcc_v2_int){0, 1} + t99;
            vcc_scatter(vcc_regroup_perm, t98, t100);
            vcc_v2_int t101 = (vcc_v2_int){t78, t78};
            vcc_v2_int t102 = t101 + t74;
            vcc_v2_int t103 = vcc_splat(vcc_v2_int, t79 + 6 - t78);
            vcc_v2_int t104 = t103 + t75;
            vcc_v2_int t105 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t70, vcc_v2_int), t102, t104);
            vcc_v2_int t106 = (vcc_v2_int){6, 6};
            vcc_v2_int t107 = (vcc_v2_int){0, 1} + t106;
            vcc_scatter(vcc_regroup_perm, t105, t107);
            _mm_storeu_pd(vcc_regroup_arg, x_v);
            _mm_storeu_pd(vcc_regroup_arg + 2, x_v_1);
            _mm_storeu_pd(vcc_regroup_arg + 4, x_v_2);
            _mm_storeu_pd(vcc_regroup_arg + 6, x_v_3);
            vcc_v2_int t108 = vcc_load(vcc_v2_int, vcc_regroup_perm);
            __m128d t109 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t108);
            vcc_v2_int t110 = vcc_load(vcc_v2_int, vcc_regroup_perm + 2);
            __m128d t111 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t110);
            vcc_v2_int t112 = vcc_load(vcc_v2_int, vcc_regroup_perm + 4);
            __m128d t113 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t112);
            vcc_v2_int t114 = vcc_load(vcc_v2_int, vcc_regroup_perm + 6);
            __m128d t115 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t114);
            _mm_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm_storeu_pd(vcc_regroup_arg_1 + 2, y_v_1);
            _mm_storeu_pd(vcc_regroup_arg_1 + 4, y_v_2);
            _mm_storeu_pd(vcc_regroup_arg_1 + 6, y_v_3);
            vcc_v2_int t116 = vcc_load(vcc_v2_int, vcc_regroup_perm);
            __m128d t117 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t116);
            vcc_v2_int t118 = vcc_load(vcc_v2_int, vcc_regroup_perm + 2);
            __m128d t119 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t118);
            vcc_v2_int t120 = vcc_load(vcc_v2_int, vcc_regroup_perm + 4);
            __m128d t121 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t120);
            vcc_v2_int t122 = vcc_load(vcc_v2_int, vcc_regroup_perm + 6);
            __m128d t123 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t122);
            __m128d t138 = _mm_set1_pd(4.0);
            __m128d t139 = _mm_mul_pd(t109, t138);
            vcc_v2_int t140 = __builtin_convertvector((vcc_v2_double)t139, vcc_v2_int);
            __m128d t141 = (__m128d)__builtin_convertvector(t140, vcc_v2_double);
            __m128d t142 = _mm_set1_pd(0.5);
            __m128d t143 = _mm_add_pd(t141, t142);
            __m128i t144 = _mm_castpd_si128(_mm_cmpgt_pd(t143, t117));
            __m128i t145 = (__m128i)~(vcc_m2)t144;
            __m128d t1 = _mm_set1_pd(0.0);
            int t146 = (_mm_movemask_epi8(t145) != 0);
            for (int t147 = 0; t146 ? t147 < 40 : 0; t147 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t145) != 0)) {
                    __m128d t149 = _mm_set1_pd(0.25);
                    __m128d t150 = _mm_mul_pd(t1, t149);
                    t3 = t147 + 1;
                    __m128d t151 = _mm_set1_pd((double)t3);
                    __m128d t152 = _mm_div_pd(t117, t151);
                    t4 = _mm_sub_pd(t150, t152);
                } else {
                    t3 = 0;
                    t4 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t2 = _mm_set1_pd(0.0);
            int t148 = (_mm_movemask_epi8(t144) != 0);
            int t153 = 0;
            while (t148 ? t153 < 40 : 0) {
                __m128d t154 = _mm_set1_pd(0.5);
                __m128d t155 = _mm_mul_pd(t2, t154);
                __m128d t156 = _mm_set1_pd((double)t153);
                __m128d t157 = _mm_mul_pd(t109, t156);
                t2 = _mm_add_pd(t155, t157);
                t153++;
            }
            __m128d t158 = vcc_sse2_blendv_pd(t1, t2, _mm_castsi128_pd(t144));
            _mm_storeu_pd(vcc_regroup_result, t158);
            __m128d t180 = _mm_set1_pd(4.0);
            __m128d t181 = _mm_mul_pd(t111, t180);
            vcc_v2_int t182 = __builtin_convertvector((vcc_v2_double)t181, vcc_v2_int);
            __m128d t183 = (__m128d)__builtin_convertvector(t182, vcc_v2_double);
            __m128d t184 = _mm_set1_pd(0.5);
            __m128d t185 = _mm_add_pd(t183, t184);
            __m128i t186 = _mm_castpd_si128(_mm_cmpgt_pd(t185, t119));
            __m128i t187 = (__m128i)~(vcc_m2)t186;
            __m128d t9 = _mm_set1_pd(0.0);
            int t188 = (_mm_movemask_epi8(t187) != 0);
            for (int t189 = 0; t188 ? t189 < 40 : 0; t189 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t187) != 0)) {
                    __m128d t191 = _mm_set1_pd(0.25);
                    __m128d t192 = _mm_mul_pd(t9, t191);
                    t11 = t189 + 1;
                    __m128d t193 = _mm_set1_pd((double)t11);
                    __m128d t194 = _mm_div_pd(t119, t193);
                    t12 = _mm_sub_pd(t192, t194);
                } else {
                    t11 = 0;
                    t12 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t10 = _mm_set1_pd(0.0);
            int t190 = (_mm_movemask_epi8(t186) != 0);
            int t195 = 0;
            while (t190 ? t195 < 40 : 0) {
                __m128d t196 = _mm_set1_pd(0.5);
                __m128d t197 = _mm_mul_pd(t10, t196);
                __m128d t198 = _mm_set1_pd((double)t195);
                __m128d t199 = _mm_mul_pd(t111, t198);
                t10 = _mm_add_pd(t197, t199);
                t195++;
            }
            __m128d t200 = vcc_sse2_blendv_pd(t9, t10, _mm_castsi128_pd(t186));
            _mm_storeu_pd(vcc_regroup_result + 2, t200);
            __m128d t201 = _mm_set1_pd(4.0);
            __m128d t202 = _mm_mul_pd(t113, t201);
            vcc_v2_int t203 = __builtin_convertvector((vcc_v2_double)t202, vcc_v2_int);
            __m128d t204 = (__m128d)__builtin_convertvector(t203, vcc_v2_double);
            __m128d t205 = _mm_set1_pd(0.5);
            __m128d t206 = _mm_add_pd(t204, t205);
            __m128i t207 = _mm_castpd_si128(_mm_cmpgt_pd(t206, t121));
            __m128i t208 = (__m128i)~(vcc_m2)t207;
            __m128d t13 = _mm_set1_pd(0.0);
            int t209 = (_mm_movemask_epi8(t208) != 0);
            for (int t210 = 0; t209 ? t210 < 40 : 0; t210 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t208) != 0)) {
                    __m128d t212 = _mm_set1_pd(0.25);
                    __m128d t213 = _mm_mul_pd(t13, t212);
                    t15 = t210 + 1;
                    __m128d t214 = _mm_set1_pd((double)t15);
                    __m128d t215 = _mm_div_pd(t121, t214);
                    t16 = _mm_sub_pd(t213, t215);
                } else {
                    t15 = 0;
                    t16 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t14 = _mm_set1_pd(0.0);
            int t211 = (_mm_movemask_epi8(t207) != 0);
            int t216 = 0;
            while (t211 ? t216 < 40 : 0) {
                __m128d t217 = _mm_set1_pd(0.5);
                __m128d t218 = _mm_mul_pd(t14, t217);
                __m128d t219 = _mm_set1_pd((double)t216);
                __m128d t220 = _mm_mul_pd(t113, t219);
                t14 = _mm_add_pd(t218, t220);
                t216++;
            }
            __m128d t221 = vcc_sse2_blendv_pd(t13, t14, _mm_castsi128_pd(t207));
            _mm_storeu_pd(vcc_regroup_result + 4, t221);
            __m128d t226 = _mm_set1_pd(4.0);
            __m128d t227 = _mm_mul_pd(t115, t226);
            vcc_v2_int t228 = __builtin_convertvector((vcc_v2_double)t227, vcc_v2_int);
            __m128d t229 = (__m128d)__builtin_convertvector(t228, vcc_v2_double);
            __m128d t230 = _mm_set1_pd(0.5);
            __m128d t231 = _mm_add_pd(t229, t230);
            __m128i t232 = _mm_castpd_si128(_mm_cmpgt_pd(t231, t123));
            __m128i t233 = (__m128i)~(vcc_m2)t232;
            __m128d t17 = _mm_set1_pd(0.0);
            int t234 = (_mm_movemask_epi8(t233) != 0);
            for (int t235 = 0; t234 ? t235 < 40 : 0; t235 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t233) != 0)) {
                    __m128d t237 = _mm_set1_pd(0.25);
                    __m128d t238 = _mm_mul_pd(t17, t237);
                    t19 = t235 + 1;
                    __m128d t239 = _mm_set1_pd((double)t19);
                    __m128d t240 = _mm_div_pd(t123, t239);
                    t20 = _mm_sub_pd(t238, t240);
                } else {
                    t19 = 0;
                    t20 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t18 = _mm_set1_pd(0.0);
            int t236 = (_mm_movemask_epi8(t232) != 0);
            int t241 = 0;
            while (t236 ? t241 < 40 : 0) {
                __m128d t242 = _mm_set1_pd(0.5);
                __m128d t243 = _mm_mul_pd(t18, t242);
                __m128d t244 = _mm_set1_pd((double)t241);
                __m128d t245 = _mm_mul_pd(t115, t244);
                t18 = _mm_add_pd(t243, t245);
                t241++;
            }
            __m128d t246 = vcc_sse2_blendv_pd(t17, t18, _mm_castsi128_pd(t232));
            _mm_storeu_pd(vcc_regroup_result + 6, t246);
            __m128d t222 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t84);
            __m128d t223 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t91);
            __m128d t224 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t98);
            __m128d t225 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t105);
            _mm_storeu_pd(t29, t222);
            _mm_storeu_pd(t31, t223);
            _mm_storeu_pd(t33, t224);
            _mm_storeu_pd(t35, t225);
            i_vec_1 += 8L;
            if (i_vec_1 >= t28) {
                t124 = (int)t28;
                break;
            }
        }
    } else {
        t124 = 0;
    }
    long t125 = (long)n + (long)t124 * -1L;
    unsigned long t126 = (unsigned long)out;
    unsigned long t127 = (unsigned long)x;
    long t128 = (long)((unsigned long)out + (unsigned long)((long)t124 * 8L) - ((unsigned long)x + (unsigned long)((long)t124 * 8L)));
    unsigned long t129 = (unsigned long)out;
    unsigned long t130 = (unsigned long)y;
    long t131 = (long)((unsigned long)out + (unsigned long)((long)t124 * 8L) - ((unsigned long)y + (unsigned long)((long)t124 * 8L)));
    if ((t125 >= 2L) & (((t126 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t124 * 8L))) | ((t127 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t124 * 8L))) | ((t128 <= 0L) | (t128 >= 16L))) & (((t129 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t124 * 8L))) | ((t130 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t124 * 8L))) | ((t131 <= 0L) | (t131 >= 16L)))) {
        long t132 = t125 & -2L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t133 = (long)t124 + i_vec;
            double *t134 = out + t133;
            __m128d y_v_4 = _mm_loadu_pd(y + t133);
            __m128d x_v_4 = _mm_loadu_pd(x + t133);
            __m128d t159 = _mm_set1_pd(4.0);
            __m128d t160 = _mm_mul_pd(x_v_4, t159);
            vcc_v2_int t161 = __builtin_convertvector((vcc_v2_double)t160, vcc_v2_int);
            __m128d t162 = (__m128d)__builtin_convertvector(t161, vcc_v2_double);
            __m128d t163 = _mm_set1_pd(0.5);
            __m128d t164 = _mm_add_pd(t162, t163);
            __m128i t165 = _mm_castpd_si128(_mm_cmpgt_pd(t164, y_v_4));
            __m128i t166 = (__m128i)~(vcc_m2)t165;
            __m128d t5 = _mm_set1_pd(0.0);
            int t167 = (_mm_movemask_epi8(t166) != 0);
            for (int t168 = 0; t167 ? t168 < 40 : 0; t168 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t166) != 0)) {
                    __m128d t170 = _mm_set1_pd(0.25);
                    __m128d t171 = _mm_mul_pd(t5, t170);
                    t7 = t168 + 1;
                    __m128d t172 = _mm_set1_pd((double)t7);
                    __m128d t173 = _mm_div_pd(y_v_4, t172);
                    t8 = _mm_sub_pd(t171, t173);
                } else {
                    t7 = 0;
                    t8 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t6 = _mm_set1_pd(0.0);
            int t169 = (_mm_movemask_epi8(t165) != 0);
            int t174 = 0;
            while (t169 ? t174 < 40 : 0) {
                __m128d t175 = _mm_set1_pd(0.5);
                __m128d t176 = _mm_mul_pd(t6, t175);
                __m128d t177 = _mm_set1_pd((double)t174);
                __m128d t178 = _mm_mul_pd(x_v_4, t177);
                t6 = _mm_add_pd(t176, t178);
                t174++;
            }
            __m128d t179 = vcc_sse2_blendv_pd(t5, t6, _mm_castsi128_pd(t165));
            _mm_storeu_pd(t134, t179);
            i_vec += 2L;
            if (i_vec >= t132) {
                i = (int)((long)t124 + t132);
                break;
            }
        }
    } else {
        i = t124;
    }
    for (; i < n; i++) {
        long t135 = (long)i;
        double t136 = y[t135];
        double t137 = x[t135];
        out[t135] = blend2(t137, t136);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t118;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    long t14 = (long)((unsigned long)out - (unsigned long)a);
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)out - (unsigned long)b);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t11 & -16L;
        __m128i t19 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t19, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            unsigned int *t20 = out + i_vec_1;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_1));
            __m128i t21 = _mm_add_epi32(b_v, (__m128i)i_v);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            long t22 = i_vec_1 + 4L;
            __m128i t23 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            unsigned int *t24 = out + t22;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t22));
            __m128i t25 = _mm_add_epi32(b_v_1, t23);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t22));
            long t26 = i_vec_1 + 8L;
            __m128i t27 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            unsigned int *t28 = out + t26;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t26));
            __m128i t29 = _mm_add_epi32(b_v_2, t27);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t26));
            long t30 = i_vec_1 + 12L;
            __m128i t31 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            unsigned int *t32 = out + t30;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t30));
            __m128i t33 = _mm_add_epi32(b_v_3, t31);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t30));
            __m128i t34 = _mm_xor_si128(a_v, t21);
            __m128i t35 = _mm_and_si128(t34, _mm_set1_epi32(1));
            __m128i t36 = vcc_sse_not(_mm_cmpeq_epi32(t35, _mm_set1_epi32(0)));
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t36, _mm_set1_epi32(1)); });
            __m128i t38 = (__m128i)__builtin_shufflevector((vcc_v4_int)t37, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t39 = _mm_add_epi32(t37, t38);
            __m128i t40 = (__m128i)__builtin_shufflevector((vcc_v4_int)t39, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t41 = _mm_add_epi32(t39, t40);
            __m128i t42 = _mm_sub_epi32(t41, t37);
            __m128i t43 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t42);
            __m128i t44 = _mm_xor_si128(a_v_1, t25);
            __m128i t45 = _mm_and_si128(t44, _mm_set1_epi32(1));
            __m128i t46 = vcc_sse_not(_mm_cmpeq_epi32(t45, _mm_set1_epi32(0)));
            __m128i t47 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t46, _mm_set1_epi32(1)); });
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t49 = _mm_add_epi32(t47, t48);
            __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v4_int)t49, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t51 = _mm_add_epi32(t49, t50);
            __m128i t52 = _mm_sub_epi32(t51, t47);
            __m128i t53 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t52);
            __m128i t54 = _mm_xor_si128(a_v_2, t29);
            __m128i t55 = _mm_and_si128(t54, _mm_set1_epi32(1));
            __m128i t56 = vcc_sse_not(_mm_cmpeq_epi32(t55, _mm_set1_epi32(0)));
            __m128i t57 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t56, _mm_set1_epi32(1)); });
            __m128i t58 = (__m128i)__builtin_shufflevector((vcc_v4_int)t57, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t59 = _mm_add_epi32(t57, t58);
            __m128i t60 = (__m128i)__builtin_shufflevector((vcc_v4_int)t59, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t61 = _mm_add_epi32(t59, t60);
            __m128i t62 = _mm_sub_epi32(t61, t57);
            __m128i t63 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t62);
            __m128i t64 = _mm_xor_si128(a_v_3, t33);
            __m128i t65 = _mm_and_si128(t64, _mm_set1_epi32(1));
            __m128i t66 = vcc_sse_not(_mm_cmpeq_epi32(t65, _mm_set1_epi32(0)));
            __m128i t67 = ({ (void)_mm_set1_epi32(0); _mm_andnot_si128(t66, _mm_set1_epi32(1)); });
            __m128i t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t69 = _mm_add_epi32(t67, t68);
            __m128i t70 = (__m128i)__builtin_shufflevector((vcc_v4_int)t69, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t71 = _mm_add_epi32(t69, t70);
            __m128i t72 = _mm_sub_epi32(t71, t67);
            __m128i t73 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t72);
            int t74 = vcc_sse_reduce_epi32(t37, _mm_add_epi32, int);
            int t75 = t74 + vcc_sse_reduce_epi32(t47, _mm_add_epi32, int);
            int t76 = t75 + vcc_sse_reduce_epi32(t57, _mm_add_epi32, int);
            int t77 = t76 + vcc_sse_reduce_epi32(t67, _mm_add_epi32, int);
            __m128i t78 = _mm_set1_epi32(0);
            __m128i t79 = _mm_add_epi32(t78, t42);
            __m128i t80 = _mm_set1_epi32((int)t77);
            __m128i t81 = _mm_add_epi32(t80, t43);
            __m128i t82 = vcc_sse2_blendv_epi8(t79, t81, t36);
            __m128i t83 = _mm_set1_epi32(0);
            __m128i t84 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t83);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t82, (vcc_v4_int)t84);
            __m128i t85 = _mm_set1_epi32((int)t74);
            __m128i t86 = _mm_add_epi32(t85, t52);
            __m128i t87 = _mm_set1_epi32((int)(t77 + 4 - t74));
            __m128i t88 = _mm_add_epi32(t87, t53);
            __m128i t89 = vcc_sse2_blendv_epi8(t86, t88, t46);
            __m128i t90 = _mm_set1_epi32(4);
            __m128i t91 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t90);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t89, (vcc_v4_int)t91);
            __m128i t92 = _mm_set1_epi32((int)t75);
            __m128i t93 = _mm_add_epi32(t92, t62);
            __m128i t94 = _mm_set1_epi32((int)(t77 + 8 - t75));
            __m128i t95 = _mm_add_epi32(t94, t63);
            __m128i t96 = vcc_sse2_blendv_epi8(t93, t95, t56);
            __m128i t97 = _mm_set1_epi32(8);
            __m128i t98 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t97);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t96, (vcc_v4_int)t98);
            __m128i t99 = _mm_set1_epi32((int)t76);
            __m128i t100 = _mm_add_epi32(t99, t72);
            __m128i t101 = _mm_set1_epi32((int)(t77 + 12 - t76));
            __m128i t102 = _mm_add_epi32(t101, t73);
            __m128i t103 = vcc_sse2_blendv_epi8(t100, t102, t66);
            __m128i t104 = _mm_set1_epi32(12);
            __m128i t105 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t104);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t103, (vcc_v4_int)t105);
            _mm_storeu_si128((__m128i *)vcc_regroup_arg, a_v);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 4), a_v_1);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 8), a_v_2);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 12), a_v_3);
            __m128i t106 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            vcc_v4_uint t2 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t106, 15);
            __m128i t107 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            vcc_v4_uint t6 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t107, 15);
            __m128i t108 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            vcc_v4_uint t8 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t108, 15);
            __m128i t109 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            vcc_v4_uint t10 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t109, 15);
            _mm_storeu_si128((__m128i *)vcc_regroup_arg_1, t21);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 4), t25);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 8), t29);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 12), t33);
            __m128i t110 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128i t111 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t110, 15);
            __m128i t112 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128i t113 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t112, 15);
            __m128i t114 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128i t115 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t114, 15);
            __m128i t116 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128i t117 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t116, 15);
            __m128i t134 = _mm_xor_si128((__m128i)t2, t111);
            __m128i t135 = _mm_set1_epi32(1);
            __m128i t136 = _mm_and_si128(t134, t135);
            __m128i t137 = (__m128i)(vcc_m4)((vcc_v4_int)t136 != (vcc_v4_int){0});
            __m128i t138 = (__m128i)~(vcc_m4)t137;
            int t139 = (_mm_movemask_epi8(t137) != 0);
            int t140 = 0;
            vcc_v4_uint t1 = (vcc_v4_uint)(__m128i)t2;
            while (t139 ? t140 < 12 : 0) {
                __m128i t141 = _mm_set1_epi32((int)t140);
                __m128i t142 = _mm_add_epi32(t111, t141);
                __m128i t143 = _mm_xor_si128((__m128i)t1, t142);
                __m128i t144 = _mm_set1_epi32((int)17U);
                t1 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t143 * (vcc_v4_uint)t144);
                t140++;
            }
            int t145 = (_mm_movemask_epi8(t138) != 0);
            int t146 = 0;
            while (t145 ? t146 < 12 : 0) {
                __m128i t147 = _mm_set1_epi32((int)31U);
                __m128i t148 = (__m128i)((vcc_v4_uint)(__m128i)t2 * (vcc_v4_uint)t147);
                __m128i t149 = _mm_set1_epi32((int)(t146 & 7));
                __m128i t150 = (__m128i)((vcc_v4_int)t111 >> (vcc_v4_int)t149);
                t2 = (vcc_v4_uint)_mm_add_epi32(t148, t150);
                t146++;
            }
            __m128i t151 = vcc_sse2_blendv_epi8((__m128i)t2, (__m128i)t1, t137);
            _mm_storeu_si128((__m128i *)vcc_regroup_result, t151);
            __m128i t170 = _mm_xor_si128((__m128i)t6, t113);
            __m128i t171 = _mm_set1_epi32(1);
            __m128i t172 = _mm_and_si128(t170, t171);
            __m128i t173 = (__m128i)(vcc_m4)((vcc_v4_int)t172 != (vcc_v4_int){0});
            __m128i t174 = (__m128i)~(vcc_m4)t173;
            int t175 = (_mm_movemask_epi8(t173) != 0);
            int t176 = 0;
            vcc_v4_uint t5 = (vcc_v4_uint)(__m128i)t6;
            while (t175 ? t176 < 12 : 0) {
                __m128i t177 = _mm_set1_epi32((int)t176);
                __m128i t178 = _mm_add_epi32(t113, t177);
                __m128i t179 = _mm_xor_si128((__m128i)t5, t178);
                __m128i t180 = _mm_set1_epi32((int)17U);
                t5 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t179 * (vcc_v4_uint)t180);
                t176++;
            }
            int t181 = (_mm_movemask_epi8(t174) != 0);
            int t182 = 0;
            while (t181 ? t182 < 12 : 0) {
                __m128i t183 = _mm_set1_epi32((int)31U);
                __m128i t184 = (__m128i)((vcc_v4_uint)(__m128i)t6 * (vcc_v4_uint)t183);
                __m128i t185 = _mm_set1_epi32((int)(t182 & 7));
                __m128i t186 = (__m128i)((vcc_v4_int)t113 >> (vcc_v4_int)t185);
                t6 = (vcc_v4_uint)_mm_add_epi32(t184, t186);
                t182++;
            }
            __m128i t187 = vcc_sse2_blendv_epi8((__m128i)t6, (__m128i)t5, t173);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 4), t187);
            __m128i t188 = _mm_xor_si128((__m128i)t8, t115);
            __m128i t189 = _mm_set1_epi32(1);
            __m128i t190 = _mm_and_si128(t188, t189);
            __m128i t191 = (__m128i)(vcc_m4)((vcc_v4_int)t190 != (vcc_v4_int){0});
            __m128i t192 = (__m128i)~(vcc_m4)t191;
            int t193 = (_mm_movemask_epi8(t191) != 0);
            int t194 = 0;
            vcc_v4_uint t7 = (vcc_v4_uint)(__m128i)t8;
            while (t193 ? t194 < 12 : 0) {
                __m128i t195 = _mm_set1_epi32((int)t194);
                __m128i t196 = _mm_add_epi32(t115, t195);
                __m128i t197 = _mm_xor_si128((__m128i)t7, t196);
                __m128i t198 = _mm_set1_epi32((int)17U);
                t7 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t197 * (vcc_v4_uint)t198);
                t194++;
            }
            int t199 = (_mm_movemask_epi8(t192) != 0);
            int t200 = 0;
            while (t199 ? t200 < 12 : 0) {
                __m128i t201 = _mm_set1_epi32((int)31U);
                __m128i t202 = (__m128i)((vcc_v4_uint)(__m128i)t8 * (vcc_v4_uint)t201);
                __m128i t203 = _mm_set1_epi32((int)(t200 & 7));
                __m128i t204 = (__m128i)((vcc_v4_int)t115 >> (vcc_v4_int)t203);
                t8 = (vcc_v4_uint)_mm_add_epi32(t202, t204);
                t200++;
            }
            __m128i t205 = vcc_sse2_blendv_epi8((__m128i)t8, (__m128i)t7, t191);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 8), t205);
            __m128i t210 = _mm_xor_si128((__m128i)t10, t117);
            __m128i t211 = _mm_set1_epi32(1);
            __m128i t212 = _mm_and_si128(t210, t211);
            __m128i t213 = (__m128i)(vcc_m4)((vcc_v4_int)t212 != (vcc_v4_int){0});
            __m128i t214 = (__m128i)~(vcc_m4)t213;
            int t215 = (_mm_movemask_epi8(t213) != 0);
            int t216 = 0;
            vcc_v4_uint t9 = (vcc_v4_uint)(__m128i)t10;
            while (t215 ? t216 < 12 : 0) {
                __m128i t217 = _mm_set1_epi32((int)t216);
                __m128i t218 = _mm_add_epi32(t117, t217);
                __m128i t219 = _mm_xor_si128((__m128i)t9, t218);
                __m128i t220 = _mm_set1_epi32((int)17U);
                t9 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t219 * (vcc_v4_uint)t220);
                t216++;
            }
            int t221 = (_mm_movemask_epi8(t214) != 0);
            int t222 = 0;
            while (t221 ? t222 < 12 : 0) {
                __m128i t223 = _mm_set1_epi32((int)31U);
                __m128i t224 = (__m128i)((vcc_v4_uint)(__m128i)t10 * (vcc_v4_uint)t223);
                __m128i t225 = _mm_set1_epi32((int)(t222 & 7));
                __m128i t226 = (__m128i)((vcc_v4_int)t117 >> (vcc_v4_int)t225);
                t10 = (vcc_v4_uint)_mm_add_epi32(t224, t226);
                t222++;
            }
            __m128i t227 = vcc_sse2_blendv_epi8((__m128i)t10, (__m128i)t9, t213);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 12), t227);
            __m128i t206 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t82, 15);
            __m128i t207 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t89, 15);
            __m128i t208 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t96, 15);
            __m128i t209 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t103, 15);
            _mm_storeu_si128((__m128i *)t20, t206);
            _mm_storeu_si128((__m128i *)t24, t207);
            _mm_storeu_si128((__m128i *)t28, t208);
            _mm_storeu_si128((__m128i *)t32, t209);
            i_vec_1 += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec_1 >= t18) {
                t118 = (int)t18;
                break;
            }
        }
    } else {
        t118 = 0;
    }
    long t119 = (long)n + (long)t118 * -1L;
    unsigned long t120 = (unsigned long)out;
    unsigned long t121 = (unsigned long)a;
    long t122 = (long)((unsigned long)out + (unsigned long)((long)t118 * 4L) - ((unsigned long)a + (unsigned long)((long)t118 * 4L)));
    unsigned long t123 = (unsigned long)out;
    unsigned long t124 = (unsigned long)b;
    long t125 = (long)((unsigned long)out + (unsigned long)((long)t118 * 4L) - ((unsigned long)b + (unsigned long)((long)t118 * 4L)));
    if ((t119 >= 4L) & (((t120 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t118 * 4L))) | ((t121 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t118 * 4L))) | ((t122 <= 0L) | (t122 >= 16L))) & (((t123 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t118 * 4L))) | ((t124 + (unsigned long)((long)t118 * 4L + 4L + (t119 - 1L) * 4L)) <= (t123 + (unsigned long)((long)t118 * 4L))) | ((t125 <= 0L) | (t125 >= 16L)))) {
        long t126 = t119 & -4L;
        __m128i t127 = _mm_set1_epi32((int)t118);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t127, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t128 = (long)t118 + i_vec;
            unsigned int *t129 = out + t128;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t128));
            __m128i t130 = _mm_add_epi32(b_v_4, (__m128i)i_v_1);
            vcc_v4_uint t4 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t128));
            __m128i t152 = _mm_xor_si128((__m128i)t4, t130);
            __m128i t153 = _mm_set1_epi32(1);
            __m128i t154 = _mm_and_si128(t152, t153);
            __m128i t155 = (__m128i)(vcc_m4)((vcc_v4_int)t154 != (vcc_v4_int){0});
            __m128i t156 = (__m128i)~(vcc_m4)t155;
            int t157 = (_mm_movemask_epi8(t155) != 0);
            int t158 = 0;
            vcc_v4_uint t3 = (vcc_v4_uint)(__m128i)t4;
            while (t157 ? t158 < 12 : 0) {
                __m128i t159 = _mm_set1_epi32((int)t158);
                __m128i t160 = _mm_add_epi32(t130, t159);
                __m128i t161 = _mm_xor_si128((__m128i)t3, t160);
                __m128i t162 = _mm_set1_epi32((int)17U);
                t3 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t161 * (vcc_v4_uint)t162);
                t158++;
            }
            int t163 = (_mm_movemask_epi8(t156) != 0);
            int t164 = 0;
            while (t163 ? t164 < 12 : 0) {
                __m128i t165 = _mm_set1_epi32((int)31U);
                __m128i t166 = (__m128i)((vcc_v4_uint)(__m128i)t4 * (vcc_v4_uint)t165);
                __m128i t167 = _mm_set1_epi32((int)(t164 & 7));
                __m128i t168 = (__m128i)((vcc_v4_int)t130 >> (vcc_v4_int)t167);
                t4 = (vcc_v4_uint)_mm_add_epi32(t166, t168);
                t164++;
            }
            __m128i t169 = vcc_sse2_blendv_epi8((__m128i)t4, (__m128i)t3, t155);
            _mm_storeu_si128((__m128i *)t129, t169);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t126) {
                i = (int)((long)t118 + t126);
                break;
            }
        }
    } else {
        i = t118;
    }
    for (; i < n; i++) {
        long t131 = (long)i;
        int t132 = b[t131];
        int t133 = a[t131];
        out[t131] = mix(t133, t132 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m128 t1;
    __m128 t2;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128 t11;
    __m128 t12;
    __m128 t13;
    __m128 t15;
    __m128 t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128 t21;
    __m128 t22;
    __m128 t23;
    __m128 t24;
    long i_vec_1;
    __m128 t25;
    __m128 t27;
    __m128 t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    int t117;
    long t118;
    int i;
    int t151;
    __m128 t152;
    __m128 t153;
    int t154;
    int t157;
    __m128 t158;
    int t159;
    __m128 t160;
    int t193;
    __m128 t194;
    __m128 t195;
    int t196;
    int t199;
    __m128 t200;
    int t201;
    __m128 t202;
    int t219;
    __m128 t220;
    __m128 t221;
    int t222;
    int t225;
    __m128 t226;
    int t227;
    __m128 t228;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L245:
        /* vcc: loop at regroup.c:119 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t35 = _mm_mul_ps(in_v, _mm_set1_ps(0.5f));
            long t36 = i_vec_1 + 4L;
            float *t37 = out + t36;
            __m128 in_v_1 = _mm_loadu_ps(in + t36);
            __m128 t38 = _mm_mul_ps(in_v_1, _mm_set1_ps(0.5f));
            long t39 = i_vec_1 + 8L;
            float *t40 = out + t39;
            __m128 in_v_2 = _mm_loadu_ps(in + t39);
            __m128 t41 = _mm_mul_ps(in_v_2, _mm_set1_ps(0.5f));
            long t42 = i_vec_1 + 12L;
            float *t43 = out + t42;
            __m128 in_v_3 = _mm_loadu_ps(in + t42);
            __m128 t44 = _mm_mul_ps(in_v_3, _mm_set1_ps(0.5f));
            __m128i t45 = _mm_castps_si128(_mm_cmplt_ps(t35, _mm_set1_ps(1.0f)));
            __m128i t46 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t45, _mm_set1_epi32(1)); });
            __m128i t47 = (__m128i)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t48 = _mm_add_epi32(t46, t47);
            __m128i t49 = (__m128i)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t50 = _mm_add_epi32(t48, t49);
            __m128i t51 = _mm_sub_epi32(t50, t46);
            __m128i t52 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t51);
            __m128i t53 = _mm_castps_si128(_mm_cmplt_ps(t38, _mm_set1_ps(1.0f)));
            __m128i t54 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t53, _mm_set1_epi32(1)); });
            __m128i t55 = (__m128i)__builtin_shufflevector((vcc_v4_int)t54, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t56 = _mm_add_epi32(t54, t55);
            __m128i t57 = (__m128i)__builtin_shufflevector((vcc_v4_int)t56, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t58 = _mm_add_epi32(t56, t57);
            __m128i t59 = _mm_sub_epi32(t58, t54);
            __m128i t60 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t59);
            __m128i t61 = _mm_castps_si128(_mm_cmplt_ps(t41, _mm_set1_ps(1.0f)));
            __m128i t62 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t61, _mm_set1_epi32(1)); });
            __m128i t63 = (__m128i)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t64 = _mm_add_epi32(t62, t63);
            __m128i t65 = (__m128i)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t66 = _mm_add_epi32(t64, t65);
            __m128i t67 = _mm_sub_epi32(t66, t62);
            __m128i t68 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t67);
            __m128i t69 = _mm_castps_si128(_mm_cmplt_ps(t44, _mm_set1_ps(1.0f)));
            __m128i t70 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t69, _mm_set1_epi32(1)); });
            __m128i t71 = (__m128i)__builtin_shufflevector((vcc_v4_int)t70, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t72 = _mm_add_epi32(t70, t71);
            __m128i t73 = (__m128i)__builtin_shufflevector((vcc_v4_int)t72, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t74 = _mm_add_epi32(t72, t73);
            __m128i t75 = _mm_sub_epi32(t74, t70);
            __m128i t76 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t75);
            int t77 = vcc_sse_reduce_epi32(t46, _mm_add_epi32, int);
            int t78 = t77 + vcc_sse_reduce_epi32(t54, _mm_add_epi32, int);
            int t79 = t78 + vcc_sse_reduce_epi32(t62, _mm_add_epi32, int);
            int t80 = t79 + vcc_sse_reduce_epi32(t70, _mm_add_epi32, int);
            __m128i t81 = _mm_set1_epi32(0);
            __m128i t82 = _mm_add_epi32(t81, t51);
            __m128i t83 = _mm_set1_epi32((int)t80);
            __m128i t84 = _mm_add_epi32(t83, t52);
            __m128i t85 = vcc_sse2_blendv_epi8(t84, t82, t45);
            __m128i t86 = _mm_set1_epi32(0);
            __m128i t87 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t86);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t85, (vcc_v4_int)t87);
            __m128i t88 = _mm_set1_epi32((int)t77);
            __m128i t89 = _mm_add_epi32(t88, t59);
            __m128i t90 = _mm_set1_epi32((int)(t80 + 4 - t77));
            __m128i t91 = _mm_add_epi32(t90, t60);
            __m128i t92 = vcc_sse2_blendv_epi8(t91, t89, t53);
            __m128i t93 = _mm_set1_epi32(4);
            __m128i t94 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t93);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t92, (vcc_v4_int)t94);
            __m128i t95 = _mm_set1_epi32((int)t78);
            __m128i t96 = _mm_add_epi32(t95, t67);
            __m128i t97 = _mm_set1_epi32((int)(t80 + 8 - t78));
            __m128i t98 = _mm_add_epi32(t97, t68);
            __m128i t99 = vcc_sse2_blendv_epi8(t98, t96, t61);
            __m128i t100 = _mm_set1_epi32(8);
            __m128i t101 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t100);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t99, (vcc_v4_int)t101);
            __m128i t102 = _mm_set1_epi32((int)t79);
            __m128i t103 = _mm_add_epi32(t102, t75);
            __m128i t104 = _mm_set1_epi32((int)(t80 + 12 - t79));
            __m128i t105 = _mm_add_epi32(t104, t76);
            __m128i t106 = vcc_sse2_blendv_epi8(t105, t103, t69);
            __m128i t107 = _mm_set1_epi32(12);
            __m128i t108 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t107);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t106, (vcc_v4_int)t108);
            _mm_storeu_ps(vcc_regroup_arg, t35);
            _mm_storeu_ps(vcc_regroup_arg + 4, t38);
            _mm_storeu_ps(vcc_regroup_arg + 8, t41);
            _mm_storeu_ps(vcc_regroup_arg + 12, t44);
            __m128i t109 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t110 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t109, 15);
            __m128i t111 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t112 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t111, 15);
            __m128i t113 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t114 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t113, 15);
            __m128i t115 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t116 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t115, 15);
            __m128 t128 = _mm_set1_ps(1.0f);
            __m128i t129 = _mm_castps_si128(_mm_cmplt_ps(t110, t128));
            __m128i t3 = (__m128i)~(vcc_m4)t129;
            int t130 = (_mm_movemask_epi8(t3) != 0);
            __m128 t132 = t110;
            for (int t131 = 9; t130 ? t131 > 0 : 0; t131--, t132 = t1) {
                if ((_mm_movemask_epi8(t3) != 0)) {
                    __m128 t133 = _mm_set1_ps((float)t131);
                    __m128 t134 = _mm_div_ps(t133, t132);
                    t1 = _mm_add_ps(t110, t134);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t3) != 0)) {
                __m128 t135 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t135, t132);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t136 = (_mm_movemask_epi8(t129) != 0);
            __m128 t137 = _mm_set1_ps(1.0f);
            __m128i t138 = _mm_castps_si128(_mm_cmplt_ps(t112, t137));
            __m128i t14 = (__m128i)~(vcc_m4)t138;
            int t139 = (_mm_movemask_epi8(t14) != 0);
            int t140 = 1;
            __m128 t141 = t110;
            __m128 t142 = t110;
            int t143 = 1;
            __m128 t144 = (__m128)(vcc_v4_float){0};
            int t145 = 9;
            __m128 t146 = t112;
            int t147 = 1;
            __m128 t148 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t143) {
                    if (t136 ? t140 < 9 : 0) {
                        if ((_mm_movemask_epi8(t129) != 0)) {
                            __m128 t149 = _mm_mul_ps(t142, t110);
                            __m128 t150 = _mm_set1_ps((float)(2 * t140 + 1));
                            t4 = _mm_div_ps(t149, t150);
                            t5 = _mm_add_ps(t141, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t151 = t140 + 1;
                        t152 = t5;
                        t153 = t4;
                        t154 = 1;
                        t6 = t144;
                    } else {
                        t6 = vcc_sse2_blendv_ps(t141, t2, _mm_castsi128_ps(t3));
                        t151 = t140;
                        t152 = t141;
                        t153 = t142;
                        t154 = 0;
                    }
                } else {
                    t151 = t140;
                    t152 = t141;
                    t153 = t142;
                    t154 = 0;
                    t6 = t144;
                }
                if (t147) {
                    if (t139 ? t145 > 0 : 0) {
                        if ((_mm_movemask_epi8(t14) != 0)) {
                            __m128 t155 = _mm_set1_ps((float)t145);
                            __m128 t156 = _mm_div_ps(t155, t146);
                            t7 = _mm_add_ps(t112, t156);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t157 = t145 - 1;
                        t158 = t7;
                        t159 = 1;
                        t160 = t148;
                    } else {
                        t157 = t145;
                        t158 = t146;
                        t159 = 0;
                        t160 = t146;
                    }
                } else {
                    t157 = t145;
                    t158 = t146;
                    t159 = 0;
                    t160 = t148;
                }
                if (t154 | t159) {
                    t140 = t151;
                    t141 = t152;
                    t142 = t153;
                    t143 = t154;
                    t144 = t6;
                    t145 = t157;
                    t146 = t158;
                    t147 = t159;
                    t148 = t160;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t6);
                    if ((_mm_movemask_epi8(t14) != 0)) {
                        __m128 t177 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t177, t160);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t178 = (_mm_movemask_epi8(t138) != 0);
                    __m128 t179 = _mm_set1_ps(1.0f);
                    __m128i t180 = _mm_castps_si128(_mm_cmplt_ps(t114, t179));
                    __m128i t20 = (__m128i)~(vcc_m4)t180;
                    int t181 = (_mm_movemask_epi8(t20) != 0);
                    int t182 = 1;
                    __m128 t183 = t112;
                    __m128 t184 = t112;
                    int t185 = 1;
                    __m128 t186 = (__m128)(vcc_v4_float){0};
                    int t187 = 9;
                    __m128 t188 = t114;
                    int t189 = 1;
                    __m128 t190 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t185) {
                            if (t178 ? t182 < 9 : 0) {
                                if ((_mm_movemask_epi8(t138) != 0)) {
                                    __m128 t191 = _mm_mul_ps(t184, t112);
                                    __m128 t192 = _mm_set1_ps((float)(2 * t182 + 1));
                                    t15 = _mm_div_ps(t191, t192);
                                    t16 = _mm_add_ps(t183, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t193 = t182 + 1;
                                t194 = t16;
                                t195 = t15;
                                t196 = 1;
                                t17 = t186;
                            } else {
                                t17 = vcc_sse2_blendv_ps(t183, t13, _mm_castsi128_ps(t14));
                                t193 = t182;
                                t194 = t183;
                                t195 = t184;
                                t196 = 0;
                            }
                        } else {
                            t193 = t182;
                            t194 = t183;
                            t195 = t184;
                            t196 = 0;
                            t17 = t186;
                        }
                        if (t189) {
                            if (t181 ? t187 > 0 : 0) {
                                if ((_mm_movemask_epi8(t20) != 0)) {
                                    __m128 t197 = _mm_set1_ps((float)t187);
                                    __m128 t198 = _mm_div_ps(t197, t188);
                                    t18 = _mm_add_ps(t114, t198);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t199 = t187 - 1;
                                t200 = t18;
                                t201 = 1;
                                t202 = t190;
                            } else {
                                t199 = t187;
                                t200 = t188;
                                t201 = 0;
                                t202 = t188;
                            }
                        } else {
                            t199 = t187;
                            t200 = t188;
                            t201 = 0;
                            t202 = t190;
                        }
                        if (t196 | t201) {
                            t182 = t193;
                            t183 = t194;
                            t184 = t195;
                            t185 = t196;
                            t186 = t17;
                            t187 = t199;
                            t188 = t200;
                            t189 = t201;
                            t190 = t202;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t17);
                            if ((_mm_movemask_epi8(t20) != 0)) {
                                __m128 t203 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t203, t202);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t204 = (_mm_movemask_epi8(t180) != 0);
                            __m128 t205 = _mm_set1_ps(1.0f);
                            __m128i t206 = _mm_castps_si128(_mm_cmplt_ps(t116, t205));
                            __m128i t26 = (__m128i)~(vcc_m4)t206;
                            int t207 = (_mm_movemask_epi8(t26) != 0);
                            int t208 = 1;
                            __m128 t209 = t114;
                            __m128 t210 = t114;
                            int t211 = 1;
                            __m128 t212 = (__m128)(vcc_v4_float){0};
                            int t213 = 9;
                            __m128 t214 = t116;
                            int t215 = 1;
                            __m128 t216 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t211) {
                                    if (t204 ? t208 < 9 : 0) {
                                        if ((_mm_movemask_epi8(t180) != 0)) {
                                            __m128 t217 = _mm_mul_ps(t210, t114);
                                            __m128 t218 = _mm_set1_ps((float)(2 * t208 + 1));
                                            t21 = _mm_div_ps(t217, t218);
                                            t22 = _mm_add_ps(t209, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t219 = t208 + 1;
                                        t220 = t22;
                                        t221 = t21;
                                        t222 = 1;
                                        t23 = t212;
                                    } else {
                                        t23 = vcc_sse2_blendv_ps(t209, t19, _mm_castsi128_ps(t20));
                                        t219 = t208;
                                        t220 = t209;
                                        t221 = t210;
                                        t222 = 0;
                                    }
                                } else {
                                    t219 = t208;
                                    t220 = t209;
                                    t221 = t210;
                                    t222 = 0;
                                    t23 = t212;
                                }
                                if (t215) {
                                    if (t207 ? t213 > 0 : 0) {
                                        if ((_mm_movemask_epi8(t26) != 0)) {
                                            __m128 t223 = _mm_set1_ps((float)t213);
                                            __m128 t224 = _mm_div_ps(t223, t214);
                                            t24 = _mm_add_ps(t116, t224);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t225 = t213 - 1;
                                        t226 = t24;
                                        t227 = 1;
                                        t228 = t216;
                                    } else {
                                        t225 = t213;
                                        t226 = t214;
                                        t227 = 0;
                                        t228 = t214;
                                    }
                                } else {
                                    t225 = t213;
                                    t226 = t214;
                                    t227 = 0;
                                    t228 = t216;
                                }
                                if (!(t222 | t227)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t23);
                                    if ((_mm_movemask_epi8(t26) != 0)) {
                                        __m128 t237 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t237, t228);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t238 = (_mm_movemask_epi8(t206) != 0);
                                    __m128 t240 = t116;
                                    __m128 t241 = t116;
                                    for (int t239 = 1; t238 ? t239 < 9 : 0; t239++, t240 = t28, t241 = t27) {
                                        if ((_mm_movemask_epi8(t206) != 0)) {
                                            __m128 t243 = _mm_mul_ps(t241, t116);
                                            __m128 t244 = _mm_set1_ps((float)(2 * t239 + 1));
                                            t27 = _mm_div_ps(t243, t244);
                                            t28 = _mm_add_ps(t240, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t242 = vcc_sse2_blendv_ps(t240, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t242);
                                    __m128 t229 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t85, 15);
                                    __m128 t230 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t92, 15);
                                    __m128 t231 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t99, 15);
                                    __m128 t232 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t106, 15);
                                    __m128 t233 = _mm_add_ps(t229, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t34, t233);
                                    __m128 t234 = _mm_add_ps(t230, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t37, t234);
                                    __m128 t235 = _mm_add_ps(t231, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t40, t235);
                                    __m128 t236 = _mm_add_ps(t232, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t43, t236);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L245;
                                    }
                                    t117 = (int)t33;
                                    goto L246;
                                }
                                t208 = t219;
                                t209 = t220;
                                t210 = t221;
                                t211 = t222;
                                t212 = t23;
                                t213 = t225;
                                t214 = t226;
                                t215 = t227;
                                t216 = t228;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t117 = 0;
    }
L246:
    t118 = (long)n + (long)t117 * -1L;
    unsigned long t119 = (unsigned long)out;
    unsigned long t120 = (unsigned long)in;
    long t121 = (long)((unsigned long)out + (unsigned long)((long)t117 * 4L) - ((unsigned long)in + (unsigned long)((long)t117 * 4L)));
    if ((t118 >= 4L) & (((t119 + (unsigned long)((long)t117 * 4L + 4L + (t118 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t117 * 4L))) | ((t120 + (unsigned long)((long)t117 * 4L + 4L + (t118 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t117 * 4L))) | ((t121 <= 0L) | (t121 >= 16L)))) {
        long t122 = t118 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t123 = (long)t117 + i_vec;
            float *t124 = out + t123;
            __m128 in_v_4 = _mm_loadu_ps(in + t123);
            __m128 t125 = _mm_mul_ps(in_v_4, _mm_set1_ps(0.5f));
            __m128 t162 = _mm_set1_ps(1.0f);
            __m128i t163 = _mm_castps_si128(_mm_cmplt_ps(t125, t162));
            __m128i t10 = (__m128i)~(vcc_m4)t163;
            int t164 = (_mm_movemask_epi8(t10) != 0);
            __m128 t166 = t125;
            for (int t165 = 9; t164 ? t165 > 0 : 0; t165--, t166 = t8) {
                if ((_mm_movemask_epi8(t10) != 0)) {
                    __m128 t167 = _mm_set1_ps((float)t165);
                    __m128 t168 = _mm_div_ps(t167, t166);
                    t8 = _mm_add_ps(t125, t168);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t10) != 0)) {
                __m128 t169 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t169, t166);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t170 = (_mm_movemask_epi8(t163) != 0);
            __m128 t172 = t125;
            __m128 t173 = t125;
            for (int t171 = 1; t170 ? t171 < 9 : 0; t171++, t172 = t12, t173 = t11) {
                if ((_mm_movemask_epi8(t163) != 0)) {
                    __m128 t175 = _mm_mul_ps(t173, t125);
                    __m128 t176 = _mm_set1_ps((float)(2 * t171 + 1));
                    t11 = _mm_div_ps(t175, t176);
                    t12 = _mm_add_ps(t172, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t174 = vcc_sse2_blendv_ps(t172, t9, _mm_castsi128_ps(t10));
            __m128 t161 = _mm_add_ps(t174, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t124, t161);
            i_vec += 4L;
            if (i_vec >= t122) {
                i = (int)((long)t117 + t122);
                break;
            }
        }
    } else {
        i = t117;
    }
    for (; i < n; i++) {
        long t126 = (long)i;
        float t127 = in[t126];
        out[t126] = series(t127 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t10;
    __m128 t11;
    __m128 t14;
    __m128 t15;
    __m128 t16;
    __m128 t19;
    __m128 t20;
    __m128 t21;
    long i_vec_1;
    __m128 t23;
    long t24;
    unsigned long t25;
    unsigned long t26;
    long t27;
    long t28;
    int t108;
    long t109;
    int i;
    int t136;
    __m128 t137;
    int t138;
    int t142;
    __m128 t143;
    int t144;
    __m128 t145;
    int t175;
    __m128 t176;
    int t177;
    int t181;
    __m128 t182;
    int t183;
    __m128 t184;
    int t198;
    __m128 t199;
    int t200;
    int t204;
    __m128 t205;
    int t206;
    __m128 t207;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    t27 = (long)((unsigned long)out - (unsigned long)in);
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        t28 = t24 & -16L;
        i_vec_1 = 0L;
    L217:
        /* vcc: loop at regroup.c:125 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t29 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            long t30 = i_vec_1 + 4L;
            float *t31 = out + t30;
            __m128 in_v_1 = _mm_loadu_ps(in + t30);
            long t32 = i_vec_1 + 8L;
            float *t33 = out + t32;
            __m128 in_v_2 = _mm_loadu_ps(in + t32);
            long t34 = i_vec_1 + 12L;
            float *t35 = out + t34;
            __m128 in_v_3 = _mm_loadu_ps(in + t34);
            __m128i t36 = _mm_castps_si128(_mm_cmpge_ps(in_v, _mm_set1_ps(0.0f)));
            __m128i t37 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t36, _mm_set1_epi32(1)); });
            __m128i t38 = (__m128i)__builtin_shufflevector((vcc_v4_int)t37, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t39 = _mm_add_epi32(t37, t38);
            __m128i t40 = (__m128i)__builtin_shufflevector((vcc_v4_int)t39, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t41 = _mm_add_epi32(t39, t40);
            __m128i t42 = _mm_sub_epi32(t41, t37);
            __m128i t43 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t42);
            __m128i t44 = _mm_castps_si128(_mm_cmpge_ps(in_v_1, _mm_set1_ps(0.0f)));
            __m128i t45 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t44, _mm_set1_epi32(1)); });
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t47 = _mm_add_epi32(t45, t46);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t49 = _mm_add_epi32(t47, t48);
            __m128i t50 = _mm_sub_epi32(t49, t45);
            __m128i t51 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t50);
            __m128i t52 = _mm_castps_si128(_mm_cmpge_ps(in_v_2, _mm_set1_ps(0.0f)));
            __m128i t53 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(1)); });
            __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t55 = _mm_add_epi32(t53, t54);
            __m128i t56 = (__m128i)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t57 = _mm_add_epi32(t55, t56);
            __m128i t58 = _mm_sub_epi32(t57, t53);
            __m128i t59 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t58);
            __m128i t60 = _mm_castps_si128(_mm_cmpge_ps(in_v_3, _mm_set1_ps(0.0f)));
            __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t60, _mm_set1_epi32(1)); });
            __m128i t62 = (__m128i)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t63 = _mm_add_epi32(t61, t62);
            __m128i t64 = (__m128i)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t65 = _mm_add_epi32(t63, t64);
            __m128i t66 = _mm_sub_epi32(t65, t61);
            __m128i t67 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t66);
            int t68 = vcc_sse_reduce_epi32(t37, _mm_add_epi32, int);
            int t69 = t68 + vcc_sse_reduce_epi32(t45, _mm_add_epi32, int);
            int t70 = t69 + vcc_sse_reduce_epi32(t53, _mm_add_epi32, int);
            int t71 = t70 + vcc_sse_reduce_epi32(t61, _mm_add_epi32, int);
            __m128i t72 = _mm_set1_epi32(0);
            __m128i t73 = _mm_add_epi32(t72, t42);
            __m128i t74 = _mm_set1_epi32((int)t71);
            __m128i t75 = _mm_add_epi32(t74, t43);
            __m128i t76 = vcc_sse2_blendv_epi8(t75, t73, t36);
            __m128i t77 = _mm_set1_epi32(0);
            __m128i t78 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t77);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t76, (vcc_v4_int)t78);
            __m128i t79 = _mm_set1_epi32((int)t68);
            __m128i t80 = _mm_add_epi32(t79, t50);
            __m128i t81 = _mm_set1_epi32((int)(t71 + 4 - t68));
            __m128i t82 = _mm_add_epi32(t81, t51);
            __m128i t83 = vcc_sse2_blendv_epi8(t82, t80, t44);
            __m128i t84 = _mm_set1_epi32(4);
            __m128i t85 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t84);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t83, (vcc_v4_int)t85);
            __m128i t86 = _mm_set1_epi32((int)t69);
            __m128i t87 = _mm_add_epi32(t86, t58);
            __m128i t88 = _mm_set1_epi32((int)(t71 + 8 - t69));
            __m128i t89 = _mm_add_epi32(t88, t59);
            __m128i t90 = vcc_sse2_blendv_epi8(t89, t87, t52);
            __m128i t91 = _mm_set1_epi32(8);
            __m128i t92 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t91);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t90, (vcc_v4_int)t92);
            __m128i t93 = _mm_set1_epi32((int)t70);
            __m128i t94 = _mm_add_epi32(t93, t66);
            __m128i t95 = _mm_set1_epi32((int)(t71 + 12 - t70));
            __m128i t96 = _mm_add_epi32(t95, t67);
            __m128i t97 = vcc_sse2_blendv_epi8(t96, t94, t60);
            __m128i t98 = _mm_set1_epi32(12);
            __m128i t99 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t98);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t97, (vcc_v4_int)t99);
            _mm_storeu_ps(vcc_regroup_arg, in_v);
            _mm_storeu_ps(vcc_regroup_arg + 4, in_v_1);
            _mm_storeu_ps(vcc_regroup_arg + 8, in_v_2);
            _mm_storeu_ps(vcc_regroup_arg + 12, in_v_3);
            __m128i t100 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t101 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t100, 15);
            __m128i t102 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t103 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t102, 15);
            __m128i t104 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t105 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t104, 15);
            __m128i t106 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t107 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t106, 15);
            __m128 t118 = _mm_set1_ps(0.0f);
            __m128i t119 = _mm_castps_si128(_mm_cmpge_ps(t101, t118));
            __m128i t120 = (__m128i)~(vcc_m4)t119;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t121 = (_mm_movemask_epi8(t120) != 0);
            for (int t122 = 15; t121 ? t122 >= 0 : 0; t122--, t1 = t7) {
                if ((_mm_movemask_epi8(t120) != 0)) {
                    __m128 t146 = _mm_xor_ps(t101, _mm_set1_ps(-0.0f));
                    __m128 t147 = _mm_mul_ps(t1, t146);
                    __m128 t148 = _mm_set1_ps(coef[t122]);
                    t7 = _mm_sub_ps(t147, t148);
                } else {
                    t7 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t2 = _mm_set1_ps(0.0f);
            int t123 = (_mm_movemask_epi8(t119) != 0);
            __m128 t124 = _mm_set1_ps(0.0f);
            __m128i t125 = _mm_castps_si128(_mm_cmpge_ps(t103, t124));
            __m128i t126 = (__m128i)~(vcc_m4)t125;
            __m128 t3 = _mm_set1_ps(0.0f);
            int t127 = (_mm_movemask_epi8(t126) != 0);
            int t128 = 0;
            int t129 = 1;
            __m128 t130 = (__m128)(vcc_v4_float){0};
            int t131 = 15;
            int t132 = 1;
            __m128 t133 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t129) {
                    if (t123 ? t128 < 16 : 0) {
                        if ((_mm_movemask_epi8(t119) != 0)) {
                            __m128 t134 = _mm_mul_ps(t2, t101);
                            __m128 t135 = _mm_set1_ps(coef[t128]);
                            t4 = _mm_add_ps(t134, t135);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                        }
                        t136 = t128 + 1;
                        t137 = t4;
                        t138 = 1;
                        t5 = t130;
                    } else {
                        t5 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t119));
                        t136 = t128;
                        t137 = t2;
                        t138 = 0;
                    }
                } else {
                    t136 = t128;
                    t137 = t2;
                    t138 = 0;
                    t5 = t130;
                }
                if (t132) {
                    if (t127 ? t131 >= 0 : 0) {
                        if ((_mm_movemask_epi8(t126) != 0)) {
                            __m128 t139 = _mm_xor_ps(t103, _mm_set1_ps(-0.0f));
                            __m128 t140 = _mm_mul_ps(t3, t139);
                            __m128 t141 = _mm_set1_ps(coef[t131]);
                            t6 = _mm_sub_ps(t140, t141);
                        } else {
                            t6 = (__m128)(vcc_v4_float){0};
                        }
                        t142 = t131 - 1;
                        t143 = t6;
                        t144 = 1;
                        t145 = t133;
                    } else {
                        t142 = t131;
                        t143 = t3;
                        t144 = 0;
                        t145 = t3;
                    }
                } else {
                    t142 = t131;
                    t143 = t3;
                    t144 = 0;
                    t145 = t133;
                }
                if (t138 | t144) {
                    t128 = t136;
                    t2 = t137;
                    t129 = t138;
                    t130 = t5;
                    t131 = t142;
                    t3 = t143;
                    t132 = t144;
                    t133 = t145;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t5);
                    __m128 t12 = _mm_set1_ps(0.0f);
                    int t162 = (_mm_movemask_epi8(t125) != 0);
                    __m128 t163 = _mm_set1_ps(0.0f);
                    __m128i t164 = _mm_castps_si128(_mm_cmpge_ps(t105, t163));
                    __m128i t165 = (__m128i)~(vcc_m4)t164;
                    __m128 t13 = _mm_set1_ps(0.0f);
                    int t166 = (_mm_movemask_epi8(t165) != 0);
                    int t167 = 0;
                    int t168 = 1;
                    __m128 t169 = (__m128)(vcc_v4_float){0};
                    int t170 = 15;
                    int t171 = 1;
                    __m128 t172 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t168) {
                            if (t162 ? t167 < 16 : 0) {
                                if ((_mm_movemask_epi8(t125) != 0)) {
                                    __m128 t173 = _mm_mul_ps(t12, t103);
                                    __m128 t174 = _mm_set1_ps(coef[t167]);
                                    t14 = _mm_add_ps(t173, t174);
                                } else {
                                    t14 = (__m128)(vcc_v4_float){0};
                                }
                                t175 = t167 + 1;
                                t176 = t14;
                                t177 = 1;
                                t15 = t169;
                            } else {
                                t15 = vcc_sse2_blendv_ps(t145, t12, _mm_castsi128_ps(t125));
                                t175 = t167;
                                t176 = t12;
                                t177 = 0;
                            }
                        } else {
                            t175 = t167;
                            t176 = t12;
                            t177 = 0;
                            t15 = t169;
                        }
                        if (t171) {
                            if (t166 ? t170 >= 0 : 0) {
                                if ((_mm_movemask_epi8(t165) != 0)) {
                                    __m128 t178 = _mm_xor_ps(t105, _mm_set1_ps(-0.0f));
                                    __m128 t179 = _mm_mul_ps(t13, t178);
                                    __m128 t180 = _mm_set1_ps(coef[t170]);
                                    t16 = _mm_sub_ps(t179, t180);
                                } else {
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t181 = t170 - 1;
                                t182 = t16;
                                t183 = 1;
                                t184 = t172;
                            } else {
                                t181 = t170;
                                t182 = t13;
                                t183 = 0;
                                t184 = t13;
                            }
                        } else {
                            t181 = t170;
                            t182 = t13;
                            t183 = 0;
                            t184 = t172;
                        }
                        if (t177 | t183) {
                            t167 = t175;
                            t12 = t176;
                            t168 = t177;
                            t169 = t15;
                            t170 = t181;
                            t13 = t182;
                            t171 = t183;
                            t172 = t184;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t15);
                            __m128 t17 = _mm_set1_ps(0.0f);
                            int t185 = (_mm_movemask_epi8(t164) != 0);
                            __m128 t186 = _mm_set1_ps(0.0f);
                            __m128i t187 = _mm_castps_si128(_mm_cmpge_ps(t107, t186));
                            __m128i t188 = (__m128i)~(vcc_m4)t187;
                            __m128 t18 = _mm_set1_ps(0.0f);
                            int t189 = (_mm_movemask_epi8(t188) != 0);
                            int t190 = 0;
                            int t191 = 1;
                            __m128 t192 = (__m128)(vcc_v4_float){0};
                            int t193 = 15;
                            int t194 = 1;
                            __m128 t195 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t191) {
                                    if (t185 ? t190 < 16 : 0) {
                                        if ((_mm_movemask_epi8(t164) != 0)) {
                                            __m128 t196 = _mm_mul_ps(t17, t105);
                                            __m128 t197 = _mm_set1_ps(coef[t190]);
                                            t19 = _mm_add_ps(t196, t197);
                                        } else {
                                            t19 = (__m128)(vcc_v4_float){0};
                                        }
                                        t198 = t190 + 1;
                                        t199 = t19;
                                        t200 = 1;
                                        t20 = t192;
                                    } else {
                                        t20 = vcc_sse2_blendv_ps(t184, t17, _mm_castsi128_ps(t164));
                                        t198 = t190;
                                        t199 = t17;
                                        t200 = 0;
                                    }
                                } else {
                                    t198 = t190;
                                    t199 = t17;
                                    t200 = 0;
                                    t20 = t192;
                                }
                                if (t194) {
                                    if (t189 ? t193 >= 0 : 0) {
                                        if ((_mm_movemask_epi8(t188) != 0)) {
                                            __m128 t201 = _mm_xor_ps(t107, _mm_set1_ps(-0.0f));
                                            __m128 t202 = _mm_mul_ps(t18, t201);
                                            __m128 t203 = _mm_set1_ps(coef[t193]);
                                            t21 = _mm_sub_ps(t202, t203);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                        }
                                        t204 = t193 - 1;
                                        t205 = t21;
                                        t206 = 1;
                                        t207 = t195;
                                    } else {
                                        t204 = t193;
                                        t205 = t18;
                                        t206 = 0;
                                        t207 = t18;
                                    }
                                } else {
                                    t204 = t193;
                                    t205 = t18;
                                    t206 = 0;
                                    t207 = t195;
                                }
                                if (!(t200 | t206)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t20);
                                    __m128 t22 = _mm_set1_ps(0.0f);
                                    int t212 = (_mm_movemask_epi8(t187) != 0);
                                    for (int t213 = 0; t212 ? t213 < 16 : 0; t213++, t22 = t23) {
                                        if ((_mm_movemask_epi8(t187) != 0)) {
                                            __m128 t215 = _mm_mul_ps(t22, t107);
                                            __m128 t216 = _mm_set1_ps(coef[t213]);
                                            t23 = _mm_add_ps(t215, t216);
                                        } else {
                                            t23 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t214 = vcc_sse2_blendv_ps(t207, t22, _mm_castsi128_ps(t187));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t214);
                                    __m128 t208 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t76, 15);
                                    __m128 t209 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t83, 15);
                                    __m128 t210 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t90, 15);
                                    __m128 t211 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t97, 15);
                                    _mm_storeu_ps(t29, t208);
                                    _mm_storeu_ps(t31, t209);
                                    _mm_storeu_ps(t33, t210);
                                    _mm_storeu_ps(t35, t211);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t28) {
                                        goto L217;
                                    }
                                    t108 = (int)t28;
                                    goto L218;
                                }
                                t190 = t198;
                                t17 = t199;
                                t191 = t200;
                                t192 = t20;
                                t193 = t204;
                                t18 = t205;
                                t194 = t206;
                                t195 = t207;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t108 = 0;
    }
L218:
    t109 = (long)n + (long)t108 * -1L;
    unsigned long t110 = (unsigned long)out;
    unsigned long t111 = (unsigned long)in;
    long t112 = (long)((unsigned long)out + (unsigned long)((long)t108 * 4L) - ((unsigned long)in + (unsigned long)((long)t108 * 4L)));
    if ((t109 >= 4L) & (((t110 + (unsigned long)((long)t108 * 4L + 4L + (t109 - 1L) * 4L)) <= (t111 + (unsigned long)((long)t108 * 4L))) | ((t111 + (unsigned long)((long)t108 * 4L + 4L + (t109 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t108 * 4L))) | ((t112 <= 0L) | (t112 >= 16L)))) {
        long t113 = t109 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t114 = (long)t108 + i_vec;
            float *t115 = out + t114;
            __m128 in_v_4 = _mm_loadu_ps(in + t114);
            __m128 t149 = _mm_set1_ps(0.0f);
            __m128i t150 = _mm_castps_si128(_mm_cmpge_ps(in_v_4, t149));
            __m128i t151 = (__m128i)~(vcc_m4)t150;
            __m128 t8 = _mm_set1_ps(0.0f);
            int t152 = (_mm_movemask_epi8(t151) != 0);
            for (int t153 = 15; t152 ? t153 >= 0 : 0; t153--, t8 = t10) {
                if ((_mm_movemask_epi8(t151) != 0)) {
                    __m128 t155 = _mm_xor_ps(in_v_4, _mm_set1_ps(-0.0f));
                    __m128 t156 = _mm_mul_ps(t8, t155);
                    __m128 t157 = _mm_set1_ps(coef[t153]);
                    t10 = _mm_sub_ps(t156, t157);
                } else {
                    t10 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t9 = _mm_set1_ps(0.0f);
            int t154 = (_mm_movemask_epi8(t150) != 0);
            for (int t158 = 0; t154 ? t158 < 16 : 0; t158++, t9 = t11) {
                if ((_mm_movemask_epi8(t150) != 0)) {
                    __m128 t160 = _mm_mul_ps(t9, in_v_4);
                    __m128 t161 = _mm_set1_ps(coef[t158]);
                    t11 = _mm_add_ps(t160, t161);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t159 = vcc_sse2_blendv_ps(t8, t9, _mm_castsi128_ps(t150));
            _mm_storeu_ps(t115, t159);
            i_vec += 4L;
            if (i_vec >= t113) {
                i = (int)((long)t108 + t113);
                break;
            }
        }
    } else {
        i = t108;
    }
    for (; i < n; i++) {
        long t116 = (long)i;
        float t117 = in[t116];
        out[t116] = poly(coef, t117, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    long t14 = (long)((unsigned long)out - (unsigned long)in);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = out + i_vec_1;
            __m128 t2 = _mm_loadu_ps(in + i_vec_1);
            __m128 t29 = _mm_set1_ps(0.5f);
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(t2, t29));
            __m128i t31 = (__m128i)~(vcc_m4)t30;
            int t32 = (_mm_movemask_epi8(t31) != 0);
            int t33 = 0;
            __m128 t1 = t2;
            while (t32 ? t33 < 5 : 0) {
                __m128 t34 = _mm_set1_ps(0.25f);
                __m128 t35 = _mm_mul_ps(t1, t34);
                __m128 t36 = _mm_set1_ps(1.0f);
                t1 = _mm_sub_ps(t35, t36);
                t33++;
            }
            int t37 = (_mm_movemask_epi8(t30) != 0);
            int t38 = 0;
            while (t37 ? t38 < 5 : 0) {
                __m128 t39 = _mm_set1_ps(0.5f);
                __m128 t40 = _mm_mul_ps(t2, t39);
                __m128 t41 = _mm_set1_ps(1.0f);
                t2 = _mm_add_ps(t40, t41);
                t38++;
            }
            if ((_mm_movemask_epi8(t30) != 0)) {
                __m128 t42 = _mm_set1_ps(8.0f);
                __m128 t43 = _mm_mul_ps(t2, t42);
                __m128i t44 = _mm_cvttps_epi32(t43);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t44, (vcc_m4)t30);
            }
            __m128 t45 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t30));
            _mm_storeu_ps(t16, t45);
            long t27 = i_vec_1 + 4L;
            float *t28 = out + t27;
            __m128 t6 = _mm_loadu_ps(in + t27);
            __m128 t65 = _mm_set1_ps(0.5f);
            __m128i t66 = _mm_castps_si128(_mm_cmpgt_ps(t6, t65));
            __m128i t67 = (__m128i)~(vcc_m4)t66;
            int t68 = (_mm_movemask_epi8(t67) != 0);
            int t69 = 0;
            __m128 t5 = t6;
            while (t68 ? t69 < 5 : 0) {
                __m128 t70 = _mm_set1_ps(0.25f);
                __m128 t71 = _mm_mul_ps(t5, t70);
                __m128 t72 = _mm_set1_ps(1.0f);
                t5 = _mm_sub_ps(t71, t72);
                t69++;
            }
            int t73 = (_mm_movemask_epi8(t66) != 0);
            int t74 = 0;
            while (t73 ? t74 < 5 : 0) {
                __m128 t75 = _mm_set1_ps(0.5f);
                __m128 t76 = _mm_mul_ps(t6, t75);
                __m128 t77 = _mm_set1_ps(1.0f);
                t6 = _mm_add_ps(t76, t77);
                t74++;
            }
            if ((_mm_movemask_epi8(t66) != 0)) {
                __m128 t78 = _mm_set1_ps(8.0f);
                __m128 t79 = _mm_mul_ps(t6, t78);
                __m128i t80 = _mm_cvttps_epi32(t79);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t80, (vcc_m4)t66);
            }
            __m128 t81 = vcc_sse2_blendv_ps(t5, t6, _mm_castsi128_ps(t66));
            _mm_storeu_ps(t28, t81);
            long t63 = i_vec_1 + 8L;
            float *t64 = out + t63;
            __m128 t8 = _mm_loadu_ps(in + t63);
            __m128 t84 = _mm_set1_ps(0.5f);
            __m128i t85 = _mm_castps_si128(_mm_cmpgt_ps(t8, t84));
            __m128i t86 = (__m128i)~(vcc_m4)t85;
            int t87 = (_mm_movemask_epi8(t86) != 0);
            int t88 = 0;
            __m128 t7 = t8;
            while (t87 ? t88 < 5 : 0) {
                __m128 t89 = _mm_set1_ps(0.25f);
                __m128 t90 = _mm_mul_ps(t7, t89);
                __m128 t91 = _mm_set1_ps(1.0f);
                t7 = _mm_sub_ps(t90, t91);
                t88++;
            }
            int t92 = (_mm_movemask_epi8(t85) != 0);
            int t93 = 0;
            while (t92 ? t93 < 5 : 0) {
                __m128 t94 = _mm_set1_ps(0.5f);
                __m128 t95 = _mm_mul_ps(t8, t94);
                __m128 t96 = _mm_set1_ps(1.0f);
                t8 = _mm_add_ps(t95, t96);
                t93++;
            }
            if ((_mm_movemask_epi8(t85) != 0)) {
                __m128 t97 = _mm_set1_ps(8.0f);
                __m128 t98 = _mm_mul_ps(t8, t97);
                __m128i t99 = _mm_cvttps_epi32(t98);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t99, (vcc_m4)t85);
            }
            __m128 t100 = vcc_sse2_blendv_ps(t7, t8, _mm_castsi128_ps(t85));
            _mm_storeu_ps(t64, t100);
            long t82 = i_vec_1 + 12L;
            float *t83 = out + t82;
            __m128 t10 = _mm_loadu_ps(in + t82);
            __m128 t101 = _mm_set1_ps(0.5f);
            __m128i t102 = _mm_castps_si128(_mm_cmpgt_ps(t10, t101));
            __m128i t103 = (__m128i)~(vcc_m4)t102;
            int t104 = (_mm_movemask_epi8(t103) != 0);
            int t105 = 0;
            __m128 t9 = t10;
            while (t104 ? t105 < 5 : 0) {
                __m128 t106 = _mm_set1_ps(0.25f);
                __m128 t107 = _mm_mul_ps(t9, t106);
                __m128 t108 = _mm_set1_ps(1.0f);
                t9 = _mm_sub_ps(t107, t108);
                t105++;
            }
            int t109 = (_mm_movemask_epi8(t102) != 0);
            int t110 = 0;
            while (t109 ? t110 < 5 : 0) {
                __m128 t111 = _mm_set1_ps(0.5f);
                __m128 t112 = _mm_mul_ps(t10, t111);
                __m128 t113 = _mm_set1_ps(1.0f);
                t10 = _mm_add_ps(t112, t113);
                t110++;
            }
            if ((_mm_movemask_epi8(t102) != 0)) {
                __m128 t114 = _mm_set1_ps(8.0f);
                __m128 t115 = _mm_mul_ps(t10, t114);
                __m128i t116 = _mm_cvttps_epi32(t115);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t116, (vcc_m4)t102);
            }
            __m128 t117 = vcc_sse2_blendv_ps(t9, t10, _mm_castsi128_ps(t102));
            _mm_storeu_ps(t83, t117);
            i_vec_1 += 16L;
            if (i_vec_1 >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)in;
    long t21 = (long)((unsigned long)out + (unsigned long)((long)t17 * 4L) - ((unsigned long)in + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = out + t23;
            __m128 t4 = _mm_loadu_ps(in + t23);
            __m128 t46 = _mm_set1_ps(0.5f);
            __m128i t47 = _mm_castps_si128(_mm_cmpgt_ps(t4, t46));
            __m128i t48 = (__m128i)~(vcc_m4)t47;
            int t49 = (_mm_movemask_epi8(t48) != 0);
            int t50 = 0;
            __m128 t3 = t4;
            while (t49 ? t50 < 5 : 0) {
                __m128 t51 = _mm_set1_ps(0.25f);
                __m128 t52 = _mm_mul_ps(t3, t51);
                __m128 t53 = _mm_set1_ps(1.0f);
                t3 = _mm_sub_ps(t52, t53);
                t50++;
            }
            int t54 = (_mm_movemask_epi8(t47) != 0);
            int t55 = 0;
            while (t54 ? t55 < 5 : 0) {
                __m128 t56 = _mm_set1_ps(0.5f);
                __m128 t57 = _mm_mul_ps(t4, t56);
                __m128 t58 = _mm_set1_ps(1.0f);
                t4 = _mm_add_ps(t57, t58);
                t55++;
            }
            if ((_mm_movemask_epi8(t47) != 0)) {
                __m128 t59 = _mm_set1_ps(8.0f);
                __m128 t60 = _mm_mul_ps(t4, t59);
                __m128i t61 = _mm_cvttps_epi32(t60);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t61, (vcc_m4)t47);
            }
            __m128 t62 = vcc_sse2_blendv_ps(t3, t4, _mm_castsi128_ps(t47));
            _mm_storeu_ps(t24, t62);
            i_vec += 4L;
            if (i_vec >= t22) {
                i = (int)((long)t17 + t22);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = in[t25];
        out[t25] = tally(t26, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    long t4 = (long)((unsigned long)out - (unsigned long)in);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t19 = _mm_set1_ps(0.0f);
            __m128i t20 = _mm_castps_si128(_mm_cmpgt_ps(in_v, t19));
            __m128 t21 = _mm_set1_ps(1.0f);
            __m128 t22 = _mm_sub_ps(in_v, t21);
            __m128 t23 = _mm_set1_ps(2.0f);
            __m128 t24 = _mm_mul_ps(in_v, t23);
            __m128 t25 = vcc_sse2_blendv_ps(t22, t24, _mm_castsi128_ps(t20));
            _mm_storeu_ps(t6, t25);
            long t17 = i_vec_1 + 4L;
            float *t18 = out + t17;
            __m128 in_v_2 = _mm_loadu_ps(in + t17);
            __m128 t35 = _mm_set1_ps(0.0f);
            __m128i t36 = _mm_castps_si128(_mm_cmpgt_ps(in_v_2, t35));
            __m128 t37 = _mm_set1_ps(1.0f);
            __m128 t38 = _mm_sub_ps(in_v_2, t37);
            __m128 t39 = _mm_set1_ps(2.0f);
            __m128 t40 = _mm_mul_ps(in_v_2, t39);
            __m128 t41 = vcc_sse2_blendv_ps(t38, t40, _mm_castsi128_ps(t36));
            _mm_storeu_ps(t18, t41);
            long t33 = i_vec_1 + 8L;
            float *t34 = out + t33;
            __m128 in_v_3 = _mm_loadu_ps(in + t33);
            __m128 t44 = _mm_set1_ps(0.0f);
            __m128i t45 = _mm_castps_si128(_mm_cmpgt_ps(in_v_3, t44));
            __m128 t46 = _mm_set1_ps(1.0f);
            __m128 t47 = _mm_sub_ps(in_v_3, t46);
            __m128 t48 = _mm_set1_ps(2.0f);
            __m128 t49 = _mm_mul_ps(in_v_3, t48);
            __m128 t50 = vcc_sse2_blendv_ps(t47, t49, _mm_castsi128_ps(t45));
            _mm_storeu_ps(t34, t50);
            long t42 = i_vec_1 + 12L;
            float *t43 = out + t42;
            __m128 in_v_4 = _mm_loadu_ps(in + t42);
            __m128 t51 = _mm_set1_ps(0.0f);
            __m128i t52 = _mm_castps_si128(_mm_cmpgt_ps(in_v_4, t51));
            __m128 t53 = _mm_set1_ps(1.0f);
            __m128 t54 = _mm_sub_ps(in_v_4, t53);
            __m128 t55 = _mm_set1_ps(2.0f);
            __m128 t56 = _mm_mul_ps(in_v_4, t55);
            __m128 t57 = vcc_sse2_blendv_ps(t54, t56, _mm_castsi128_ps(t52));
            _mm_storeu_ps(t43, t57);
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
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L)))) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            __m128 in_v_1 = _mm_loadu_ps(in + t13);
            __m128 t26 = _mm_set1_ps(0.0f);
            __m128i t27 = _mm_castps_si128(_mm_cmpgt_ps(in_v_1, t26));
            __m128 t28 = _mm_set1_ps(1.0f);
            __m128 t29 = _mm_sub_ps(in_v_1, t28);
            __m128 t30 = _mm_set1_ps(2.0f);
            __m128 t31 = _mm_mul_ps(in_v_1, t30);
            __m128 t32 = vcc_sse2_blendv_ps(t29, t31, _mm_castsi128_ps(t27));
            _mm_storeu_ps(t14, t32);
            i_vec += 4L;
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
        out[t15] = cheap(t16);
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    float t22;
    float t23;
    int t46;
    int i_1;
    float t55;
    double t56;
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
    __m128i t1 = _mm_set1_epi32(0);
    vcc_v4_uint k_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m128i t2 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(1));
        __m128 t3 = _mm_cvtepi32_ps(t2);
        __m128 t4 = _mm_div_ps(_mm_set1_ps(1.0f), t3);
        _mm_storeu_ps(&coef[k_vec], t4);
        __m128i t5 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(4));
        __m128i t6 = _mm_add_epi32(t5, _mm_set1_epi32(1));
        __m128 t7 = _mm_cvtepi32_ps(t6);
        __m128 t8 = _mm_div_ps(_mm_set1_ps(1.0f), t7);
        _mm_storeu_ps(&coef[k_vec + 4L], t8);
        __m128i t9 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(8));
        __m128i t10 = _mm_add_epi32(t9, _mm_set1_epi32(1));
        __m128 t11 = _mm_cvtepi32_ps(t10);
        __m128 t12 = _mm_div_ps(_mm_set1_ps(1.0f), t11);
        _mm_storeu_ps(&coef[k_vec + 8L], t12);
        __m128i t13 = _mm_add_epi32((__m128i)k_v, _mm_set1_epi32(12));
        __m128i t14 = _mm_add_epi32(t13, _mm_set1_epi32(1));
        __m128 t15 = _mm_cvtepi32_ps(t14);
        __m128 t16 = _mm_div_ps(_mm_set1_ps(1.0f), t15);
        _mm_storeu_ps(&coef[k_vec + 12L], t16);
        k_vec += 16L;
        k_v = (vcc_v4_uint)_mm_add_epi32((__m128i)k_v, _mm_set1_epi32(16));
    } while (k_vec < 16L);
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
        unsigned long h = fold(14695981039346656037UL, t27, t26);
        run_series_auto(fout, t24, n);
        unsigned long h_1 = fold(h, t27, t26);
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = fold(h_1, (const void *)dout, t25 * 8UL);
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = fold(h_2, (const void *)iout, t26);
        long t28 = (long)n;
        if (t28 >= 16L) {
            long t29 = t28 & -16L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t30 = fin + i_vec;
                __m128 fin_v = _mm_loadu_ps(t30);
                __m128i t31 = _mm_castps_si128(_mm_cmpneq_ps(fin_v, fin_v));
                __m128 t32 = _mm_sub_ps(fin_v, _mm_set1_ps(1.0f));
                __m128 t33 = vcc_sse2_blendv_ps(t32, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t31));
                _mm_storeu_ps(t30, t33);
                float *t34 = fin + (i_vec + 4L);
                __m128 fin_v_1 = _mm_loadu_ps(t34);
                __m128i t35 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_1, fin_v_1));
                __m128 t36 = _mm_sub_ps(fin_v_1, _mm_set1_ps(1.0f));
                __m128 t37 = vcc_sse2_blendv_ps(t36, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t35));
                _mm_storeu_ps(t34, t37);
                float *t38 = fin + (i_vec + 8L);
                __m128 fin_v_2 = _mm_loadu_ps(t38);
                __m128i t39 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_2, fin_v_2));
                __m128 t40 = _mm_sub_ps(fin_v_2, _mm_set1_ps(1.0f));
                __m128 t41 = vcc_sse2_blendv_ps(t40, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t39));
                _mm_storeu_ps(t38, t41);
                float *t42 = fin + (i_vec + 12L);
                __m128 fin_v_3 = _mm_loadu_ps(t42);
                __m128i t43 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_3, fin_v_3));
                __m128 t44 = _mm_sub_ps(fin_v_3, _mm_set1_ps(1.0f));
                __m128 t45 = vcc_sse2_blendv_ps(t44, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t43));
                _mm_storeu_ps(t42, t45);
                i_vec += 16L;
            } while (i_vec < t29);
            t46 = (int)t29;
        } else {
            t46 = 0;
        }
        long t47 = (long)n + (long)t46 * -1L;
        if (t47 >= 4L) {
            long t48 = t47 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at regroup.c:178 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t49 = fin + ((long)t46 + i_vec_1);
                __m128 fin_v_4 = _mm_loadu_ps(t49);
                __m128i t50 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_4, fin_v_4));
                __m128 t51 = _mm_sub_ps(fin_v_4, _mm_set1_ps(1.0f));
                __m128 t52 = vcc_sse2_blendv_ps(t51, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t50));
                _mm_storeu_ps(t49, t52);
                i_vec_1 += 4L;
            } while (i_vec_1 < t48);
            i_1 = (int)((long)t46 + t48);
        } else {
            i_1 = t46;
        }
        for (; i_1 < n; i_1++) {
            float *t53 = fin + i_1;
            float t54 = *t53;
            if (t54 != t54) {
                t55 = -0.5f;
            } else {
                t55 = t54 - 1.0f;
            }
            *t53 = t55;
        }
        run_poly(fout, coef, t24, n);
        unsigned long h_4 = fold(h_3, t27, t26);
        hits = -1;
        run_tally(fout, &hits, t24, n);
        unsigned long h_5 = fold(h_4, t27, t26);
        run_cheap(fout, t24, n);
        unsigned long h_6 = fold(h_5, t27, t26);
        if (n) {
            t56 = (double)fout[0];
        } else {
            t56 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t56);
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
