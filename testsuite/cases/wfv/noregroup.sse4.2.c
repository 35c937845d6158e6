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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_series(__m128 x, int n);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2vv_blend2(__m128d x, __m128d y);
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mix(__m128i a, __m128i b, int steps);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4uvu_poly(const float *coef, __m128 x, int n);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vuu_tally(__m128 x, int *hits, int n);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_cheap(__m128 x);
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

/* vcc: function at noregroup.c:34 vector variant _ZGVbN2vv_blend2 of `blend2`: VL 2, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:48 vector variant _ZGVbN4vvu_mix of `mix`: VL 4, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at noregroup.c:62 vector variant _ZGVbN4uvu_poly of `poly`: VL 4, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVbN4vuu_tally of `tally`: VL 4, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVbN4v_cheap of `cheap`: VL 4, unmasked, x vector */
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
    int t35;
    long t36;
    int i;
    int t70;
    __m128 t71;
    __m128 t72;
    int t73;
    int t76;
    __m128 t77;
    int t78;
    __m128 t79;
    int t113;
    __m128 t114;
    __m128 t115;
    int t116;
    int t119;
    __m128 t120;
    int t121;
    __m128 t122;
    int t141;
    __m128 t142;
    __m128 t143;
    int t144;
    int t147;
    __m128 t148;
    int t149;
    __m128 t150;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L159:
        /* vcc: loop at noregroup.c:98 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t45 = _mm_set1_ps(1.0f);
            __m128i t46 = _mm_castps_si128(_mm_cmplt_ps(in_v, t45));
            __m128i t3 = (__m128i)~(vcc_m4)t46;
            int t47 = (!_mm_testz_si128(t3, t3));
            __m128 t49 = in_v;
            for (int t48 = 24; t47 ? t48 > 0 : 0; t48--, t49 = t1) {
                if ((!_mm_testz_si128(t3, t3))) {
                    __m128 t50 = _mm_set1_ps((float)t48);
                    __m128 t51 = _mm_div_ps(t50, t49);
                    t1 = _mm_add_ps(in_v, t51);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t3, t3))) {
                __m128 t52 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t52, t49);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t53 = (!_mm_testz_si128(t46, t46));
            long t54 = i_vec_1 + 4L;
            float *t55 = out + t54;
            __m128 in_v_2 = _mm_loadu_ps(in + t54);
            __m128 t56 = _mm_set1_ps(1.0f);
            __m128i t57 = _mm_castps_si128(_mm_cmplt_ps(in_v_2, t56));
            __m128i t14 = (__m128i)~(vcc_m4)t57;
            int t58 = (!_mm_testz_si128(t14, t14));
            int t59 = 1;
            __m128 t60 = in_v;
            __m128 t61 = in_v;
            int t62 = 1;
            __m128 t63 = (__m128)(vcc_v4_float){0};
            int t64 = 24;
            __m128 t65 = in_v_2;
            int t66 = 1;
            __m128 t67 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t62) {
                    if (t53 ? t59 < 24 : 0) {
                        if ((!_mm_testz_si128(t46, t46))) {
                            __m128 t68 = _mm_mul_ps(t61, in_v);
                            __m128 t69 = _mm_set1_ps((float)(2 * t59 + 1));
                            t4 = _mm_div_ps(t68, t69);
                            t5 = _mm_add_ps(t60, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t70 = t59 + 1;
                        t71 = t5;
                        t72 = t4;
                        t73 = 1;
                        t6 = t63;
                    } else {
                        t6 = _mm_blendv_ps(t60, t2, _mm_castsi128_ps(t3));
                        t70 = t59;
                        t71 = t60;
                        t72 = t61;
                        t73 = 0;
                    }
                } else {
                    t70 = t59;
                    t71 = t60;
                    t72 = t61;
                    t73 = 0;
                    t6 = t63;
                }
                if (t66) {
                    if (t58 ? t64 > 0 : 0) {
                        if ((!_mm_testz_si128(t14, t14))) {
                            __m128 t74 = _mm_set1_ps((float)t64);
                            __m128 t75 = _mm_div_ps(t74, t65);
                            t7 = _mm_add_ps(in_v_2, t75);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t76 = t64 - 1;
                        t77 = t7;
                        t78 = 1;
                        t79 = t67;
                    } else {
                        t76 = t64;
                        t77 = t65;
                        t78 = 0;
                        t79 = t65;
                    }
                } else {
                    t76 = t64;
                    t77 = t65;
                    t78 = 0;
                    t79 = t67;
                }
                if (t73 | t78) {
                    t59 = t70;
                    t60 = t71;
                    t61 = t72;
                    t62 = t73;
                    t63 = t6;
                    t64 = t76;
                    t65 = t77;
                    t66 = t78;
                    t67 = t79;
                } else {
                    _mm_storeu_ps(t34, t6);
                    if ((!_mm_testz_si128(t14, t14))) {
                        __m128 t95 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t95, t79);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t96 = (!_mm_testz_si128(t57, t57));
                    long t97 = i_vec_1 + 8L;
                    float *t98 = out + t97;
                    __m128 in_v_3 = _mm_loadu_ps(in + t97);
                    __m128 t99 = _mm_set1_ps(1.0f);
                    __m128i t100 = _mm_castps_si128(_mm_cmplt_ps(in_v_3, t99));
                    __m128i t20 = (__m128i)~(vcc_m4)t100;
                    int t101 = (!_mm_testz_si128(t20, t20));
                    int t102 = 1;
                    __m128 t103 = in_v_2;
                    __m128 t104 = in_v_2;
                    int t105 = 1;
                    __m128 t106 = (__m128)(vcc_v4_float){0};
                    int t107 = 24;
                    __m128 t108 = in_v_3;
                    int t109 = 1;
                    __m128 t110 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t105) {
                            if (t96 ? t102 < 24 : 0) {
                                if ((!_mm_testz_si128(t57, t57))) {
                                    __m128 t111 = _mm_mul_ps(t104, in_v_2);
                                    __m128 t112 = _mm_set1_ps((float)(2 * t102 + 1));
                                    t15 = _mm_div_ps(t111, t112);
                                    t16 = _mm_add_ps(t103, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t113 = t102 + 1;
                                t114 = t16;
                                t115 = t15;
                                t116 = 1;
                                t17 = t106;
                            } else {
                                t17 = _mm_blendv_ps(t103, t13, _mm_castsi128_ps(t14));
                                t113 = t102;
                                t114 = t103;
                                t115 = t104;
                                t116 = 0;
                            }
                        } else {
                            t113 = t102;
                            t114 = t103;
                            t115 = t104;
                            t116 = 0;
                            t17 = t106;
                        }
                        if (t109) {
                            if (t101 ? t107 > 0 : 0) {
                                if ((!_mm_testz_si128(t20, t20))) {
                                    __m128 t117 = _mm_set1_ps((float)t107);
                                    __m128 t118 = _mm_div_ps(t117, t108);
                                    t18 = _mm_add_ps(in_v_3, t118);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t119 = t107 - 1;
                                t120 = t18;
                                t121 = 1;
                                t122 = t110;
                            } else {
                                t119 = t107;
                                t120 = t108;
                                t121 = 0;
                                t122 = t108;
                            }
                        } else {
                            t119 = t107;
                            t120 = t108;
                            t121 = 0;
                            t122 = t110;
                        }
                        if (t116 | t121) {
                            t102 = t113;
                            t103 = t114;
                            t104 = t115;
                            t105 = t116;
                            t106 = t17;
                            t107 = t119;
                            t108 = t120;
                            t109 = t121;
                            t110 = t122;
                        } else {
                            _mm_storeu_ps(t55, t17);
                            if ((!_mm_testz_si128(t20, t20))) {
                                __m128 t123 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t123, t122);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t124 = (!_mm_testz_si128(t100, t100));
                            long t125 = i_vec_1 + 12L;
                            float *t126 = out + t125;
                            __m128 in_v_4 = _mm_loadu_ps(in + t125);
                            __m128 t127 = _mm_set1_ps(1.0f);
                            __m128i t128 = _mm_castps_si128(_mm_cmplt_ps(in_v_4, t127));
                            __m128i t26 = (__m128i)~(vcc_m4)t128;
                            int t129 = (!_mm_testz_si128(t26, t26));
                            int t130 = 1;
                            __m128 t131 = in_v_3;
                            __m128 t132 = in_v_3;
                            int t133 = 1;
                            __m128 t134 = (__m128)(vcc_v4_float){0};
                            int t135 = 24;
                            __m128 t136 = in_v_4;
                            int t137 = 1;
                            __m128 t138 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t133) {
                                    if (t124 ? t130 < 24 : 0) {
                                        if ((!_mm_testz_si128(t100, t100))) {
                                            __m128 t139 = _mm_mul_ps(t132, in_v_3);
                                            __m128 t140 = _mm_set1_ps((float)(2 * t130 + 1));
                                            t21 = _mm_div_ps(t139, t140);
                                            t22 = _mm_add_ps(t131, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t141 = t130 + 1;
                                        t142 = t22;
                                        t143 = t21;
                                        t144 = 1;
                                        t23 = t134;
                                    } else {
                                        t23 = _mm_blendv_ps(t131, t19, _mm_castsi128_ps(t20));
                                        t141 = t130;
                                        t142 = t131;
                                        t143 = t132;
                                        t144 = 0;
                                    }
                                } else {
                                    t141 = t130;
                                    t142 = t131;
                                    t143 = t132;
                                    t144 = 0;
                                    t23 = t134;
                                }
                                if (t137) {
                                    if (t129 ? t135 > 0 : 0) {
                                        if ((!_mm_testz_si128(t26, t26))) {
                                            __m128 t145 = _mm_set1_ps((float)t135);
                                            __m128 t146 = _mm_div_ps(t145, t136);
                                            t24 = _mm_add_ps(in_v_4, t146);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t147 = t135 - 1;
                                        t148 = t24;
                                        t149 = 1;
                                        t150 = t138;
                                    } else {
                                        t147 = t135;
                                        t148 = t136;
                                        t149 = 0;
                                        t150 = t136;
                                    }
                                } else {
                                    t147 = t135;
                                    t148 = t136;
                                    t149 = 0;
                                    t150 = t138;
                                }
                                if (!(t144 | t149)) {
                                    _mm_storeu_ps(t98, t23);
                                    if ((!_mm_testz_si128(t26, t26))) {
                                        __m128 t151 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t151, t150);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t152 = (!_mm_testz_si128(t128, t128));
                                    __m128 t154 = in_v_4;
                                    __m128 t155 = in_v_4;
                                    for (int t153 = 1; t152 ? t153 < 24 : 0; t153++, t154 = t28, t155 = t27) {
                                        if ((!_mm_testz_si128(t128, t128))) {
                                            __m128 t157 = _mm_mul_ps(t155, in_v_4);
                                            __m128 t158 = _mm_set1_ps((float)(2 * t153 + 1));
                                            t27 = _mm_div_ps(t157, t158);
                                            t28 = _mm_add_ps(t154, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t156 = _mm_blendv_ps(t154, t25, _mm_castsi128_ps(t26));
                                    _mm_storeu_ps(t126, t156);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L159;
                                    }
                                    t35 = (int)t33;
                                    goto L160;
                                }
                                t130 = t141;
                                t131 = t142;
                                t132 = t143;
                                t133 = t144;
                                t134 = t23;
                                t135 = t147;
                                t136 = t148;
                                t137 = t149;
                                t138 = t150;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t35 = 0;
    }
L160:
    t36 = (long)n + (long)t35 * -1L;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)in;
    long t39 = (long)((unsigned long)out + (unsigned long)((long)t35 * 4L) - ((unsigned long)in + (unsigned long)((long)t35 * 4L)));
    if ((t36 >= 4L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))) | ((t39 <= 0L) | (t39 >= 16L)))) {
        long t40 = t36 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t41 = (long)t35 + i_vec;
            float *t42 = out + t41;
            __m128 in_v_1 = _mm_loadu_ps(in + t41);
            __m128 t80 = _mm_set1_ps(1.0f);
            __m128i t81 = _mm_castps_si128(_mm_cmplt_ps(in_v_1, t80));
            __m128i t10 = (__m128i)~(vcc_m4)t81;
            int t82 = (!_mm_testz_si128(t10, t10));
            __m128 t84 = in_v_1;
            for (int t83 = 24; t82 ? t83 > 0 : 0; t83--, t84 = t8) {
                if ((!_mm_testz_si128(t10, t10))) {
                    __m128 t85 = _mm_set1_ps((float)t83);
                    __m128 t86 = _mm_div_ps(t85, t84);
                    t8 = _mm_add_ps(in_v_1, t86);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t10, t10))) {
                __m128 t87 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t87, t84);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t88 = (!_mm_testz_si128(t81, t81));
            __m128 t90 = in_v_1;
            __m128 t91 = in_v_1;
            for (int t89 = 1; t88 ? t89 < 24 : 0; t89++, t90 = t12, t91 = t11) {
                if ((!_mm_testz_si128(t81, t81))) {
                    __m128 t93 = _mm_mul_ps(t91, in_v_1);
                    __m128 t94 = _mm_set1_ps((float)(2 * t89 + 1));
                    t11 = _mm_div_ps(t93, t94);
                    t12 = _mm_add_ps(t90, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t92 = _mm_blendv_ps(t90, t9, _mm_castsi128_ps(t10));
            _mm_storeu_ps(t42, t92);
            i_vec += 4L;
            if (i_vec >= t40) {
                i = (int)((long)t35 + t40);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        float t44 = in[t43];
        out[t43] = series(t44, 24);
    }
}

__attribute__((target("sse4.2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t30;
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
        /* vcc: loop at noregroup.c:104 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            __m128d y_v = _mm_loadu_pd(y + i_vec_1);
            __m128d x_v = _mm_loadu_pd(x + i_vec_1);
            __m128d t46 = _mm_set1_pd(4.0);
            __m128d t47 = _mm_mul_pd(x_v, t46);
            vcc_v2_int t48 = __builtin_convertvector((vcc_v2_double)t47, vcc_v2_int);
            __m128d t49 = (__m128d)__builtin_convertvector(t48, vcc_v2_double);
            __m128d t50 = _mm_set1_pd(0.5);
            __m128d t51 = _mm_add_pd(t49, t50);
            __m128i t52 = _mm_castpd_si128(_mm_cmpgt_pd(t51, y_v));
            __m128i t53 = (__m128i)~(vcc_m2)t52;
            __m128d t1 = _mm_set1_pd(0.0);
            int t54 = (!_mm_testz_si128(t53, t53));
            for (int t55 = 0; t54 ? t55 < 40 : 0; t55 = t3, t1 = t4) {
                if ((!_mm_testz_si128(t53, t53))) {
                    __m128d t57 = _mm_set1_pd(0.25);
                    __m128d t58 = _mm_mul_pd(t1, t57);
                    t3 = t55 + 1;
                    __m128d t59 = _mm_set1_pd((double)t3);
                    __m128d t60 = _mm_div_pd(y_v, t59);
                    t4 = _mm_sub_pd(t58, t60);
                } else {
                    t3 = 0;
                    t4 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t2 = _mm_set1_pd(0.0);
            int t56 = (!_mm_testz_si128(t52, t52));
            int t61 = 0;
            while (t56 ? t61 < 40 : 0) {
                __m128d t62 = _mm_set1_pd(0.5);
                __m128d t63 = _mm_mul_pd(t2, t62);
                __m128d t64 = _mm_set1_pd((double)t61);
                __m128d t65 = _mm_mul_pd(x_v, t64);
                t2 = _mm_add_pd(t63, t65);
                t61++;
            }
            __m128d t66 = _mm_blendv_pd(t1, t2, _mm_castsi128_pd(t52));
            _mm_storeu_pd(t29, t66);
            long t44 = i_vec_1 + 2L;
            double *t45 = out + t44;
            __m128d y_v_2 = _mm_loadu_pd(y + t44);
            __m128d x_v_2 = _mm_loadu_pd(x + t44);
            __m128d t90 = _mm_set1_pd(4.0);
            __m128d t91 = _mm_mul_pd(x_v_2, t90);
            vcc_v2_int t92 = __builtin_convertvector((vcc_v2_double)t91, vcc_v2_int);
            __m128d t93 = (__m128d)__builtin_convertvector(t92, vcc_v2_double);
            __m128d t94 = _mm_set1_pd(0.5);
            __m128d t95 = _mm_add_pd(t93, t94);
            __m128i t96 = _mm_castpd_si128(_mm_cmpgt_pd(t95, y_v_2));
            __m128i t97 = (__m128i)~(vcc_m2)t96;
            __m128d t9 = _mm_set1_pd(0.0);
            int t98 = (!_mm_testz_si128(t97, t97));
            for (int t99 = 0; t98 ? t99 < 40 : 0; t99 = t11, t9 = t12) {
                if ((!_mm_testz_si128(t97, t97))) {
                    __m128d t101 = _mm_set1_pd(0.25);
                    __m128d t102 = _mm_mul_pd(t9, t101);
                    t11 = t99 + 1;
                    __m128d t103 = _mm_set1_pd((double)t11);
                    __m128d t104 = _mm_div_pd(y_v_2, t103);
                    t12 = _mm_sub_pd(t102, t104);
                } else {
                    t11 = 0;
                    t12 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t10 = _mm_set1_pd(0.0);
            int t100 = (!_mm_testz_si128(t96, t96));
            int t105 = 0;
            while (t100 ? t105 < 40 : 0) {
                __m128d t106 = _mm_set1_pd(0.5);
                __m128d t107 = _mm_mul_pd(t10, t106);
                __m128d t108 = _mm_set1_pd((double)t105);
                __m128d t109 = _mm_mul_pd(x_v_2, t108);
                t10 = _mm_add_pd(t107, t109);
                t105++;
            }
            __m128d t110 = _mm_blendv_pd(t9, t10, _mm_castsi128_pd(t96));
            _mm_storeu_pd(t45, t110);
            long t88 = i_vec_1 + 4L;
            double *t89 = out + t88;
            __m128d y_v_3 = _mm_loadu_pd(y + t88);
            __m128d x_v_3 = _mm_loadu_pd(x + t88);
            __m128d t113 = _mm_set1_pd(4.0);
            __m128d t114 = _mm_mul_pd(x_v_3, t113);
            vcc_v2_int t115 = __builtin_convertvector((vcc_v2_double)t114, vcc_v2_int);
            __m128d t116 = (__m128d)__builtin_convertvector(t115, vcc_v2_double);
            __m128d t117 = _mm_set1_pd(0.5);
            __m128d t118 = _mm_add_pd(t116, t117);
            __m128i t119 = _mm_castpd_si128(_mm_cmpgt_pd(t118, y_v_3));
            __m128i t120 = (__m128i)~(vcc_m2)t119;
            __m128d t13 = _mm_set1_pd(0.0);
            int t121 = (!_mm_testz_si128(t120, t120));
            for (int t122 = 0; t121 ? t122 < 40 : 0; t122 = t15, t13 = t16) {
                if ((!_mm_testz_si128(t120, t120))) {
                    __m128d t124 = _mm_set1_pd(0.25);
                    __m128d t125 = _mm_mul_pd(t13, t124);
                    t15 = t122 + 1;
                    __m128d t126 = _mm_set1_pd((double)t15);
                    __m128d t127 = _mm_div_pd(y_v_3, t126);
                    t16 = _mm_sub_pd(t125, t127);
                } else {
                    t15 = 0;
                    t16 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t14 = _mm_set1_pd(0.0);
            int t123 = (!_mm_testz_si128(t119, t119));
            int t128 = 0;
            while (t123 ? t128 < 40 : 0) {
                __m128d t129 = _mm_set1_pd(0.5);
                __m128d t130 = _mm_mul_pd(t14, t129);
                __m128d t131 = _mm_set1_pd((double)t128);
                __m128d t132 = _mm_mul_pd(x_v_3, t131);
                t14 = _mm_add_pd(t130, t132);
                t128++;
            }
            __m128d t133 = _mm_blendv_pd(t13, t14, _mm_castsi128_pd(t119));
            _mm_storeu_pd(t89, t133);
            long t111 = i_vec_1 + 6L;
            double *t112 = out + t111;
            __m128d y_v_4 = _mm_loadu_pd(y + t111);
            __m128d x_v_4 = _mm_loadu_pd(x + t111);
            __m128d t134 = _mm_set1_pd(4.0);
            __m128d t135 = _mm_mul_pd(x_v_4, t134);
            vcc_v2_int t136 = __builtin_convertvector((vcc_v2_double)t135, vcc_v2_int);
            __m128d t137 = (__m128d)__builtin_convertvector(t136, vcc_v2_double);
            __m128d t138 = _mm_set1_pd(0.5);
            __m128d t139 = _mm_add_pd(t137, t138);
            __m128i t140 = _mm_castpd_si128(_mm_cmpgt_pd(t139, y_v_4));
            __m128i t141 = (__m128i)~(vcc_m2)t140;
            __m128d t17 = _mm_set1_pd(0.0);
            int t142 = (!_mm_testz_si128(t141, t141));
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t19, t17 = t20) {
                if ((!_mm_testz_si128(t141, t141))) {
                    __m128d t145 = _mm_set1_pd(0.25);
                    __m128d t146 = _mm_mul_pd(t17, t145);
                    t19 = t143 + 1;
                    __m128d t147 = _mm_set1_pd((double)t19);
                    __m128d t148 = _mm_div_pd(y_v_4, t147);
                    t20 = _mm_sub_pd(t146, t148);
                } else {
                    t19 = 0;
                    t20 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t18 = _mm_set1_pd(0.0);
            int t144 = (!_mm_testz_si128(t140, t140));
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                __m128d t150 = _mm_set1_pd(0.5);
                __m128d t151 = _mm_mul_pd(t18, t150);
                __m128d t152 = _mm_set1_pd((double)t149);
                __m128d t153 = _mm_mul_pd(x_v_4, t152);
                t18 = _mm_add_pd(t151, t153);
                t149++;
            }
            __m128d t154 = _mm_blendv_pd(t17, t18, _mm_castsi128_pd(t140));
            _mm_storeu_pd(t112, t154);
            i_vec_1 += 8L;
            if (i_vec_1 >= t28) {
                t30 = (int)t28;
                break;
            }
        }
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)x;
    long t34 = (long)((unsigned long)out + (unsigned long)((long)t30 * 8L) - ((unsigned long)x + (unsigned long)((long)t30 * 8L)));
    unsigned long t35 = (unsigned long)out;
    unsigned long t36 = (unsigned long)y;
    long t37 = (long)((unsigned long)out + (unsigned long)((long)t30 * 8L) - ((unsigned long)y + (unsigned long)((long)t30 * 8L)));
    if ((t31 >= 2L) & (((t32 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t30 * 8L))) | ((t33 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t30 * 8L))) | ((t34 <= 0L) | (t34 >= 16L))) & (((t35 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t36 + (unsigned long)((long)t30 * 8L))) | ((t36 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t30 * 8L))) | ((t37 <= 0L) | (t37 >= 16L)))) {
        long t38 = t31 & -2L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t39 = (long)t30 + i_vec;
            double *t40 = out + t39;
            __m128d y_v_1 = _mm_loadu_pd(y + t39);
            __m128d x_v_1 = _mm_loadu_pd(x + t39);
            __m128d t67 = _mm_set1_pd(4.0);
            __m128d t68 = _mm_mul_pd(x_v_1, t67);
            vcc_v2_int t69 = __builtin_convertvector((vcc_v2_double)t68, vcc_v2_int);
            __m128d t70 = (__m128d)__builtin_convertvector(t69, vcc_v2_double);
            __m128d t71 = _mm_set1_pd(0.5);
            __m128d t72 = _mm_add_pd(t70, t71);
            __m128i t73 = _mm_castpd_si128(_mm_cmpgt_pd(t72, y_v_1));
            __m128i t74 = (__m128i)~(vcc_m2)t73;
            __m128d t5 = _mm_set1_pd(0.0);
            int t75 = (!_mm_testz_si128(t74, t74));
            for (int t76 = 0; t75 ? t76 < 40 : 0; t76 = t7, t5 = t8) {
                if ((!_mm_testz_si128(t74, t74))) {
                    __m128d t78 = _mm_set1_pd(0.25);
                    __m128d t79 = _mm_mul_pd(t5, t78);
                    t7 = t76 + 1;
                    __m128d t80 = _mm_set1_pd((double)t7);
                    __m128d t81 = _mm_div_pd(y_v_1, t80);
                    t8 = _mm_sub_pd(t79, t81);
                } else {
                    t7 = 0;
                    t8 = (__m128d)(vcc_v2_double){0};
                }
            }
            __m128d t6 = _mm_set1_pd(0.0);
            int t77 = (!_mm_testz_si128(t73, t73));
            int t82 = 0;
            while (t77 ? t82 < 40 : 0) {
                __m128d t83 = _mm_set1_pd(0.5);
                __m128d t84 = _mm_mul_pd(t6, t83);
                __m128d t85 = _mm_set1_pd((double)t82);
                __m128d t86 = _mm_mul_pd(x_v_1, t85);
                t6 = _mm_add_pd(t84, t86);
                t82++;
            }
            __m128d t87 = _mm_blendv_pd(t5, t6, _mm_castsi128_pd(t73));
            _mm_storeu_pd(t40, t87);
            i_vec += 2L;
            if (i_vec >= t38) {
                i = (int)((long)t30 + t38);
                break;
            }
        }
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        double t42 = y[t41];
        double t43 = x[t41];
        out[t41] = blend2(t43, t42);
    }
}

__attribute__((target("sse4.2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t22;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            unsigned int *t20 = out + i_vec_1;
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec_1));
            __m128i t21 = _mm_add_epi32(b_v, (__m128i)i_v);
            vcc_v4_uint t2 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + i_vec_1));
            __m128i t42 = _mm_xor_si128((__m128i)t2, t21);
            __m128i t43 = _mm_set1_epi32(1);
            __m128i t44 = _mm_and_si128(t42, t43);
            __m128i t45 = (__m128i)(vcc_m4)((vcc_v4_int)t44 != (vcc_v4_int){0});
            __m128i t46 = (__m128i)~(vcc_m4)t45;
            int t47 = (!_mm_testz_si128(t45, t45));
            int t48 = 0;
            vcc_v4_uint t1 = (vcc_v4_uint)(__m128i)t2;
            while (t47 ? t48 < 12 : 0) {
                __m128i t49 = _mm_set1_epi32((int)t48);
                __m128i t50 = _mm_add_epi32(t21, t49);
                __m128i t51 = _mm_xor_si128((__m128i)t1, t50);
                __m128i t52 = _mm_set1_epi32((int)17U);
                t1 = (vcc_v4_uint)_mm_mullo_epi32(t51, t52);
                t48++;
            }
            int t53 = (!_mm_testz_si128(t46, t46));
            int t54 = 0;
            while (t53 ? t54 < 12 : 0) {
                __m128i t55 = _mm_set1_epi32((int)31U);
                __m128i t56 = _mm_mullo_epi32((__m128i)t2, t55);
                __m128i t57 = _mm_set1_epi32((int)(t54 & 7));
                __m128i t58 = (__m128i)((vcc_v4_int)t21 >> (vcc_v4_int)t57);
                t2 = (vcc_v4_uint)_mm_add_epi32(t56, t58);
                t54++;
            }
            __m128i t59 = _mm_blendv_epi8((__m128i)t2, (__m128i)t1, t45);
            _mm_storeu_si128((__m128i *)t20, t59);
            long t38 = i_vec_1 + 4L;
            __m128i t39 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            unsigned int *t40 = out + t38;
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t38));
            __m128i t41 = _mm_add_epi32(b_v_2, t39);
            vcc_v4_uint t6 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t38));
            __m128i t82 = _mm_xor_si128((__m128i)t6, t41);
            __m128i t83 = _mm_set1_epi32(1);
            __m128i t84 = _mm_and_si128(t82, t83);
            __m128i t85 = (__m128i)(vcc_m4)((vcc_v4_int)t84 != (vcc_v4_int){0});
            __m128i t86 = (__m128i)~(vcc_m4)t85;
            int t87 = (!_mm_testz_si128(t85, t85));
            int t88 = 0;
            vcc_v4_uint t5 = (vcc_v4_uint)(__m128i)t6;
            while (t87 ? t88 < 12 : 0) {
                __m128i t89 = _mm_set1_epi32((int)t88);
                __m128i t90 = _mm_add_epi32(t41, t89);
                __m128i t91 = _mm_xor_si128((__m128i)t5, t90);
                __m128i t92 = _mm_set1_epi32((int)17U);
                t5 = (vcc_v4_uint)_mm_mullo_epi32(t91, t92);
                t88++;
            }
            int t93 = (!_mm_testz_si128(t86, t86));
            int t94 = 0;
            while (t93 ? t94 < 12 : 0) {
                __m128i t95 = _mm_set1_epi32((int)31U);
                __m128i t96 = _mm_mullo_epi32((__m128i)t6, t95);
                __m128i t97 = _mm_set1_epi32((int)(t94 & 7));
                __m128i t98 = (__m128i)((vcc_v4_int)t41 >> (vcc_v4_int)t97);
                t6 = (vcc_v4_uint)_mm_add_epi32(t96, t98);
                t94++;
            }
            __m128i t99 = _mm_blendv_epi8((__m128i)t6, (__m128i)t5, t85);
            _mm_storeu_si128((__m128i *)t40, t99);
            long t78 = i_vec_1 + 8L;
            __m128i t79 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
            unsigned int *t80 = out + t78;
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t78));
            __m128i t81 = _mm_add_epi32(b_v_3, t79);
            vcc_v4_uint t8 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t78));
            __m128i t104 = _mm_xor_si128((__m128i)t8, t81);
            __m128i t105 = _mm_set1_epi32(1);
            __m128i t106 = _mm_and_si128(t104, t105);
            __m128i t107 = (__m128i)(vcc_m4)((vcc_v4_int)t106 != (vcc_v4_int){0});
            __m128i t108 = (__m128i)~(vcc_m4)t107;
            int t109 = (!_mm_testz_si128(t107, t107));
            int t110 = 0;
            vcc_v4_uint t7 = (vcc_v4_uint)(__m128i)t8;
            while (t109 ? t110 < 12 : 0) {
                __m128i t111 = _mm_set1_epi32((int)t110);
                __m128i t112 = _mm_add_epi32(t81, t111);
                __m128i t113 = _mm_xor_si128((__m128i)t7, t112);
                __m128i t114 = _mm_set1_epi32((int)17U);
                t7 = (vcc_v4_uint)_mm_mullo_epi32(t113, t114);
                t110++;
            }
            int t115 = (!_mm_testz_si128(t108, t108));
            int t116 = 0;
            while (t115 ? t116 < 12 : 0) {
                __m128i t117 = _mm_set1_epi32((int)31U);
                __m128i t118 = _mm_mullo_epi32((__m128i)t8, t117);
                __m128i t119 = _mm_set1_epi32((int)(t116 & 7));
                __m128i t120 = (__m128i)((vcc_v4_int)t81 >> (vcc_v4_int)t119);
                t8 = (vcc_v4_uint)_mm_add_epi32(t118, t120);
                t116++;
            }
            __m128i t121 = _mm_blendv_epi8((__m128i)t8, (__m128i)t7, t107);
            _mm_storeu_si128((__m128i *)t80, t121);
            long t100 = i_vec_1 + 12L;
            __m128i t101 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
            unsigned int *t102 = out + t100;
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t100));
            __m128i t103 = _mm_add_epi32(b_v_4, t101);
            vcc_v4_uint t10 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t100));
            __m128i t122 = _mm_xor_si128((__m128i)t10, t103);
            __m128i t123 = _mm_set1_epi32(1);
            __m128i t124 = _mm_and_si128(t122, t123);
            __m128i t125 = (__m128i)(vcc_m4)((vcc_v4_int)t124 != (vcc_v4_int){0});
            __m128i t126 = (__m128i)~(vcc_m4)t125;
            int t127 = (!_mm_testz_si128(t125, t125));
            int t128 = 0;
            vcc_v4_uint t9 = (vcc_v4_uint)(__m128i)t10;
            while (t127 ? t128 < 12 : 0) {
                __m128i t129 = _mm_set1_epi32((int)t128);
                __m128i t130 = _mm_add_epi32(t103, t129);
                __m128i t131 = _mm_xor_si128((__m128i)t9, t130);
                __m128i t132 = _mm_set1_epi32((int)17U);
                t9 = (vcc_v4_uint)_mm_mullo_epi32(t131, t132);
                t128++;
            }
            int t133 = (!_mm_testz_si128(t126, t126));
            int t134 = 0;
            while (t133 ? t134 < 12 : 0) {
                __m128i t135 = _mm_set1_epi32((int)31U);
                __m128i t136 = _mm_mullo_epi32((__m128i)t10, t135);
                __m128i t137 = _mm_set1_epi32((int)(t134 & 7));
                __m128i t138 = (__m128i)((vcc_v4_int)t103 >> (vcc_v4_int)t137);
                t10 = (vcc_v4_uint)_mm_add_epi32(t136, t138);
                t134++;
            }
            __m128i t139 = _mm_blendv_epi8((__m128i)t10, (__m128i)t9, t125);
            _mm_storeu_si128((__m128i *)t102, t139);
            i_vec_1 += 16L;
            i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
            if (i_vec_1 >= t18) {
                t22 = (int)t18;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)a;
    long t26 = (long)((unsigned long)out + (unsigned long)((long)t22 * 4L) - ((unsigned long)a + (unsigned long)((long)t22 * 4L)));
    unsigned long t27 = (unsigned long)out;
    unsigned long t28 = (unsigned long)b;
    long t29 = (long)((unsigned long)out + (unsigned long)((long)t22 * 4L) - ((unsigned long)b + (unsigned long)((long)t22 * 4L)));
    if ((t23 >= 4L) & (((t24 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t22 * 4L))) | ((t25 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t22 * 4L))) | ((t26 <= 0L) | (t26 >= 16L))) & (((t27 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t22 * 4L))) | ((t28 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t22 * 4L))) | ((t29 <= 0L) | (t29 >= 16L)))) {
        long t30 = t23 & -4L;
        __m128i t31 = _mm_set1_epi32((int)t22);
        vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t31, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t32 = (long)t22 + i_vec;
            unsigned int *t33 = out + t32;
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t32));
            __m128i t34 = _mm_add_epi32(b_v_1, (__m128i)i_v_1);
            vcc_v4_uint t4 = (vcc_v4_uint)_mm_loadu_si128((const __m128i *)(a + t32));
            __m128i t60 = _mm_xor_si128((__m128i)t4, t34);
            __m128i t61 = _mm_set1_epi32(1);
            __m128i t62 = _mm_and_si128(t60, t61);
            __m128i t63 = (__m128i)(vcc_m4)((vcc_v4_int)t62 != (vcc_v4_int){0});
            __m128i t64 = (__m128i)~(vcc_m4)t63;
            int t65 = (!_mm_testz_si128(t63, t63));
            int t66 = 0;
            vcc_v4_uint t3 = (vcc_v4_uint)(__m128i)t4;
            while (t65 ? t66 < 12 : 0) {
                __m128i t67 = _mm_set1_epi32((int)t66);
                __m128i t68 = _mm_add_epi32(t34, t67);
                __m128i t69 = _mm_xor_si128((__m128i)t3, t68);
                __m128i t70 = _mm_set1_epi32((int)17U);
                t3 = (vcc_v4_uint)_mm_mullo_epi32(t69, t70);
                t66++;
            }
            int t71 = (!_mm_testz_si128(t64, t64));
            int t72 = 0;
            while (t71 ? t72 < 12 : 0) {
                __m128i t73 = _mm_set1_epi32((int)31U);
                __m128i t74 = _mm_mullo_epi32((__m128i)t4, t73);
                __m128i t75 = _mm_set1_epi32((int)(t72 & 7));
                __m128i t76 = (__m128i)((vcc_v4_int)t34 >> (vcc_v4_int)t75);
                t4 = (vcc_v4_uint)_mm_add_epi32(t74, t76);
                t72++;
            }
            __m128i t77 = _mm_blendv_epi8((__m128i)t4, (__m128i)t3, t63);
            _mm_storeu_si128((__m128i *)t33, t77);
            i_vec += 4L;
            i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
            if (i_vec >= t30) {
                i = (int)((long)t22 + t30);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        int t36 = b[t35];
        int t37 = a[t35];
        out[t35] = mix(t37, t36 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
__attribute__((target("sse4.2"))) void run_series_auto(float *out, const float *in, int n) {
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
    int t36;
    long t37;
    int i;
    int t73;
    __m128 t74;
    __m128 t75;
    int t76;
    int t79;
    __m128 t80;
    int t81;
    __m128 t82;
    int t119;
    __m128 t120;
    __m128 t121;
    int t122;
    int t125;
    __m128 t126;
    int t127;
    __m128 t128;
    int t149;
    __m128 t150;
    __m128 t151;
    int t152;
    int t155;
    __m128 t156;
    int t157;
    __m128 t158;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L169:
        /* vcc: loop at noregroup.c:116 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t35 = _mm_mul_ps(in_v, _mm_set1_ps(0.5f));
            __m128 t47 = _mm_set1_ps(1.0f);
            __m128i t48 = _mm_castps_si128(_mm_cmplt_ps(t35, t47));
            __m128i t3 = (__m128i)~(vcc_m4)t48;
            int t49 = (!_mm_testz_si128(t3, t3));
            __m128 t51 = t35;
            for (int t50 = 9; t49 ? t50 > 0 : 0; t50--, t51 = t1) {
                if ((!_mm_testz_si128(t3, t3))) {
                    __m128 t52 = _mm_set1_ps((float)t50);
                    __m128 t53 = _mm_div_ps(t52, t51);
                    t1 = _mm_add_ps(t35, t53);
                } else {
                    t1 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t3, t3))) {
                __m128 t54 = _mm_set1_ps(1.0f);
                t2 = _mm_div_ps(t54, t51);
            } else {
                t2 = (__m128)(vcc_v4_float){0};
                t3 = (__m128i)(vcc_m4){0};
            }
            int t55 = (!_mm_testz_si128(t48, t48));
            long t56 = i_vec_1 + 4L;
            float *t57 = out + t56;
            __m128 in_v_2 = _mm_loadu_ps(in + t56);
            __m128 t58 = _mm_mul_ps(in_v_2, _mm_set1_ps(0.5f));
            __m128 t59 = _mm_set1_ps(1.0f);
            __m128i t60 = _mm_castps_si128(_mm_cmplt_ps(t58, t59));
            __m128i t14 = (__m128i)~(vcc_m4)t60;
            int t61 = (!_mm_testz_si128(t14, t14));
            int t62 = 1;
            __m128 t63 = t35;
            __m128 t64 = t35;
            int t65 = 1;
            __m128 t66 = (__m128)(vcc_v4_float){0};
            int t67 = 9;
            __m128 t68 = t58;
            int t69 = 1;
            __m128 t70 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t65) {
                    if (t55 ? t62 < 9 : 0) {
                        if ((!_mm_testz_si128(t48, t48))) {
                            __m128 t71 = _mm_mul_ps(t64, t35);
                            __m128 t72 = _mm_set1_ps((float)(2 * t62 + 1));
                            t4 = _mm_div_ps(t71, t72);
                            t5 = _mm_add_ps(t63, t4);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                            t5 = (__m128)(vcc_v4_float){0};
                        }
                        t73 = t62 + 1;
                        t74 = t5;
                        t75 = t4;
                        t76 = 1;
                        t6 = t66;
                    } else {
                        t6 = _mm_blendv_ps(t63, t2, _mm_castsi128_ps(t3));
                        t73 = t62;
                        t74 = t63;
                        t75 = t64;
                        t76 = 0;
                    }
                } else {
                    t73 = t62;
                    t74 = t63;
                    t75 = t64;
                    t76 = 0;
                    t6 = t66;
                }
                if (t69) {
                    if (t61 ? t67 > 0 : 0) {
                        if ((!_mm_testz_si128(t14, t14))) {
                            __m128 t77 = _mm_set1_ps((float)t67);
                            __m128 t78 = _mm_div_ps(t77, t68);
                            t7 = _mm_add_ps(t58, t78);
                        } else {
                            t7 = (__m128)(vcc_v4_float){0};
                        }
                        t79 = t67 - 1;
                        t80 = t7;
                        t81 = 1;
                        t82 = t70;
                    } else {
                        t79 = t67;
                        t80 = t68;
                        t81 = 0;
                        t82 = t68;
                    }
                } else {
                    t79 = t67;
                    t80 = t68;
                    t81 = 0;
                    t82 = t70;
                }
                if (t76 | t81) {
                    t62 = t73;
                    t63 = t74;
                    t64 = t75;
                    t65 = t76;
                    t66 = t6;
                    t67 = t79;
                    t68 = t80;
                    t69 = t81;
                    t70 = t82;
                } else {
                    __m128 t83 = _mm_add_ps(t6, _mm_set1_ps(1.0f));
                    _mm_storeu_ps(t34, t83);
                    if ((!_mm_testz_si128(t14, t14))) {
                        __m128 t100 = _mm_set1_ps(1.0f);
                        t13 = _mm_div_ps(t100, t82);
                    } else {
                        t13 = (__m128)(vcc_v4_float){0};
                        t14 = (__m128i)(vcc_m4){0};
                    }
                    int t101 = (!_mm_testz_si128(t60, t60));
                    long t102 = i_vec_1 + 8L;
                    float *t103 = out + t102;
                    __m128 in_v_3 = _mm_loadu_ps(in + t102);
                    __m128 t104 = _mm_mul_ps(in_v_3, _mm_set1_ps(0.5f));
                    __m128 t105 = _mm_set1_ps(1.0f);
                    __m128i t106 = _mm_castps_si128(_mm_cmplt_ps(t104, t105));
                    __m128i t20 = (__m128i)~(vcc_m4)t106;
                    int t107 = (!_mm_testz_si128(t20, t20));
                    int t108 = 1;
                    __m128 t109 = t58;
                    __m128 t110 = t58;
                    int t111 = 1;
                    __m128 t112 = (__m128)(vcc_v4_float){0};
                    int t113 = 9;
                    __m128 t114 = t104;
                    int t115 = 1;
                    __m128 t116 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t111) {
                            if (t101 ? t108 < 9 : 0) {
                                if ((!_mm_testz_si128(t60, t60))) {
                                    __m128 t117 = _mm_mul_ps(t110, t58);
                                    __m128 t118 = _mm_set1_ps((float)(2 * t108 + 1));
                                    t15 = _mm_div_ps(t117, t118);
                                    t16 = _mm_add_ps(t109, t15);
                                } else {
                                    t15 = (__m128)(vcc_v4_float){0};
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t119 = t108 + 1;
                                t120 = t16;
                                t121 = t15;
                                t122 = 1;
                                t17 = t112;
                            } else {
                                t17 = _mm_blendv_ps(t109, t13, _mm_castsi128_ps(t14));
                                t119 = t108;
                                t120 = t109;
                                t121 = t110;
                                t122 = 0;
                            }
                        } else {
                            t119 = t108;
                            t120 = t109;
                            t121 = t110;
                            t122 = 0;
                            t17 = t112;
                        }
                        if (t115) {
                            if (t107 ? t113 > 0 : 0) {
                                if ((!_mm_testz_si128(t20, t20))) {
                                    __m128 t123 = _mm_set1_ps((float)t113);
                                    __m128 t124 = _mm_div_ps(t123, t114);
                                    t18 = _mm_add_ps(t104, t124);
                                } else {
                                    t18 = (__m128)(vcc_v4_float){0};
                                }
                                t125 = t113 - 1;
                                t126 = t18;
                                t127 = 1;
                                t128 = t116;
                            } else {
                                t125 = t113;
                                t126 = t114;
                                t127 = 0;
                                t128 = t114;
                            }
                        } else {
                            t125 = t113;
                            t126 = t114;
                            t127 = 0;
                            t128 = t116;
                        }
                        if (t122 | t127) {
                            t108 = t119;
                            t109 = t120;
                            t110 = t121;
                            t111 = t122;
                            t112 = t17;
                            t113 = t125;
                            t114 = t126;
                            t115 = t127;
                            t116 = t128;
                        } else {
                            __m128 t129 = _mm_add_ps(t17, _mm_set1_ps(1.0f));
                            _mm_storeu_ps(t57, t129);
                            if ((!_mm_testz_si128(t20, t20))) {
                                __m128 t130 = _mm_set1_ps(1.0f);
                                t19 = _mm_div_ps(t130, t128);
                            } else {
                                t19 = (__m128)(vcc_v4_float){0};
                                t20 = (__m128i)(vcc_m4){0};
                            }
                            int t131 = (!_mm_testz_si128(t106, t106));
                            long t132 = i_vec_1 + 12L;
                            float *t133 = out + t132;
                            __m128 in_v_4 = _mm_loadu_ps(in + t132);
                            __m128 t134 = _mm_mul_ps(in_v_4, _mm_set1_ps(0.5f));
                            __m128 t135 = _mm_set1_ps(1.0f);
                            __m128i t136 = _mm_castps_si128(_mm_cmplt_ps(t134, t135));
                            __m128i t26 = (__m128i)~(vcc_m4)t136;
                            int t137 = (!_mm_testz_si128(t26, t26));
                            int t138 = 1;
                            __m128 t139 = t104;
                            __m128 t140 = t104;
                            int t141 = 1;
                            __m128 t142 = (__m128)(vcc_v4_float){0};
                            int t143 = 9;
                            __m128 t144 = t134;
                            int t145 = 1;
                            __m128 t146 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t141) {
                                    if (t131 ? t138 < 9 : 0) {
                                        if ((!_mm_testz_si128(t106, t106))) {
                                            __m128 t147 = _mm_mul_ps(t140, t104);
                                            __m128 t148 = _mm_set1_ps((float)(2 * t138 + 1));
                                            t21 = _mm_div_ps(t147, t148);
                                            t22 = _mm_add_ps(t139, t21);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                            t22 = (__m128)(vcc_v4_float){0};
                                        }
                                        t149 = t138 + 1;
                                        t150 = t22;
                                        t151 = t21;
                                        t152 = 1;
                                        t23 = t142;
                                    } else {
                                        t23 = _mm_blendv_ps(t139, t19, _mm_castsi128_ps(t20));
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
                                    t23 = t142;
                                }
                                if (t145) {
                                    if (t137 ? t143 > 0 : 0) {
                                        if ((!_mm_testz_si128(t26, t26))) {
                                            __m128 t153 = _mm_set1_ps((float)t143);
                                            __m128 t154 = _mm_div_ps(t153, t144);
                                            t24 = _mm_add_ps(t134, t154);
                                        } else {
                                            t24 = (__m128)(vcc_v4_float){0};
                                        }
                                        t155 = t143 - 1;
                                        t156 = t24;
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
                                if (!(t152 | t157)) {
                                    __m128 t159 = _mm_add_ps(t23, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t103, t159);
                                    if ((!_mm_testz_si128(t26, t26))) {
                                        __m128 t161 = _mm_set1_ps(1.0f);
                                        t25 = _mm_div_ps(t161, t158);
                                    } else {
                                        t25 = (__m128)(vcc_v4_float){0};
                                        t26 = (__m128i)(vcc_m4){0};
                                    }
                                    int t162 = (!_mm_testz_si128(t136, t136));
                                    __m128 t164 = t134;
                                    __m128 t165 = t134;
                                    for (int t163 = 1; t162 ? t163 < 9 : 0; t163++, t164 = t28, t165 = t27) {
                                        if ((!_mm_testz_si128(t136, t136))) {
                                            __m128 t167 = _mm_mul_ps(t165, t134);
                                            __m128 t168 = _mm_set1_ps((float)(2 * t163 + 1));
                                            t27 = _mm_div_ps(t167, t168);
                                            t28 = _mm_add_ps(t164, t27);
                                        } else {
                                            t27 = (__m128)(vcc_v4_float){0};
                                            t28 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t166 = _mm_blendv_ps(t164, t25, _mm_castsi128_ps(t26));
                                    __m128 t160 = _mm_add_ps(t166, _mm_set1_ps(1.0f));
                                    _mm_storeu_ps(t133, t160);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L169;
                                    }
                                    t36 = (int)t33;
                                    goto L170;
                                }
                                t138 = t149;
                                t139 = t150;
                                t140 = t151;
                                t141 = t152;
                                t142 = t23;
                                t143 = t155;
                                t144 = t156;
                                t145 = t157;
                                t146 = t158;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t36 = 0;
    }
L170:
    t37 = (long)n + (long)t36 * -1L;
    unsigned long t38 = (unsigned long)out;
    unsigned long t39 = (unsigned long)in;
    long t40 = (long)((unsigned long)out + (unsigned long)((long)t36 * 4L) - ((unsigned long)in + (unsigned long)((long)t36 * 4L)));
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t36 * 4L))) | ((t39 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t36 * 4L))) | ((t40 <= 0L) | (t40 >= 16L)))) {
        long t41 = t37 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t42 = (long)t36 + i_vec;
            float *t43 = out + t42;
            __m128 in_v_1 = _mm_loadu_ps(in + t42);
            __m128 t44 = _mm_mul_ps(in_v_1, _mm_set1_ps(0.5f));
            __m128 t85 = _mm_set1_ps(1.0f);
            __m128i t86 = _mm_castps_si128(_mm_cmplt_ps(t44, t85));
            __m128i t10 = (__m128i)~(vcc_m4)t86;
            int t87 = (!_mm_testz_si128(t10, t10));
            __m128 t89 = t44;
            for (int t88 = 9; t87 ? t88 > 0 : 0; t88--, t89 = t8) {
                if ((!_mm_testz_si128(t10, t10))) {
                    __m128 t90 = _mm_set1_ps((float)t88);
                    __m128 t91 = _mm_div_ps(t90, t89);
                    t8 = _mm_add_ps(t44, t91);
                } else {
                    t8 = (__m128)(vcc_v4_float){0};
                }
            }
            if ((!_mm_testz_si128(t10, t10))) {
                __m128 t92 = _mm_set1_ps(1.0f);
                t9 = _mm_div_ps(t92, t89);
            } else {
                t9 = (__m128)(vcc_v4_float){0};
                t10 = (__m128i)(vcc_m4){0};
            }
            int t93 = (!_mm_testz_si128(t86, t86));
            __m128 t95 = t44;
            __m128 t96 = t44;
            for (int t94 = 1; t93 ? t94 < 9 : 0; t94++, t95 = t12, t96 = t11) {
                if ((!_mm_testz_si128(t86, t86))) {
                    __m128 t98 = _mm_mul_ps(t96, t44);
                    __m128 t99 = _mm_set1_ps((float)(2 * t94 + 1));
                    t11 = _mm_div_ps(t98, t99);
                    t12 = _mm_add_ps(t95, t11);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                    t12 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t97 = _mm_blendv_ps(t95, t9, _mm_castsi128_ps(t10));
            __m128 t84 = _mm_add_ps(t97, _mm_set1_ps(1.0f));
            _mm_storeu_ps(t43, t84);
            i_vec += 4L;
            if (i_vec >= t41) {
                i = (int)((long)t36 + t41);
                break;
            }
        }
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        float t46 = in[t45];
        out[t45] = series(t46 * 0.5f, 9) + 1.0f;
    }
}

__attribute__((target("sse4.2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t30;
    long t31;
    int i;
    int t60;
    __m128 t61;
    int t62;
    int t66;
    __m128 t67;
    int t68;
    __m128 t69;
    int t101;
    __m128 t102;
    int t103;
    int t107;
    __m128 t108;
    int t109;
    __m128 t110;
    int t126;
    __m128 t127;
    int t128;
    int t132;
    __m128 t133;
    int t134;
    __m128 t135;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    t27 = (long)((unsigned long)out - (unsigned long)in);
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        t28 = t24 & -16L;
        i_vec_1 = 0L;
    L141:
        /* vcc: loop at noregroup.c:122 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t29 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t40 = _mm_set1_ps(0.0f);
            __m128i t41 = _mm_castps_si128(_mm_cmpge_ps(in_v, t40));
            __m128i t42 = (__m128i)~(vcc_m4)t41;
            __m128 t1 = _mm_set1_ps(0.0f);
            int t43 = (!_mm_testz_si128(t42, t42));
            for (int t44 = 15; t43 ? t44 >= 0 : 0; t44--, t1 = t7) {
                if ((!_mm_testz_si128(t42, t42))) {
                    __m128 t70 = _mm_xor_ps(in_v, _mm_set1_ps(-0.0f));
                    __m128 t71 = _mm_mul_ps(t1, t70);
                    __m128 t72 = _mm_set1_ps(coef[t44]);
                    t7 = _mm_sub_ps(t71, t72);
                } else {
                    t7 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t2 = _mm_set1_ps(0.0f);
            int t45 = (!_mm_testz_si128(t41, t41));
            long t46 = i_vec_1 + 4L;
            float *t47 = out + t46;
            __m128 in_v_2 = _mm_loadu_ps(in + t46);
            __m128 t48 = _mm_set1_ps(0.0f);
            __m128i t49 = _mm_castps_si128(_mm_cmpge_ps(in_v_2, t48));
            __m128i t50 = (__m128i)~(vcc_m4)t49;
            __m128 t3 = _mm_set1_ps(0.0f);
            int t51 = (!_mm_testz_si128(t50, t50));
            int t52 = 0;
            int t53 = 1;
            __m128 t54 = (__m128)(vcc_v4_float){0};
            int t55 = 15;
            int t56 = 1;
            __m128 t57 = (__m128)(vcc_v4_float){0};
            for (;;) {
                if (t53) {
                    if (t45 ? t52 < 16 : 0) {
                        if ((!_mm_testz_si128(t41, t41))) {
                            __m128 t58 = _mm_mul_ps(t2, in_v);
                            __m128 t59 = _mm_set1_ps(coef[t52]);
                            t4 = _mm_add_ps(t58, t59);
                        } else {
                            t4 = (__m128)(vcc_v4_float){0};
                        }
                        t60 = t52 + 1;
                        t61 = t4;
                        t62 = 1;
                        t5 = t54;
                    } else {
                        t5 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t41));
                        t60 = t52;
                        t61 = t2;
                        t62 = 0;
                    }
                } else {
                    t60 = t52;
                    t61 = t2;
                    t62 = 0;
                    t5 = t54;
                }
                if (t56) {
                    if (t51 ? t55 >= 0 : 0) {
                        if ((!_mm_testz_si128(t50, t50))) {
                            __m128 t63 = _mm_xor_ps(in_v_2, _mm_set1_ps(-0.0f));
                            __m128 t64 = _mm_mul_ps(t3, t63);
                            __m128 t65 = _mm_set1_ps(coef[t55]);
                            t6 = _mm_sub_ps(t64, t65);
                        } else {
                            t6 = (__m128)(vcc_v4_float){0};
                        }
                        t66 = t55 - 1;
                        t67 = t6;
                        t68 = 1;
                        t69 = t57;
                    } else {
                        t66 = t55;
                        t67 = t3;
                        t68 = 0;
                        t69 = t3;
                    }
                } else {
                    t66 = t55;
                    t67 = t3;
                    t68 = 0;
                    t69 = t57;
                }
                if (t62 | t68) {
                    t52 = t60;
                    t2 = t61;
                    t53 = t62;
                    t54 = t5;
                    t55 = t66;
                    t3 = t67;
                    t56 = t68;
                    t57 = t69;
                } else {
                    _mm_storeu_ps(t29, t5);
                    __m128 t12 = _mm_set1_ps(0.0f);
                    int t86 = (!_mm_testz_si128(t49, t49));
                    long t87 = i_vec_1 + 8L;
                    float *t88 = out + t87;
                    __m128 in_v_3 = _mm_loadu_ps(in + t87);
                    __m128 t89 = _mm_set1_ps(0.0f);
                    __m128i t90 = _mm_castps_si128(_mm_cmpge_ps(in_v_3, t89));
                    __m128i t91 = (__m128i)~(vcc_m4)t90;
                    __m128 t13 = _mm_set1_ps(0.0f);
                    int t92 = (!_mm_testz_si128(t91, t91));
                    int t93 = 0;
                    int t94 = 1;
                    __m128 t95 = (__m128)(vcc_v4_float){0};
                    int t96 = 15;
                    int t97 = 1;
                    __m128 t98 = (__m128)(vcc_v4_float){0};
                    for (;;) {
                        if (t94) {
                            if (t86 ? t93 < 16 : 0) {
                                if ((!_mm_testz_si128(t49, t49))) {
                                    __m128 t99 = _mm_mul_ps(t12, in_v_2);
                                    __m128 t100 = _mm_set1_ps(coef[t93]);
                                    t14 = _mm_add_ps(t99, t100);
                                } else {
                                    t14 = (__m128)(vcc_v4_float){0};
                                }
                                t101 = t93 + 1;
                                t102 = t14;
                                t103 = 1;
                                t15 = t95;
                            } else {
                                t15 = _mm_blendv_ps(t69, t12, _mm_castsi128_ps(t49));
                                t101 = t93;
                                t102 = t12;
                                t103 = 0;
                            }
                        } else {
                            t101 = t93;
                            t102 = t12;
                            t103 = 0;
                            t15 = t95;
                        }
                        if (t97) {
                            if (t92 ? t96 >= 0 : 0) {
                                if ((!_mm_testz_si128(t91, t91))) {
                                    __m128 t104 = _mm_xor_ps(in_v_3, _mm_set1_ps(-0.0f));
                                    __m128 t105 = _mm_mul_ps(t13, t104);
                                    __m128 t106 = _mm_set1_ps(coef[t96]);
                                    t16 = _mm_sub_ps(t105, t106);
                                } else {
                                    t16 = (__m128)(vcc_v4_float){0};
                                }
                                t107 = t96 - 1;
                                t108 = t16;
                                t109 = 1;
                                t110 = t98;
                            } else {
                                t107 = t96;
                                t108 = t13;
                                t109 = 0;
                                t110 = t13;
                            }
                        } else {
                            t107 = t96;
                            t108 = t13;
                            t109 = 0;
                            t110 = t98;
                        }
                        if (t103 | t109) {
                            t93 = t101;
                            t12 = t102;
                            t94 = t103;
                            t95 = t15;
                            t96 = t107;
                            t13 = t108;
                            t97 = t109;
                            t98 = t110;
                        } else {
                            _mm_storeu_ps(t47, t15);
                            __m128 t17 = _mm_set1_ps(0.0f);
                            int t111 = (!_mm_testz_si128(t90, t90));
                            long t112 = i_vec_1 + 12L;
                            float *t113 = out + t112;
                            __m128 in_v_4 = _mm_loadu_ps(in + t112);
                            __m128 t114 = _mm_set1_ps(0.0f);
                            __m128i t115 = _mm_castps_si128(_mm_cmpge_ps(in_v_4, t114));
                            __m128i t116 = (__m128i)~(vcc_m4)t115;
                            __m128 t18 = _mm_set1_ps(0.0f);
                            int t117 = (!_mm_testz_si128(t116, t116));
                            int t118 = 0;
                            int t119 = 1;
                            __m128 t120 = (__m128)(vcc_v4_float){0};
                            int t121 = 15;
                            int t122 = 1;
                            __m128 t123 = (__m128)(vcc_v4_float){0};
                            for (;;) {
                                if (t119) {
                                    if (t111 ? t118 < 16 : 0) {
                                        if ((!_mm_testz_si128(t90, t90))) {
                                            __m128 t124 = _mm_mul_ps(t17, in_v_3);
                                            __m128 t125 = _mm_set1_ps(coef[t118]);
                                            t19 = _mm_add_ps(t124, t125);
                                        } else {
                                            t19 = (__m128)(vcc_v4_float){0};
                                        }
                                        t126 = t118 + 1;
                                        t127 = t19;
                                        t128 = 1;
                                        t20 = t120;
                                    } else {
                                        t20 = _mm_blendv_ps(t110, t17, _mm_castsi128_ps(t90));
                                        t126 = t118;
                                        t127 = t17;
                                        t128 = 0;
                                    }
                                } else {
                                    t126 = t118;
                                    t127 = t17;
                                    t128 = 0;
                                    t20 = t120;
                                }
                                if (t122) {
                                    if (t117 ? t121 >= 0 : 0) {
                                        if ((!_mm_testz_si128(t116, t116))) {
                                            __m128 t129 = _mm_xor_ps(in_v_4, _mm_set1_ps(-0.0f));
                                            __m128 t130 = _mm_mul_ps(t18, t129);
                                            __m128 t131 = _mm_set1_ps(coef[t121]);
                                            t21 = _mm_sub_ps(t130, t131);
                                        } else {
                                            t21 = (__m128)(vcc_v4_float){0};
                                        }
                                        t132 = t121 - 1;
                                        t133 = t21;
                                        t134 = 1;
                                        t135 = t123;
                                    } else {
                                        t132 = t121;
                                        t133 = t18;
                                        t134 = 0;
                                        t135 = t18;
                                    }
                                } else {
                                    t132 = t121;
                                    t133 = t18;
                                    t134 = 0;
                                    t135 = t123;
                                }
                                if (!(t128 | t134)) {
                                    _mm_storeu_ps(t88, t20);
                                    __m128 t22 = _mm_set1_ps(0.0f);
                                    int t136 = (!_mm_testz_si128(t115, t115));
                                    for (int t137 = 0; t136 ? t137 < 16 : 0; t137++, t22 = t23) {
                                        if ((!_mm_testz_si128(t115, t115))) {
                                            __m128 t139 = _mm_mul_ps(t22, in_v_4);
                                            __m128 t140 = _mm_set1_ps(coef[t137]);
                                            t23 = _mm_add_ps(t139, t140);
                                        } else {
                                            t23 = (__m128)(vcc_v4_float){0};
                                        }
                                    }
                                    __m128 t138 = _mm_blendv_ps(t135, t22, _mm_castsi128_ps(t115));
                                    _mm_storeu_ps(t113, t138);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t28) {
                                        goto L141;
                                    }
                                    t30 = (int)t28;
                                    goto L142;
                                }
                                t118 = t126;
                                t17 = t127;
                                t119 = t128;
                                t120 = t20;
                                t121 = t132;
                                t18 = t133;
                                t122 = t134;
                                t123 = t135;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t30 = 0;
    }
L142:
    t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)in;
    long t34 = (long)((unsigned long)out + (unsigned long)((long)t30 * 4L) - ((unsigned long)in + (unsigned long)((long)t30 * 4L)));
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | ((t34 <= 0L) | (t34 >= 16L)))) {
        long t35 = t31 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t36 = (long)t30 + i_vec;
            float *t37 = out + t36;
            __m128 in_v_1 = _mm_loadu_ps(in + t36);
            __m128 t73 = _mm_set1_ps(0.0f);
            __m128i t74 = _mm_castps_si128(_mm_cmpge_ps(in_v_1, t73));
            __m128i t75 = (__m128i)~(vcc_m4)t74;
            __m128 t8 = _mm_set1_ps(0.0f);
            int t76 = (!_mm_testz_si128(t75, t75));
            for (int t77 = 15; t76 ? t77 >= 0 : 0; t77--, t8 = t10) {
                if ((!_mm_testz_si128(t75, t75))) {
                    __m128 t79 = _mm_xor_ps(in_v_1, _mm_set1_ps(-0.0f));
                    __m128 t80 = _mm_mul_ps(t8, t79);
                    __m128 t81 = _mm_set1_ps(coef[t77]);
                    t10 = _mm_sub_ps(t80, t81);
                } else {
                    t10 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t9 = _mm_set1_ps(0.0f);
            int t78 = (!_mm_testz_si128(t74, t74));
            for (int t82 = 0; t78 ? t82 < 16 : 0; t82++, t9 = t11) {
                if ((!_mm_testz_si128(t74, t74))) {
                    __m128 t84 = _mm_mul_ps(t9, in_v_1);
                    __m128 t85 = _mm_set1_ps(coef[t82]);
                    t11 = _mm_add_ps(t84, t85);
                } else {
                    t11 = (__m128)(vcc_v4_float){0};
                }
            }
            __m128 t83 = _mm_blendv_ps(t8, t9, _mm_castsi128_ps(t74));
            _mm_storeu_ps(t37, t83);
            i_vec += 4L;
            if (i_vec >= t35) {
                i = (int)((long)t30 + t35);
                break;
            }
        }
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        float t39 = in[t38];
        out[t38] = poly(coef, t39, 16);
    }
}

__attribute__((target("sse4.2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    long t14 = (long)((unsigned long)out - (unsigned long)in);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:128 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = out + i_vec_1;
            __m128 t2 = _mm_loadu_ps(in + i_vec_1);
            __m128 t29 = _mm_set1_ps(0.5f);
            __m128i t30 = _mm_castps_si128(_mm_cmpgt_ps(t2, t29));
            __m128i t31 = (__m128i)~(vcc_m4)t30;
            int t32 = (!_mm_testz_si128(t31, t31));
            int t33 = 0;
            __m128 t1 = t2;
            while (t32 ? t33 < 5 : 0) {
                __m128 t34 = _mm_set1_ps(0.25f);
                __m128 t35 = _mm_mul_ps(t1, t34);
                __m128 t36 = _mm_set1_ps(1.0f);
                t1 = _mm_sub_ps(t35, t36);
                t33++;
            }
            int t37 = (!_mm_testz_si128(t30, t30));
            int t38 = 0;
            while (t37 ? t38 < 5 : 0) {
                __m128 t39 = _mm_set1_ps(0.5f);
                __m128 t40 = _mm_mul_ps(t2, t39);
                __m128 t41 = _mm_set1_ps(1.0f);
                t2 = _mm_add_ps(t40, t41);
                t38++;
            }
            if ((!_mm_testz_si128(t30, t30))) {
                __m128 t42 = _mm_set1_ps(8.0f);
                __m128 t43 = _mm_mul_ps(t2, t42);
                __m128i t44 = _mm_cvttps_epi32(t43);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t44, (vcc_m4)t30);
            }
            __m128 t45 = _mm_blendv_ps(t1, t2, _mm_castsi128_ps(t30));
            _mm_storeu_ps(t16, t45);
            long t27 = i_vec_1 + 4L;
            float *t28 = out + t27;
            __m128 t6 = _mm_loadu_ps(in + t27);
            __m128 t65 = _mm_set1_ps(0.5f);
            __m128i t66 = _mm_castps_si128(_mm_cmpgt_ps(t6, t65));
            __m128i t67 = (__m128i)~(vcc_m4)t66;
            int t68 = (!_mm_testz_si128(t67, t67));
            int t69 = 0;
            __m128 t5 = t6;
            while (t68 ? t69 < 5 : 0) {
                __m128 t70 = _mm_set1_ps(0.25f);
                __m128 t71 = _mm_mul_ps(t5, t70);
                __m128 t72 = _mm_set1_ps(1.0f);
                t5 = _mm_sub_ps(t71, t72);
                t69++;
            }
            int t73 = (!_mm_testz_si128(t66, t66));
            int t74 = 0;
            while (t73 ? t74 < 5 : 0) {
                __m128 t75 = _mm_set1_ps(0.5f);
                __m128 t76 = _mm_mul_ps(t6, t75);
                __m128 t77 = _mm_set1_ps(1.0f);
                t6 = _mm_add_ps(t76, t77);
                t74++;
            }
            if ((!_mm_testz_si128(t66, t66))) {
                __m128 t78 = _mm_set1_ps(8.0f);
                __m128 t79 = _mm_mul_ps(t6, t78);
                __m128i t80 = _mm_cvttps_epi32(t79);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t80, (vcc_m4)t66);
            }
            __m128 t81 = _mm_blendv_ps(t5, t6, _mm_castsi128_ps(t66));
            _mm_storeu_ps(t28, t81);
            long t63 = i_vec_1 + 8L;
            float *t64 = out + t63;
            __m128 t8 = _mm_loadu_ps(in + t63);
            __m128 t84 = _mm_set1_ps(0.5f);
            __m128i t85 = _mm_castps_si128(_mm_cmpgt_ps(t8, t84));
            __m128i t86 = (__m128i)~(vcc_m4)t85;
            int t87 = (!_mm_testz_si128(t86, t86));
            int t88 = 0;
            __m128 t7 = t8;
            while (t87 ? t88 < 5 : 0) {
                __m128 t89 = _mm_set1_ps(0.25f);
                __m128 t90 = _mm_mul_ps(t7, t89);
                __m128 t91 = _mm_set1_ps(1.0f);
                t7 = _mm_sub_ps(t90, t91);
                t88++;
            }
            int t92 = (!_mm_testz_si128(t85, t85));
            int t93 = 0;
            while (t92 ? t93 < 5 : 0) {
                __m128 t94 = _mm_set1_ps(0.5f);
                __m128 t95 = _mm_mul_ps(t8, t94);
                __m128 t96 = _mm_set1_ps(1.0f);
                t8 = _mm_add_ps(t95, t96);
                t93++;
            }
            if ((!_mm_testz_si128(t85, t85))) {
                __m128 t97 = _mm_set1_ps(8.0f);
                __m128 t98 = _mm_mul_ps(t8, t97);
                __m128i t99 = _mm_cvttps_epi32(t98);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t99, (vcc_m4)t85);
            }
            __m128 t100 = _mm_blendv_ps(t7, t8, _mm_castsi128_ps(t85));
            _mm_storeu_ps(t64, t100);
            long t82 = i_vec_1 + 12L;
            float *t83 = out + t82;
            __m128 t10 = _mm_loadu_ps(in + t82);
            __m128 t101 = _mm_set1_ps(0.5f);
            __m128i t102 = _mm_castps_si128(_mm_cmpgt_ps(t10, t101));
            __m128i t103 = (__m128i)~(vcc_m4)t102;
            int t104 = (!_mm_testz_si128(t103, t103));
            int t105 = 0;
            __m128 t9 = t10;
            while (t104 ? t105 < 5 : 0) {
                __m128 t106 = _mm_set1_ps(0.25f);
                __m128 t107 = _mm_mul_ps(t9, t106);
                __m128 t108 = _mm_set1_ps(1.0f);
                t9 = _mm_sub_ps(t107, t108);
                t105++;
            }
            int t109 = (!_mm_testz_si128(t102, t102));
            int t110 = 0;
            while (t109 ? t110 < 5 : 0) {
                __m128 t111 = _mm_set1_ps(0.5f);
                __m128 t112 = _mm_mul_ps(t10, t111);
                __m128 t113 = _mm_set1_ps(1.0f);
                t10 = _mm_add_ps(t112, t113);
                t110++;
            }
            if ((!_mm_testz_si128(t102, t102))) {
                __m128 t114 = _mm_set1_ps(8.0f);
                __m128 t115 = _mm_mul_ps(t10, t114);
                __m128i t116 = _mm_cvttps_epi32(t115);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t116, (vcc_m4)t102);
            }
            __m128 t117 = _mm_blendv_ps(t9, t10, _mm_castsi128_ps(t102));
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = out + t23;
            __m128 t4 = _mm_loadu_ps(in + t23);
            __m128 t46 = _mm_set1_ps(0.5f);
            __m128i t47 = _mm_castps_si128(_mm_cmpgt_ps(t4, t46));
            __m128i t48 = (__m128i)~(vcc_m4)t47;
            int t49 = (!_mm_testz_si128(t48, t48));
            int t50 = 0;
            __m128 t3 = t4;
            while (t49 ? t50 < 5 : 0) {
                __m128 t51 = _mm_set1_ps(0.25f);
                __m128 t52 = _mm_mul_ps(t3, t51);
                __m128 t53 = _mm_set1_ps(1.0f);
                t3 = _mm_sub_ps(t52, t53);
                t50++;
            }
            int t54 = (!_mm_testz_si128(t47, t47));
            int t55 = 0;
            while (t54 ? t55 < 5 : 0) {
                __m128 t56 = _mm_set1_ps(0.5f);
                __m128 t57 = _mm_mul_ps(t4, t56);
                __m128 t58 = _mm_set1_ps(1.0f);
                t4 = _mm_add_ps(t57, t58);
                t55++;
            }
            if ((!_mm_testz_si128(t47, t47))) {
                __m128 t59 = _mm_set1_ps(8.0f);
                __m128 t60 = _mm_mul_ps(t4, t59);
                __m128i t61 = _mm_cvttps_epi32(t60);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t61, (vcc_m4)t47);
            }
            __m128 t62 = _mm_blendv_ps(t3, t4, _mm_castsi128_ps(t47));
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

__attribute__((target("sse4.2"))) void run_cheap(float *out, const float *in, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    long t4 = (long)((unsigned long)out - (unsigned long)in);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:134 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            __m128 in_v = _mm_loadu_ps(in + i_vec_1);
            __m128 t19 = _mm_set1_ps(0.0f);
            __m128i t20 = _mm_castps_si128(_mm_cmpgt_ps(in_v, t19));
            __m128 t21 = _mm_set1_ps(1.0f);
            __m128 t22 = _mm_sub_ps(in_v, t21);
            __m128 t23 = _mm_set1_ps(2.0f);
            __m128 t24 = _mm_mul_ps(in_v, t23);
            __m128 t25 = _mm_blendv_ps(t22, t24, _mm_castsi128_ps(t20));
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
            __m128 t41 = _mm_blendv_ps(t38, t40, _mm_castsi128_ps(t36));
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
            __m128 t50 = _mm_blendv_ps(t47, t49, _mm_castsi128_ps(t45));
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
            __m128 t57 = _mm_blendv_ps(t54, t56, _mm_castsi128_ps(t52));
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
            __m128 t32 = _mm_blendv_ps(t29, t31, _mm_castsi128_ps(t27));
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
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 4, UF 1, scalar epilogue */
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
