/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_series(__m256 x, int n);
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_blend2(__m256d x, __m256d y);
__attribute__((target("avx2"))) __m256i _ZGVdN8vvu_mix(__m256i a, __m256i b, int steps);
__attribute__((target("avx2"))) __m256 _ZGVdN8uvu_poly(const float *coef, __m256 x, int n);
__attribute__((target("avx2"))) __m256 _ZGVdN8vuu_tally(__m256 x, int *hits, int n);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_cheap(__m256 x);
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

/* vcc: function at noregroup.c:14 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
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

/* vcc: function at noregroup.c:34 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:48 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at noregroup.c:62 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
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
    int t22;
    long t23;
    int i;
    int t56;
    __m256 t57;
    __m256 t58;
    int t59;
    int t62;
    __m256 t63;
    int t64;
    __m256 t65;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:98 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t31 = _mm256_set1_ps(1.0f);
            __m256i t32 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t31, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t32;
            int t33 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t35 = in_v;
            for (int t34 = 24; t33 ? t34 > 0 : 0; t34--, t35 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t36 = _mm256_set1_ps((float)t34);
                    __m256 t37 = _mm256_div_ps(t36, t35);
                    t1 = _mm256_add_ps(in_v, t37);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t38 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t38, t35);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t39 = (_mm256_movemask_epi8(t32) != 0);
            long t40 = i_vec_1 + 8L;
            float *t41 = out + t40;
            __m256 in_v_2 = _mm256_loadu_ps(in + t40);
            __m256 t42 = _mm256_set1_ps(1.0f);
            __m256i t43 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t42, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t43;
            int t44 = (_mm256_movemask_epi8(t14) != 0);
            int t45 = 1;
            __m256 t46 = in_v;
            __m256 t47 = in_v;
            int t48 = 1;
            __m256 t49 = (__m256)(vcc_v8_float){0};
            int t50 = 24;
            __m256 t51 = in_v_2;
            int t52 = 1;
            __m256 t53 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t45 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t32) != 0)) {
                            __m256 t54 = _mm256_mul_ps(t47, in_v);
                            __m256 t55 = _mm256_set1_ps((float)(2 * t45 + 1));
                            t4 = _mm256_div_ps(t54, t55);
                            t5 = _mm256_add_ps(t46, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t56 = t45 + 1;
                        t57 = t5;
                        t58 = t4;
                        t59 = 1;
                        t6 = t49;
                    } else {
                        t6 = _mm256_blendv_ps(t46, t2, _mm256_castsi256_ps(t3));
                        t56 = t45;
                        t57 = t46;
                        t58 = t47;
                        t59 = 0;
                    }
                } else {
                    t56 = t45;
                    t57 = t46;
                    t58 = t47;
                    t59 = 0;
                    t6 = t49;
                }
                if (t52) {
                    if (t44 ? t50 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t60 = _mm256_set1_ps((float)t50);
                            __m256 t61 = _mm256_div_ps(t60, t51);
                            t7 = _mm256_add_ps(in_v_2, t61);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t62 = t50 - 1;
                        t63 = t7;
                        t64 = 1;
                        t65 = t53;
                    } else {
                        t62 = t50;
                        t63 = t51;
                        t64 = 0;
                        t65 = t51;
                    }
                } else {
                    t62 = t50;
                    t63 = t51;
                    t64 = 0;
                    t65 = t53;
                }
                if (!(t59 | t64)) {
                    _mm256_storeu_ps(t21, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t81 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t81, t65);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t82 = (_mm256_movemask_epi8(t43) != 0);
                    __m256 t84 = in_v_2;
                    __m256 t85 = in_v_2;
                    for (int t83 = 1; t82 ? t83 < 24 : 0; t83++, t84 = t16, t85 = t15) {
                        if ((_mm256_movemask_epi8(t43) != 0)) {
                            __m256 t87 = _mm256_mul_ps(t85, in_v_2);
                            __m256 t88 = _mm256_set1_ps((float)(2 * t83 + 1));
                            t15 = _mm256_div_ps(t87, t88);
                            t16 = _mm256_add_ps(t84, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t86 = _mm256_blendv_ps(t84, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(t41, t86);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t22 = (int)t20;
                    goto L89;
                }
                t45 = t56;
                t46 = t57;
                t47 = t58;
                t48 = t59;
                t49 = t6;
                t50 = t62;
                t51 = t63;
                t52 = t64;
                t53 = t65;
            }
        }
    } else {
        t22 = 0;
    }
L89:
    t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)in;
    if ((t23 >= 8L) & (((t24 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t22 * 4L))) | ((t25 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t22 * 4L))))) {
        long t26 = t23 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t27 = (long)t22 + i_vec;
            float *t28 = out + t27;
            __m256 in_v_1 = _mm256_loadu_ps(in + t27);
            __m256 t66 = _mm256_set1_ps(1.0f);
            __m256i t67 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t66, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t67;
            int t68 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t70 = in_v_1;
            for (int t69 = 24; t68 ? t69 > 0 : 0; t69--, t70 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t71 = _mm256_set1_ps((float)t69);
                    __m256 t72 = _mm256_div_ps(t71, t70);
                    t8 = _mm256_add_ps(in_v_1, t72);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t73 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t73, t70);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t74 = (_mm256_movemask_epi8(t67) != 0);
            __m256 t76 = in_v_1;
            __m256 t77 = in_v_1;
            for (int t75 = 1; t74 ? t75 < 24 : 0; t75++, t76 = t12, t77 = t11) {
                if ((_mm256_movemask_epi8(t67) != 0)) {
                    __m256 t79 = _mm256_mul_ps(t77, in_v_1);
                    __m256 t80 = _mm256_set1_ps((float)(2 * t75 + 1));
                    t11 = _mm256_div_ps(t79, t80);
                    t12 = _mm256_add_ps(t76, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t78 = _mm256_blendv_ps(t76, t9, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(t28, t78);
            i_vec += 8L;
            if (i_vec >= t26) {
                i = (int)((long)t22 + t26);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = in[t29];
        out[t29] = (_mm256_zeroupper(), series(t30, 24));
    }
}

__attribute__((target("avx2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t28;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            __m256d y_v = _mm256_loadu_pd(y + i_vec_1);
            __m256d x_v = _mm256_loadu_pd(x + i_vec_1);
            __m256d t42 = _mm256_set1_pd(4.0);
            __m256d t43 = _mm256_mul_pd(x_v, t42);
            __m128i t44 = _mm256_cvttpd_epi32(t43);
            __m256d t45 = _mm256_cvtepi32_pd(t44);
            __m256d t46 = _mm256_set1_pd(0.5);
            __m256d t47 = _mm256_add_pd(t45, t46);
            __m128i t48 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t47, y_v, _CMP_GT_OQ));
            __m128i t49 = (__m128i)~(vcc_m4)t48;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t50 = (_mm_movemask_epi8(t49) != 0);
            for (int t51 = 0; t50 ? t51 < 40 : 0; t51 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t49) != 0)) {
                    __m256d t53 = _mm256_set1_pd(0.25);
                    __m256d t54 = _mm256_mul_pd(t1, t53);
                    t3 = t51 + 1;
                    __m256d t55 = _mm256_set1_pd((double)t3);
                    __m256d t56 = _mm256_div_pd(y_v, t55);
                    t4 = _mm256_sub_pd(t54, t56);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t52 = (_mm_movemask_epi8(t48) != 0);
            int t57 = 0;
            while (t52 ? t57 < 40 : 0) {
                __m256d t58 = _mm256_set1_pd(0.5);
                __m256d t59 = _mm256_mul_pd(t2, t58);
                __m256d t60 = _mm256_set1_pd((double)t57);
                __m256d t61 = _mm256_mul_pd(x_v, t60);
                t2 = _mm256_add_pd(t59, t61);
                t57++;
            }
            __m256d t62 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t48)));
            _mm256_storeu_pd(t27, t62);
            long t40 = i_vec_1 + 4L;
            double *t41 = out + t40;
            __m256d y_v_2 = _mm256_loadu_pd(y + t40);
            __m256d x_v_2 = _mm256_loadu_pd(x + t40);
            __m256d t86 = _mm256_set1_pd(4.0);
            __m256d t87 = _mm256_mul_pd(x_v_2, t86);
            __m128i t88 = _mm256_cvttpd_epi32(t87);
            __m256d t89 = _mm256_cvtepi32_pd(t88);
            __m256d t90 = _mm256_set1_pd(0.5);
            __m256d t91 = _mm256_add_pd(t89, t90);
            __m128i t92 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t91, y_v_2, _CMP_GT_OQ));
            __m128i t93 = (__m128i)~(vcc_m4)t92;
            __m256d t9 = _mm256_set1_pd(0.0);
            int t94 = (_mm_movemask_epi8(t93) != 0);
            for (int t95 = 0; t94 ? t95 < 40 : 0; t95 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t93) != 0)) {
                    __m256d t97 = _mm256_set1_pd(0.25);
                    __m256d t98 = _mm256_mul_pd(t9, t97);
                    t11 = t95 + 1;
                    __m256d t99 = _mm256_set1_pd((double)t11);
                    __m256d t100 = _mm256_div_pd(y_v_2, t99);
                    t12 = _mm256_sub_pd(t98, t100);
                } else {
                    t11 = 0;
                    t12 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t10 = _mm256_set1_pd(0.0);
            int t96 = (_mm_movemask_epi8(t92) != 0);
            int t101 = 0;
            while (t96 ? t101 < 40 : 0) {
                __m256d t102 = _mm256_set1_pd(0.5);
                __m256d t103 = _mm256_mul_pd(t10, t102);
                __m256d t104 = _mm256_set1_pd((double)t101);
                __m256d t105 = _mm256_mul_pd(x_v_2, t104);
                t10 = _mm256_add_pd(t103, t105);
                t101++;
            }
            __m256d t106 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t92)));
            _mm256_storeu_pd(t41, t106);
            long t84 = i_vec_1 + 8L;
            double *t85 = out + t84;
            __m256d y_v_3 = _mm256_loadu_pd(y + t84);
            __m256d x_v_3 = _mm256_loadu_pd(x + t84);
            __m256d t109 = _mm256_set1_pd(4.0);
            __m256d t110 = _mm256_mul_pd(x_v_3, t109);
            __m128i t111 = _mm256_cvttpd_epi32(t110);
            __m256d t112 = _mm256_cvtepi32_pd(t111);
            __m256d t113 = _mm256_set1_pd(0.5);
            __m256d t114 = _mm256_add_pd(t112, t113);
            __m128i t115 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t114, y_v_3, _CMP_GT_OQ));
            __m128i t116 = (__m128i)~(vcc_m4)t115;
            __m256d t13 = _mm256_set1_pd(0.0);
            int t117 = (_mm_movemask_epi8(t116) != 0);
            for (int t118 = 0; t117 ? t118 < 40 : 0; t118 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t116) != 0)) {
                    __m256d t120 = _mm256_set1_pd(0.25);
                    __m256d t121 = _mm256_mul_pd(t13, t120);
                    t15 = t118 + 1;
                    __m256d t122 = _mm256_set1_pd((double)t15);
                    __m256d t123 = _mm256_div_pd(y_v_3, t122);
                    t16 = _mm256_sub_pd(t121, t123);
                } else {
                    t15 = 0;
                    t16 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t14 = _mm256_set1_pd(0.0);
            int t119 = (_mm_movemask_epi8(t115) != 0);
            int t124 = 0;
            while (t119 ? t124 < 40 : 0) {
                __m256d t125 = _mm256_set1_pd(0.5);
                __m256d t126 = _mm256_mul_pd(t14, t125);
                __m256d t127 = _mm256_set1_pd((double)t124);
                __m256d t128 = _mm256_mul_pd(x_v_3, t127);
                t14 = _mm256_add_pd(t126, t128);
                t124++;
            }
            __m256d t129 = _mm256_blendv_pd(t13, t14, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t115)));
            _mm256_storeu_pd(t85, t129);
            long t107 = i_vec_1 + 12L;
            double *t108 = out + t107;
            __m256d y_v_4 = _mm256_loadu_pd(y + t107);
            __m256d x_v_4 = _mm256_loadu_pd(x + t107);
            __m256d t130 = _mm256_set1_pd(4.0);
            __m256d t131 = _mm256_mul_pd(x_v_4, t130);
            __m128i t132 = _mm256_cvttpd_epi32(t131);
            __m256d t133 = _mm256_cvtepi32_pd(t132);
            __m256d t134 = _mm256_set1_pd(0.5);
            __m256d t135 = _mm256_add_pd(t133, t134);
            __m128i t136 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t135, y_v_4, _CMP_GT_OQ));
            __m128i t137 = (__m128i)~(vcc_m4)t136;
            __m256d t17 = _mm256_set1_pd(0.0);
            int t138 = (_mm_movemask_epi8(t137) != 0);
            for (int t139 = 0; t138 ? t139 < 40 : 0; t139 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t137) != 0)) {
                    __m256d t141 = _mm256_set1_pd(0.25);
                    __m256d t142 = _mm256_mul_pd(t17, t141);
                    t19 = t139 + 1;
                    __m256d t143 = _mm256_set1_pd((double)t19);
                    __m256d t144 = _mm256_div_pd(y_v_4, t143);
                    t20 = _mm256_sub_pd(t142, t144);
                } else {
                    t19 = 0;
                    t20 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t18 = _mm256_set1_pd(0.0);
            int t140 = (_mm_movemask_epi8(t136) != 0);
            int t145 = 0;
            while (t140 ? t145 < 40 : 0) {
                __m256d t146 = _mm256_set1_pd(0.5);
                __m256d t147 = _mm256_mul_pd(t18, t146);
                __m256d t148 = _mm256_set1_pd((double)t145);
                __m256d t149 = _mm256_mul_pd(x_v_4, t148);
                t18 = _mm256_add_pd(t147, t149);
                t145++;
            }
            __m256d t150 = _mm256_blendv_pd(t17, t18, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t136)));
            _mm256_storeu_pd(t108, t150);
            i_vec_1 += 16L;
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
    if ((t29 >= 4L) & (((t30 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 8L)))) & (((t32 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t28 * 8L))) | ((t33 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t28 * 8L))))) {
        long t34 = t29 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t35 = (long)t28 + i_vec;
            double *t36 = out + t35;
            __m256d y_v_1 = _mm256_loadu_pd(y + t35);
            __m256d x_v_1 = _mm256_loadu_pd(x + t35);
            __m256d t63 = _mm256_set1_pd(4.0);
            __m256d t64 = _mm256_mul_pd(x_v_1, t63);
            __m128i t65 = _mm256_cvttpd_epi32(t64);
            __m256d t66 = _mm256_cvtepi32_pd(t65);
            __m256d t67 = _mm256_set1_pd(0.5);
            __m256d t68 = _mm256_add_pd(t66, t67);
            __m128i t69 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t68, y_v_1, _CMP_GT_OQ));
            __m128i t70 = (__m128i)~(vcc_m4)t69;
            __m256d t5 = _mm256_set1_pd(0.0);
            int t71 = (_mm_movemask_epi8(t70) != 0);
            for (int t72 = 0; t71 ? t72 < 40 : 0; t72 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t70) != 0)) {
                    __m256d t74 = _mm256_set1_pd(0.25);
                    __m256d t75 = _mm256_mul_pd(t5, t74);
                    t7 = t72 + 1;
                    __m256d t76 = _mm256_set1_pd((double)t7);
                    __m256d t77 = _mm256_div_pd(y_v_1, t76);
                    t8 = _mm256_sub_pd(t75, t77);
                } else {
                    t7 = 0;
                    t8 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t6 = _mm256_set1_pd(0.0);
            int t73 = (_mm_movemask_epi8(t69) != 0);
            int t78 = 0;
            while (t73 ? t78 < 40 : 0) {
                __m256d t79 = _mm256_set1_pd(0.5);
                __m256d t80 = _mm256_mul_pd(t6, t79);
                __m256d t81 = _mm256_set1_pd((double)t78);
                __m256d t82 = _mm256_mul_pd(x_v_1, t81);
                t6 = _mm256_add_pd(t80, t82);
                t78++;
            }
            __m256d t83 = _mm256_blendv_pd(t5, t6, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t69)));
            _mm256_storeu_pd(t36, t83);
            i_vec += 4L;
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
        out[t37] = (_mm256_zeroupper(), blend2(t39, t38));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t16;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            unsigned int *t14 = out + i_vec_1;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec_1));
            __m256i t15 = _mm256_add_epi32(b_v, (__m256i)i_v);
            vcc_v8_uint t2 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t34 = _mm256_xor_si256((__m256i)t2, t15);
            __m256i t35 = _mm256_set1_epi32(1);
            __m256i t36 = _mm256_and_si256(t34, t35);
            __m256i t37 = (__m256i)(vcc_m8)((vcc_v8_int)t36 != (vcc_v8_int){0});
            __m256i t38 = (__m256i)~(vcc_m8)t37;
            int t39 = (_mm256_movemask_epi8(t37) != 0);
            int t40 = 0;
            vcc_v8_uint t1 = (vcc_v8_uint)(__m256i)t2;
            while (t39 ? t40 < 12 : 0) {
                __m256i t41 = _mm256_set1_epi32((int)t40);
                __m256i t42 = _mm256_add_epi32(t15, t41);
                __m256i t43 = _mm256_xor_si256((__m256i)t1, t42);
                __m256i t44 = _mm256_set1_epi32((int)17U);
                t1 = (vcc_v8_uint)_mm256_mullo_epi32(t43, t44);
                t40++;
            }
            int t45 = (_mm256_movemask_epi8(t38) != 0);
            int t46 = 0;
            while (t45 ? t46 < 12 : 0) {
                __m256i t47 = _mm256_set1_epi32((int)31U);
                __m256i t48 = _mm256_mullo_epi32((__m256i)t2, t47);
                __m256i t49 = _mm256_set1_epi32((int)(t46 & 7));
                __m256i t50 = _mm256_srav_epi32(t15, t49);
                t2 = (vcc_v8_uint)_mm256_add_epi32(t48, t50);
                t46++;
            }
            __m256i t51 = _mm256_blendv_epi8((__m256i)t2, (__m256i)t1, t37);
            _mm256_storeu_si256((__m256i *)t14, t51);
            long t30 = i_vec_1 + 8L;
            __m256i t31 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            unsigned int *t32 = out + t30;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t30));
            __m256i t33 = _mm256_add_epi32(b_v_2, t31);
            vcc_v8_uint t6 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t30));
            __m256i t70 = _mm256_xor_si256((__m256i)t6, t33);
            __m256i t71 = _mm256_set1_epi32(1);
            __m256i t72 = _mm256_and_si256(t70, t71);
            __m256i t73 = (__m256i)(vcc_m8)((vcc_v8_int)t72 != (vcc_v8_int){0});
            __m256i t74 = (__m256i)~(vcc_m8)t73;
            int t75 = (_mm256_movemask_epi8(t73) != 0);
            int t76 = 0;
            vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)t6;
            while (t75 ? t76 < 12 : 0) {
                __m256i t77 = _mm256_set1_epi32((int)t76);
                __m256i t78 = _mm256_add_epi32(t33, t77);
                __m256i t79 = _mm256_xor_si256((__m256i)t5, t78);
                __m256i t80 = _mm256_set1_epi32((int)17U);
                t5 = (vcc_v8_uint)_mm256_mullo_epi32(t79, t80);
                t76++;
            }
            int t81 = (_mm256_movemask_epi8(t74) != 0);
            int t82 = 0;
            while (t81 ? t82 < 12 : 0) {
                __m256i t83 = _mm256_set1_epi32((int)31U);
                __m256i t84 = _mm256_mullo_epi32((__m256i)t6, t83);
                __m256i t85 = _mm256_set1_epi32((int)(t82 & 7));
                __m256i t86 = _mm256_srav_epi32(t33, t85);
                t6 = (vcc_v8_uint)_mm256_add_epi32(t84, t86);
                t82++;
            }
            __m256i t87 = _mm256_blendv_epi8((__m256i)t6, (__m256i)t5, t73);
            _mm256_storeu_si256((__m256i *)t32, t87);
            i_vec_1 += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t12) {
                t16 = (int)t12;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)a;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)b;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L)))) & (((t20 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t16 * 4L))) | ((t21 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t16 * 4L))))) {
        long t22 = t17 & -8L;
        __m256i t23 = _mm256_set1_epi32((int)t16);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t24 = (long)t16 + i_vec;
            unsigned int *t25 = out + t24;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t24));
            __m256i t26 = _mm256_add_epi32(b_v_1, (__m256i)i_v_1);
            vcc_v8_uint t4 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t24));
            __m256i t52 = _mm256_xor_si256((__m256i)t4, t26);
            __m256i t53 = _mm256_set1_epi32(1);
            __m256i t54 = _mm256_and_si256(t52, t53);
            __m256i t55 = (__m256i)(vcc_m8)((vcc_v8_int)t54 != (vcc_v8_int){0});
            __m256i t56 = (__m256i)~(vcc_m8)t55;
            int t57 = (_mm256_movemask_epi8(t55) != 0);
            int t58 = 0;
            vcc_v8_uint t3 = (vcc_v8_uint)(__m256i)t4;
            while (t57 ? t58 < 12 : 0) {
                __m256i t59 = _mm256_set1_epi32((int)t58);
                __m256i t60 = _mm256_add_epi32(t26, t59);
                __m256i t61 = _mm256_xor_si256((__m256i)t3, t60);
                __m256i t62 = _mm256_set1_epi32((int)17U);
                t3 = (vcc_v8_uint)_mm256_mullo_epi32(t61, t62);
                t58++;
            }
            int t63 = (_mm256_movemask_epi8(t56) != 0);
            int t64 = 0;
            while (t63 ? t64 < 12 : 0) {
                __m256i t65 = _mm256_set1_epi32((int)31U);
                __m256i t66 = _mm256_mullo_epi32((__m256i)t4, t65);
                __m256i t67 = _mm256_set1_epi32((int)(t64 & 7));
                __m256i t68 = _mm256_srav_epi32(t26, t67);
                t4 = (vcc_v8_uint)_mm256_add_epi32(t66, t68);
                t64++;
            }
            __m256i t69 = _mm256_blendv_epi8((__m256i)t4, (__m256i)t3, t55);
            _mm256_storeu_si256((__m256i *)t25, t69);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t22) {
                i = (int)((long)t16 + t22);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        int t28 = b[t27];
        int t29 = a[t27];
        out[t27] = (_mm256_zeroupper(), mix(t29, t28 + i, 12));
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
__attribute__((target("avx2"))) void run_series_auto(float *out, const float *in, int n) {
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
    int t23;
    long t24;
    int i;
    int t59;
    __m256 t60;
    __m256 t61;
    int t62;
    int t65;
    __m256 t66;
    int t67;
    __m256 t68;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:116 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t22 = _mm256_mul_ps(in_v, _mm256_set1_ps(0.5f));
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(t22, t33, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t34;
            int t35 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t37 = t22;
            for (int t36 = 9; t35 ? t36 > 0 : 0; t36--, t37 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t38 = _mm256_set1_ps((float)t36);
                    __m256 t39 = _mm256_div_ps(t38, t37);
                    t1 = _mm256_add_ps(t22, t39);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t40 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t40, t37);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t41 = (_mm256_movemask_epi8(t34) != 0);
            long t42 = i_vec_1 + 8L;
            float *t43 = out + t42;
            __m256 in_v_2 = _mm256_loadu_ps(in + t42);
            __m256 t44 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(0.5f));
            __m256 t45 = _mm256_set1_ps(1.0f);
            __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t44, t45, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t46;
            int t47 = (_mm256_movemask_epi8(t14) != 0);
            int t48 = 1;
            __m256 t49 = t22;
            __m256 t50 = t22;
            int t51 = 1;
            __m256 t52 = (__m256)(vcc_v8_float){0};
            int t53 = 9;
            __m256 t54 = t44;
            int t55 = 1;
            __m256 t56 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t51) {
                    if (t41 ? t48 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t34) != 0)) {
                            __m256 t57 = _mm256_mul_ps(t50, t22);
                            __m256 t58 = _mm256_set1_ps((float)(2 * t48 + 1));
                            t4 = _mm256_div_ps(t57, t58);
                            t5 = _mm256_add_ps(t49, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t59 = t48 + 1;
                        t60 = t5;
                        t61 = t4;
                        t62 = 1;
                        t6 = t52;
                    } else {
                        t6 = _mm256_blendv_ps(t49, t2, _mm256_castsi256_ps(t3));
                        t59 = t48;
                        t60 = t49;
                        t61 = t50;
                        t62 = 0;
                    }
                } else {
                    t59 = t48;
                    t60 = t49;
                    t61 = t50;
                    t62 = 0;
                    t6 = t52;
                }
                if (t55) {
                    if (t47 ? t53 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t63 = _mm256_set1_ps((float)t53);
                            __m256 t64 = _mm256_div_ps(t63, t54);
                            t7 = _mm256_add_ps(t44, t64);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t65 = t53 - 1;
                        t66 = t7;
                        t67 = 1;
                        t68 = t56;
                    } else {
                        t65 = t53;
                        t66 = t54;
                        t67 = 0;
                        t68 = t54;
                    }
                } else {
                    t65 = t53;
                    t66 = t54;
                    t67 = 0;
                    t68 = t56;
                }
                if (!(t62 | t67)) {
                    __m256 t69 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t21, t69);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t87 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t87, t68);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t88 = (_mm256_movemask_epi8(t46) != 0);
                    __m256 t90 = t44;
                    __m256 t91 = t44;
                    for (int t89 = 1; t88 ? t89 < 9 : 0; t89++, t90 = t16, t91 = t15) {
                        if ((_mm256_movemask_epi8(t46) != 0)) {
                            __m256 t93 = _mm256_mul_ps(t91, t44);
                            __m256 t94 = _mm256_set1_ps((float)(2 * t89 + 1));
                            t15 = _mm256_div_ps(t93, t94);
                            t16 = _mm256_add_ps(t90, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t92 = _mm256_blendv_ps(t90, t13, _mm256_castsi256_ps(t14));
                    __m256 t86 = _mm256_add_ps(t92, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t43, t86);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t23 = (int)t20;
                    goto L95;
                }
                t48 = t59;
                t49 = t60;
                t50 = t61;
                t51 = t62;
                t52 = t6;
                t53 = t65;
                t54 = t66;
                t55 = t67;
                t56 = t68;
            }
        }
    } else {
        t23 = 0;
    }
L95:
    t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)in;
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))))) {
        long t27 = t24 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t28 = (long)t23 + i_vec;
            float *t29 = out + t28;
            __m256 in_v_1 = _mm256_loadu_ps(in + t28);
            __m256 t30 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(0.5f));
            __m256 t71 = _mm256_set1_ps(1.0f);
            __m256i t72 = _mm256_castps_si256(_mm256_cmp_ps(t30, t71, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t72;
            int t73 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t75 = t30;
            for (int t74 = 9; t73 ? t74 > 0 : 0; t74--, t75 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t76 = _mm256_set1_ps((float)t74);
                    __m256 t77 = _mm256_div_ps(t76, t75);
                    t8 = _mm256_add_ps(t30, t77);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t78 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t78, t75);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t79 = (_mm256_movemask_epi8(t72) != 0);
            __m256 t81 = t30;
            __m256 t82 = t30;
            for (int t80 = 1; t79 ? t80 < 9 : 0; t80++, t81 = t12, t82 = t11) {
                if ((_mm256_movemask_epi8(t72) != 0)) {
                    __m256 t84 = _mm256_mul_ps(t82, t30);
                    __m256 t85 = _mm256_set1_ps((float)(2 * t80 + 1));
                    t11 = _mm256_div_ps(t84, t85);
                    t12 = _mm256_add_ps(t81, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t83 = _mm256_blendv_ps(t81, t9, _mm256_castsi256_ps(t10));
            __m256 t70 = _mm256_add_ps(t83, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t29, t70);
            i_vec += 8L;
            if (i_vec >= t27) {
                i = (int)((long)t23 + t27);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float t32 = in[t31];
        out[t31] = (_mm256_zeroupper(), series(t32 * 0.5f, 9)) + 1.0f;
    }
}

__attribute__((target("avx2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t19;
    long t20;
    int i;
    int t48;
    __m256 t49;
    int t50;
    int t54;
    __m256 t55;
    int t56;
    __m256 t57;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:122 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t18 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t28 = _mm256_set1_ps(0.0f);
            __m256i t29 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t28, _CMP_GE_OQ));
            __m256i t30 = (__m256i)~(vcc_m8)t29;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t31 = (_mm256_movemask_epi8(t30) != 0);
            for (int t32 = 15; t31 ? t32 >= 0 : 0; t32--, t1 = t7) {
                if ((_mm256_movemask_epi8(t30) != 0)) {
                    __m256 t58 = _mm256_xor_ps(in_v, _mm256_set1_ps(-0.0f));
                    __m256 t59 = _mm256_mul_ps(t1, t58);
                    __m256 t60 = _mm256_set1_ps(coef[t32]);
                    t7 = _mm256_sub_ps(t59, t60);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t33 = (_mm256_movemask_epi8(t29) != 0);
            long t34 = i_vec_1 + 8L;
            float *t35 = out + t34;
            __m256 in_v_2 = _mm256_loadu_ps(in + t34);
            __m256 t36 = _mm256_set1_ps(0.0f);
            __m256i t37 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t36, _CMP_GE_OQ));
            __m256i t38 = (__m256i)~(vcc_m8)t37;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t39 = (_mm256_movemask_epi8(t38) != 0);
            int t40 = 0;
            int t41 = 1;
            __m256 t42 = (__m256)(vcc_v8_float){0};
            int t43 = 15;
            int t44 = 1;
            __m256 t45 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t41) {
                    if (t33 ? t40 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t29) != 0)) {
                            __m256 t46 = _mm256_mul_ps(t2, in_v);
                            __m256 t47 = _mm256_set1_ps(coef[t40]);
                            t4 = _mm256_add_ps(t46, t47);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t48 = t40 + 1;
                        t49 = t4;
                        t50 = 1;
                        t5 = t42;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t29));
                        t48 = t40;
                        t49 = t2;
                        t50 = 0;
                    }
                } else {
                    t48 = t40;
                    t49 = t2;
                    t50 = 0;
                    t5 = t42;
                }
                if (t44) {
                    if (t39 ? t43 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t38) != 0)) {
                            __m256 t51 = _mm256_xor_ps(in_v_2, _mm256_set1_ps(-0.0f));
                            __m256 t52 = _mm256_mul_ps(t3, t51);
                            __m256 t53 = _mm256_set1_ps(coef[t43]);
                            t6 = _mm256_sub_ps(t52, t53);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t54 = t43 - 1;
                        t55 = t6;
                        t56 = 1;
                        t57 = t45;
                    } else {
                        t54 = t43;
                        t55 = t3;
                        t56 = 0;
                        t57 = t3;
                    }
                } else {
                    t54 = t43;
                    t55 = t3;
                    t56 = 0;
                    t57 = t45;
                }
                if (!(t50 | t56)) {
                    _mm256_storeu_ps(t18, t5);
                    __m256 t12 = _mm256_set1_ps(0.0f);
                    int t74 = (_mm256_movemask_epi8(t37) != 0);
                    for (int t75 = 0; t74 ? t75 < 16 : 0; t75++, t12 = t13) {
                        if ((_mm256_movemask_epi8(t37) != 0)) {
                            __m256 t77 = _mm256_mul_ps(t12, in_v_2);
                            __m256 t78 = _mm256_set1_ps(coef[t75]);
                            t13 = _mm256_add_ps(t77, t78);
                        } else {
                            t13 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t76 = _mm256_blendv_ps(t57, t12, _mm256_castsi256_ps(t37));
                    _mm256_storeu_ps(t35, t76);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t19 = (int)t17;
                    goto L79;
                }
                t40 = t48;
                t2 = t49;
                t41 = t50;
                t42 = t5;
                t43 = t54;
                t3 = t55;
                t44 = t56;
                t45 = t57;
            }
        }
    } else {
        t19 = 0;
    }
L79:
    t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)in;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        long t23 = t20 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t24 = (long)t19 + i_vec;
            float *t25 = out + t24;
            __m256 in_v_1 = _mm256_loadu_ps(in + t24);
            __m256 t61 = _mm256_set1_ps(0.0f);
            __m256i t62 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t61, _CMP_GE_OQ));
            __m256i t63 = (__m256i)~(vcc_m8)t62;
            __m256 t8 = _mm256_set1_ps(0.0f);
            int t64 = (_mm256_movemask_epi8(t63) != 0);
            for (int t65 = 15; t64 ? t65 >= 0 : 0; t65--, t8 = t10) {
                if ((_mm256_movemask_epi8(t63) != 0)) {
                    __m256 t67 = _mm256_xor_ps(in_v_1, _mm256_set1_ps(-0.0f));
                    __m256 t68 = _mm256_mul_ps(t8, t67);
                    __m256 t69 = _mm256_set1_ps(coef[t65]);
                    t10 = _mm256_sub_ps(t68, t69);
                } else {
                    t10 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t66 = (_mm256_movemask_epi8(t62) != 0);
            for (int t70 = 0; t66 ? t70 < 16 : 0; t70++, t9 = t11) {
                if ((_mm256_movemask_epi8(t62) != 0)) {
                    __m256 t72 = _mm256_mul_ps(t9, in_v_1);
                    __m256 t73 = _mm256_set1_ps(coef[t70]);
                    t11 = _mm256_add_ps(t72, t73);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t71 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t62));
            _mm256_storeu_ps(t25, t71);
            i_vec += 8L;
            if (i_vec >= t23) {
                i = (int)((long)t19 + t23);
                break;
            }
        }
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = in[t26];
        out[t26] = (_mm256_zeroupper(), poly(coef, t27, 16));
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
        /* vcc: loop at noregroup.c:128 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
    /* vcc: loop at noregroup.c:143 vectorized: VF 8, UF 2, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 8, UF 1, scalar epilogue */
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
