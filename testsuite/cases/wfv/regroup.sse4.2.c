/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_series(__m128 x, int n);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2vv_blend2(__m128d x, __m128d y);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_cheap(__m128 x);
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
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_series(__m128 x, int n) {
    __m128 t1;
    __m128 t2;
    __m128 t4;
    __m128 t5;
    __m128 t6 = _mm_set1_ps(1.0f);
    __m128i t7 = _mm_castps_si128(_mm_cmplt_ps(x, t6));
    __m128i t3 = (__m128i)~(vcc_m4)t7;
    int t8 = (!_mm_testz_si128(t3, t3));
    __m128 t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((!_mm_testz_si128(t3, t3))) {
            __m128 t11 = _mm_set1_ps((float)t9);
            __m128 t12 = _mm_div_ps(t11, t10);
            t1 = _mm_add_ps(x, t12);
        } else {
            t1 = (__m128)(vcc_v4_float){0};
        }
    }
    if ((!_mm_testz_si128(t3, t3))) {
        __m128 t13 = _mm_set1_ps(1.0f);
        t2 = _mm_div_ps(t13, t10);
    } else {
        t2 = (__m128)(vcc_v4_float){0};
        t3 = (__m128i)(vcc_m4){0};
    }
    int t14 = (!_mm_testz_si128(t7, t7));
    __m128 t16 = x;
    __m128 t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((!_mm_testz_si128(t7, t7))) {
            __m128 t19 = _mm_mul_ps(t17, x);
            __m128 t20 = _mm_set1_ps((float)(2 * t15 + 1));
            t4 = _mm_div_ps(t19, t20);
            t5 = _mm_add_ps(t16, t4);
        } else {
            t4 = (__m128)(vcc_v4_float){0};
            t5 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t18 = _mm_blendv_ps(t16, t2, _mm_castsi128_ps(t3));
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
__attribute__((target("sse4.2"))) __m128d _ZGVbN2vv_blend2(__m128d x, __m128d y) {
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
    int t13 = (!_mm_testz_si128(t12, t12));
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((!_mm_testz_si128(t12, t12))) {
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
    int t15 = (!_mm_testz_si128(t11, t11));
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        __m128d t21 = _mm_set1_pd(0.5);
        __m128d t22 = _mm_mul_pd(t2, t21);
        __m128d t23 = _mm_set1_pd((double)t20);
        __m128d t24 = _mm_mul_pd(x, t23);
        t2 = _mm_add_pd(t22, t24);
        t20++;
    }
    __m128d t25 = _mm_blendv_pd(t1, t2, _mm_castsi128_pd(t11));
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
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps) {
    __m128i t3 = _mm_xor_si128(a, b);
    __m128i t4 = _mm_set1_epi32(1);
    __m128i t5 = _mm_and_si128(t3, t4);
    __m128i t6 = (__m128i)(vcc_m4)((vcc_v4_int)t5 != (vcc_v4_int){0});
    __m128i t7 = (__m128i)~(vcc_m4)t6;
    int t8 = (!_mm_testz_si128(t6, t6));
    int t9 = 0;
    vcc_v4_uint t1 = (vcc_v4_uint)a;
    while (t8 ? t9 < steps : 0) {
        __m128i t10 = _mm_set1_epi32((int)t9);
        __m128i t11 = _mm_add_epi32(b, t10);
        __m128i t12 = _mm_xor_si128((__m128i)t1, t11);
        __m128i t13 = _mm_set1_epi32((int)17U);
        t1 = (vcc_v4_uint)_mm_mullo_epi32(t12, t13);
        t9++;
    }
    int t14 = (!_mm_testz_si128(t7, t7));
    int t15 = 0;
    vcc_v4_uint t2 = (vcc_v4_uint)a;
    while (t14 ? t15 < steps : 0) {
        __m128i t16 = _mm_set1_epi32((int)31U);
        __m128i t17 = _mm_mullo_epi32((__m128i)t2, t16);
        __m128i t18 = _mm_set1_epi32((int)(t15 & 7));
        __m128i t19 = (__m128i)((vcc_v4_int)b >> (vcc_v4_int)t18);
        t2 = (vcc_v4_uint)_mm_add_epi32(t17, t19);
        t15++;
    }
    __m128i t20 = _mm_blendv_epi8((__m128i)t2, (__m128i)t1, t6);
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
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n) {
    __m128 t3;
    __m128 t4;
    __m128 t5 = _mm_set1_ps(0.0f);
    __m128i t6 = _mm_castps_si128(_mm_cmpge_ps(x, t5));
    __m128i t7 = (__m128i)~(vcc_m4)t6;
    __m128 t1 = _mm_set1_ps(0.0f);
    int t8 = (!_mm_testz_si128(t7, t7));
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((!_mm_testz_si128(t7, t7))) {
            __m128 t11 = _mm_xor_ps(x, _mm_set1_ps(-0.0f));
            __m128 t12 = _mm_mul_ps(t1, t11);
            __m128 t13 = _mm_set1_ps(coef[t9]);
            t3 = _mm_sub_ps(t12, t13);
        } else {
            t3 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t2 = _mm_set1_ps(0.0f);
    int t10 = (!_mm_testz_si128(t6, t6));
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((!_mm_testz_si128(t6, t6))) {
            __m128 t16 = _mm_mul_ps(t2, x);
            __m128 t17 = _mm_set1_ps(coef[t14]);
            t4 = _mm_add_ps(t16, t17);
        } else {
            t4 = (__m128)(vcc_v4_float){0};
        }
    }
    __m128 t15 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t6));
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
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n) {
    __m128 t3 = _mm_set1_ps(0.5f);
    __m128i t4 = _mm_castps_si128(_mm_cmpgt_ps(x, t3));
    __m128i t5 = (__m128i)~(vcc_m4)t4;
    int t6 = (!_mm_testz_si128(t5, t5));
    int t7 = 0;
    __m128 t1 = x;
    while (t6 ? t7 < n : 0) {
        __m128 t8 = _mm_set1_ps(0.25f);
        __m128 t9 = _mm_mul_ps(t1, t8);
        __m128 t10 = _mm_set1_ps(1.0f);
        t1 = _mm_sub_ps(t9, t10);
        t7++;
    }
    int t11 = (!_mm_testz_si128(t4, t4));
    int t12 = 0;
    __m128 t2 = x;
    while (t11 ? t12 < n : 0) {
        __m128 t13 = _mm_set1_ps(0.5f);
        __m128 t14 = _mm_mul_ps(t2, t13);
        __m128 t15 = _mm_set1_ps(1.0f);
        t2 = _mm_add_ps(t14, t15);
        t12++;
    }
    if ((!_mm_testz_si128(t4, t4))) {
        __m128 t16 = _mm_set1_ps(8.0f);
        __m128 t17 = _mm_mul_ps(t2, t16);
        __m128i t18 = _mm_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t18, (vcc_m4)t4);
    }
    __m128 t19 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t4));
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

