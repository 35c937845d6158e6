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
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__m128 _ZGVbN4vu_series(__m128 x, int n);
__m128d _ZGVbN2vv_blend2(__m128d x, __m128d y);
__m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps);
__m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n);
__m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n);
__m128 _ZGVbN4v_cheap(__m128 x);
/* Instance restructuring off (--no-restructure): the same program as regroup.c, whose loops
   then call the variants on the parts' instances as they come; no remark names a regrouped
   call or a branch to regroup by. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */
/* vcc-test: flags --no-restructure */

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

/* vcc: function at noregroup.c:14 vector variant _ZGVbN4vu_series of `series`: VL 4, unmasked, x vector, n uniform */
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

/* vcc: function at noregroup.c:34 vector variant _ZGVbN2vv_blend2 of `blend2`: VL 2, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:48 vector variant _ZGVbN4vvu_mix of `mix`: VL 4, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at noregroup.c:62 vector variant _ZGVbN4uvu_poly of `poly`: VL 4, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVbN4vuu_tally of `tally`: VL 4, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVbN4v_cheap of `cheap`: VL 4, unmasked, x vector */
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
    int t34;
    long t35;
    int i;
    int t68;
    __m128 t69;
    __m128 t70;
    int t71;
    int t74;
    __m128 t75;
    int t76;
    __m128 t77;
    int t111;
    __m128 t112;
    __m128 t113;
    int t114;
    int t117;
    __m128 t118;
    int t119;
    __m128 t120;
    int t139;
    __m128 t140;
    __m128 t141;
    int t142;
    int t145;
    __m128 t146;
    int t147;
    __m128 t148;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L157:
        /* vcc: loop at noregroup.c:98 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t43 = _mm_set1_ps(1.0f);
            __m128i t44 = _mm_castps_si128(_mm_cmplt_ps(in_v, t43));
            __m128i t3 = (__m128i)~(vcc_m4)t44;
            int t45 = (_mm_movemask_epi8(t3) != 0);
            __m128 t47 = in_v;
            for (int t46 = 24; t45 ? t46 > 0 : 0; t46--, t47 = t1) {
                if ((_mm_movemask_epi8(t3) != 0)) {
                    __m128 t48 = _mm_set1_ps((float)t46);
                    __m128 t49 = _mm_div_ps(t48, t47);
                    t1 = _mm_add_ps(in_v, t49);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t3) != 0)) {
                __m128 t50 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t50, t47);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t51 = (_mm_movemask_epi8(t44) != 0);
            long t52 = i_vec_1 + 4L;
            float *t53 = out + t52;
            __m128 in_v_2 = _mm_loadu_ps(in + t52);
            __m128 t54 = _mm_set1_ps(1.0f);
            __m128i t55 = _mm_castps_si128(_mm_cmplt_ps(in_v_2, t54));
            __m128i t14 = (__m128i)~(vcc_m4)t55;
            int t56 = (_mm_movemask_epi8(t14) != 0);
            int t57 = 1;
            __m128 t58 = in_v;
            __m128 t59 = in_v;
            int t60 = 1;
            __m128 t61 = (__m128)(vcc_v4_float){0};
            int t62 = 24;
            __m128 t63 = in_v_2;
            int t64 = 1;
            __m128 t65 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t60) {
                    if (t51 ? t57 < 24 : 0) {
                        if ((_mm_movemask_epi8(t44) != 0)) {
                            __m128 t66 = _mm_mul_ps(t59, in_v);
                            __m128 t67 = _mm_set1_ps((float)(2 * t57 + 1));
                            t4 = _mm_div_ps(t66, t67);
                            t5 = _mm_add_ps(t58, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t68 = t57 + 1;
                        t69 = t5;
                        t70 = t4;
                        t71 = 1;
                        t6 = t61;
                    } else {
                        t6 = vcc_sse2_blendv_ps(t58, t2, _mm_castsi128_ps(t3));
                        t68 = t57;
                        t69 = t58;
                        t70 = t59;
                        t71 = 0;
                    }
                } else {
                    t68 = t57;
                    t69 = t58;
                    t70 = t59;
                    t71 = 0;
                    t6 = t61;
                }
                if (t64) {
                    if (t56 ? t62 > 0 : 0) {
                        if ((_mm_movemask_epi8(t14) != 0)) {
                            __m128 t72 = _mm_set1_ps((float)t62);
                            __m128 t73 = _mm_div_ps(t72, t63);
                            t7 = _mm_add_ps(in_v_2, t73);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t74 = t62 - 1;
                        t75 = t7;
                        t76 = 1;
                        t77 = t65;
                    } else {
                        t74 = t62;
                        t75 = t63;
                        t76 = 0;
                        t77 = t63;
                    }
                } else {
                    t74 = t62;
                    t75 = t63;
                    t76 = 0;
                    t77 = t65;
                }
                if (t71 | t76) {
                    t57 = t68;
                    t58 = t69;
                    t59 = t70;
                    t60 = t71;
                    t61 = t6;
                    t62 = t74;
                    t63 = t75;
                    t64 = t76;
                    t65 = t77;
                } else {
                    _mm_storeu_ps(t33, t6);
                    if ((_mm_movemask_epi8(t14) != 0)) {
                        __m128 t93 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t93, t77);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t94 = (_mm_movemask_epi8(t55) != 0);
                    long t95 = i_vec_1 + 8L;
                    float *t96 = out + t95;
                    __m128 in_v_3 = _mm_loadu_ps(in + t95);
                    __m128 t97 = _mm_set1_ps(1.0f);
                    __m128i t98 = _mm_castps_si128(_mm_cmplt_ps(in_v_3, t97));
                    __m128i t20 = (__m128i)~(vcc_m4)t98;
                    int t99 = (_mm_movemask_epi8(t20) != 0);
                    int t100 = 1;
                    __m128 t101 = in_v_2;
                    __m128 t102 = in_v_2;
                    int t103 = 1;
                    __m128 t104 = (__m128)(vcc_v4_float){0};
                    int t105 = 24;
                    __m128 t106 = in_v_3;
                    int t107 = 1;
                    __m128 t108 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t103) {
                            if (t94 ? t100 < 24 : 0) {
                                if ((_mm_movemask_epi8(t55) != 0)) {
                                    __m128 t109 = _mm_mul_ps(t102, in_v_2);
                                    __m128 t110 = _mm_set1_ps((float)(2 * t100 + 1));
                                    t15 = _mm_div_ps(t109, t110);
                                    t16 = _mm_add_ps(t101, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t111 = t100 + 1;
                                t112 = t16;
                                t113 = t15;
                                t114 = 1;
                                t17 = t104;
                            } else {
                                t17 = vcc_sse2_blendv_ps(t101, t13, _mm_castsi128_ps(t14));
                                t111 = t100;
                                t112 = t101;
                                t113 = t102;
                                t114 = 0;
                            }
                        } else {
                            t111 = t100;
                            t112 = t101;
                            t113 = t102;
                            t114 = 0;
                            t17 = t104;
                        }
                        if (t107) {
                            if (t99 ? t105 > 0 : 0) {
                                if ((_mm_movemask_epi8(t20) != 0)) {
                                    __m128 t115 = _mm_set1_ps((float)t105);
                                    __m128 t116 = _mm_div_ps(t115, t106);
                                    t18 = _mm_add_ps(in_v_3, t116);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t117 = t105 - 1;
                                t118 = t18;
                                t119 = 1;
                                t120 = t108;
                            } else {
                                t117 = t105;
                                t118 = t106;
                                t119 = 0;
                                t120 = t106;
                            }
                        } else {
                            t117 = t105;
                            t118 = t106;
                            t119 = 0;
                            t120 = t108;
                        }
                        if (t114 | t119) {
                            t100 = t111;
                            t101 = t112;
                            t102 = t113;
                            t103 = t114;
                            t104 = t17;
                            t105 = t117;
                            t106 = t118;
                            t107 = t119;
                            t108 = t120;
                        } else {
                            _mm_storeu_ps(t53, t17);
                            if ((_mm_movemask_epi8(t20) != 0)) {
                                __m128 t121 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t121, t120);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t122 = (_mm_movemask_epi8(t98) != 0);
                            long t123 = i_vec_1 + 12L;
                            float *t124 = out + t123;
                            __m128 in_v_4 = _mm_loadu_ps(in + t123);
                            __m128 t125 = _mm_set1_ps(1.0f);
                            __m128i t126 = _mm_castps_si128(_mm_cmplt_ps(in_v_4, t125));
                            __m128i t26 = (__m128i)~(vcc_m4)t126;
                            int t127 = (_mm_movemask_epi8(t26) != 0);
                            int t128 = 1;
                            __m128 t129 = in_v_3;
                            __m128 t130 = in_v_3;
                            int t131 = 1;
                            __m128 t132 = (__m128)(vcc_v4_float){0};
                            int t133 = 24;
                            __m128 t134 = in_v_4;
                            int t135 = 1;
                            __m128 t136 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t131) {
                                    if (t122 ? t128 < 24 : 0) {
                                        if ((_mm_movemask_epi8(t98) != 0)) {
                                            __m128 t137 = _mm_mul_ps(t130, in_v_3);
                                            __m128 t138 = _mm_set1_ps((float)(2 * t128 + 1));
                                            t21 = _mm_div_ps(t137, t138);
                                            t22 = _mm_add_ps(t129, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t139 = t128 + 1;
                                        t140 = t22;
                                        t141 = t21;
                                        t142 = 1;
                                        t23 = t132;
                                    } else {
                                        t23 = vcc_sse2_blendv_ps(t129, t19, _mm_castsi128_ps(t20));
                                        t139 = t128;
                                        t140 = t129;
                                        t141 = t130;
                                        t142 = 0;
                                    }
                                } else {
                                    t139 = t128;
                                    t140 = t129;
                                    t141 = t130;
                                    t142 = 0;
                                    t23 = t132;
                                }
                                if (t135) {
                                    if (t127 ? t133 > 0 : 0) {
                                        if ((_mm_movemask_epi8(t26) != 0)) {
                                            __m128 t143 = _mm_set1_ps((float)t133);
                                            __m128 t144 = _mm_div_ps(t143, t134);
                                            t24 = _mm_add_ps(in_v_4, t144);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t145 = t133 - 1;
                                        t146 = t24;
                                        t147 = 1;
                                        t148 = t136;
                                    } else {
                                        t145 = t133;
                                        t146 = t134;
                                        t147 = 0;
                                        t148 = t134;
                                    }
                                } else {
                                    t145 = t133;
                                    t146 = t134;
                                    t147 = 0;
                                    t148 = t136;
                                }
                                if (!(t142 | t147)) {
                                    _mm_storeu_ps(t96, t23);
                                    if ((_mm_movemask_epi8(t26) != 0)) {
                                        __m128 t149 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t149, t148);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t150 = (_mm_movemask_epi8(t126) != 0);
                                    __m128 t152 = in_v_4;
                                    __m128 t153 = in_v_4;
                                    for (int t151 = 1; t150 ? t151 < 24 : 0; t151++, t152 = t28, t153 = t27) {
                                        if ((_mm_movemask_epi8(t126) != 0)) {
                                            __m128 t155 = _mm_mul_ps(t153, in_v_4);
                                            __m128 t156 = _mm_set1_ps((float)(2 * t151 + 1));
                                            t27 = _mm_div_ps(t155, t156);
                                            t28 = _mm_add_ps(t152, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t154 = vcc_sse2_blendv_ps(t152, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(t124, t154);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L157;
                                    }
                                    t34 = (int)t32;
                                    goto L158;
                                }
                                t128 = t139;
                                t129 = t140;
                                t130 = t141;
                                t131 = t142;
                                t132 = t23;
                                t133 = t145;
                                t134 = t146;
                                t135 = t147;
                                t136 = t148;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t34 = 0;
    }
L158:
    t35 = (long)n + (long)t34 * -1L;
    unsigned long t36 = (unsigned long)out;
    unsigned long t37 = (unsigned long)in;
    if ((t35 >= 4L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L))))) {
        long t38 = t35 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t39 = (long)t34 + i_vec;
            float *t40 = out + t39;
            __m128 in_v_1 = _mm_loadu_ps(in + t39);
            __m128 t78 = _mm_set1_ps(1.0f);
            __m128i t79 = _mm_castps_si128(_mm_cmplt_ps(in_v_1, t78));
            __m128i t10 = (__m128i)~(vcc_m4)t79;
            int t80 = (_mm_movemask_epi8(t10) != 0);
            __m128 t82 = in_v_1;
            for (int t81 = 24; t80 ? t81 > 0 : 0; t81--, t82 = t8) {
                if ((_mm_movemask_epi8(t10) != 0)) {
                    __m128 t83 = _mm_set1_ps((float)t81);
                    __m128 t84 = _mm_div_ps(t83, t82);
                    t8 = _mm_add_ps(in_v_1, t84);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t10) != 0)) {
                __m128 t85 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t85, t82);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t86 = (_mm_movemask_epi8(t79) != 0);
            __m128 t88 = in_v_1;
            __m128 t89 = in_v_1;
            for (int t87 = 1; t86 ? t87 < 24 : 0; t87++, t88 = t12, t89 = t11) {
                if ((_mm_movemask_epi8(t79) != 0)) {
                    __m128 t91 = _mm_mul_ps(t89, in_v_1);
                    __m128 t92 = _mm_set1_ps((float)(2 * t87 + 1));
                    t11 = _mm_div_ps(t91, t92);
                    t12 = _mm_add_ps(t88, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t90 = vcc_sse2_blendv_ps(t88, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t40, t90);
            i_vec += 4L;
            if (i_vec >= t38) {
                i = (int)((long)t34 + t38);
                break;
            }
        }
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float t42 = in[t41];
        out[t41] = series(t42, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t28;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            __m128d y_v = _mm_loadu_pd(y + i_vec_1);
            __m128d x_v = _mm_loadu_pd(x + i_vec_1);
            __m128d t42 = _mm_set1_pd(4.0);
            __m128d t43 = _mm_mul_pd(x_v, t42);
            vcc_v2_int t44 = __builtin_convertvector((vcc_v2_double)t43, vcc_v2_int);
            __m128d t45 = (__m128d)__builtin_convertvector(t44, vcc_v2_double);
            __m128d t46 = _mm_set1_pd(0.5);
            __m128d t47 = _mm_add_pd(t45, t46);
            __m128i t48 = _mm_castpd_si128(_mm_cmpgt_pd(t47, y_v));
            __m128i t49 = (__m128i)~(vcc_m2)t48;
            __m128d t1 = _mm_set1_pd(0.0);
            int t50 = (_mm_movemask_epi8(t49) != 0);
            for (int t51 = 0; t50 ? t51 < 40 : 0; t51 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t49) != 0)) {
                    __m128d t53 = _mm_set1_pd(0.25);
                    __m128d t54 = _mm_mul_pd(t1, t53);
                    t3 = t51 + 1;
                    __m128d t55 = _mm_set1_pd((double)t3);
                    __m128d t56 = _mm_div_pd(y_v, t55);
                    t4 = _mm_sub_pd(t54, t56);
                } else {
                    t3 = 0;
                    t4 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t2 = _mm_set1_pd(0.0);
            int t52 = (_mm_movemask_epi8(t48) != 0);
            int t57 = 0;
            while (t52 ? t57 < 40 : 0) {
                __m128d t58 = _mm_set1_pd(0.5);
                __m128d t59 = _mm_mul_pd(t2, t58);
                __m128d t60 = _mm_set1_pd((double)t57);
                __m128d t61 = _mm_mul_pd(x_v, t60);
                t2 = _mm_add_pd(t59, t61);
                t57++;
            }
            __m128d t62 = vcc_sse2_blendv_pd(t1, t2, _mm_castsi128_pd(t48));
            _mm_storeu_pd(t27, t62);
            long t40 = i_vec_1 + 2L;
            double *t41 = out + t40;
            __m128d y_v_2 = _mm_loadu_pd(y + t40);
            __m128d x_v_2 = _mm_loadu_pd(x + t40);
            __m128d t86 = _mm_set1_pd(4.0);
            __m128d t87 = _mm_mul_pd(x_v_2, t86);
            vcc_v2_int t88 = __builtin_convertvector((vcc_v2_double)t87, vcc_v2_int);
            __m128d t89 = (__m128d)__builtin_convertvector(t88, vcc_v2_double);
            __m128d t90 = _mm_set1_pd(0.5);
            __m128d t91 = _mm_add_pd(t89, t90);
            __m128i t92 = _mm_castpd_si128(_mm_cmpgt_pd(t91, y_v_2));
            __m128i t93 = (__m128i)~(vcc_m2)t92;
            __m128d t9 = _mm_set1_pd(0.0);
            int t94 = (_mm_movemask_epi8(t93) != 0);
            for (int t95 = 0; t94 ? t95 < 40 : 0; t95 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t93) != 0)) {
                    __m128d t97 = _mm_set1_pd(0.25);
                    __m128d t98 = _mm_mul_pd(t9, t97);
                    t11 = t95 + 1;
                    __m128d t99 = _mm_set1_pd((double)t11);
                    __m128d t100 = _mm_div_pd(y_v_2, t99);
                    t12 = _mm_sub_pd(t98, t100);
                } else {
                    t11 = 0;
                    t12 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t10 = _mm_set1_pd(0.0);
            int t96 = (_mm_movemask_epi8(t92) != 0);
            int t101 = 0;
            while (t96 ? t101 < 40 : 0) {
                __m128d t102 = _mm_set1_pd(0.5);
                __m128d t103 = _mm_mul_pd(t10, t102);
                __m128d t104 = _mm_set1_pd((double)t101);
                __m128d t105 = _mm_mul_pd(x_v_2, t104);
                t10 = _mm_add_pd(t103, t105);
                t101++;
            }
            __m128d t106 = vcc_sse2_blendv_pd(t9, t10, _mm_castsi128_pd(t92));
            _mm_storeu_pd(t41, t106);
            long t84 = i_vec_1 + 4L;
            double *t85 = out + t84;
            __m128d y_v_3 = _mm_loadu_pd(y + t84);
            __m128d x_v_3 = _mm_loadu_pd(x + t84);
            __m128d t109 = _mm_set1_pd(4.0);
            __m128d t110 = _mm_mul_pd(x_v_3, t109);
            vcc_v2_int t111 = __builtin_convertvector((vcc_v2_double)t110, vcc_v2_int);
            __m128d t112 = (__m128d)__builtin_convertvector(t111, vcc_v2_double);
            __m128d t113 = _mm_set1_pd(0.5);
            __m128d t114 = _mm_add_pd(t112, t113);
            __m128i t115 = _mm_castpd_si128(_mm_cmpgt_pd(t114, y_v_3));
            __m128i t116 = (__m128i)~(vcc_m2)t115;
            __m128d t13 = _mm_set1_pd(0.0);
            int t117 = (_mm_movemask_epi8(t116) != 0);
            for (int t118 = 0; t117 ? t118 < 40 : 0; t118 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t116) != 0)) {
                    __m128d t120 = _mm_set1_pd(0.25);
                    __m128d t121 = _mm_mul_pd(t13, t120);
                    t15 = t118 + 1;
                    __m128d t122 = _mm_set1_pd((double)t15);
                    __m128d t123 = _mm_div_pd(y_v_3, t122);
                    t16 = _mm_sub_pd(t121, t123);
                } else {
                    t15 = 0;
                    t16 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t14 = _mm_set1_pd(0.0);
            int t119 = (_mm_movemask_epi8(t115) != 0);
            int t124 = 0;
            while (t119 ? t124 < 40 : 0) {
                __m128d t125 = _mm_set1_pd(0.5);
                __m128d t126 = _mm_mul_pd(t14, t125);
                __m128d t127 = _mm_set1_pd((double)t124);
                __m128d t128 = _mm_mul_pd(x_v_3, t127);
                t14 = _mm_add_pd(t126, t128);
                t124++;
            }
            __m128d t129 = vcc_sse2_blendv_pd(t13, t14, _mm_castsi128_pd(t115));
            _mm_storeu_pd(t85, t129);
            long t107 = i_vec_1 + 6L;
            double *t108 = out + t107;
            __m128d y_v_4 = _mm_loadu_pd(y + t107);
            __m128d x_v_4 = _mm_loadu_pd(x + t107);
            __m128d t130 = _mm_set1_pd(4.0);
            __m128d t131 = _mm_mul_pd(x_v_4, t130);
            vcc_v2_int t132 = __builtin_convertvector((vcc_v2_double)t131, vcc_v2_int);
            __m128d t133 = (__m128d)__builtin_convertvector(t132, vcc_v2_double);
            __m128d t134 = _mm_set1_pd(0.5);
            __m128d t135 = _mm_add_pd(t133, t134);
            __m128i t136 = _mm_castpd_si128(_mm_cmpgt_pd(t135, y_v_4));
            __m128i t137 = (__m128i)~(vcc_m2)t136;
            __m128d t17 = _mm_set1_pd(0.0);
            int t138 = (_mm_movemask_epi8(t137) != 0);
            for (int t139 = 0; t138 ? t139 < 40 : 0; t139 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t137) != 0)) {
                    __m128d t141 = _mm_set1_pd(0.25);
                    __m128d t142 = _mm_mul_pd(t17, t141);
                    t19 = t139 + 1;
                    __m128d t143 = _mm_set1_pd((double)t19);
                    __m128d t144 = _mm_div_pd(y_v_4, t143);
                    t20 = _mm_sub_pd(t142, t144);
                } else {
                    t19 = 0;
                    t20 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t18 = _mm_set1_pd(0.0);
            int t140 = (_mm_movemask_epi8(t136) != 0);
            int t145 = 0;
            while (t140 ? t145 < 40 : 0) {
                __m128d t146 = _mm_set1_pd(0.5);
                __m128d t147 = _mm_mul_pd(t18, t146);
                __m128d t148 = _mm_set1_pd((double)t145);
                __m128d t149 = _mm_mul_pd(x_v_4, t148);
                t18 = _mm_add_pd(t147, t149);
                t145++;
            }
            __m128d t150 = vcc_sse2_blendv_pd(t17, t18, _mm_castsi128_pd(t136));
            _mm_storeu_pd(t108, t150);
            i_vec_1 += 8L;
            if (i_vec_1 >= t26) {
                t28 = (int)t26;
                break;
            }
        }
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)x;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)y;
    if ((t29 >= 2L) & (((t30 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 8L)))) & (((t32 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t28 * 8L))) | ((t33 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t28 * 8L))))) {
        long t34 = t29 & -2L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t35 = (long)t28 + i_vec;
            double *t36 = out + t35;
            __m128d y_v_1 = _mm_loadu_pd(y + t35);
            __m128d x_v_1 = _mm_loadu_pd(x + t35);
            __m128d t63 = _mm_set1_pd(4.0);
            __m128d t64 = _mm_mul_pd(x_v_1, t63);
            vcc_v2_int t65 = __builtin_convertvector((vcc_v2_double)t64, vcc_v2_int);
            __m128d t66 = (__m128d)__builtin_convertvector(t65, vcc_v2_double);
            __m128d t67 = _mm_set1_pd(0.5);
            __m128d t68 = _mm_add_pd(t66, t67);
            __m128i t69 = _mm_castpd_si128(_mm_cmpgt_pd(t68, y_v_1));
            __m128i t70 = (__m128i)~(vcc_m2)t69;
            __m128d t5 = _mm_set1_pd(0.0);
            int t71 = (_mm_movemask_epi8(t70) != 0);
            for (int t72 = 0; t71 ? t72 < 40 : 0; t72 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t70) != 0)) {
                    __m128d t74 = _mm_set1_pd(0.25);
                    __m128d t75 = _mm_mul_pd(t5, t74);
                    t7 = t72 + 1;
                    __m128d t76 = _mm_set1_pd((double)t7);
                    __m128d t77 = _mm_div_pd(y_v_1, t76);
                    t8 = _mm_sub_pd(t75, t77);
                } else {
                    t7 = 0;
                    t8 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t6 = _mm_set1_pd(0.0);
            int t73 = (_mm_movemask_epi8(t69) != 0);
            int t78 = 0;
            while (t73 ? t78 < 40 : 0) {
                __m128d t79 = _mm_set1_pd(0.5);
                __m128d t80 = _mm_mul_pd(t6, t79);
                __m128d t81 = _mm_set1_pd((double)t78);
                __m128d t82 = _mm_mul_pd(x_v_1, t81);
                t6 = _mm_add_pd(t80, t82);
                t78++;
            }
            __m128d t83 = vcc_sse2_blendv_pd(t5, t6, _mm_castsi128_pd(t69));
            _mm_storeu_pd(t36, t83);
            i_vec += 2L;
            if (i_vec >= t34) {
                i = (int)((long)t28 + t34);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        double t38 = y[t37];
        double t39 = x[t37];
        out[t37] = blend2(t39, t38);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t20;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            unsigned int *t18 = out + i_vec_1;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_1));
            __m128i t19 = _mm_add_epi32(b_v, (__m128i)i_v);
            vcc_v4_uint t2 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t38 = _mm_xor_si128((__m128i)t2, t19);
            __m128i t39 = _mm_set1_epi32(1);
            __m128i t40 = _mm_and_si128(t38, t39);
            __m128i t41 = (__m128i)(vcc_m4)((vcc_v4_int)t40 != (vcc_v4_int){0});
            __m128i t42 = (__m128i)~(vcc_m4)t41;
            int t43 = (_mm_movemask_epi8(t41) != 0);
            int t44 = 0;
            vcc_v4_uint t1 = (vcc_v4_uint)(__m128i)t2;
            while (t43 ? t44 < 12 : 0) {
                __m128i t45 = _mm_set1_epi32((int)t44);
                __m128i t46 = _mm_add_epi32(t19, t45);
                __m128i t47 = _mm_xor_si128((__m128i)t1, t46);
                __m128i t48 = _mm_set1_epi32((int)17U);
                t1 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t47 * (vcc_v4_uint)t48);
                t44++;
            }
            int t49 = (_mm_movemask_epi8(t42) != 0);
            int t50 = 0;
            while (t49 ? t50 < 12 : 0) {
                __m128i t51 = _mm_set1_epi32((int)31U);
                __m128i t52 = (__m128i)((vcc_v4_uint)(__m128i)t2 * (vcc_v4_uint)t51);
                __m128i t53 = _mm_set1_epi32((int)(t50 & 7));
                __m128i t54 = (__m128i)((vcc_v4_int)t19 >> (vcc_v4_int)t53);
                t2 = (vcc_v4_uint)_mm_add_epi32(t52, t54);
                t50++;
            }
            __m128i t55 = vcc_sse2_blendv_epi8((__m128i)t2, (__m128i)t1, t41);
            _mm_storeu_si128((__m128i *)t18, t55);
            long t34 = i_vec_1 + 4L;
            __m128i t35 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            unsigned int *t36 = out + t34;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t34));
            __m128i t37 = _mm_add_epi32(b_v_2, t35);
            vcc_v4_uint t6 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t34));
            __m128i t78 = _mm_xor_si128((__m128i)t6, t37);
            __m128i t79 = _mm_set1_epi32(1);
            __m128i t80 = _mm_and_si128(t78, t79);
            __m128i t81 = (__m128i)(vcc_m4)((vcc_v4_int)t80 != (vcc_v4_int){0});
            __m128i t82 = (__m128i)~(vcc_m4)t81;
            int t83 = (_mm_movemask_epi8(t81) != 0);
            int t84 = 0;
            vcc_v4_uint t5 = (vcc_v4_uint)(__m128i)t6;
            while (t83 ? t84 < 12 : 0) {
                __m128i t85 = _mm_set1_epi32((int)t84);
                __m128i t86 = _mm_add_epi32(t37, t85);
                __m128i t87 = _mm_xor_si128((__m128i)t5, t86);
                __m128i t88 = _mm_set1_epi32((int)17U);
                t5 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t87 * (vcc_v4_uint)t88);
                t84++;
            }
            int t89 = (_mm_movemask_epi8(t82) != 0);
            int t90 = 0;
            while (t89 ? t90 < 12 : 0) {
                __m128i t91 = _mm_set1_epi32((int)31U);
                __m128i t92 = (__m128i)((vcc_v4_uint)(__m128i)t6 * (vcc_v4_uint)t91);
                __m128i t93 = _mm_set1_epi32((int)(t90 & 7));
                __m128i t94 = (__m128i)((vcc_v4_int)t37 >> (vcc_v4_int)t93);
                t6 = (vcc_v4_uint)_mm_add_epi32(t92, t94);
                t90++;
            }
            __m128i t95 = vcc_sse2_blendv_epi8((__m128i)t6, (__m128i)t5, t81);
            _mm_storeu_si128((__m128i *)t36, t95);
            long t74 = i_vec_1 + 8L;
            __m128i t75 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            unsigned int *t76 = out + t74;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t74));
            __m128i t77 = _mm_add_epi32(b_v_3, t75);
            vcc_v4_uint t8 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t74));
            __m128i t100 = _mm_xor_si128((__m128i)t8, t77);
            __m128i t101 = _mm_set1_epi32(1);
            __m128i t102 = _mm_and_si128(t100, t101);
            __m128i t103 = (__m128i)(vcc_m4)((vcc_v4_int)t102 != (vcc_v4_int){0});
            __m128i t104 = (__m128i)~(vcc_m4)t103;
            int t105 = (_mm_movemask_epi8(t103) != 0);
            int t106 = 0;
            vcc_v4_uint t7 = (vcc_v4_uint)(__m128i)t8;
            while (t105 ? t106 < 12 : 0) {
                __m128i t107 = _mm_set1_epi32((int)t106);
                __m128i t108 = _mm_add_epi32(t77, t107);
                __m128i t109 = _mm_xor_si128((__m128i)t7, t108);
                __m128i t110 = _mm_set1_epi32((int)17U);
                t7 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t109 * (vcc_v4_uint)t110);
                t106++;
            }
            int t111 = (_mm_movemask_epi8(t104) != 0);
            int t112 = 0;
            while (t111 ? t112 < 12 : 0) {
                __m128i t113 = _mm_set1_epi32((int)31U);
                __m128i t114 = (__m128i)((vcc_v4_uint)(__m128i)t8 * (vcc_v4_uint)t113);
                __m128i t115 = _mm_set1_epi32((int)(t112 & 7));
                __m128i t116 = (__m128i)((vcc_v4_int)t77 >> (vcc_v4_int)t115);
                t8 = (vcc_v4_uint)_mm_add_epi32(t114, t116);
                t112++;
            }
            __m128i t117 = vcc_sse2_blendv_epi8((__m128i)t8, (__m128i)t7, t103);
            _mm_storeu_si128((__m128i *)t76, t117);
            long t96 = i_vec_1 + 12L;
            __m128i t97 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            unsigned int *t98 = out + t96;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t96));
            __m128i t99 = _mm_add_epi32(b_v_4, t97);
            vcc_v4_uint t10 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t96));
            __m128i t118 = _mm_xor_si128((__m128i)t10, t99);
            __m128i t119 = _mm_set1_epi32(1);
            __m128i t120 = _mm_and_si128(t118, t119);
            __m128i t121 = (__m128i)(vcc_m4)((vcc_v4_int)t120 != (vcc_v4_int){0});
            __m128i t122 = (__m128i)~(vcc_m4)t121;
            int t123 = (_mm_movemask_epi8(t121) != 0);
            int t124 = 0;
            vcc_v4_uint t9 = (vcc_v4_uint)(__m128i)t10;
            while (t123 ? t124 < 12 : 0) {
                __m128i t125 = _mm_set1_epi32((int)t124);
                __m128i t126 = _mm_add_epi32(t99, t125);
                __m128i t127 = _mm_xor_si128((__m128i)t9, t126);
                __m128i t128 = _mm_set1_epi32((int)17U);
                t9 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t127 * (vcc_v4_uint)t128);
                t124++;
            }
            int t129 = (_mm_movemask_epi8(t122) != 0);
            int t130 = 0;
            while (t129 ? t130 < 12 : 0) {
                __m128i t131 = _mm_set1_epi32((int)31U);
                __m128i t132 = (__m128i)((vcc_v4_uint)(__m128i)t10 * (vcc_v4_uint)t131);
                __m128i t133 = _mm_set1_epi32((int)(t130 & 7));
                __m128i t134 = (__m128i)((vcc_v4_int)t99 >> (vcc_v4_int)t133);
                t10 = (vcc_v4_uint)_mm_add_epi32(t132, t134);
                t130++;
            }
            __m128i t135 = vcc_sse2_blendv_epi8((__m128i)t10, (__m128i)t9, t121);
            _mm_storeu_si128((__m128i *)t98, t135);
            i_vec_1 += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec_1 >= t16) {
                t20 = (int)t16;
                break;
            }
        }
    } else {
        t20 = 0;
    }
    long t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)a;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)b;
    if ((t21 >= 4L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L)))) & (((t24 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t20 * 4L))) | ((t25 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t20 * 4L))))) {
        long t26 = t21 & -4L;
        __m128i t27 = _mm_set1_epi32((int)t20);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t27, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t28 = (long)t20 + i_vec;
            unsigned int *t29 = out + t28;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t28));
            __m128i t30 = _mm_add_epi32(b_v_1, (__m128i)i_v_1);
            vcc_v4_uint t4 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t28));
            __m128i t56 = _mm_xor_si128((__m128i)t4, t30);
            __m128i t57 = _mm_set1_epi32(1);
            __m128i t58 = _mm_and_si128(t56, t57);
            __m128i t59 = (__m128i)(vcc_m4)((vcc_v4_int)t58 != (vcc_v4_int){0});
            __m128i t60 = (__m128i)~(vcc_m4)t59;
            int t61 = (_mm_movemask_epi8(t59) != 0);
            int t62 = 0;
            vcc_v4_uint t3 = (vcc_v4_uint)(__m128i)t4;
            while (t61 ? t62 < 12 : 0) {
                __m128i t63 = _mm_set1_epi32((int)t62);
                __m128i t64 = _mm_add_epi32(t30, t63);
                __m128i t65 = _mm_xor_si128((__m128i)t3, t64);
                __m128i t66 = _mm_set1_epi32((int)17U);
                t3 = (vcc_v4_uint)(__m128i)((vcc_v4_uint)t65 * (vcc_v4_uint)t66);
                t62++;
            }
            int t67 = (_mm_movemask_epi8(t60) != 0);
            int t68 = 0;
            while (t67 ? t68 < 12 : 0) {
                __m128i t69 = _mm_set1_epi32((int)31U);
                __m128i t70 = (__m128i)((vcc_v4_uint)(__m128i)t4 * (vcc_v4_uint)t69);
                __m128i t71 = _mm_set1_epi32((int)(t68 & 7));
                __m128i t72 = (__m128i)((vcc_v4_int)t30 >> (vcc_v4_int)t71);
                t4 = (vcc_v4_uint)_mm_add_epi32(t70, t72);
                t68++;
            }
            __m128i t73 = vcc_sse2_blendv_epi8((__m128i)t4, (__m128i)t3, t59);
            _mm_storeu_si128((__m128i *)t29, t73);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t26) {
                i = (int)((long)t20 + t26);
                break;
            }
        }
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = b[t31];
        int t33 = a[t31];
        out[t31] = mix(t33, t32 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
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
    int t35;
    long t36;
    int i;
    int t71;
    __m128 t72;
    __m128 t73;
    int t74;
    int t77;
    __m128 t78;
    int t79;
    __m128 t80;
    int t117;
    __m128 t118;
    __m128 t119;
    int t120;
    int t123;
    __m128 t124;
    int t125;
    __m128 t126;
    int t147;
    __m128 t148;
    __m128 t149;
    int t150;
    int t153;
    __m128 t154;
    int t155;
    __m128 t156;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L167:
        /* vcc: loop at noregroup.c:116 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t34 = _mm_mul_ps(in_v, _mm_set1_ps(0.5f));
            __m128 t45 = _mm_set1_ps(1.0f);
            __m128i t46 = _mm_castps_si128(_mm_cmplt_ps(t34, t45));
            __m128i t3 = (__m128i)~(vcc_m4)t46;
            int t47 = (_mm_movemask_epi8(t3) != 0);
            __m128 t49 = t34;
            for (int t48 = 9; t47 ? t48 > 0 : 0; t48--, t49 = t1) {
                if ((_mm_movemask_epi8(t3) != 0)) {
                    __m128 t50 = _mm_set1_ps((float)t48);
                    __m128 t51 = _mm_div_ps(t50, t49);
                    t1 = _mm_add_ps(t34, t51);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t3) != 0)) {
                __m128 t52 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t52, t49);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t53 = (_mm_movemask_epi8(t46) != 0);
            long t54 = i_vec_1 + 4L;
            float *t55 = out + t54;
            __m128 in_v_2 = _mm_loadu_ps(in + t54);
            __m128 t56 = _mm_mul_ps(in_v_2, _mm_set1_ps(0.5f));
            __m128 t57 = _mm_set1_ps(1.0f);
            __m128i t58 = _mm_castps_si128(_mm_cmplt_ps(t56, t57));
            __m128i t14 = (__m128i)~(vcc_m4)t58;
            int t59 = (_mm_movemask_epi8(t14) != 0);
            int t60 = 1;
            __m128 t61 = t34;
            __m128 t62 = t34;
            int t63 = 1;
            __m128 t64 = (__m128)(vcc_v4_float){0};
            int t65 = 9;
            __m128 t66 = t56;
            int t67 = 1;
            __m128 t68 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t63) {
                    if (t53 ? t60 < 9 : 0) {
                        if ((_mm_movemask_epi8(t46) != 0)) {
                            __m128 t69 = _mm_mul_ps(t62, t34);
                            __m128 t70 = _mm_set1_ps((float)(2 * t60 + 1));
                            t4 = _mm_div_ps(t69, t70);
                            t5 = _mm_add_ps(t61, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t71 = t60 + 1;
                        t72 = t5;
                        t73 = t4;
                        t74 = 1;
                        t6 = t64;
                    } else {
                        t6 = vcc_sse2_blendv_ps(t61, t2, _mm_castsi128_ps(t3));
                        t71 = t60;
                        t72 = t61;
                        t73 = t62;
                        t74 = 0;
                    }
                } else {
                    t71 = t60;
                    t72 = t61;
                    t73 = t62;
                    t74 = 0;
                    t6 = t64;
                }
                if (t67) {
                    if (t59 ? t65 > 0 : 0) {
                        if ((_mm_movemask_epi8(t14) != 0)) {
                            __m128 t75 = _mm_set1_ps((float)t65);
                            __m128 t76 = _mm_div_ps(t75, t66);
                            t7 = _mm_add_ps(t56, t76);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t77 = t65 - 1;
                        t78 = t7;
                        t79 = 1;
                        t80 = t68;
                    } else {
                        t77 = t65;
                        t78 = t66;
                        t79 = 0;
                        t80 = t66;
                    }
                } else {
                    t77 = t65;
                    t78 = t66;
                    t79 = 0;
                    t80 = t68;
                }
                if (t74 | t79) {
                    t60 = t71;
                    t61 = t72;
                    t62 = t73;
                    t63 = t74;
                    t64 = t6;
                    t65 = t77;
                    t66 = t78;
                    t67 = t79;
                    t68 = t80;
                } else {
                    __m128 t81 = _mm_add_ps(t6, _mm_set1_ps(1.0f));
                    _mm_storeu_ps(t33, t81);
                    if ((_mm_movemask_epi8(t14) != 0)) {
                        __m128 t98 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t98, t80);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t99 = (_mm_movemask_epi8(t58) != 0);
                    long t100 = i_vec_1 + 8L;
                    float *t101 = out + t100;
                    __m128 in_v_3 = _mm_loadu_ps(in + t100);
                    __m128 t102 = _mm_mul_ps(in_v_3, _mm_set1_ps(0.5f));
                    __m128 t103 = _mm_set1_ps(1.0f);
                    __m128i t104 = _mm_castps_si128(_mm_cmplt_ps(t102, t103));
                    __m128i t20 = (__m128i)~(vcc_m4)t104;
                    int t105 = (_mm_movemask_epi8(t20) != 0);
                    int t106 = 1;
                    __m128 t107 = t56;
                    __m128 t108 = t56;
                    int t109 = 1;
                    __m128 t110 = (__m128)(vcc_v4_float){0};
                    int t111 = 9;
                    __m128 t112 = t102;
                    int t113 = 1;
                    __m128 t114 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t109) {
                            if (t99 ? t106 < 9 : 0) {
                                if ((_mm_movemask_epi8(t58) != 0)) {
                                    __m128 t115 = _mm_mul_ps(t108, t56);
                                    __m128 t116 = _mm_set1_ps((float)(2 * t106 + 1));
                                    t15 = _mm_div_ps(t115, t116);
                                    t16 = _mm_add_ps(t107, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t117 = t106 + 1;
                                t118 = t16;
                                t119 = t15;
                                t120 = 1;
                                t17 = t110;
                            } else {
                                t17 = vcc_sse2_blendv_ps(t107, t13, _mm_castsi128_ps(t14));
                                t117 = t106;
                                t118 = t107;
                                t119 = t108;
                                t120 = 0;
                            }
                        } else {
                            t117 = t106;
                            t118 = t107;
                            t119 = t108;
                            t120 = 0;
                            t17 = t110;
                        }
                        if (t113) {
                            if (t105 ? t111 > 0 : 0) {
                                if ((_mm_movemask_epi8(t20) != 0)) {
                                    __m128 t121 = _mm_set1_ps((float)t111);
                                    __m128 t122 = _mm_div_ps(t121, t112);
                                    t18 = _mm_add_ps(t102, t122);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t123 = t111 - 1;
                                t124 = t18;
                                t125 = 1;
                                t126 = t114;
                            } else {
                                t123 = t111;
                                t124 = t112;
                                t125 = 0;
                                t126 = t112;
                            }
                        } else {
                            t123 = t111;
                            t124 = t112;
                            t125 = 0;
                            t126 = t114;
                        }
                        if (t120 | t125) {
                            t106 = t117;
                            t107 = t118;
                            t108 = t119;
                            t109 = t120;
                            t110 = t17;
                            t111 = t123;
                            t112 = t124;
                            t113 = t125;
                            t114 = t126;
                        } else {
                            __m128 t127 = _mm_add_ps(t17, _mm_set1_ps(1.0f));
                            _mm_storeu_ps(t55, t127);
                            if ((_mm_movemask_epi8(t20) != 0)) {
                                __m128 t128 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t128, t126);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t129 = (_mm_movemask_epi8(t104) != 0);
                            long t130 = i_vec_1 + 12L;
                            float *t131 = out + t130;
                            __m128 in_v_4 = _mm_loadu_ps(in + t130);
                            __m128 t132 = _mm_mul_ps(in_v_4, _mm_set1_ps(0.5f));
                            __m128 t133 = _mm_set1_ps(1.0f);
                            __m128i t134 = _mm_castps_si128(_mm_cmplt_ps(t132, t133));
                            __m128i t26 = (__m128i)~(vcc_m4)t134;
                            int t135 = (_mm_movemask_epi8(t26) != 0);
                            int t136 = 1;
                            __m128 t137 = t102;
                            __m128 t138 = t102;
                            int t139 = 1;
                            __m128 t140 = (__m128)(vcc_v4_float){0};
                            int t141 = 9;
                            __m128 t142 = t132;
                            int t143 = 1;
                            __m128 t144 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t139) {
                                    if (t129 ? t136 < 9 : 0) {
                                        if ((_mm_movemask_epi8(t104) != 0)) {
                                            __m128 t145 = _mm_mul_ps(t138, t102);
                                            __m128 t146 = _mm_set1_ps((float)(2 * t136 + 1));
                                            t21 = _mm_div_ps(t145, t146);
                                            t22 = _mm_add_ps(t137, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t147 = t136 + 1;
                                        t148 = t22;
                                        t149 = t21;
                                        t150 = 1;
                                        t23 = t140;
                                    } else {
                                        t23 = vcc_sse2_blendv_ps(t137, t19, _mm_castsi128_ps(t20));
                                        t147 = t136;
                                        t148 = t137;
                                        t149 = t138;
                                        t150 = 0;
                                    }
                                } else {
                                    t147 = t136;
                                    t148 = t137;
                                    t149 = t138;
                                    t150 = 0;
                                    t23 = t140;
                                }
                                if (t143) {
                                    if (t135 ? t141 > 0 : 0) {
                                        if ((_mm_movemask_epi8(t26) != 0)) {
                                            __m128 t151 = _mm_set1_ps((float)t141);
                                            __m128 t152 = _mm_div_ps(t151, t142);
                                            t24 = _mm_add_ps(t132, t152);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t153 = t141 - 1;
                                        t154 = t24;
                                        t155 = 1;
                                        t156 = t144;
                                    } else {
                                        t153 = t141;
                                        t154 = t142;
                                        t155 = 0;
                                        t156 = t142;
                                    }
                                } else {
                                    t153 = t141;
                                    t154 = t142;
                                    t155 = 0;
                                    t156 = t144;
                                }
                                if (!(t150 | t155)) {
                                    __m128 t157 = _mm_add_ps(t23, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t101, t157);
                                    if ((_mm_movemask_epi8(t26) != 0)) {
                                        __m128 t159 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t159, t156);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t160 = (_mm_movemask_epi8(t134) != 0);
                                    __m128 t162 = t132;
                                    __m128 t163 = t132;
                                    for (int t161 = 1; t160 ? t161 < 9 : 0; t161++, t162 = t28, t163 = t27) {
                                        if ((_mm_movemask_epi8(t134) != 0)) {
                                            __m128 t165 = _mm_mul_ps(t163, t132);
                                            __m128 t166 = _mm_set1_ps((float)(2 * t161 + 1));
                                            t27 = _mm_div_ps(t165, t166);
                                            t28 = _mm_add_ps(t162, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t164 = vcc_sse2_blendv_ps(t162, t25, _mm_castsi128_ps(t26));
                                    __m128 t158 = _mm_add_ps(t164, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t131, t158);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L167;
                                    }
                                    t35 = (int)t32;
                                    goto L168;
                                }
                                t136 = t147;
                                t137 = t148;
                                t138 = t149;
                                t139 = t150;
                                t140 = t23;
                                t141 = t153;
                                t142 = t154;
                                t143 = t155;
                                t144 = t156;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t35 = 0;
    }
L168:
    t36 = (long)n + (long)t35 * -1L;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)in;
    if ((t36 >= 4L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))))) {
        long t39 = t36 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t40 = (long)t35 + i_vec;
            float *t41 = out + t40;
            __m128 in_v_1 = _mm_loadu_ps(in + t40);
            __m128 t42 = _mm_mul_ps(in_v_1, _mm_set1_ps(0.5f));
            __m128 t83 = _mm_set1_ps(1.0f);
            __m128i t84 = _mm_castps_si128(_mm_cmplt_ps(t42, t83));
            __m128i t10 = (__m128i)~(vcc_m4)t84;
            int t85 = (_mm_movemask_epi8(t10) != 0);
            __m128 t87 = t42;
            for (int t86 = 9; t85 ? t86 > 0 : 0; t86--, t87 = t8) {
                if ((_mm_movemask_epi8(t10) != 0)) {
                    __m128 t88 = _mm_set1_ps((float)t86);
                    __m128 t89 = _mm_div_ps(t88, t87);
                    t8 = _mm_add_ps(t42, t89);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((_mm_movemask_epi8(t10) != 0)) {
                __m128 t90 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t90, t87);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t91 = (_mm_movemask_epi8(t84) != 0);
            __m128 t93 = t42;
            __m128 t94 = t42;
            for (int t92 = 1; t91 ? t92 < 9 : 0; t92++, t93 = t12, t94 = t11) {
                if ((_mm_movemask_epi8(t84) != 0)) {
                    __m128 t96 = _mm_mul_ps(t94, t42);
                    __m128 t97 = _mm_set1_ps((float)(2 * t92 + 1));
                    t11 = _mm_div_ps(t96, t97);
                    t12 = _mm_add_ps(t93, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t95 = vcc_sse2_blendv_ps(t93, t9, _mm_castsi128_ps(t10));
            __m128 t82 = _mm_add_ps(t95, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t41, t82);
            i_vec += 4L;
            if (i_vec >= t39) {
                i = (int)((long)t35 + t39);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        float t44 = in[t43];
        out[t43] = series(t44 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t29;
    long t30;
    int i;
    int t58;
    __m128 t59;
    int t60;
    int t64;
    __m128 t65;
    int t66;
    __m128 t67;
    int t99;
    __m128 t100;
    int t101;
    int t105;
    __m128 t106;
    int t107;
    __m128 t108;
    int t124;
    __m128 t125;
    int t126;
    int t130;
    __m128 t131;
    int t132;
    __m128 t133;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        t27 = t24 & -16L;
        i_vec_1 = 0L;
    L139:
        /* vcc: loop at noregroup.c:122 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t28 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t38 = _mm_set1_ps(0.0f);
            __m128i t39 = _mm_castps_si128(_mm_cmpge_ps(in_v, t38));
            __m128i t40 = (__m128i)~(vcc_m4)t39;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t41 = (_mm_movemask_epi8(t40) != 0);
            for (int t42 = 15; t41 ? t42 >= 0 : 0; t42--, t1 = t7) {
                if ((_mm_movemask_epi8(t40) != 0)) {
                    __m128 t68 = _mm_xor_ps(in_v, _mm_set1_ps(-0.0f));
                    __m128 t69 = _mm_mul_ps(t1, t68);
                    __m128 t70 = _mm_set1_ps(coef[t42]);
                    t7 = _mm_sub_ps(t69, t70);
                } else {
                    t7 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t2 = _mm_set1_ps(0.0f);
            int t43 = (_mm_movemask_epi8(t39) != 0);
            long t44 = i_vec_1 + 4L;
            float *t45 = out + t44;
            __m128 in_v_2 = _mm_loadu_ps(in + t44);
            __m128 t46 = _mm_set1_ps(0.0f);
            __m128i t47 = _mm_castps_si128(_mm_cmpge_ps(in_v_2, t46));
            __m128i t48 = (__m128i)~(vcc_m4)t47;
            __m128 t3 = _mm_set1_ps(0.0f);
            int t49 = (_mm_movemask_epi8(t48) != 0);
            int t50 = 0;
            int t51 = 1;
            __m128 t52 = (__m128)(vcc_v4_float){0};
            int t53 = 15;
            int t54 = 1;
            __m128 t55 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t51) {
                    if (t43 ? t50 < 16 : 0) {
                        if ((_mm_movemask_epi8(t39) != 0)) {
                            __m128 t56 = _mm_mul_ps(t2, in_v);
                            __m128 t57 = _mm_set1_ps(coef[t50]);
                            t4 = _mm_add_ps(t56, t57);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                        }
                        t58 = t50 + 1;
                        t59 = t4;
                        t60 = 1;
                        t5 = t52;
                    } else {
                        t5 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t39));
                        t58 = t50;
                        t59 = t2;
                        t60 = 0;
                    }
                } else {
                    t58 = t50;
                    t59 = t2;
                    t60 = 0;
                    t5 = t52;
                }
                if (t54) {
                    if (t49 ? t53 >= 0 : 0) {
                        if ((_mm_movemask_epi8(t48) != 0)) {
                            __m128 t61 = _mm_xor_ps(in_v_2, _mm_set1_ps(-0.0f));
                            __m128 t62 = _mm_mul_ps(t3, t61);
                            __m128 t63 = _mm_set1_ps(coef[t53]);
                            t6 = _mm_sub_ps(t62, t63);
                        } else {
                            t6 = (__m128)(vcc_v4_float){0};
                        }
                        t64 = t53 - 1;
                        t65 = t6;
                        t66 = 1;
                        t67 = t55;
                    } else {
                        t64 = t53;
                        t65 = t3;
                        t66 = 0;
                        t67 = t3;
                    }
                } else {
                    t64 = t53;
                    t65 = t3;
                    t66 = 0;
                    t67 = t55;
                }
                if (t60 | t66) {
                    t50 = t58;
                    t2 = t59;
                    t51 = t60;
                    t52 = t5;
                    t53 = t64;
                    t3 = t65;
                    t54 = t66;
                    t55 = t67;
                } else {
                    _mm_storeu_ps(t28, t5);
                    __m128 t12 = _mm_set1_ps(0.0f);
                    int t84 = (_mm_movemask_epi8(t47) != 0);
                    long t85 = i_vec_1 + 8L;
                    float *t86 = out + t85;
                    __m128 in_v_3 = _mm_loadu_ps(in + t85);
                    __m128 t87 = _mm_set1_ps(0.0f);
                    __m128i t88 = _mm_castps_si128(_mm_cmpge_ps(in_v_3, t87));
                    __m128i t89 = (__m128i)~(vcc_m4)t88;
                    __m128 t13 = _mm_set1_ps(0.0f);
                    int t90 = (_mm_movemask_epi8(t89) != 0);
                    int t91 = 0;
                    int t92 = 1;
                    __m128 t93 = (__m128)(vcc_v4_float){0};
                    int t94 = 15;
                    int t95 = 1;
                    __m128 t96 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t92) {
                            if (t84 ? t91 < 16 : 0) {
                                if ((_mm_movemask_epi8(t47) != 0)) {
                                    __m128 t97 = _mm_mul_ps(t12, in_v_2);
                                    __m128 t98 = _mm_set1_ps(coef[t91]);
                                    t14 = _mm_add_ps(t97, t98);
                                } else {
                                    t14 = (__m128)(vcc_v4_float){0};
                                }
                                t99 = t91 + 1;
                                t100 = t14;
                                t101 = 1;
                                t15 = t93;
                            } else {
                                t15 = vcc_sse2_blendv_ps(t67, t12, _mm_castsi128_ps(t47));
                                t99 = t91;
                                t100 = t12;
                                t101 = 0;
                            }
                        } else {
                            t99 = t91;
                            t100 = t12;
                            t101 = 0;
                            t15 = t93;
                        }
                        if (t95) {
                            if (t90 ? t94 >= 0 : 0) {
                                if ((_mm_movemask_epi8(t89) != 0)) {
                                    __m128 t102 = _mm_xor_ps(in_v_3, _mm_set1_ps(-0.0f));
                                    __m128 t103 = _mm_mul_ps(t13, t102);
                                    __m128 t104 = _mm_set1_ps(coef[t94]);
                                    t16 = _mm_sub_ps(t103, t104);
                                } else {
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t105 = t94 - 1;
                                t106 = t16;
                                t107 = 1;
                                t108 = t96;
                            } else {
                                t105 = t94;
                                t106 = t13;
                                t107 = 0;
                                t108 = t13;
                            }
                        } else {
                            t105 = t94;
                            t106 = t13;
                            t107 = 0;
                            t108 = t96;
                        }
                        if (t101 | t107) {
                            t91 = t99;
                            t12 = t100;
                            t92 = t101;
                            t93 = t15;
                            t94 = t105;
                            t13 = t106;
                            t95 = t107;
                            t96 = t108;
                        } else {
                            _mm_storeu_ps(t45, t15);
                            __m128 t17 = _mm_set1_ps(0.0f);
                            int t109 = (_mm_movemask_epi8(t88) != 0);
                            long t110 = i_vec_1 + 12L;
                            float *t111 = out + t110;
                            __m128 in_v_4 = _mm_loadu_ps(in + t110);
                            __m128 t112 = _mm_set1_ps(0.0f);
                            __m128i t113 = _mm_castps_si128(_mm_cmpge_ps(in_v_4, t112));
                            __m128i t114 = (__m128i)~(vcc_m4)t113;
                            __m128 t18 = _mm_set1_ps(0.0f);
                            int t115 = (_mm_movemask_epi8(t114) != 0);
                            int t116 = 0;
                            int t117 = 1;
                            __m128 t118 = (__m128)(vcc_v4_float){0};
                            int t119 = 15;
                            int t120 = 1;
                            __m128 t121 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t117) {
                                    if (t109 ? t116 < 16 : 0) {
                                        if ((_mm_movemask_epi8(t88) != 0)) {
                                            __m128 t122 = _mm_mul_ps(t17, in_v_3);
                                            __m128 t123 = _mm_set1_ps(coef[t116]);
                                            t19 = _mm_add_ps(t122, t123);
                                        } else {
                                            t19 = (__m128)(vcc_v4_float){0};
                                        }
                                        t124 = t116 + 1;
                                        t125 = t19;
                                        t126 = 1;
                                        t20 = t118;
                                    } else {
                                        t20 = vcc_sse2_blendv_ps(t108, t17, _mm_castsi128_ps(t88));
                                        t124 = t116;
                                        t125 = t17;
                                        t126 = 0;
                                    }
                                } else {
                                    t124 = t116;
                                    t125 = t17;
                                    t126 = 0;
                                    t20 = t118;
                                }
                                if (t120) {
                                    if (t115 ? t119 >= 0 : 0) {
                                        if ((_mm_movemask_epi8(t114) != 0)) {
                                            __m128 t127 = _mm_xor_ps(in_v_4, _mm_set1_ps(-0.0f));
                                            __m128 t128 = _mm_mul_ps(t18, t127);
                                            __m128 t129 = _mm_set1_ps(coef[t119]);
                                            t21 = _mm_sub_ps(t128, t129);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                        }
                                        t130 = t119 - 1;
                                        t131 = t21;
                                        t132 = 1;
                                        t133 = t121;
                                    } else {
                                        t130 = t119;
                                        t131 = t18;
                                        t132 = 0;
                                        t133 = t18;
                                    }
                                } else {
                                    t130 = t119;
                                    t131 = t18;
                                    t132 = 0;
                                    t133 = t121;
                                }
                                if (!(t126 | t132)) {
                                    _mm_storeu_ps(t86, t20);
                                    __m128 t22 = _mm_set1_ps(0.0f);
                                    int t134 = (_mm_movemask_epi8(t113) != 0);
                                    for (int t135 = 0; t134 ? t135 < 16 : 0; t135++, t22 = t23) {
                                        if ((_mm_movemask_epi8(t113) != 0)) {
                                            __m128 t137 = _mm_mul_ps(t22, in_v_4);
                                            __m128 t138 = _mm_set1_ps(coef[t135]);
                                            t23 = _mm_add_ps(t137, t138);
                                        } else {
                                            t23 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t136 = vcc_sse2_blendv_ps(t133, t22, _mm_castsi128_ps(t113));
                                    _mm_storeu_ps(t111, t136);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t27) {
                                        goto L139;
                                    }
                                    t29 = (int)t27;
                                    goto L140;
                                }
                                t116 = t124;
                                t17 = t125;
                                t117 = t126;
                                t118 = t20;
                                t119 = t130;
                                t18 = t131;
                                t120 = t132;
                                t121 = t133;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t29 = 0;
    }
L140:
    t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)out;
    unsigned long t32 = (unsigned long)in;
    if ((t30 >= 4L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
        long t33 = t30 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t34 = (long)t29 + i_vec;
            float *t35 = out + t34;
            __m128 in_v_1 = _mm_loadu_ps(in + t34);
            __m128 t71 = _mm_set1_ps(0.0f);
            __m128i t72 = _mm_castps_si128(_mm_cmpge_ps(in_v_1, t71));
            __m128i t73 = (__m128i)~(vcc_m4)t72;
            __m128 t8 = _mm_set1_ps(0.0f);
            int t74 = (_mm_movemask_epi8(t73) != 0);
            for (int t75 = 15; t74 ? t75 >= 0 : 0; t75--, t8 = t10) {
                if ((_mm_movemask_epi8(t73) != 0)) {
                    __m128 t77 = _mm_xor_ps(in_v_1, _mm_set1_ps(-0.0f));
                    __m128 t78 = _mm_mul_ps(t8, t77);
                    __m128 t79 = _mm_set1_ps(coef[t75]);
                    t10 = _mm_sub_ps(t78, t79);
                } else {
                    t10 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t9 = _mm_set1_ps(0.0f);
            int t76 = (_mm_movemask_epi8(t72) != 0);
            for (int t80 = 0; t76 ? t80 < 16 : 0; t80++, t9 = t11) {
                if ((_mm_movemask_epi8(t72) != 0)) {
                    __m128 t82 = _mm_mul_ps(t9, in_v_1);
                    __m128 t83 = _mm_set1_ps(coef[t80]);
                    t11 = _mm_add_ps(t82, t83);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t81 = vcc_sse2_blendv_ps(t8, t9, _mm_castsi128_ps(t72));
            _mm_storeu_ps(t35, t81);
            i_vec += 4L;
            if (i_vec >= t33) {
                i = (int)((long)t29 + t33);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float t37 = in[t36];
        out[t36] = poly(coef, t37, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t16;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:128 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t15 = out + i_vec_1;
            __m128 t2 = _mm_loadu_ps(in + i_vec_1);
            __m128 t27 = _mm_set1_ps(0.5f);
            __m128i t28 = _mm_castps_si128(_mm_cmpgt_ps(t2, t27));
            __m128i t29 = (__m128i)~(vcc_m4)t28;
            int t30 = (_mm_movemask_epi8(t29) != 0);
            int t31 = 0;
            __m128 t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                __m128 t32 = _mm_set1_ps(0.25f);
                __m128 t33 = _mm_mul_ps(t1, t32);
                __m128 t34 = _mm_set1_ps(1.0f);
                t1 = _mm_sub_ps(t33, t34);
                t31++;
            }
            int t35 = (_mm_movemask_epi8(t28) != 0);
            int t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                __m128 t37 = _mm_set1_ps(0.5f);
                __m128 t38 = _mm_mul_ps(t2, t37);
                __m128 t39 = _mm_set1_ps(1.0f);
                t2 = _mm_add_ps(t38, t39);
                t36++;
            }
            if ((_mm_movemask_epi8(t28) != 0)) {
                __m128 t40 = _mm_set1_ps(8.0f);
                __m128 t41 = _mm_mul_ps(t2, t40);
                __m128i t42 = _mm_cvttps_epi32(t41);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t42, (vcc_m4)t28);
            }
            __m128 t43 = vcc_sse2_blendv_ps(t1, t2, _mm_castsi128_ps(t28));
            _mm_storeu_ps(t15, t43);
            long t25 = i_vec_1 + 4L;
            float *t26 = out + t25;
            __m128 t6 = _mm_loadu_ps(in + t25);
            __m128 t63 = _mm_set1_ps(0.5f);
            __m128i t64 = _mm_castps_si128(_mm_cmpgt_ps(t6, t63));
            __m128i t65 = (__m128i)~(vcc_m4)t64;
            int t66 = (_mm_movemask_epi8(t65) != 0);
            int t67 = 0;
            __m128 t5 = t6;
            while (t66 ? t67 < 5 : 0) {
                __m128 t68 = _mm_set1_ps(0.25f);
                __m128 t69 = _mm_mul_ps(t5, t68);
                __m128 t70 = _mm_set1_ps(1.0f);
                t5 = _mm_sub_ps(t69, t70);
                t67++;
            }
            int t71 = (_mm_movemask_epi8(t64) != 0);
            int t72 = 0;
            while (t71 ? t72 < 5 : 0) {
                __m128 t73 = _mm_set1_ps(0.5f);
                __m128 t74 = _mm_mul_ps(t6, t73);
                __m128 t75 = _mm_set1_ps(1.0f);
                t6 = _mm_add_ps(t74, t75);
                t72++;
            }
            if ((_mm_movemask_epi8(t64) != 0)) {
                __m128 t76 = _mm_set1_ps(8.0f);
                __m128 t77 = _mm_mul_ps(t6, t76);
                __m128i t78 = _mm_cvttps_epi32(t77);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t78, (vcc_m4)t64);
            }
            __m128 t79 = vcc_sse2_blendv_ps(t5, t6, _mm_castsi128_ps(t64));
            _mm_storeu_ps(t26, t79);
            long t61 = i_vec_1 + 8L;
            float *t62 = out + t61;
            __m128 t8 = _mm_loadu_ps(in + t61);
            __m128 t82 = _mm_set1_ps(0.5f);
            __m128i t83 = _mm_castps_si128(_mm_cmpgt_ps(t8, t82));
            __m128i t84 = (__m128i)~(vcc_m4)t83;
            int t85 = (_mm_movemask_epi8(t84) != 0);
            int t86 = 0;
            __m128 t7 = t8;
            while (t85 ? t86 < 5 : 0) {
                __m128 t87 = _mm_set1_ps(0.25f);
                __m128 t88 = _mm_mul_ps(t7, t87);
                __m128 t89 = _mm_set1_ps(1.0f);
                t7 = _mm_sub_ps(t88, t89);
                t86++;
            }
            int t90 = (_mm_movemask_epi8(t83) != 0);
            int t91 = 0;
            while (t90 ? t91 < 5 : 0) {
                __m128 t92 = _mm_set1_ps(0.5f);
                __m128 t93 = _mm_mul_ps(t8, t92);
                __m128 t94 = _mm_set1_ps(1.0f);
                t8 = _mm_add_ps(t93, t94);
                t91++;
            }
            if ((_mm_movemask_epi8(t83) != 0)) {
                __m128 t95 = _mm_set1_ps(8.0f);
                __m128 t96 = _mm_mul_ps(t8, t95);
                __m128i t97 = _mm_cvttps_epi32(t96);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t97, (vcc_m4)t83);
            }
            __m128 t98 = vcc_sse2_blendv_ps(t7, t8, _mm_castsi128_ps(t83));
            _mm_storeu_ps(t62, t98);
            long t80 = i_vec_1 + 12L;
            float *t81 = out + t80;
            __m128 t10 = _mm_loadu_ps(in + t80);
            __m128 t99 = _mm_set1_ps(0.5f);
            __m128i t100 = _mm_castps_si128(_mm_cmpgt_ps(t10, t99));
            __m128i t101 = (__m128i)~(vcc_m4)t100;
            int t102 = (_mm_movemask_epi8(t101) != 0);
            int t103 = 0;
            __m128 t9 = t10;
            while (t102 ? t103 < 5 : 0) {
                __m128 t104 = _mm_set1_ps(0.25f);
                __m128 t105 = _mm_mul_ps(t9, t104);
                __m128 t106 = _mm_set1_ps(1.0f);
                t9 = _mm_sub_ps(t105, t106);
                t103++;
            }
            int t107 = (_mm_movemask_epi8(t100) != 0);
            int t108 = 0;
            while (t107 ? t108 < 5 : 0) {
                __m128 t109 = _mm_set1_ps(0.5f);
                __m128 t110 = _mm_mul_ps(t10, t109);
                __m128 t111 = _mm_set1_ps(1.0f);
                t10 = _mm_add_ps(t110, t111);
                t108++;
            }
            if ((_mm_movemask_epi8(t100) != 0)) {
                __m128 t112 = _mm_set1_ps(8.0f);
                __m128 t113 = _mm_mul_ps(t10, t112);
                __m128i t114 = _mm_cvttps_epi32(t113);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t114, (vcc_m4)t100);
            }
            __m128 t115 = vcc_sse2_blendv_ps(t9, t10, _mm_castsi128_ps(t100));
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t21 = (long)t16 + i_vec;
            float *t22 = out + t21;
            __m128 t4 = _mm_loadu_ps(in + t21);
            __m128 t44 = _mm_set1_ps(0.5f);
            __m128i t45 = _mm_castps_si128(_mm_cmpgt_ps(t4, t44));
            __m128i t46 = (__m128i)~(vcc_m4)t45;
            int t47 = (_mm_movemask_epi8(t46) != 0);
            int t48 = 0;
            __m128 t3 = t4;
            while (t47 ? t48 < 5 : 0) {
                __m128 t49 = _mm_set1_ps(0.25f);
                __m128 t50 = _mm_mul_ps(t3, t49);
                __m128 t51 = _mm_set1_ps(1.0f);
                t3 = _mm_sub_ps(t50, t51);
                t48++;
            }
            int t52 = (_mm_movemask_epi8(t45) != 0);
            int t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                __m128 t54 = _mm_set1_ps(0.5f);
                __m128 t55 = _mm_mul_ps(t4, t54);
                __m128 t56 = _mm_set1_ps(1.0f);
                t4 = _mm_add_ps(t55, t56);
                t53++;
            }
            if ((_mm_movemask_epi8(t45) != 0)) {
                __m128 t57 = _mm_set1_ps(8.0f);
                __m128 t58 = _mm_mul_ps(t4, t57);
                __m128i t59 = _mm_cvttps_epi32(t58);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t59, (vcc_m4)t45);
            }
            __m128 t60 = vcc_sse2_blendv_ps(t3, t4, _mm_castsi128_ps(t45));
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

void run_cheap(float *out, const float *in, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:134 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t5 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t17 = _mm_set1_ps(0.0f);
            __m128i t18 = _mm_castps_si128(_mm_cmpgt_ps(in_v, t17));
            __m128 t19 = _mm_set1_ps(1.0f);
            __m128 t20 = _mm_sub_ps(in_v, t19);
            __m128 t21 = _mm_set1_ps(2.0f);
            __m128 t22 = _mm_mul_ps(in_v, t21);
            __m128 t23 = vcc_sse2_blendv_ps(t20, t22, _mm_castsi128_ps(t18));
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
            __m128 t39 = vcc_sse2_blendv_ps(t36, t38, _mm_castsi128_ps(t34));
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
            __m128 t48 = vcc_sse2_blendv_ps(t45, t47, _mm_castsi128_ps(t43));
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
            __m128 t55 = vcc_sse2_blendv_ps(t52, t54, _mm_castsi128_ps(t50));
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
            __m128 t30 = vcc_sse2_blendv_ps(t27, t29, _mm_castsi128_ps(t25));
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
    /* vcc: loop at noregroup.c:143 vectorized: VF 4, UF 4, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 4, UF 1, scalar epilogue */
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