/* vcc: function at regroup.c:95 vector variant _ZGVbN4v_cheap of `cheap`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_cheap(__m128 x) {
    __m128 t1 = _mm_set1_ps(0.0f);
    __m128i t2 = _mm_castps_si128(_mm_cmpgt_ps(x, t1));
    __m128 t3 = _mm_set1_ps(1.0f);
    __m128 t4 = _mm_sub_ps(x, t3);
    __m128 t5 = _mm_set1_ps(2.0f);
    __m128 t6 = _mm_mul_ps(x, t5);
    __m128 t7 = _mm_blendv_ps(t4, t6, _mm_castsi128_ps(t2));
    return t7;
}

__attribute__((target("sse4.2"))) void run_series(float *out, const float *in, int n) {
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
    int t112;
    long t113;
    int i;
    int t144;
    __m128 t145;
    __m128 t146;
    int t147;
    int t150;
    __m128 t151;
    int t152;
    __m128 t153;
    int t185;
    __m128 t186;
    __m128 t187;
    int t188;
    int t191;
    __m128 t192;
    int t193;
    __m128 t194;
    int t211;
    __m128 t212;
    __m128 t213;
    int t214;
    int t217;
    __m128 t218;
    int t219;
    __m128 t220;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L233:
        /* vcc: loop at regroup.c:101 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            long t34 = i_vec_1 + 4L;
            float *t35 = out + t34;
            __m128 in_v_1 = _mm_loadu_ps(in + t34);
            long t36 = i_vec_1 + 8L;
            float *t37 = out + t36;
            __m128 in_v_2 = _mm_loadu_ps(in + t36);
            long t38 = i_vec_1 + 12L;
            float *t39 = out + t38;
            __m128 in_v_3 = _mm_loadu_ps(in + t38);
            __m128i t40 = _mm_castps_si128(_mm_cmplt_ps(in_v, _mm_set1_ps(1.0f)));
            __m128i t41 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t40);
            __m128i t42 = (__m128i)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t43 = _mm_add_epi32(t41, t42);
            __m128i t44 = (__m128i)__builtin_shufflevector((vcc_v4_int)t43, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t45 = _mm_add_epi32(t43, t44);
            __m128i t46 = _mm_sub_epi32(t45, t41);
            __m128i t47 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t46);
            __m128i t48 = _mm_castps_si128(_mm_cmplt_ps(in_v_1, _mm_set1_ps(1.0f)));
            __m128i t49 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t48);
            __m128i t50 = (__m128i)__builtin_shufflevector((vcc_v4_int)t49, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t51 = _mm_add_epi32(t49, t50);
            __m128i t52 = (__m128i)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t53 = _mm_add_epi32(t51, t52);
            __m128i t54 = _mm_sub_epi32(t53, t49);
            __m128i t55 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t54);
            __m128i t56 = _mm_castps_si128(_mm_cmplt_ps(in_v_2, _mm_set1_ps(1.0f)));
            __m128i t57 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t56);
            __m128i t58 = (__m128i)__builtin_shufflevector((vcc_v4_int)t57, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t59 = _mm_add_epi32(t57, t58);
            __m128i t60 = (__m128i)__builtin_shufflevector((vcc_v4_int)t59, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t61 = _mm_add_epi32(t59, t60);
            __m128i t62 = _mm_sub_epi32(t61, t57);
            __m128i t63 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t62);
            __m128i t64 = _mm_castps_si128(_mm_cmplt_ps(in_v_3, _mm_set1_ps(1.0f)));
            __m128i t65 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t64);
            __m128i t66 = (__m128i)__builtin_shufflevector((vcc_v4_int)t65, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t67 = _mm_add_epi32(t65, t66);
            __m128i t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t69 = _mm_add_epi32(t67, t68);
            __m128i t70 = _mm_sub_epi32(t69, t65);
            __m128i t71 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t70);
            int t72 = vcc_sse_reduce_epi32(t41, _mm_add_epi32, int);
            int t73 = t72 + vcc_sse_reduce_epi32(t49, _mm_add_epi32, int);
            int t74 = t73 + vcc_sse_reduce_epi32(t57, _mm_add_epi32, int);
            int t75 = t74 + vcc_sse_reduce_epi32(t65, _mm_add_epi32, int);
            __m128i t76 = _mm_set1_epi32(0);
            __m128i t77 = _mm_add_epi32(t76, t46);
            __m128i t78 = _mm_set1_epi32((int)t75);
            __m128i t79 = _mm_add_epi32(t78, t47);
            __m128i t80 = _mm_blendv_epi8(t79, t77, t40);
            __m128i t81 = _mm_set1_epi32(0);
            __m128i t82 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t81);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t80, (vcc_v4_int)t82);
            __m128i t83 = _mm_set1_epi32((int)t72);
            __m128i t84 = _mm_add_epi32(t83, t54);
            __m128i t85 = _mm_set1_epi32((int)(t75 + 4 - t72));
            __m128i t86 = _mm_add_epi32(t85, t55);
            __m128i t87 = _mm_blendv_epi8(t86, t84, t48);
            __m128i t88 = _mm_set1_epi32(4);
            __m128i t89 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t88);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t87, (vcc_v4_int)t89);
            __m128i t90 = _mm_set1_epi32((int)t73);
            __m128i t91 = _mm_add_epi32(t90, t62);
            __m128i t92 = _mm_set1_epi32((int)(t75 + 8 - t73));
            __m128i t93 = _mm_add_epi32(t92, t63);
            __m128i t94 = _mm_blendv_epi8(t93, t91, t56);
            __m128i t95 = _mm_set1_epi32(8);
            __m128i t96 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t95);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t94, (vcc_v4_int)t96);
            __m128i t97 = _mm_set1_epi32((int)t74);
            __m128i t98 = _mm_add_epi32(t97, t70);
            __m128i t99 = _mm_set1_epi32((int)(t75 + 12 - t74));
            __m128i t100 = _mm_add_epi32(t99, t71);
            __m128i t101 = _mm_blendv_epi8(t100, t98, t64);
            __m128i t102 = _mm_set1_epi32(12);
            __m128i t103 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t102);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t101, (vcc_v4_int)t103);
            _mm_storeu_ps(vcc_regroup_arg, in_v);
            _mm_storeu_ps(vcc_regroup_arg + 4, in_v_1);
            _mm_storeu_ps(vcc_regroup_arg + 8, in_v_2);
            _mm_storeu_ps(vcc_regroup_arg + 12, in_v_3);
            __m128i t104 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t105 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t104, 15);
            __m128i t106 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t107 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t106, 15);
            __m128i t108 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t109 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t108, 15);
            __m128i t110 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t111 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t110, 15);
            __m128 t121 = _mm_set1_ps(1.0f);
            __m128i t122 = _mm_castps_si128(_mm_cmplt_ps(t105, t121));
            __m128i t3 = (__m128i)~(vcc_m4)t122;
            int t123 = (!_mm_testz_si128(t3, t3));
            __m128 t125 = t105;
            for (int t124 = 24; t123 ? t124 > 0 : 0; t124--, t125 = t1) {
                if ((!_mm_testz_si128(t3, t3))) {
                    __m128 t126 = _mm_set1_ps((float)t124);
                    __m128 t127 = _mm_div_ps(t126, t125);
                    t1 = _mm_add_ps(t105, t127);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t3, t3))) {
                __m128 t128 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t128, t125);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t129 = (!_mm_testz_si128(t122, t122));
            __m128 t130 = _mm_set1_ps(1.0f);
            __m128i t131 = _mm_castps_si128(_mm_cmplt_ps(t107, t130));
            __m128i t14 = (__m128i)~(vcc_m4)t131;
            int t132 = (!_mm_testz_si128(t14, t14));
            int t133 = 1;
            __m128 t134 = t105;
            __m128 t135 = t105;
            int t136 = 1;
            __m128 t137 = (__m128)(vcc_v4_float){0};
            int t138 = 24;
            __m128 t139 = t107;
            int t140 = 1;
            __m128 t141 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t136) {
                    if (t129 ? t133 < 24 : 0) {
                        if ((!_mm_testz_si128(t122, t122))) {
                            __m128 t142 = _mm_mul_ps(t135, t105);
                            __m128 t143 = _mm_set1_ps((float)(2 * t133 + 1));
                            t4 = _mm_div_ps(t142, t143);
                            t5 = _mm_add_ps(t134, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t144 = t133 + 1;
                        t145 = t5;
                        t146 = t4;
                        t147 = 1;
                        t6 = t137;
                    } else {
                        t6 = _mm_blendv_ps(t134, t2, _mm_castsi128_ps(t3));
                        t144 = t133;
                        t145 = t134;
                        t146 = t135;
                        t147 = 0;
                    }
                } else {
                    t144 = t133;
                    t145 = t134;
                    t146 = t135;
                    t147 = 0;
                    t6 = t137;
                }
                if (t140) {
                    if (t132 ? t138 > 0 : 0) {
                        if ((!_mm_testz_si128(t14, t14))) {
                            __m128 t148 = _mm_set1_ps((float)t138);
                            __m128 t149 = _mm_div_ps(t148, t139);
                            t7 = _mm_add_ps(t107, t149);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t150 = t138 - 1;
                        t151 = t7;
                        t152 = 1;
                        t153 = t141;
                    } else {
                        t150 = t138;
                        t151 = t139;
                        t152 = 0;
                        t153 = t139;
                    }
                } else {
                    t150 = t138;
                    t151 = t139;
                    t152 = 0;
                    t153 = t141;
                }
                if (t147 | t152) {
                    t133 = t144;
                    t134 = t145;
                    t135 = t146;
                    t136 = t147;
                    t137 = t6;
                    t138 = t150;
                    t139 = t151;
                    t140 = t152;
                    t141 = t153;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t6);
                    if ((!_mm_testz_si128(t14, t14))) {
                        __m128 t169 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t169, t153);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t170 = (!_mm_testz_si128(t131, t131));
                    __m128 t171 = _mm_set1_ps(1.0f);
                    __m128i t172 = _mm_castps_si128(_mm_cmplt_ps(t109, t171));
                    __m128i t20 = (__m128i)~(vcc_m4)t172;
                    int t173 = (!_mm_testz_si128(t20, t20));
                    int t174 = 1;
                    __m128 t175 = t107;
                    __m128 t176 = t107;
                    int t177 = 1;
                    __m128 t178 = (__m128)(vcc_v4_float){0};
                    int t179 = 24;
                    __m128 t180 = t109;
                    int t181 = 1;
                    __m128 t182 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t177) {
                            if (t170 ? t174 < 24 : 0) {
                                if ((!_mm_testz_si128(t131, t131))) {
                                    __m128 t183 = _mm_mul_ps(t176, t107);
                                    __m128 t184 = _mm_set1_ps((float)(2 * t174 + 1));
                                    t15 = _mm_div_ps(t183, t184);
                                    t16 = _mm_add_ps(t175, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t185 = t174 + 1;
                                t186 = t16;
                                t187 = t15;
                                t188 = 1;
                                t17 = t178;
                            } else {
                                t17 = _mm_blendv_ps(t175, t13, _mm_castsi128_ps(t14));
                                t185 = t174;
                                t186 = t175;
                                t187 = t176;
                                t188 = 0;
                            }
                        } else {
                            t185 = t174;
                            t186 = t175;
                            t187 = t176;
                            t188 = 0;
                            t17 = t178;
                        }
                        if (t181) {
                            if (t173 ? t179 > 0 : 0) {
                                if ((!_mm_testz_si128(t20, t20))) {
                                    __m128 t189 = _mm_set1_ps((float)t179);
                                    __m128 t190 = _mm_div_ps(t189, t180);
                                    t18 = _mm_add_ps(t109, t190);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t191 = t179 - 1;
                                t192 = t18;
                                t193 = 1;
                                t194 = t182;
                            } else {
                                t191 = t179;
                                t192 = t180;
                                t193 = 0;
                                t194 = t180;
                            }
                        } else {
                            t191 = t179;
                            t192 = t180;
                            t193 = 0;
                            t194 = t182;
                        }
                        if (t188 | t193) {
                            t174 = t185;
                            t175 = t186;
                            t176 = t187;
                            t177 = t188;
                            t178 = t17;
                            t179 = t191;
                            t180 = t192;
                            t181 = t193;
                            t182 = t194;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t17);
                            if ((!_mm_testz_si128(t20, t20))) {
                                __m128 t195 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t195, t194);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t196 = (!_mm_testz_si128(t172, t172));
                            __m128 t197 = _mm_set1_ps(1.0f);
                            __m128i t198 = _mm_castps_si128(_mm_cmplt_ps(t111, t197));
                            __m128i t26 = (__m128i)~(vcc_m4)t198;
                            int t199 = (!_mm_testz_si128(t26, t26));
                            int t200 = 1;
                            __m128 t201 = t109;
                            __m128 t202 = t109;
                            int t203 = 1;
                            __m128 t204 = (__m128)(vcc_v4_float){0};
                            int t205 = 24;
                            __m128 t206 = t111;
                            int t207 = 1;
                            __m128 t208 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t203) {
                                    if (t196 ? t200 < 24 : 0) {
                                        if ((!_mm_testz_si128(t172, t172))) {
                                            __m128 t209 = _mm_mul_ps(t202, t109);
                                            __m128 t210 = _mm_set1_ps((float)(2 * t200 + 1));
                                            t21 = _mm_div_ps(t209, t210);
                                            t22 = _mm_add_ps(t201, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t211 = t200 + 1;
                                        t212 = t22;
                                        t213 = t21;
                                        t214 = 1;
                                        t23 = t204;
                                    } else {
                                        t23 = _mm_blendv_ps(t201, t19, _mm_castsi128_ps(t20));
                                        t211 = t200;
                                        t212 = t201;
                                        t213 = t202;
                                        t214 = 0;
                                    }
                                } else {
                                    t211 = t200;
                                    t212 = t201;
                                    t213 = t202;
                                    t214 = 0;
                                    t23 = t204;
                                }
                                if (t207) {
                                    if (t199 ? t205 > 0 : 0) {
                                        if ((!_mm_testz_si128(t26, t26))) {
                                            __m128 t215 = _mm_set1_ps((float)t205);
                                            __m128 t216 = _mm_div_ps(t215, t206);
                                            t24 = _mm_add_ps(t111, t216);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t217 = t205 - 1;
                                        t218 = t24;
                                        t219 = 1;
                                        t220 = t208;
                                    } else {
                                        t217 = t205;
                                        t218 = t206;
                                        t219 = 0;
                                        t220 = t206;
                                    }
                                } else {
                                    t217 = t205;
                                    t218 = t206;
                                    t219 = 0;
                                    t220 = t208;
                                }
                                if (!(t214 | t219)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t23);
                                    if ((!_mm_testz_si128(t26, t26))) {
                                        __m128 t225 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t225, t220);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t226 = (!_mm_testz_si128(t198, t198));
                                    __m128 t228 = t111;
                                    __m128 t229 = t111;
                                    for (int t227 = 1; t226 ? t227 < 24 : 0; t227++, t228 = t28, t229 = t27) {
                                        if ((!_mm_testz_si128(t198, t198))) {
                                            __m128 t231 = _mm_mul_ps(t229, t111);
                                            __m128 t232 = _mm_set1_ps((float)(2 * t227 + 1));
                                            t27 = _mm_div_ps(t231, t232);
                                            t28 = _mm_add_ps(t228, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t230 = _mm_blendv_ps(t228, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t230);
                                    __m128 t221 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t80, 15);
                                    __m128 t222 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t87, 15);
                                    __m128 t223 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t94, 15);
                                    __m128 t224 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t101, 15);
                                    _mm_storeu_ps(t33, t221);
                                    _mm_storeu_ps(t35, t222);
                                    _mm_storeu_ps(t37, t223);
                                    _mm_storeu_ps(t39, t224);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L233;
                                    }
                                    t112 = (int)t32;
                                    goto L234;
                                }
                                t200 = t211;
                                t201 = t212;
                                t202 = t213;
                                t203 = t214;
                                t204 = t23;
                                t205 = t217;
                                t206 = t218;
                                t207 = t219;
                                t208 = t220;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t112 = 0;
    }
L234:
    t113 = (long)n + (long)t112 * -1L;
    unsigned long t114 = (unsigned long)out;
    unsigned long t115 = (unsigned long)in;
    if ((t113 >= 4L) & (((t114 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t112 * 4L))) | ((t115 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t112 * 4L))))) {
        long t116 = t113 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t117 = (long)t112 + i_vec;
            float *t118 = out + t117;
            __m128 in_v_4 = _mm_loadu_ps(in + t117);
            __m128 t154 = _mm_set1_ps(1.0f);
            __m128i t155 = _mm_castps_si128(_mm_cmplt_ps(in_v_4, t154));
            __m128i t10 = (__m128i)~(vcc_m4)t155;
            int t156 = (!_mm_testz_si128(t10, t10));
            __m128 t158 = in_v_4;
            for (int t157 = 24; t156 ? t157 > 0 : 0; t157--, t158 = t8) {
                if ((!_mm_testz_si128(t10, t10))) {
                    __m128 t159 = _mm_set1_ps((float)t157);
                    __m128 t160 = _mm_div_ps(t159, t158);
                    t8 = _mm_add_ps(in_v_4, t160);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t10, t10))) {
                __m128 t161 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t161, t158);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t162 = (!_mm_testz_si128(t155, t155));
            __m128 t164 = in_v_4;
            __m128 t165 = in_v_4;
            for (int t163 = 1; t162 ? t163 < 24 : 0; t163++, t164 = t12, t165 = t11) {
                if ((!_mm_testz_si128(t155, t155))) {
                    __m128 t167 = _mm_mul_ps(t165, in_v_4);
                    __m128 t168 = _mm_set1_ps((float)(2 * t163 + 1));
                    t11 = _mm_div_ps(t167, t168);
                    t12 = _mm_add_ps(t164, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t166 = _mm_blendv_ps(t164, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t118, t166);
            i_vec += 4L;
            if (i_vec >= t116) {
                i = (int)((long)t112 + t116);
                break;
            }
        }
    } else {
        i = t112;
    }
    for (; i < n; i++) {
        long t119 = (long)i;
        float t120 = in[t119];
        out[t119] = series(t120, 24);
    }
}

__attribute__((target("sse4.2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t122;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            __m128d y_v = _mm_loadu_pd(y + i_vec_1);
            __m128d x_v = _mm_loadu_pd(x + i_vec_1);
            long t28 = i_vec_1 + 2L;
            double *t29 = out + t28;
            __m128d y_v_1 = _mm_loadu_pd(y + t28);
            __m128d x_v_1 = _mm_loadu_pd(x + t28);
            long t30 = i_vec_1 + 4L;
            double *t31 = out + t30;
            __m128d y_v_2 = _mm_loadu_pd(y + t30);
            __m128d x_v_2 = _mm_loadu_pd(x + t30);
            long t32 = i_vec_1 + 6L;
            double *t33 = out + t32;
            __m128d y_v_3 = _mm_loadu_pd(y + t32);
            __m128d x_v_3 = _mm_loadu_pd(x + t32);
            __m128d t34 = _mm_mul_pd(x_v, _mm_set1_pd(4.0));
            vcc_v2_int t35 = __builtin_convertvector((vcc_v2_double)t34, vcc_v2_int);
            __m128d t36 = (__m128d)__builtin_convertvector(t35, vcc_v2_double);
            __m128d t37 = _mm_add_pd(t36, _mm_set1_pd(0.5));
            __m128i t38 = _mm_castpd_si128(_mm_cmpgt_pd(t37, y_v));
            vcc_v2_int t39 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t38, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t40 = __builtin_shufflevector(t39, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t41 = t39 + t40;
            vcc_v2_int t42 = t41 - t39;
            vcc_v2_int t43 = (vcc_v2_int){0, 1} - t42;
            __m128d t44 = _mm_mul_pd(x_v_1, _mm_set1_pd(4.0));
            vcc_v2_int t45 = __builtin_convertvector((vcc_v2_double)t44, vcc_v2_int);
            __m128d t46 = (__m128d)__builtin_convertvector(t45, vcc_v2_double);
            __m128d t47 = _mm_add_pd(t46, _mm_set1_pd(0.5));
            __m128i t48 = _mm_castpd_si128(_mm_cmpgt_pd(t47, y_v_1));
            vcc_v2_int t49 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t48, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t50 = __builtin_shufflevector(t49, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t51 = t49 + t50;
            vcc_v2_int t52 = t51 - t49;
            vcc_v2_int t53 = (vcc_v2_int){0, 1} - t52;
            __m128d t54 = _mm_mul_pd(x_v_2, _mm_set1_pd(4.0));
            vcc_v2_int t55 = __builtin_convertvector((vcc_v2_double)t54, vcc_v2_int);
            __m128d t56 = (__m128d)__builtin_convertvector(t55, vcc_v2_double);
            __m128d t57 = _mm_add_pd(t56, _mm_set1_pd(0.5));
            __m128i t58 = _mm_castpd_si128(_mm_cmpgt_pd(t57, y_v_2));
            vcc_v2_int t59 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t58, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t60 = __builtin_shufflevector(t59, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t61 = t59 + t60;
            vcc_v2_int t62 = t61 - t59;
            vcc_v2_int t63 = (vcc_v2_int){0, 1} - t62;
            __m128d t64 = _mm_mul_pd(x_v_3, _mm_set1_pd(4.0));
            vcc_v2_int t65 = __builtin_convertvector((vcc_v2_double)t64, vcc_v2_int);
            __m128d t66 = (__m128d)__builtin_convertvector(t65, vcc_v2_double);
            __m128d t67 = _mm_add_pd(t66, _mm_set1_pd(0.5));
            __m128i t68 = _mm_castpd_si128(_mm_cmpgt_pd(t67, y_v_3));
            vcc_v2_int t69 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t68, vcc_v2_int), ((vcc_v2_int){1, 1}), ((vcc_v2_int){0, 0}));
            vcc_v2_int t70 = __builtin_shufflevector(t69, (vcc_v2_int){0, 0}, 2, 0);
            vcc_v2_int t71 = t69 + t70;
            vcc_v2_int t72 = t71 - t69;
            vcc_v2_int t73 = (vcc_v2_int){0, 1} - t72;
            int t74 = vcc_reduce(int, t39, +);
            int t75 = t74 + vcc_reduce(int, t49, +);
            int t76 = t75 + vcc_reduce(int, t59, +);
            int t77 = t76 + vcc_reduce(int, t69, +);
            vcc_v2_int t78 = (vcc_v2_int){0, 0};
            vcc_v2_int t79 = t78 + t42;
            vcc_v2_int t80 = (vcc_v2_int){t77, t77};
            vcc_v2_int t81 = t80 + t43;
            vcc_v2_int t82 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t38, vcc_v2_int), t79, t81);
            vcc_v2_int t83 = (vcc_v2_int){0, 0};
            vcc_v2_int t84 = (vcc_v2_int){0, 1} + t83;
            vcc_scatter(vcc_regroup_perm, t82, t84);
            vcc_v2_int t85 = (vcc_v2_int){t74, t74};
            vcc_v2_int t86 = t85 + t52;
            vcc_v2_int t87 = vcc_splat(vcc_v2_int, t77 + 2 - t74);
            vcc_v2_int t88 = t87 + t53;
            vcc_v2_int t89 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t48, vcc_v2_int), t86, t88);
            vcc_v2_int t90 = (vcc_v2_int){2, 2};
            vcc_v2_int t91 = (vcc_v2_int){0, 1} + t90;
            vcc_scatter(vcc_regroup_perm, t89, t91);
            vcc_v2_int t92 = (vcc_v2_int){t75, t75};
            vcc_v2_int t93 = t92 + t62;
            vcc_v2_int t94 = vcc_splat(vcc_v2_int, t77 + 4 - t75);
            vcc_v2_int t95 = t94 + t63;
            vcc_v2_int t96 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t58, vcc_v2_int), t93, t95);
            vcc_v2_int t97 = (vcc_v2_int){4, 4};
            vcc_v2_int t98 = (vcc_v2_int){0, 1} + t97;
            vcc_scatter(vcc_regroup_perm, t96, t98);
            vcc_v2_int t99 = (vcc_v2_int){t76, t76};
            vcc_v2_int t100 = t99 + t72;
            vcc_v2_int t101 = vcc_splat(vcc_v2_int, t77 + 6 - t76);
            vcc_v2_int t102 = t101 + t73;
            vcc_v2_int t103 = vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t68, vcc_v2_int), t100, t102);
            vcc_v2_int t104 = (vcc_v2_int){6, 6};
            vcc_v2_int t105 = (vcc_v2_int){0, 1} + t104;
            vcc_scatter(vcc_regroup_perm, t103, t105);
            _mm_storeu_pd(vcc_regroup_arg, x_v);
            _mm_storeu_pd(vcc_regroup_arg + 2, x_v_1);
            _mm_storeu_pd(vcc_regroup_arg + 4, x_v_2);
            _mm_storeu_pd(vcc_regroup_arg + 6, x_v_3);
            vcc_v2_int t106 = vcc_load(vcc_v2_int, vcc_regroup_perm);
            __m128d t107 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t106);
            vcc_v2_int t108 = vcc_load(vcc_v2_int, vcc_regroup_perm + 2);
            __m128d t109 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t108);
            vcc_v2_int t110 = vcc_load(vcc_v2_int, vcc_regroup_perm + 4);
            __m128d t111 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t110);
            vcc_v2_int t112 = vcc_load(vcc_v2_int, vcc_regroup_perm + 6);
            __m128d t113 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg, t112);
            _mm_storeu_pd(vcc_regroup_arg_1, y_v);
            _mm_storeu_pd(vcc_regroup_arg_1 + 2, y_v_1);
            _mm_storeu_pd(vcc_regroup_arg_1 + 4, y_v_2);
            _mm_storeu_pd(vcc_regroup_arg_1 + 6, y_v_3);
            vcc_v2_int t114 = vcc_load(vcc_v2_int, vcc_regroup_perm);
            __m128d t115 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t114);
            vcc_v2_int t116 = vcc_load(vcc_v2_int, vcc_regroup_perm + 2);
            __m128d t117 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t116);
            vcc_v2_int t118 = vcc_load(vcc_v2_int, vcc_regroup_perm + 4);
            __m128d t119 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t118);
            vcc_v2_int t120 = vcc_load(vcc_v2_int, vcc_regroup_perm + 6);
            __m128d t121 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_arg_1, t120);
            __m128d t134 = _mm_set1_pd(4.0);
            __m128d t135 = _mm_mul_pd(t107, t134);
            vcc_v2_int t136 = __builtin_convertvector((vcc_v2_double)t135, vcc_v2_int);
            __m128d t137 = (__m128d)__builtin_convertvector(t136, vcc_v2_double);
            __m128d t138 = _mm_set1_pd(0.5);
            __m128d t139 = _mm_add_pd(t137, t138);
            __m128i t140 = _mm_castpd_si128(_mm_cmpgt_pd(t139, t115));
            __m128i t141 = (__m128i)~(vcc_m2)t140;
            __m128d t1 = _mm_set1_pd(0.0);
            int t142 = (!_mm_testz_si128(t141, t141));
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t3, t1 = t4) {
                if ((!_mm_testz_si128(t141, t141))) {
                    __m128d t145 = _mm_set1_pd(0.25);
                    __m128d t146 = _mm_mul_pd(t1, t145);
                    t3 = t143 + 1;
                    __m128d t147 = _mm_set1_pd((double)t3);
                    __m128d t148 = _mm_div_pd(t115, t147);
                    t4 = _mm_sub_pd(t146, t148);
                } else {
                    t3 = 0;
                    t4 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t2 = _mm_set1_pd(0.0);
            int t144 = (!_mm_testz_si128(t140, t140));
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                __m128d t150 = _mm_set1_pd(0.5);
                __m128d t151 = _mm_mul_pd(t2, t150);
                __m128d t152 = _mm_set1_pd((double)t149);
                __m128d t153 = _mm_mul_pd(t107, t152);
                t2 = _mm_add_pd(t151, t153);
                t149++;
            }
            __m128d t154 = _mm_blendv_pd(t1, t2, _mm_castsi128_pd(t140));
            _mm_storeu_pd(vcc_regroup_result, t154);
            __m128d t176 = _mm_set1_pd(4.0);
            __m128d t177 = _mm_mul_pd(t109, t176);
            vcc_v2_int t178 = __builtin_convertvector((vcc_v2_double)t177, vcc_v2_int);
            __m128d t179 = (__m128d)__builtin_convertvector(t178, vcc_v2_double);
            __m128d t180 = _mm_set1_pd(0.5);
            __m128d t181 = _mm_add_pd(t179, t180);
            __m128i t182 = _mm_castpd_si128(_mm_cmpgt_pd(t181, t117));
            __m128i t183 = (__m128i)~(vcc_m2)t182;
            __m128d t9 = _mm_set1_pd(0.0);
            int t184 = (!_mm_testz_si128(t183, t183));
            for (int t185 = 0; t184 ? t185 < 40 : 0; t185 = t11, t9 = t12) {
                if ((!_mm_testz_si128(t183, t183))) {
                    __m128d t187 = _mm_set1_pd(0.25);
                    __m128d t188 = _mm_mul_pd(t9, t187);
                    t11 = t185 + 1;
                    __m128d t189 = _mm_set1_pd((double)t11);
                    __m128d t190 = _mm_div_pd(t117, t189);
                    t12 = _mm_sub_pd(t188, t190);
                } else {
                    t11 = 0;
                    t12 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t10 = _mm_set1_pd(0.0);
            int t186 = (!_mm_testz_si128(t182, t182));
            int t191 = 0;
            while (t186 ? t191 < 40 : 0) {
                __m128d t192 = _mm_set1_pd(0.5);
                __m128d t193 = _mm_mul_pd(t10, t192);
                __m128d t194 = _mm_set1_pd((double)t191);
                __m128d t195 = _mm_mul_pd(t109, t194);
                t10 = _mm_add_pd(t193, t195);
                t191++;
            }
            __m128d t196 = _mm_blendv_pd(t9, t10, _mm_castsi128_pd(t182));
            _mm_storeu_pd(vcc_regroup_result + 2, t196);
            __m128d t197 = _mm_set1_pd(4.0);
            __m128d t198 = _mm_mul_pd(t111, t197);
            vcc_v2_int t199 = __builtin_convertvector((vcc_v2_double)t198, vcc_v2_int);
            __m128d t200 = (__m128d)__builtin_convertvector(t199, vcc_v2_double);
            __m128d t201 = _mm_set1_pd(0.5);
            __m128d t202 = _mm_add_pd(t200, t201);
            __m128i t203 = _mm_castpd_si128(_mm_cmpgt_pd(t202, t119));
            __m128i t204 = (__m128i)~(vcc_m2)t203;
            __m128d t13 = _mm_set1_pd(0.0);
            int t205 = (!_mm_testz_si128(t204, t204));
            for (int t206 = 0; t205 ? t206 < 40 : 0; t206 = t15, t13 = t16) {
                if ((!_mm_testz_si128(t204, t204))) {
                    __m128d t208 = _mm_set1_pd(0.25);
                    __m128d t209 = _mm_mul_pd(t13, t208);
                    t15 = t206 + 1;
                    __m128d t210 = _mm_set1_pd((double)t15);
                    __m128d t211 = _mm_div_pd(t119, t210);
                    t16 = _mm_sub_pd(t209, t211);
                } else {
                    t15 = 0;
                    t16 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t14 = _mm_set1_pd(0.0);
            int t207 = (!_mm_testz_si128(t203, t203));
            int t212 = 0;
            while (t207 ? t212 < 40 : 0) {
                __m128d t213 = _mm_set1_pd(0.5);
                __m128d t214 = _mm_mul_pd(t14, t213);
                __m128d t215 = _mm_set1_pd((double)t212);
                __m128d t216 = _mm_mul_pd(t111, t215);
                t14 = _mm_add_pd(t214, t216);
                t212++;
            }
            __m128d t217 = _mm_blendv_pd(t13, t14, _mm_castsi128_pd(t203));
            _mm_storeu_pd(vcc_regroup_result + 4, t217);
            __m128d t222 = _mm_set1_pd(4.0);
            __m128d t223 = _mm_mul_pd(t113, t222);
            vcc_v2_int t224 = __builtin_convertvector((vcc_v2_double)t223, vcc_v2_int);
            __m128d t225 = (__m128d)__builtin_convertvector(t224, vcc_v2_double);
            __m128d t226 = _mm_set1_pd(0.5);
            __m128d t227 = _mm_add_pd(t225, t226);
            __m128i t228 = _mm_castpd_si128(_mm_cmpgt_pd(t227, t121));
            __m128i t229 = (__m128i)~(vcc_m2)t228;
            __m128d t17 = _mm_set1_pd(0.0);
            int t230 = (!_mm_testz_si128(t229, t229));
            for (int t231 = 0; t230 ? t231 < 40 : 0; t231 = t19, t17 = t20) {
                if ((!_mm_testz_si128(t229, t229))) {
                    __m128d t233 = _mm_set1_pd(0.25);
                    __m128d t234 = _mm_mul_pd(t17, t233);
                    t19 = t231 + 1;
                    __m128d t235 = _mm_set1_pd((double)t19);
                    __m128d t236 = _mm_div_pd(t121, t235);
                    t20 = _mm_sub_pd(t234, t236);
                } else {
                    t19 = 0;
                    t20 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t18 = _mm_set1_pd(0.0);
            int t232 = (!_mm_testz_si128(t228, t228));
            int t237 = 0;
            while (t232 ? t237 < 40 : 0) {
                __m128d t238 = _mm_set1_pd(0.5);
                __m128d t239 = _mm_mul_pd(t18, t238);
                __m128d t240 = _mm_set1_pd((double)t237);
                __m128d t241 = _mm_mul_pd(t113, t240);
                t18 = _mm_add_pd(t239, t241);
                t237++;
            }
            __m128d t242 = _mm_blendv_pd(t17, t18, _mm_castsi128_pd(t228));
            _mm_storeu_pd(vcc_regroup_result + 6, t242);
            __m128d t218 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t82);
            __m128d t219 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t89);
            __m128d t220 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t96);
            __m128d t221 = (__m128d)vcc_gather(vcc_v2_double, vcc_regroup_result, t103);
            _mm_storeu_pd(t27, t218);
            _mm_storeu_pd(t29, t219);
            _mm_storeu_pd(t31, t220);
            _mm_storeu_pd(t33, t221);
            i_vec_1 += 8L;
            if (i_vec_1 >= t26) {
                t122 = (int)t26;
                break;
            }
        }
    } else {
        t122 = 0;
    }
    long t123 = (long)n + (long)t122 * -1L;
    unsigned long t124 = (unsigned long)out;
    unsigned long t125 = (unsigned long)x;
    unsigned long t126 = (unsigned long)out;
    unsigned long t127 = (unsigned long)y;
    if ((t123 >= 2L) & (((t124 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t122 * 8L))) | ((t125 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t124 + (unsigned long)((long)t122 * 8L)))) & (((t126 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t122 * 8L))) | ((t127 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t122 * 8L))))) {
        long t128 = t123 & -2L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t129 = (long)t122 + i_vec;
            double *t130 = out + t129;
            __m128d y_v_4 = _mm_loadu_pd(y + t129);
            __m128d x_v_4 = _mm_loadu_pd(x + t129);
            __m128d t155 = _mm_set1_pd(4.0);
            __m128d t156 = _mm_mul_pd(x_v_4, t155);
            vcc_v2_int t157 = __builtin_convertvector((vcc_v2_double)t156, vcc_v2_int);
            __m128d t158 = (__m128d)__builtin_convertvector(t157, vcc_v2_double);
            __m128d t159 = _mm_set1_pd(0.5);
            __m128d t160 = _mm_add_pd(t158, t159);
            __m128i t161 = _mm_castpd_si128(_mm_cmpgt_pd(t160, y_v_4));
            __m128i t162 = (__m128i)~(vcc_m2)t161;
            __m128d t5 = _mm_set1_pd(0.0);
            int t163 = (!_mm_testz_si128(t162, t162));
            for (int t164 = 0; t163 ? t164 < 40 : 0; t164 = t7, t5 = t8) {
                if ((!_mm_testz_si128(t162, t162))) {
                    __m128d t166 = _mm_set1_pd(0.25);
                    __m128d t167 = _mm_mul_pd(t5, t166);
                    t7 = t164 + 1;
                    __m128d t168 = _mm_set1_pd((double)t7);
                    __m128d t169 = _mm_div_pd(y_v_4, t168);
                    t8 = _mm_sub_pd(t167, t169);
                } else {
                    t7 = 0;
                    t8 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t6 = _mm_set1_pd(0.0);
            int t165 = (!_mm_testz_si128(t161, t161));
            int t170 = 0;
            while (t165 ? t170 < 40 : 0) {
                __m128d t171 = _mm_set1_pd(0.5);
                __m128d t172 = _mm_mul_pd(t6, t171);
                __m128d t173 = _mm_set1_pd((double)t170);
                __m128d t174 = _mm_mul_pd(x_v_4, t173);
                t6 = _mm_add_pd(t172, t174);
                t170++;
            }
            __m128d t175 = _mm_blendv_pd(t5, t6, _mm_castsi128_pd(t161));
            _mm_storeu_pd(t130, t175);
            i_vec += 2L;
            if (i_vec >= t128) {
                i = (int)((long)t122 + t128);
                break;
            }
        }
    } else {
        i = t122;
    }
    for (; i < n; i++) {
        long t131 = (long)i;
        double t132 = y[t131];
        double t133 = x[t131];
        out[t131] = blend2(t133, t132);
    }
}

__attribute__((target("sse4.2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t116;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t14))) {
        long t16 = t11 & -16L;
        __m128i t17 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t17, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            unsigned int *t18 = out + i_vec_1;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_1));
            __m128i t19 = _mm_add_epi32(b_v, (__m128i)i_v);
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec_1));
            long t20 = i_vec_1 + 4L;
            __m128i t21 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            unsigned int *t22 = out + t20;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t20));
            __m128i t23 = _mm_add_epi32(b_v_1, t21);
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t20));
            long t24 = i_vec_1 + 8L;
            __m128i t25 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            unsigned int *t26 = out + t24;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t24));
            __m128i t27 = _mm_add_epi32(b_v_2, t25);
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t24));
            long t28 = i_vec_1 + 12L;
            __m128i t29 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            unsigned int *t30 = out + t28;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t28));
            __m128i t31 = _mm_add_epi32(b_v_3, t29);
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t28));
            __m128i t32 = _mm_xor_si128(a_v, t19);
            __m128i t33 = _mm_and_si128(t32, _mm_set1_epi32(1));
            __m128i t34 = vcc_sse_not(_mm_cmpeq_epi32(t33, _mm_set1_epi32(0)));
            __m128i t35 = _mm_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(0), t34);
            __m128i t36 = (__m128i)__builtin_shufflevector((vcc_v4_int)t35, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t37 = _mm_add_epi32(t35, t36);
            __m128i t38 = (__m128i)__builtin_shufflevector((vcc_v4_int)t37, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t39 = _mm_add_epi32(t37, t38);
            __m128i t40 = _mm_sub_epi32(t39, t35);
            __m128i t41 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t40);
            __m128i t42 = _mm_xor_si128(a_v_1, t23);
            __m128i t43 = _mm_and_si128(t42, _mm_set1_epi32(1));
            __m128i t44 = vcc_sse_not(_mm_cmpeq_epi32(t43, _mm_set1_epi32(0)));
            __m128i t45 = _mm_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(0), t44);
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t47 = _mm_add_epi32(t45, t46);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t49 = _mm_add_epi32(t47, t48);
            __m128i t50 = _mm_sub_epi32(t49, t45);
            __m128i t51 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t50);
            __m128i t52 = _mm_xor_si128(a_v_2, t27);
            __m128i t53 = _mm_and_si128(t52, _mm_set1_epi32(1));
            __m128i t54 = vcc_sse_not(_mm_cmpeq_epi32(t53, _mm_set1_epi32(0)));
            __m128i t55 = _mm_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(0), t54);
            __m128i t56 = (__m128i)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t57 = _mm_add_epi32(t55, t56);
            __m128i t58 = (__m128i)__builtin_shufflevector((vcc_v4_int)t57, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t59 = _mm_add_epi32(t57, t58);
            __m128i t60 = _mm_sub_epi32(t59, t55);
            __m128i t61 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t60);
            __m128i t62 = _mm_xor_si128(a_v_3, t31);
            __m128i t63 = _mm_and_si128(t62, _mm_set1_epi32(1));
            __m128i t64 = vcc_sse_not(_mm_cmpeq_epi32(t63, _mm_set1_epi32(0)));
            __m128i t65 = _mm_blendv_epi8(_mm_set1_epi32(1), _mm_set1_epi32(0), t64);
            __m128i t66 = (__m128i)__builtin_shufflevector((vcc_v4_int)t65, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t67 = _mm_add_epi32(t65, t66);
            __m128i t68 = (__m128i)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t69 = _mm_add_epi32(t67, t68);
            __m128i t70 = _mm_sub_epi32(t69, t65);
            __m128i t71 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t70);
            int t72 = vcc_sse_reduce_epi32(t35, _mm_add_epi32, int);
            int t73 = t72 + vcc_sse_reduce_epi32(t45, _mm_add_epi32, int);
            int t74 = t73 + vcc_sse_reduce_epi32(t55, _mm_add_epi32, int);
            int t75 = t74 + vcc_sse_reduce_epi32(t65, _mm_add_epi32, int);
            __m128i t76 = _mm_set1_epi32(0);
            __m128i t77 = _mm_add_epi32(t76, t40);
            __m128i t78 = _mm_set1_epi32((int)t75);
            __m128i t79 = _mm_add_epi32(t78, t41);
            __m128i t80 = _mm_blendv_epi8(t77, t79, t34);
            __m128i t81 = _mm_set1_epi32(0);
            __m128i t82 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t81);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t80, (vcc_v4_int)t82);
            __m128i t83 = _mm_set1_epi32((int)t72);
            __m128i t84 = _mm_add_epi32(t83, t50);
            __m128i t85 = _mm_set1_epi32((int)(t75 + 4 - t72));
            __m128i t86 = _mm_add_epi32(t85, t51);
            __m128i t87 = _mm_blendv_epi8(t84, t86, t44);
            __m128i t88 = _mm_set1_epi32(4);
            __m128i t89 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t88);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t87, (vcc_v4_int)t89);
            __m128i t90 = _mm_set1_epi32((int)t73);
            __m128i t91 = _mm_add_epi32(t90, t60);
            __m128i t92 = _mm_set1_epi32((int)(t75 + 8 - t73));
            __m128i t93 = _mm_add_epi32(t92, t61);
            __m128i t94 = _mm_blendv_epi8(t91, t93, t54);
            __m128i t95 = _mm_set1_epi32(8);
            __m128i t96 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t95);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t94, (vcc_v4_int)t96);
            __m128i t97 = _mm_set1_epi32((int)t74);
            __m128i t98 = _mm_add_epi32(t97, t70);
            __m128i t99 = _mm_set1_epi32((int)(t75 + 12 - t74));
            __m128i t100 = _mm_add_epi32(t99, t71);
            __m128i t101 = _mm_blendv_epi8(t98, t100, t64);
            __m128i t102 = _mm_set1_epi32(12);
            __m128i t103 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t102);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t101, (vcc_v4_int)t103);
            _mm_storeu_si128((__m128i *)vcc_regroup_arg, a_v);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 4), a_v_1);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 8), a_v_2);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg + 12), a_v_3);
            __m128i t104 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            vcc_v4_uint t2 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t104, 15);
            __m128i t105 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            vcc_v4_uint t6 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t105, 15);
            __m128i t106 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            vcc_v4_uint t8 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t106, 15);
            __m128i t107 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            vcc_v4_uint t10 = (vcc_v4_uint)vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg, t107, 15);
            _mm_storeu_si128((__m128i *)vcc_regroup_arg_1, t19);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 4), t23);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 8), t27);
            _mm_storeu_si128((__m128i *)(vcc_regroup_arg_1 + 12), t31);
            __m128i t108 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128i t109 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t108, 15);
            __m128i t110 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128i t111 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t110, 15);
            __m128i t112 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128i t113 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t112, 15);
            __m128i t114 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128i t115 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_arg_1, t114, 15);
            __m128i t130 = _mm_xor_si128((__m128i)t2, t109);
            __m128i t131 = _mm_set1_epi32(1);
            __m128i t132 = _mm_and_si128(t130, t131);
            __m128i t133 = (__m128i)(vcc_m4)((vcc_v4_int)t132 != (vcc_v4_int){0});
            __m128i t134 = (__m128i)~(vcc_m4)t133;
            int t135 = (!_mm_testz_si128(t133, t133));
            int t136 = 0;
            vcc_v4_uint t1 = (vcc_v4_uint)(__m128i)t2;
            while (t135 ? t136 < 12 : 0) {
                __m128i t137 = _mm_set1_epi32((int)t136);
                __m128i t138 = _mm_add_epi32(t109, t137);
                __m128i t139 = _mm_xor_si128((__m128i)t1, t138);
                __m128i t140 = _mm_set1_epi32((int)17U);
                t1 = (vcc_v4_uint)_mm_mullo_epi32(t139, t140);
                t136++;
            }
            int t141 = (!_mm_testz_si128(t134, t134));
            int t142 = 0;
            while (t141 ? t142 < 12 : 0) {
                __m128i t143 = _mm_set1_epi32((int)31U);
                __m128i t144 = _mm_mullo_epi32((__m128i)t2, t143);
                __m128i t145 = _mm_set1_epi32((int)(t142 & 7));
                __m128i t146 = (__m128i)((vcc_v4_int)t109 >> (vcc_v4_int)t145);
                t2 = (vcc_v4_uint)_mm_add_epi32(t144, t146);
                t142++;
            }
            __m128i t147 = _mm_blendv_epi8((__m128i)t2, (__m128i)t1, t133);
            _mm_storeu_si128((__m128i *)vcc_regroup_result, t147);
            __m128i t166 = _mm_xor_si128((__m128i)t6, t111);
            __m128i t167 = _mm_set1_epi32(1);
            __m128i t168 = _mm_and_si128(t166, t167);
            __m128i t169 = (__m128i)(vcc_m4)((vcc_v4_int)t168 != (vcc_v4_int){0});
            __m128i t170 = (__m128i)~(vcc_m4)t169;
            int t171 = (!_mm_testz_si128(t169, t169));
            int t172 = 0;
            vcc_v4_uint t5 = (vcc_v4_uint)(__m128i)t6;
            while (t171 ? t172 < 12 : 0) {
                __m128i t173 = _mm_set1_epi32((int)t172);
                __m128i t174 = _mm_add_epi32(t111, t173);
                __m128i t175 = _mm_xor_si128((__m128i)t5, t174);
                __m128i t176 = _mm_set1_epi32((int)17U);
                t5 = (vcc_v4_uint)_mm_mullo_epi32(t175, t176);
                t172++;
            }
            int t177 = (!_mm_testz_si128(t170, t170));
            int t178 = 0;
            while (t177 ? t178 < 12 : 0) {
                __m128i t179 = _mm_set1_epi32((int)31U);
                __m128i t180 = _mm_mullo_epi32((__m128i)t6, t179);
                __m128i t181 = _mm_set1_epi32((int)(t178 & 7));
                __m128i t182 = (__m128i)((vcc_v4_int)t111 >> (vcc_v4_int)t181);
                t6 = (vcc_v4_uint)_mm_add_epi32(t180, t182);
                t178++;
            }
            __m128i t183 = _mm_blendv_epi8((__m128i)t6, (__m128i)t5, t169);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 4), t183);
            __m128i t184 = _mm_xor_si128((__m128i)t8, t113);
            __m128i t185 = _mm_set1_epi32(1);
            __m128i t186 = _mm_and_si128(t184, t185);
            __m128i t187 = (__m128i)(vcc_m4)((vcc_v4_int)t186 != (vcc_v4_int){0});
            __m128i t188 = (__m128i)~(vcc_m4)t187;
            int t189 = (!_mm_testz_si128(t187, t187));
            int t190 = 0;
            vcc_v4_uint t7 = (vcc_v4_uint)(__m128i)t8;
            while (t189 ? t190 < 12 : 0) {
                __m128i t191 = _mm_set1_epi32((int)t190);
                __m128i t192 = _mm_add_epi32(t113, t191);
                __m128i t193 = _mm_xor_si128((__m128i)t7, t192);
                __m128i t194 = _mm_set1_epi32((int)17U);
                t7 = (vcc_v4_uint)_mm_mullo_epi32(t193, t194);
                t190++;
            }
            int t195 = (!_mm_testz_si128(t188, t188));
            int t196 = 0;
            while (t195 ? t196 < 12 : 0) {
                __m128i t197 = _mm_set1_epi32((int)31U);
                __m128i t198 = _mm_mullo_epi32((__m128i)t8, t197);
                __m128i t199 = _mm_set1_epi32((int)(t196 & 7));
                __m128i t200 = (__m128i)((vcc_v4_int)t113 >> (vcc_v4_int)t199);
                t8 = (vcc_v4_uint)_mm_add_epi32(t198, t200);
                t196++;
            }
            __m128i t201 = _mm_blendv_epi8((__m128i)t8, (__m128i)t7, t187);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 8), t201);
            __m128i t206 = _mm_xor_si128((__m128i)t10, t115);
            __m128i t207 = _mm_set1_epi32(1);
            __m128i t208 = _mm_and_si128(t206, t207);
            __m128i t209 = (__m128i)(vcc_m4)((vcc_v4_int)t208 != (vcc_v4_int){0});
            __m128i t210 = (__m128i)~(vcc_m4)t209;
            int t211 = (!_mm_testz_si128(t209, t209));
            int t212 = 0;
            vcc_v4_uint t9 = (vcc_v4_uint)(__m128i)t10;
            while (t211 ? t212 < 12 : 0) {
                __m128i t213 = _mm_set1_epi32((int)t212);
                __m128i t214 = _mm_add_epi32(t115, t213);
                __m128i t215 = _mm_xor_si128((__m128i)t9, t214);
                __m128i t216 = _mm_set1_epi32((int)17U);
                t9 = (vcc_v4_uint)_mm_mullo_epi32(t215, t216);
                t212++;
            }
            int t217 = (!_mm_testz_si128(t210, t210));
            int t218 = 0;
            while (t217 ? t218 < 12 : 0) {
                __m128i t219 = _mm_set1_epi32((int)31U);
                __m128i t220 = _mm_mullo_epi32((__m128i)t10, t219);
                __m128i t221 = _mm_set1_epi32((int)(t218 & 7));
                __m128i t222 = (__m128i)((vcc_v4_int)t115 >> (vcc_v4_int)t221);
                t10 = (vcc_v4_uint)_mm_add_epi32(t220, t222);
                t218++;
            }
            __m128i t223 = _mm_blendv_epi8((__m128i)t10, (__m128i)t9, t209);
            _mm_storeu_si128((__m128i *)(vcc_regroup_result + 12), t223);
            __m128i t202 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t80, 15);
            __m128i t203 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t87, 15);
            __m128i t204 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t94, 15);
            __m128i t205 = vcc_sse_gather4(_mm_setr_epi32, int, vcc_regroup_result, t101, 15);
            _mm_storeu_si128((__m128i *)t18, t202);
            _mm_storeu_si128((__m128i *)t22, t203);
            _mm_storeu_si128((__m128i *)t26, t204);
            _mm_storeu_si128((__m128i *)t30, t205);
            i_vec_1 += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec_1 >= t16) {
                t116 = (int)t16;
                break;
            }
        }
    } else {
        t116 = 0;
    }
    long t117 = (long)n + (long)t116 * -1L;
    unsigned long t118 = (unsigned long)out;
    unsigned long t119 = (unsigned long)a;
    unsigned long t120 = (unsigned long)out;
    unsigned long t121 = (unsigned long)b;
    if ((t117 >= 4L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L)))) & (((t120 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t121 + (unsigned long)((long)t116 * 4L))) | ((t121 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t116 * 4L))))) {
        long t122 = t117 & -4L;
        __m128i t123 = _mm_set1_epi32((int)t116);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t123, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t124 = (long)t116 + i_vec;
            unsigned int *t125 = out + t124;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t124));
            __m128i t126 = _mm_add_epi32(b_v_4, (__m128i)i_v_1);
            vcc_v4_uint t4 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t124));
            __m128i t148 = _mm_xor_si128((__m128i)t4, t126);
            __m128i t149 = _mm_set1_epi32(1);
            __m128i t150 = _mm_and_si128(t148, t149);
            __m128i t151 = (__m128i)(vcc_m4)((vcc_v4_int)t150 != (vcc_v4_int){0});
            __m128i t152 = (__m128i)~(vcc_m4)t151;
            int t153 = (!_mm_testz_si128(t151, t151));
            int t154 = 0;
            vcc_v4_uint t3 = (vcc_v4_uint)(__m128i)t4;
            while (t153 ? t154 < 12 : 0) {
                __m128i t155 = _mm_set1_epi32((int)t154);
                __m128i t156 = _mm_add_epi32(t126, t155);
                __m128i t157 = _mm_xor_si128((__m128i)t3, t156);
                __m128i t158 = _mm_set1_epi32((int)17U);
                t3 = (vcc_v4_uint)_mm_mullo_epi32(t157, t158);
                t154++;
            }
            int t159 = (!_mm_testz_si128(t152, t152));
            int t160 = 0;
            while (t159 ? t160 < 12 : 0) {
                __m128i t161 = _mm_set1_epi32((int)31U);
                __m128i t162 = _mm_mullo_epi32((__m128i)t4, t161);
                __m128i t163 = _mm_set1_epi32((int)(t160 & 7));
                __m128i t164 = (__m128i)((vcc_v4_int)t126 >> (vcc_v4_int)t163);
                t4 = (vcc_v4_uint)_mm_add_epi32(t162, t164);
                t160++;
            }
            __m128i t165 = _mm_blendv_epi8((__m128i)t4, (__m128i)t3, t151);
            _mm_storeu_si128((__m128i *)t125, t165);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t122) {
                i = (int)((long)t116 + t122);
                break;
            }
        }
    } else {
        i = t116;
    }
    for (; i < n; i++) {
        long t127 = (long)i;
        int t128 = b[t127];
        int t129 = a[t127];
        out[t127] = mix(t129, t128 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
__attribute__((target("sse4.2"))) void run_series_auto(float *out, const float *in, int n) {
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
    int t116;
    long t117;
    int i;
    int t149;
    __m128 t150;
    __m128 t151;
    int t152;
    int t155;
    __m128 t156;
    int t157;
    __m128 t158;
    int t191;
    __m128 t192;
    __m128 t193;
    int t194;
    int t197;
    __m128 t198;
    int t199;
    __m128 t200;
    int t217;
    __m128 t218;
    __m128 t219;
    int t220;
    int t223;
    __m128 t224;
    int t225;
    __m128 t226;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L243:
        /* vcc: loop at regroup.c:119 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t34 = _mm_mul_ps(in_v, _mm_set1_ps(0.5f));
            long t35 = i_vec_1 + 4L;
            float *t36 = out + t35;
            __m128 in_v_1 = _mm_loadu_ps(in + t35);
            __m128 t37 = _mm_mul_ps(in_v_1, _mm_set1_ps(0.5f));
            long t38 = i_vec_1 + 8L;
            float *t39 = out + t38;
            __m128 in_v_2 = _mm_loadu_ps(in + t38);
            __m128 t40 = _mm_mul_ps(in_v_2, _mm_set1_ps(0.5f));
            long t41 = i_vec_1 + 12L;
            float *t42 = out + t41;
            __m128 in_v_3 = _mm_loadu_ps(in + t41);
            __m128 t43 = _mm_mul_ps(in_v_3, _mm_set1_ps(0.5f));
            __m128i t44 = _mm_castps_si128(_mm_cmplt_ps(t34, _mm_set1_ps(1.0f)));
            __m128i t45 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t44);
            __m128i t46 = (__m128i)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t47 = _mm_add_epi32(t45, t46);
            __m128i t48 = (__m128i)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t49 = _mm_add_epi32(t47, t48);
            __m128i t50 = _mm_sub_epi32(t49, t45);
            __m128i t51 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t50);
            __m128i t52 = _mm_castps_si128(_mm_cmplt_ps(t37, _mm_set1_ps(1.0f)));
            __m128i t53 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t52);
            __m128i t54 = (__m128i)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t55 = _mm_add_epi32(t53, t54);
            __m128i t56 = (__m128i)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t57 = _mm_add_epi32(t55, t56);
            __m128i t58 = _mm_sub_epi32(t57, t53);
            __m128i t59 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t58);
            __m128i t60 = _mm_castps_si128(_mm_cmplt_ps(t40, _mm_set1_ps(1.0f)));
            __m128i t61 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t60);
            __m128i t62 = (__m128i)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t63 = _mm_add_epi32(t61, t62);
            __m128i t64 = (__m128i)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t65 = _mm_add_epi32(t63, t64);
            __m128i t66 = _mm_sub_epi32(t65, t61);
            __m128i t67 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t66);
            __m128i t68 = _mm_castps_si128(_mm_cmplt_ps(t43, _mm_set1_ps(1.0f)));
            __m128i t69 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t68);
            __m128i t70 = (__m128i)__builtin_shufflevector((vcc_v4_int)t69, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t71 = _mm_add_epi32(t69, t70);
            __m128i t72 = (__m128i)__builtin_shufflevector((vcc_v4_int)t71, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t73 = _mm_add_epi32(t71, t72);
            __m128i t74 = _mm_sub_epi32(t73, t69);
            __m128i t75 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t74);
            int t76 = vcc_sse_reduce_epi32(t45, _mm_add_epi32, int);
            int t77 = t76 + vcc_sse_reduce_epi32(t53, _mm_add_epi32, int);
            int t78 = t77 + vcc_sse_reduce_epi32(t61, _mm_add_epi32, int);
            int t79 = t78 + vcc_sse_reduce_epi32(t69, _mm_add_epi32, int);
            __m128i t80 = _mm_set1_epi32(0);
            __m128i t81 = _mm_add_epi32(t80, t50);
            __m128i t82 = _mm_set1_epi32((int)t79);
            __m128i t83 = _mm_add_epi32(t82, t51);
            __m128i t84 = _mm_blendv_epi8(t83, t81, t44);
            __m128i t85 = _mm_set1_epi32(0);
            __m128i t86 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t85);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t84, (vcc_v4_int)t86);
            __m128i t87 = _mm_set1_epi32((int)t76);
            __m128i t88 = _mm_add_epi32(t87, t58);
            __m128i t89 = _mm_set1_epi32((int)(t79 + 4 - t76));
            __m128i t90 = _mm_add_epi32(t89, t59);
            __m128i t91 = _mm_blendv_epi8(t90, t88, t52);
            __m128i t92 = _mm_set1_epi32(4);
            __m128i t93 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t92);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t91, (vcc_v4_int)t93);
            __m128i t94 = _mm_set1_epi32((int)t77);
            __m128i t95 = _mm_add_epi32(t94, t66);
            __m128i t96 = _mm_set1_epi32((int)(t79 + 8 - t77));
            __m128i t97 = _mm_add_epi32(t96, t67);
            __m128i t98 = _mm_blendv_epi8(t97, t95, t60);
            __m128i t99 = _mm_set1_epi32(8);
            __m128i t100 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t99);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t98, (vcc_v4_int)t100);
            __m128i t101 = _mm_set1_epi32((int)t78);
            __m128i t102 = _mm_add_epi32(t101, t74);
            __m128i t103 = _mm_set1_epi32((int)(t79 + 12 - t78));
            __m128i t104 = _mm_add_epi32(t103, t75);
            __m128i t105 = _mm_blendv_epi8(t104, t102, t68);
            __m128i t106 = _mm_set1_epi32(12);
            __m128i t107 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t106);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t105, (vcc_v4_int)t107);
            _mm_storeu_ps(vcc_regroup_arg, t34);
            _mm_storeu_ps(vcc_regroup_arg + 4, t37);
            _mm_storeu_ps(vcc_regroup_arg + 8, t40);
            _mm_storeu_ps(vcc_regroup_arg + 12, t43);
            __m128i t108 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t109 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t108, 15);
            __m128i t110 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t111 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t110, 15);
            __m128i t112 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t113 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t112, 15);
            __m128i t114 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t115 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t114, 15);
            __m128 t126 = _mm_set1_ps(1.0f);
            __m128i t127 = _mm_castps_si128(_mm_cmplt_ps(t109, t126));
            __m128i t3 = (__m128i)~(vcc_m4)t127;
            int t128 = (!_mm_testz_si128(t3, t3));
            __m128 t130 = t109;
            for (int t129 = 9; t128 ? t129 > 0 : 0; t129--, t130 = t1) {
                if ((!_mm_testz_si128(t3, t3))) {
                    __m128 t131 = _mm_set1_ps((float)t129);
                    __m128 t132 = _mm_div_ps(t131, t130);
                    t1 = _mm_add_ps(t109, t132);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t3, t3))) {
                __m128 t133 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t133, t130);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t134 = (!_mm_testz_si128(t127, t127));
            __m128 t135 = _mm_set1_ps(1.0f);
            __m128i t136 = _mm_castps_si128(_mm_cmplt_ps(t111, t135));
            __m128i t14 = (__m128i)~(vcc_m4)t136;
            int t137 = (!_mm_testz_si128(t14, t14));
            int t138 = 1;
            __m128 t139 = t109;
            __m128 t140 = t109;
            int t141 = 1;
            __m128 t142 = (__m128)(vcc_v4_float){0};
            int t143 = 9;
            __m128 t144 = t111;
            int t145 = 1;
            __m128 t146 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t141) {
                    if (t134 ? t138 < 9 : 0) {
                        if ((!_mm_testz_si128(t127, t127))) {
                            __m128 t147 = _mm_mul_ps(t140, t109);
                            __m128 t148 = _mm_set1_ps((float)(2 * t138 + 1));
                            t4 = _mm_div_ps(t147, t148);
                            t5 = _mm_add_ps(t139, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t149 = t138 + 1;
                        t150 = t5;
                        t151 = t4;
                        t152 = 1;
                        t6 = t142;
                    } else {
                        t6 = _mm_blendv_ps(t139, t2, _mm_castsi128_ps(t3));
                        t149 = t138;
                        t150 = t139;
                        t151 = t140;
                        t152 = 0;
                    }
                } else {
                    t149 = t138;
                    t150 = t139;
                    t151 = t140;
                    t152 = 0;
                    t6 = t142;
                }
                if (t145) {
                    if (t137 ? t143 > 0 : 0) {
                        if ((!_mm_testz_si128(t14, t14))) {
                            __m128 t153 = _mm_set1_ps((float)t143);
                            __m128 t154 = _mm_div_ps(t153, t144);
                            t7 = _mm_add_ps(t111, t154);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t155 = t143 - 1;
                        t156 = t7;
                        t157 = 1;
                        t158 = t146;
                    } else {
                        t155 = t143;
                        t156 = t144;
                        t157 = 0;
                        t158 = t144;
                    }
                } else {
                    t155 = t143;
                    t156 = t144;
                    t157 = 0;
                    t158 = t146;
                }
                if (t152 | t157) {
                    t138 = t149;
                    t139 = t150;
                    t140 = t151;
                    t141 = t152;
                    t142 = t6;
                    t143 = t155;
                    t144 = t156;
                    t145 = t157;
                    t146 = t158;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t6);
                    if ((!_mm_testz_si128(t14, t14))) {
                        __m128 t175 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t175, t158);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t176 = (!_mm_testz_si128(t136, t136));
                    __m128 t177 = _mm_set1_ps(1.0f);
                    __m128i t178 = _mm_castps_si128(_mm_cmplt_ps(t113, t177));
                    __m128i t20 = (__m128i)~(vcc_m4)t178;
                    int t179 = (!_mm_testz_si128(t20, t20));
                    int t180 = 1;
                    __m128 t181 = t111;
                    __m128 t182 = t111;
                    int t183 = 1;
                    __m128 t184 = (__m128)(vcc_v4_float){0};
                    int t185 = 9;
                    __m128 t186 = t113;
                    int t187 = 1;
                    __m128 t188 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t183) {
                            if (t176 ? t180 < 9 : 0) {
                                if ((!_mm_testz_si128(t136, t136))) {
                                    __m128 t189 = _mm_mul_ps(t182, t111);
                                    __m128 t190 = _mm_set1_ps((float)(2 * t180 + 1));
                                    t15 = _mm_div_ps(t189, t190);
                                    t16 = _mm_add_ps(t181, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t191 = t180 + 1;
                                t192 = t16;
                                t193 = t15;
                                t194 = 1;
                                t17 = t184;
                            } else {
                                t17 = _mm_blendv_ps(t181, t13, _mm_castsi128_ps(t14));
                                t191 = t180;
                                t192 = t181;
                                t193 = t182;
                                t194 = 0;
                            }
                        } else {
                            t191 = t180;
                            t192 = t181;
                            t193 = t182;
                            t194 = 0;
                            t17 = t184;
                        }
                        if (t187) {
                            if (t179 ? t185 > 0 : 0) {
                                if ((!_mm_testz_si128(t20, t20))) {
                                    __m128 t195 = _mm_set1_ps((float)t185);
                                    __m128 t196 = _mm_div_ps(t195, t186);
                                    t18 = _mm_add_ps(t113, t196);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t197 = t185 - 1;
                                t198 = t18;
                                t199 = 1;
                                t200 = t188;
                            } else {
                                t197 = t185;
                                t198 = t186;
                                t199 = 0;
                                t200 = t186;
                            }
                        } else {
                            t197 = t185;
                            t198 = t186;
                            t199 = 0;
                            t200 = t188;
                        }
                        if (t194 | t199) {
                            t180 = t191;
                            t181 = t192;
                            t182 = t193;
                            t183 = t194;
                            t184 = t17;
                            t185 = t197;
                            t186 = t198;
                            t187 = t199;
                            t188 = t200;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t17);
                            if ((!_mm_testz_si128(t20, t20))) {
                                __m128 t201 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t201, t200);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t202 = (!_mm_testz_si128(t178, t178));
                            __m128 t203 = _mm_set1_ps(1.0f);
                            __m128i t204 = _mm_castps_si128(_mm_cmplt_ps(t115, t203));
                            __m128i t26 = (__m128i)~(vcc_m4)t204;
                            int t205 = (!_mm_testz_si128(t26, t26));
                            int t206 = 1;
                            __m128 t207 = t113;
                            __m128 t208 = t113;
                            int t209 = 1;
                            __m128 t210 = (__m128)(vcc_v4_float){0};
                            int t211 = 9;
                            __m128 t212 = t115;
                            int t213 = 1;
                            __m128 t214 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t209) {
                                    if (t202 ? t206 < 9 : 0) {
                                        if ((!_mm_testz_si128(t178, t178))) {
                                            __m128 t215 = _mm_mul_ps(t208, t113);
                                            __m128 t216 = _mm_set1_ps((float)(2 * t206 + 1));
                                            t21 = _mm_div_ps(t215, t216);
                                            t22 = _mm_add_ps(t207, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t217 = t206 + 1;
                                        t218 = t22;
                                        t219 = t21;
                                        t220 = 1;
                                        t23 = t210;
                                    } else {
                                        t23 = _mm_blendv_ps(t207, t19, _mm_castsi128_ps(t20));
                                        t217 = t206;
                                        t218 = t207;
                                        t219 = t208;
                                        t220 = 0;
                                    }
                                } else {
                                    t217 = t206;
                                    t218 = t207;
                                    t219 = t208;
                                    t220 = 0;
                                    t23 = t210;
                                }
                                if (t213) {
                                    if (t205 ? t211 > 0 : 0) {
                                        if ((!_mm_testz_si128(t26, t26))) {
                                            __m128 t221 = _mm_set1_ps((float)t211);
                                            __m128 t222 = _mm_div_ps(t221, t212);
                                            t24 = _mm_add_ps(t115, t222);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t223 = t211 - 1;
                                        t224 = t24;
                                        t225 = 1;
                                        t226 = t214;
                                    } else {
                                        t223 = t211;
                                        t224 = t212;
                                        t225 = 0;
                                        t226 = t212;
                                    }
                                } else {
                                    t223 = t211;
                                    t224 = t212;
                                    t225 = 0;
                                    t226 = t214;
                                }
                                if (!(t220 | t225)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t23);
                                    if ((!_mm_testz_si128(t26, t26))) {
                                        __m128 t235 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t235, t226);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t236 = (!_mm_testz_si128(t204, t204));
                                    __m128 t238 = t115;
                                    __m128 t239 = t115;
                                    for (int t237 = 1; t236 ? t237 < 9 : 0; t237++, t238 = t28, t239 = t27) {
                                        if ((!_mm_testz_si128(t204, t204))) {
                                            __m128 t241 = _mm_mul_ps(t239, t115);
                                            __m128 t242 = _mm_set1_ps((float)(2 * t237 + 1));
                                            t27 = _mm_div_ps(t241, t242);
                                            t28 = _mm_add_ps(t238, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t240 = _mm_blendv_ps(t238, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t240);
                                    __m128 t227 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t84, 15);
                                    __m128 t228 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t91, 15);
                                    __m128 t229 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t98, 15);
                                    __m128 t230 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t105, 15);
                                    __m128 t231 = _mm_add_ps(t227, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t33, t231);
                                    __m128 t232 = _mm_add_ps(t228, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t36, t232);
                                    __m128 t233 = _mm_add_ps(t229, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t39, t233);
                                    __m128 t234 = _mm_add_ps(t230, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t42, t234);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L243;
                                    }
                                    t116 = (int)t32;
                                    goto L244;
                                }
                                t206 = t217;
                                t207 = t218;
                                t208 = t219;
                                t209 = t220;
                                t210 = t23;
                                t211 = t223;
                                t212 = t224;
                                t213 = t225;
                                t214 = t226;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t116 = 0;
    }
L244:
    t117 = (long)n + (long)t116 * -1L;
    unsigned long t118 = (unsigned long)out;
    unsigned long t119 = (unsigned long)in;
    if ((t117 >= 4L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L))))) {
        long t120 = t117 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t121 = (long)t116 + i_vec;
            float *t122 = out + t121;
            __m128 in_v_4 = _mm_loadu_ps(in + t121);
            __m128 t123 = _mm_mul_ps(in_v_4, _mm_set1_ps(0.5f));
            __m128 t160 = _mm_set1_ps(1.0f);
            __m128i t161 = _mm_castps_si128(_mm_cmplt_ps(t123, t160));
            __m128i t10 = (__m128i)~(vcc_m4)t161;
            int t162 = (!_mm_testz_si128(t10, t10));
            __m128 t164 = t123;
            for (int t163 = 9; t162 ? t163 > 0 : 0; t163--, t164 = t8) {
                if ((!_mm_testz_si128(t10, t10))) {
                    __m128 t165 = _mm_set1_ps((float)t163);
                    __m128 t166 = _mm_div_ps(t165, t164);
                    t8 = _mm_add_ps(t123, t166);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t10, t10))) {
                __m128 t167 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t167, t164);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t168 = (!_mm_testz_si128(t161, t161));
            __m128 t170 = t123;
            __m128 t171 = t123;
            for (int t169 = 1; t168 ? t169 < 9 : 0; t169++, t170 = t12, t171 = t11) {
                if ((!_mm_testz_si128(t161, t161))) {
                    __m128 t173 = _mm_mul_ps(t171, t123);
                    __m128 t174 = _mm_set1_ps((float)(2 * t169 + 1));
                    t11 = _mm_div_ps(t173, t174);
                    t12 = _mm_add_ps(t170, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t172 = _mm_blendv_ps(t170, t9, _mm_castsi128_ps(t10));
            __m128 t159 = _mm_add_ps(t172, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t122, t159);
            i_vec += 4L;
            if (i_vec >= t120) {
                i = (int)((long)t116 + t120);
                break;
            }
        }
    } else {
        i = t116;
    }
    for (; i < n; i++) {
        long t124 = (long)i;
        float t125 = in[t124];
        out[t124] = series(t125 * 0.5f, 9) + 1.0f;
    }
}

__attribute__((target("sse4.2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t107;
    long t108;
    int i;
    int t134;
    __m128 t135;
    int t136;
    int t140;
    __m128 t141;
    int t142;
    __m128 t143;
    int t173;
    __m128 t174;
    int t175;
    int t179;
    __m128 t180;
    int t181;
    __m128 t182;
    int t196;
    __m128 t197;
    int t198;
    int t202;
    __m128 t203;
    int t204;
    __m128 t205;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        t27 = t24 & -16L;
        i_vec_1 = 0L;
    L215:
        /* vcc: loop at regroup.c:125 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t28 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            long t29 = i_vec_1 + 4L;
            float *t30 = out + t29;
            __m128 in_v_1 = _mm_loadu_ps(in + t29);
            long t31 = i_vec_1 + 8L;
            float *t32 = out + t31;
            __m128 in_v_2 = _mm_loadu_ps(in + t31);
            long t33 = i_vec_1 + 12L;
            float *t34 = out + t33;
            __m128 in_v_3 = _mm_loadu_ps(in + t33);
            __m128i t35 = _mm_castps_si128(_mm_cmpge_ps(in_v, _mm_set1_ps(0.0f)));
            __m128i t36 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t35);
            __m128i t37 = (__m128i)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t38 = _mm_add_epi32(t36, t37);
            __m128i t39 = (__m128i)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t40 = _mm_add_epi32(t38, t39);
            __m128i t41 = _mm_sub_epi32(t40, t36);
            __m128i t42 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t41);
            __m128i t43 = _mm_castps_si128(_mm_cmpge_ps(in_v_1, _mm_set1_ps(0.0f)));
            __m128i t44 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t43);
            __m128i t45 = (__m128i)__builtin_shufflevector((vcc_v4_int)t44, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t46 = _mm_add_epi32(t44, t45);
            __m128i t47 = (__m128i)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t48 = _mm_add_epi32(t46, t47);
            __m128i t49 = _mm_sub_epi32(t48, t44);
            __m128i t50 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t49);
            __m128i t51 = _mm_castps_si128(_mm_cmpge_ps(in_v_2, _mm_set1_ps(0.0f)));
            __m128i t52 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t51);
            __m128i t53 = (__m128i)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t54 = _mm_add_epi32(t52, t53);
            __m128i t55 = (__m128i)__builtin_shufflevector((vcc_v4_int)t54, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t56 = _mm_add_epi32(t54, t55);
            __m128i t57 = _mm_sub_epi32(t56, t52);
            __m128i t58 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t57);
            __m128i t59 = _mm_castps_si128(_mm_cmpge_ps(in_v_3, _mm_set1_ps(0.0f)));
            __m128i t60 = _mm_blendv_epi8(_mm_set1_epi32(0), _mm_set1_epi32(1), t59);
            __m128i t61 = (__m128i)__builtin_shufflevector((vcc_v4_int)t60, (vcc_v4_int)_mm_set1_epi32(0), 4, 0, 1, 2);
            __m128i t62 = _mm_add_epi32(t60, t61);
            __m128i t63 = (__m128i)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)_mm_set1_epi32(0), 4, 4, 0, 1);
            __m128i t64 = _mm_add_epi32(t62, t63);
            __m128i t65 = _mm_sub_epi32(t64, t60);
            __m128i t66 = _mm_sub_epi32(_mm_setr_epi32(0, 1, 2, 3), t65);
            int t67 = vcc_sse_reduce_epi32(t36, _mm_add_epi32, int);
            int t68 = t67 + vcc_sse_reduce_epi32(t44, _mm_add_epi32, int);
            int t69 = t68 + vcc_sse_reduce_epi32(t52, _mm_add_epi32, int);
            int t70 = t69 + vcc_sse_reduce_epi32(t60, _mm_add_epi32, int);
            __m128i t71 = _mm_set1_epi32(0);
            __m128i t72 = _mm_add_epi32(t71, t41);
            __m128i t73 = _mm_set1_epi32((int)t70);
            __m128i t74 = _mm_add_epi32(t73, t42);
            __m128i t75 = _mm_blendv_epi8(t74, t72, t35);
            __m128i t76 = _mm_set1_epi32(0);
            __m128i t77 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t76);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t75, (vcc_v4_int)t77);
            __m128i t78 = _mm_set1_epi32((int)t67);
            __m128i t79 = _mm_add_epi32(t78, t49);
            __m128i t80 = _mm_set1_epi32((int)(t70 + 4 - t67));
            __m128i t81 = _mm_add_epi32(t80, t50);
            __m128i t82 = _mm_blendv_epi8(t81, t79, t43);
            __m128i t83 = _mm_set1_epi32(4);
            __m128i t84 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t83);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t82, (vcc_v4_int)t84);
            __m128i t85 = _mm_set1_epi32((int)t68);
            __m128i t86 = _mm_add_epi32(t85, t57);
            __m128i t87 = _mm_set1_epi32((int)(t70 + 8 - t68));
            __m128i t88 = _mm_add_epi32(t87, t58);
            __m128i t89 = _mm_blendv_epi8(t88, t86, t51);
            __m128i t90 = _mm_set1_epi32(8);
            __m128i t91 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t90);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t89, (vcc_v4_int)t91);
            __m128i t92 = _mm_set1_epi32((int)t69);
            __m128i t93 = _mm_add_epi32(t92, t65);
            __m128i t94 = _mm_set1_epi32((int)(t70 + 12 - t69));
            __m128i t95 = _mm_add_epi32(t94, t66);
            __m128i t96 = _mm_blendv_epi8(t95, t93, t59);
            __m128i t97 = _mm_set1_epi32(12);
            __m128i t98 = _mm_add_epi32(_mm_setr_epi32(0, 1, 2, 3), t97);
            vcc_scatter(vcc_regroup_perm, (vcc_v4_int)t96, (vcc_v4_int)t98);
            _mm_storeu_ps(vcc_regroup_arg, in_v);
            _mm_storeu_ps(vcc_regroup_arg + 4, in_v_1);
            _mm_storeu_ps(vcc_regroup_arg + 8, in_v_2);
            _mm_storeu_ps(vcc_regroup_arg + 12, in_v_3);
            __m128i t99 = _mm_loadu_si128((const __m128i *)vcc_regroup_perm);
            __m128 t100 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t99, 15);
            __m128i t101 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 4));
            __m128 t102 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t101, 15);
            __m128i t103 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 8));
            __m128 t104 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t103, 15);
            __m128i t105 = _mm_loadu_si128((const __m128i *)(vcc_regroup_perm + 12));
            __m128 t106 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_arg, t105, 15);
            __m128 t116 = _mm_set1_ps(0.0f);
            __m128i t117 = _mm_castps_si128(_mm_cmpge_ps(t100, t116));
            __m128i t118 = (__m128i)~(vcc_m4)t117;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t119 = (!_mm_testz_si128(t118, t118));
            for (int t120 = 15; t119 ? t120 >= 0 : 0; t120--, t1 = t7) {
                if ((!_mm_testz_si128(t118, t118))) {
                    __m128 t144 = _mm_xor_ps(t100, _mm_set1_ps(-0.0f));
                    __m128 t145 = _mm_mul_ps(t1, t144);
                    __m128 t146 = _mm_set1_ps(coef[t120]);
                    t7 = _mm_sub_ps(t145, t146);
                } else {
                    t7 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t2 = _mm_set1_ps(0.0f);
            int t121 = (!_mm_testz_si128(t117, t117));
            __m128 t122 = _mm_set1_ps(0.0f);
            __m128i t123 = _mm_castps_si128(_mm_cmpge_ps(t102, t122));
            __m128i t124 = (__m128i)~(vcc_m4)t123;
            __m128 t3 = _mm_set1_ps(0.0f);
            int t125 = (!_mm_testz_si128(t124, t124));
            int t126 = 0;
            int t127 = 1;
            __m128 t128 = (__m128)(vcc_v4_float){0};
            int t129 = 15;
            int t130 = 1;
            __m128 t131 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t127) {
                    if (t121 ? t126 < 16 : 0) {
                        if ((!_mm_testz_si128(t117, t117))) {
                            __m128 t132 = _mm_mul_ps(t2, t100);
                            __m128 t133 = _mm_set1_ps(coef[t126]);
                            t4 = _mm_add_ps(t132, t133);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                        }
                        t134 = t126 + 1;
                        t135 = t4;
                        t136 = 1;
                        t5 = t128;
                    } else {
                        t5 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t117));
                        t134 = t126;
                        t135 = t2;
                        t136 = 0;
                    }
                } else {
                    t134 = t126;
                    t135 = t2;
                    t136 = 0;
                    t5 = t128;
                }
                if (t130) {
                    if (t125 ? t129 >= 0 : 0) {
                        if ((!_mm_testz_si128(t124, t124))) {
                            __m128 t137 = _mm_xor_ps(t102, _mm_set1_ps(-0.0f));
                            __m128 t138 = _mm_mul_ps(t3, t137);
                            __m128 t139 = _mm_set1_ps(coef[t129]);
                            t6 = _mm_sub_ps(t138, t139);
                        } else {
                            t6 = (__m128)(vcc_v4_float){0};
                        }
                        t140 = t129 - 1;
                        t141 = t6;
                        t142 = 1;
                        t143 = t131;
                    } else {
                        t140 = t129;
                        t141 = t3;
                        t142 = 0;
                        t143 = t3;
                    }
                } else {
                    t140 = t129;
                    t141 = t3;
                    t142 = 0;
                    t143 = t131;
                }
                if (t136 | t142) {
                    t126 = t134;
                    t2 = t135;
                    t127 = t136;
                    t128 = t5;
                    t129 = t140;
                    t3 = t141;
                    t130 = t142;
                    t131 = t143;
                } else {
                    _mm_storeu_ps(vcc_regroup_result, t5);
                    __m128 t12 = _mm_set1_ps(0.0f);
                    int t160 = (!_mm_testz_si128(t123, t123));
                    __m128 t161 = _mm_set1_ps(0.0f);
                    __m128i t162 = _mm_castps_si128(_mm_cmpge_ps(t104, t161));
                    __m128i t163 = (__m128i)~(vcc_m4)t162;
                    __m128 t13 = _mm_set1_ps(0.0f);
                    int t164 = (!_mm_testz_si128(t163, t163));
                    int t165 = 0;
                    int t166 = 1;
                    __m128 t167 = (__m128)(vcc_v4_float){0};
                    int t168 = 15;
                    int t169 = 1;
                    __m128 t170 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t166) {
                            if (t160 ? t165 < 16 : 0) {
                                if ((!_mm_testz_si128(t123, t123))) {
                                    __m128 t171 = _mm_mul_ps(t12, t102);
                                    __m128 t172 = _mm_set1_ps(coef[t165]);
                                    t14 = _mm_add_ps(t171, t172);
                                } else {
                                    t14 = (__m128)(vcc_v4_float){0};
                                }
                                t173 = t165 + 1;
                                t174 = t14;
                                t175 = 1;
                                t15 = t167;
                            } else {
                                t15 = _mm_blendv_ps(t143, t12, _mm_castsi128_ps(t123));
                                t173 = t165;
                                t174 = t12;
                                t175 = 0;
                            }
                        } else {
                            t173 = t165;
                            t174 = t12;
                            t175 = 0;
                            t15 = t167;
                        }
                        if (t169) {
                            if (t164 ? t168 >= 0 : 0) {
                                if ((!_mm_testz_si128(t163, t163))) {
                                    __m128 t176 = _mm_xor_ps(t104, _mm_set1_ps(-0.0f));
                                    __m128 t177 = _mm_mul_ps(t13, t176);
                                    __m128 t178 = _mm_set1_ps(coef[t168]);
                                    t16 = _mm_sub_ps(t177, t178);
                                } else {
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t179 = t168 - 1;
                                t180 = t16;
                                t181 = 1;
                                t182 = t170;
                            } else {
                                t179 = t168;
                                t180 = t13;
                                t181 = 0;
                                t182 = t13;
                            }
                        } else {
                            t179 = t168;
                            t180 = t13;
                            t181 = 0;
                            t182 = t170;
                        }
                        if (t175 | t181) {
                            t165 = t173;
                            t12 = t174;
                            t166 = t175;
                            t167 = t15;
                            t168 = t179;
                            t13 = t180;
                            t169 = t181;
                            t170 = t182;
                        } else {
                            _mm_storeu_ps(vcc_regroup_result + 4, t15);
                            __m128 t17 = _mm_set1_ps(0.0f);
                            int t183 = (!_mm_testz_si128(t162, t162));
                            __m128 t184 = _mm_set1_ps(0.0f);
                            __m128i t185 = _mm_castps_si128(_mm_cmpge_ps(t106, t184));
                            __m128i t186 = (__m128i)~(vcc_m4)t185;
                            __m128 t18 = _mm_set1_ps(0.0f);
                            int t187 = (!_mm_testz_si128(t186, t186));
                            int t188 = 0;
                            int t189 = 1;
                            __m128 t190 = (__m128)(vcc_v4_float){0};
                            int t191 = 15;
                            int t192 = 1;
                            __m128 t193 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t189) {
                                    if (t183 ? t188 < 16 : 0) {
                                        if ((!_mm_testz_si128(t162, t162))) {
                                            __m128 t194 = _mm_mul_ps(t17, t104);
                                            __m128 t195 = _mm_set1_ps(coef[t188]);
                                            t19 = _mm_add_ps(t194, t195);
                                        } else {
                                            t19 = (__m128)(vcc_v4_float){0};
                                        }
                                        t196 = t188 + 1;
                                        t197 = t19;
                                        t198 = 1;
                                        t20 = t190;
                                    } else {
                                        t20 = _mm_blendv_ps(t182, t17, _mm_castsi128_ps(t162));
                                        t196 = t188;
                                        t197 = t17;
                                        t198 = 0;
                                    }
                                } else {
                                    t196 = t188;
                                    t197 = t17;
                                    t198 = 0;
                                    t20 = t190;
                                }
                                if (t192) {
                                    if (t187 ? t191 >= 0 : 0) {
                                        if ((!_mm_testz_si128(t186, t186))) {
                                            __m128 t199 = _mm_xor_ps(t106, _mm_set1_ps(-0.0f));
                                            __m128 t200 = _mm_mul_ps(t18, t199);
                                            __m128 t201 = _mm_set1_ps(coef[t191]);
                                            t21 = _mm_sub_ps(t200, t201);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                        }
                                        t202 = t191 - 1;
                                        t203 = t21;
                                        t204 = 1;
                                        t205 = t193;
                                    } else {
                                        t202 = t191;
                                        t203 = t18;
                                        t204 = 0;
                                        t205 = t18;
                                    }
                                } else {
                                    t202 = t191;
                                    t203 = t18;
                                    t204 = 0;
                                    t205 = t193;
                                }
                                if (!(t198 | t204)) {
                                    _mm_storeu_ps(vcc_regroup_result + 8, t20);
                                    __m128 t22 = _mm_set1_ps(0.0f);
                                    int t210 = (!_mm_testz_si128(t185, t185));
                                    for (int t211 = 0; t210 ? t211 < 16 : 0; t211++, t22 = t23) {
                                        if ((!_mm_testz_si128(t185, t185))) {
                                            __m128 t213 = _mm_mul_ps(t22, t106);
                                            __m128 t214 = _mm_set1_ps(coef[t211]);
                                            t23 = _mm_add_ps(t213, t214);
                                        } else {
                                            t23 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t212 = _mm_blendv_ps(t205, t22, _mm_castsi128_ps(t185));
                                    _mm_storeu_ps(vcc_regroup_result + 12, t212);
                                    __m128 t206 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t75, 15);
                                    __m128 t207 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t82, 15);
                                    __m128 t208 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t89, 15);
                                    __m128 t209 = vcc_sse_gather4(_mm_setr_ps, float, vcc_regroup_result, t96, 15);
                                    _mm_storeu_ps(t28, t206);
                                    _mm_storeu_ps(t30, t207);
                                    _mm_storeu_ps(t32, t208);
                                    _mm_storeu_ps(t34, t209);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t27) {
                                        goto L215;
                                    }
                                    t107 = (int)t27;
                                    goto L216;
                                }
                                t188 = t196;
                                t17 = t197;
                                t189 = t198;
                                t190 = t20;
                                t191 = t202;
                                t18 = t203;
                                t192 = t204;
                                t193 = t205;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t107 = 0;
    }
L216:
    t108 = (long)n + (long)t107 * -1L;
    unsigned long t109 = (unsigned long)out;
    unsigned long t110 = (unsigned long)in;
    if ((t108 >= 4L) & (((t109 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t107 * 4L))) | ((t110 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t107 * 4L))))) {
        long t111 = t108 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t112 = (long)t107 + i_vec;
            float *t113 = out + t112;
            __m128 in_v_4 = _mm_loadu_ps(in + t112);
            __m128 t147 = _mm_set1_ps(0.0f);
            __m128i t148 = _mm_castps_si128(_mm_cmpge_ps(in_v_4, t147));
            __m128i t149 = (__m128i)~(vcc_m4)t148;
            __m128 t8 = _mm_set1_ps(0.0f);
            int t150 = (!_mm_testz_si128(t149, t149));
            for (int t151 = 15; t150 ? t151 >= 0 : 0; t151--, t8 = t10) {
                if ((!_mm_testz_si128(t149, t149))) {
                    __m128 t153 = _mm_xor_ps(in_v_4, _mm_set1_ps(-0.0f));
                    __m128 t154 = _mm_mul_ps(t8, t153);
                    __m128 t155 = _mm_set1_ps(coef[t151]);
                    t10 = _mm_sub_ps(t154, t155);
                } else {
                    t10 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t9 = _mm_set1_ps(0.0f);
            int t152 = (!_mm_testz_si128(t148, t148));
            for (int t156 = 0; t152 ? t156 < 16 : 0; t156++, t9 = t11) {
                if ((!_mm_testz_si128(t148, t148))) {
                    __m128 t158 = _mm_mul_ps(t9, in_v_4);
                    __m128 t159 = _mm_set1_ps(coef[t156]);
                    t11 = _mm_add_ps(t158, t159);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t157 = _mm_blendv_ps(t8, t9, _mm_castsi128_ps(t148));
            _mm_storeu_ps(t113, t157);
            i_vec += 4L;
            if (i_vec >= t111) {
                i = (int)((long)t107 + t111);
                break;
            }
        }
    } else {
        i = t107;
    }
    for (; i < n; i++) {
        long t114 = (long)i;
        float t115 = in[t114];
        out[t114] = poly(coef, t115, 16);
    }
}

__attribute__((target("sse4.2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t16;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t15 = out + i_vec_1;
            __m128 t2 = _mm_loadu_ps(in + i_vec_1);
            __m128 t27 = _mm_set1_ps(0.5f);
            __m128i t28 = _mm_castps_si128(_mm_cmpgt_ps(t2, t27));
            __m128i t29 = (__m128i)~(vcc_m4)t28;
            int t30 = (!_mm_testz_si128(t29, t29));
            int t31 = 0;
            __m128 t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                __m128 t32 = _mm_set1_ps(0.25f);
                __m128 t33 = _mm_mul_ps(t1, t32);
                __m128 t34 = _mm_set1_ps(1.0f);
                t1 = _mm_sub_ps(t33, t34);
                t31++;
            }
            int t35 = (!_mm_testz_si128(t28, t28));
            int t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                __m128 t37 = _mm_set1_ps(0.5f);
                __m128 t38 = _mm_mul_ps(t2, t37);
                __m128 t39 = _mm_set1_ps(1.0f);
                t2 = _mm_add_ps(t38, t39);
                t36++;
            }
            if ((!_mm_testz_si128(t28, t28))) {
                __m128 t40 = _mm_set1_ps(8.0f);
                __m128 t41 = _mm_mul_ps(t2, t40);
                __m128i t42 = _mm_cvttps_epi32(t41);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t42, (vcc_m4)t28);
            }
            __m128 t43 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t28));
            _mm_storeu_ps(t15, t43);
            long t25 = i_vec_1 + 4L;
            float *t26 = out + t25;
            __m128 t6 = _mm_loadu_ps(in + t25);
            __m128 t63 = _mm_set1_ps(0.5f);
            __m128i t64 = _mm_castps_si128(_mm_cmpgt_ps(t6, t63));
            __m128i t65 = (__m128i)~(vcc_m4)t64;
            int t66 = (!_mm_testz_si128(t65, t65));
            int t67 = 0;
            __m128 t5 = t6;
            while (t66 ? t67 < 5 : 0) {
                __m128 t68 = _mm_set1_ps(0.25f);
                __m128 t69 = _mm_mul_ps(t5, t68);
                __m128 t70 = _mm_set1_ps(1.0f);
                t5 = _mm_sub_ps(t69, t70);
                t67++;
            }
            int t71 = (!_mm_testz_si128(t64, t64));
            int t72 = 0;
            while (t71 ? t72 < 5 : 0) {
                __m128 t73 = _mm_set1_ps(0.5f);
                __m128 t74 = _mm_mul_ps(t6, t73);
                __m128 t75 = _mm_set1_ps(1.0f);
                t6 = _mm_add_ps(t74, t75);
                t72++;
            }
            if ((!_mm_testz_si128(t64, t64))) {
                __m128 t76 = _mm_set1_ps(8.0f);
                __m128 t77 = _mm_mul_ps(t6, t76);
                __m128i t78 = _mm_cvttps_epi32(t77);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t78, (vcc_m4)t64);
            }
            __m128 t79 = _mm_blendv_ps(t5, t6, _mm_castsi128_ps(t64));
            _mm_storeu_ps(t26, t79);
            long t61 = i_vec_1 + 8L;
            float *t62 = out + t61;
            __m128 t8 = _mm_loadu_ps(in + t61);
            __m128 t82 = _mm_set1_ps(0.5f);
            __m128i t83 = _mm_castps_si128(_mm_cmpgt_ps(t8, t82));
            __m128i t84 = (__m128i)~(vcc_m4)t83;
            int t85 = (!_mm_testz_si128(t84, t84));
            int t86 = 0;
            __m128 t7 = t8;
            while (t85 ? t86 < 5 : 0) {
                __m128 t87 = _mm_set1_ps(0.25f);
                __m128 t88 = _mm_mul_ps(t7, t87);
                __m128 t89 = _mm_set1_ps(1.0f);
                t7 = _mm_sub_ps(t88, t89);
                t86++;
            }
            int t90 = (!_mm_testz_si128(t83, t83));
            int t91 = 0;
            while (t90 ? t91 < 5 : 0) {
                __m128 t92 = _mm_set1_ps(0.5f);
                __m128 t93 = _mm_mul_ps(t8, t92);
                __m128 t94 = _mm_set1_ps(1.0f);
                t8 = _mm_add_ps(t93, t94);
                t91++;
            }
            if ((!_mm_testz_si128(t83, t83))) {
                __m128 t95 = _mm_set1_ps(8.0f);
                __m128 t96 = _mm_mul_ps(t8, t95);
                __m128i t97 = _mm_cvttps_epi32(t96);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t97, (vcc_m4)t83);
            }
            __m128 t98 = _mm_blendv_ps(t7, t8, _mm_castsi128_ps(t83));
            _mm_storeu_ps(t62, t98);
            long t80 = i_vec_1 + 12L;
            float *t81 = out + t80;
            __m128 t10 = _mm_loadu_ps(in + t80);
            __m128 t99 = _mm_set1_ps(0.5f);
            __m128i t100 = _mm_castps_si128(_mm_cmpgt_ps(t10, t99));
            __m128i t101 = (__m128i)~(vcc_m4)t100;
            int t102 = (!_mm_testz_si128(t101, t101));
            int t103 = 0;
            __m128 t9 = t10;
            while (t102 ? t103 < 5 : 0) {
                __m128 t104 = _mm_set1_ps(0.25f);
                __m128 t105 = _mm_mul_ps(t9, t104);
                __m128 t106 = _mm_set1_ps(1.0f);
                t9 = _mm_sub_ps(t105, t106);
                t103++;
            }
            int t107 = (!_mm_testz_si128(t100, t100));
            int t108 = 0;
            while (t107 ? t108 < 5 : 0) {
                __m128 t109 = _mm_set1_ps(0.5f);
                __m128 t110 = _mm_mul_ps(t10, t109);
                __m128 t111 = _mm_set1_ps(1.0f);
                t10 = _mm_add_ps(t110, t111);
                t108++;
            }
            if ((!_mm_testz_si128(t100, t100))) {
                __m128 t112 = _mm_set1_ps(8.0f);
                __m128 t113 = _mm_mul_ps(t10, t112);
                __m128i t114 = _mm_cvttps_epi32(t113);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t114, (vcc_m4)t100);
            }
            __m128 t115 = _mm_blendv_ps(t9, t10, _mm_castsi128_ps(t100));
            _mm_storeu_ps(t81, t115);
            i_vec_1 += 16L;
            if (i_vec_1 >= t14) {
                t16 = (int)t14;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 4L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t21 = (long)t16 + i_vec;
            float *t22 = out + t21;
            __m128 t4 = _mm_loadu_ps(in + t21);
            __m128 t44 = _mm_set1_ps(0.5f);
            __m128i t45 = _mm_castps_si128(_mm_cmpgt_ps(t4, t44));
            __m128i t46 = (__m128i)~(vcc_m4)t45;
            int t47 = (!_mm_testz_si128(t46, t46));
            int t48 = 0;
            __m128 t3 = t4;
            while (t47 ? t48 < 5 : 0) {
                __m128 t49 = _mm_set1_ps(0.25f);
                __m128 t50 = _mm_mul_ps(t3, t49);
                __m128 t51 = _mm_set1_ps(1.0f);
                t3 = _mm_sub_ps(t50, t51);
                t48++;
            }
            int t52 = (!_mm_testz_si128(t45, t45));
            int t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                __m128 t54 = _mm_set1_ps(0.5f);
                __m128 t55 = _mm_mul_ps(t4, t54);
                __m128 t56 = _mm_set1_ps(1.0f);
                t4 = _mm_add_ps(t55, t56);
                t53++;
            }
            if ((!_mm_testz_si128(t45, t45))) {
                __m128 t57 = _mm_set1_ps(8.0f);
                __m128 t58 = _mm_mul_ps(t4, t57);
                __m128i t59 = _mm_cvttps_epi32(t58);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t59, (vcc_m4)t45);
            }
            __m128 t60 = _mm_blendv_ps(t3, t4, _mm_castsi128_ps(t45));
            _mm_storeu_ps(t22, t60);
            i_vec += 4L;
            if (i_vec >= t20) {
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
        out[t23] = tally(t24, hits, 5);
    }
}

__attribute__((target("sse4.2"))) void run_cheap(float *out, const float *in, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t5 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t17 = _mm_set1_ps(0.0f);
            __m128i t18 = _mm_castps_si128(_mm_cmpgt_ps(in_v, t17));
            __m128 t19 = _mm_set1_ps(1.0f);
            __m128 t20 = _mm_sub_ps(in_v, t19);
            __m128 t21 = _mm_set1_ps(2.0f);
            __m128 t22 = _mm_mul_ps(in_v, t21);
            __m128 t23 = _mm_blendv_ps(t20, t22, _mm_castsi128_ps(t18));
            _mm_storeu_ps(t5, t23);
            long t15 = i_vec_1 + 4L;
            float *t16 = out + t15;
            __m128 in_v_2 = _mm_loadu_ps(in + t15);
            __m128 t33 = _mm_set1_ps(0.0f);
            __m128i t34 = _mm_castps_si128(_mm_cmpgt_ps(in_v_2, t33));
            __m128 t35 = _mm_set1_ps(1.0f);
            __m128 t36 = _mm_sub_ps(in_v_2, t35);
            __m128 t37 = _mm_set1_ps(2.0f);
            __m128 t38 = _mm_mul_ps(in_v_2, t37);
            __m128 t39 = _mm_blendv_ps(t36, t38, _mm_castsi128_ps(t34));
            _mm_storeu_ps(t16, t39);
            long t31 = i_vec_1 + 8L;
            float *t32 = out + t31;
            __m128 in_v_3 = _mm_loadu_ps(in + t31);
            __m128 t42 = _mm_set1_ps(0.0f);
            __m128i t43 = _mm_castps_si128(_mm_cmpgt_ps(in_v_3, t42));
            __m128 t44 = _mm_set1_ps(1.0f);
            __m128 t45 = _mm_sub_ps(in_v_3, t44);
            __m128 t46 = _mm_set1_ps(2.0f);
            __m128 t47 = _mm_mul_ps(in_v_3, t46);
            __m128 t48 = _mm_blendv_ps(t45, t47, _mm_castsi128_ps(t43));
            _mm_storeu_ps(t32, t48);
            long t40 = i_vec_1 + 12L;
            float *t41 = out + t40;
            __m128 in_v_4 = _mm_loadu_ps(in + t40);
            __m128 t49 = _mm_set1_ps(0.0f);
            __m128i t50 = _mm_castps_si128(_mm_cmpgt_ps(in_v_4, t49));
            __m128 t51 = _mm_set1_ps(1.0f);
            __m128 t52 = _mm_sub_ps(in_v_4, t51);
            __m128 t53 = _mm_set1_ps(2.0f);
            __m128 t54 = _mm_mul_ps(in_v_4, t53);
            __m128 t55 = _mm_blendv_ps(t52, t54, _mm_castsi128_ps(t50));
            _mm_storeu_ps(t41, t55);
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
    if ((t7 >= 4L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = out + t11;
            __m128 in_v_1 = _mm_loadu_ps(in + t11);
            __m128 t24 = _mm_set1_ps(0.0f);
            __m128i t25 = _mm_castps_si128(_mm_cmpgt_ps(in_v_1, t24));
            __m128 t26 = _mm_set1_ps(1.0f);
            __m128 t27 = _mm_sub_ps(in_v_1, t26);
            __m128 t28 = _mm_set1_ps(2.0f);
            __m128 t29 = _mm_mul_ps(in_v_1, t28);
            __m128 t30 = _mm_blendv_ps(t27, t29, _mm_castsi128_ps(t25));
            _mm_storeu_ps(t12, t30);
            i_vec += 4L;
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
        out[t13] = cheap(t14);
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

__attribute__((target("sse4.2"))) int main(void) {
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
                __m128 t33 = _mm_blendv_ps(t32, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t31));
                _mm_storeu_ps(t30, t33);
                float *t34 = fin + (i_vec + 4L);
                __m128 fin_v_1 = _mm_loadu_ps(t34);
                __m128i t35 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_1, fin_v_1));
                __m128 t36 = _mm_sub_ps(fin_v_1, _mm_set1_ps(1.0f));
                __m128 t37 = _mm_blendv_ps(t36, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t35));
                _mm_storeu_ps(t34, t37);
                float *t38 = fin + (i_vec + 8L);
                __m128 fin_v_2 = _mm_loadu_ps(t38);
                __m128i t39 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_2, fin_v_2));
                __m128 t40 = _mm_sub_ps(fin_v_2, _mm_set1_ps(1.0f));
                __m128 t41 = _mm_blendv_ps(t40, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t39));
                _mm_storeu_ps(t38, t41);
                float *t42 = fin + (i_vec + 12L);
                __m128 fin_v_3 = _mm_loadu_ps(t42);
                __m128i t43 = _mm_castps_si128(_mm_cmpneq_ps(fin_v_3, fin_v_3));
                __m128 t44 = _mm_sub_ps(fin_v_3, _mm_set1_ps(1.0f));
                __m128 t45 = _mm_blendv_ps(t44, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t43));
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
                __m128 t52 = _mm_blendv_ps(t51, _mm_set1_ps(-0.5f), _mm_castsi128_ps(t50));
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
