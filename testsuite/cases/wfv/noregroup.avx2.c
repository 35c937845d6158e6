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
    long t20;
    int t23;
    long t24;
    int i;
    int t58;
    __m256 t59;
    __m256 t60;
    int t61;
    int t64;
    __m256 t65;
    int t66;
    __m256 t67;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:98 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t33 = _mm256_set1_ps(1.0f);
            __m256i t34 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t33, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t34;
            int t35 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t37 = in_v;
            for (int t36 = 24; t35 ? t36 > 0 : 0; t36--, t37 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t38 = _mm256_set1_ps((float)t36);
                    __m256 t39 = _mm256_div_ps(t38, t37);
                    t1 = _mm256_add_ps(in_v, t39);
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
            __m256 t44 = _mm256_set1_ps(1.0f);
            __m256i t45 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t44, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t45;
            int t46 = (_mm256_movemask_epi8(t14) != 0);
            int t47 = 1;
            __m256 t48 = in_v;
            __m256 t49 = in_v;
            int t50 = 1;
            __m256 t51 = (__m256)(vcc_v8_float){0};
            int t52 = 24;
            __m256 t53 = in_v_2;
            int t54 = 1;
            __m256 t55 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t50) {
                    if (t41 ? t47 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t34) != 0)) {
                            __m256 t56 = _mm256_mul_ps(t49, in_v);
                            __m256 t57 = _mm256_set1_ps((float)(2 * t47 + 1));
                            t4 = _mm256_div_ps(t56, t57);
                            t5 = _mm256_add_ps(t48, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t58 = t47 + 1;
                        t59 = t5;
                        t60 = t4;
                        t61 = 1;
                        t6 = t51;
                    } else {
                        t6 = _mm256_blendv_ps(t48, t2, _mm256_castsi256_ps(t3));
                        t58 = t47;
                        t59 = t48;
                        t60 = t49;
                        t61 = 0;
                    }
                } else {
                    t58 = t47;
                    t59 = t48;
                    t60 = t49;
                    t61 = 0;
                    t6 = t51;
                }
                if (t54) {
                    if (t46 ? t52 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t62 = _mm256_set1_ps((float)t52);
                            __m256 t63 = _mm256_div_ps(t62, t53);
                            t7 = _mm256_add_ps(in_v_2, t63);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t64 = t52 - 1;
                        t65 = t7;
                        t66 = 1;
                        t67 = t55;
                    } else {
                        t64 = t52;
                        t65 = t53;
                        t66 = 0;
                        t67 = t53;
                    }
                } else {
                    t64 = t52;
                    t65 = t53;
                    t66 = 0;
                    t67 = t55;
                }
                if (!(t61 | t66)) {
                    _mm256_storeu_ps(t22, t6);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t83 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t83, t67);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t84 = (_mm256_movemask_epi8(t45) != 0);
                    __m256 t86 = in_v_2;
                    __m256 t87 = in_v_2;
                    for (int t85 = 1; t84 ? t85 < 24 : 0; t85++, t86 = t16, t87 = t15) {
                        if ((_mm256_movemask_epi8(t45) != 0)) {
                            __m256 t89 = _mm256_mul_ps(t87, in_v_2);
                            __m256 t90 = _mm256_set1_ps((float)(2 * t85 + 1));
                            t15 = _mm256_div_ps(t89, t90);
                            t16 = _mm256_add_ps(t86, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t88 = _mm256_blendv_ps(t86, t13, _mm256_castsi256_ps(t14));
                    _mm256_storeu_ps(t43, t88);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t23 = (int)t21;
                    goto L91;
                }
                t47 = t58;
                t48 = t59;
                t49 = t60;
                t50 = t61;
                t51 = t6;
                t52 = t64;
                t53 = t65;
                t54 = t66;
                t55 = t67;
            }
        }
    } else {
        t23 = 0;
    }
L91:
    t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)in;
    long t27 = (long)((unsigned long)out + (unsigned long)((long)t23 * 4L) - ((unsigned long)in + (unsigned long)((long)t23 * 4L)));
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))) | ((t27 <= 0L) | (t27 >= 32L)))) {
        long t28 = t24 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t29 = (long)t23 + i_vec;
            float *t30 = out + t29;
            __m256 in_v_1 = _mm256_loadu_ps(in + t29);
            __m256 t68 = _mm256_set1_ps(1.0f);
            __m256i t69 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t68, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t69;
            int t70 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t72 = in_v_1;
            for (int t71 = 24; t70 ? t71 > 0 : 0; t71--, t72 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t73 = _mm256_set1_ps((float)t71);
                    __m256 t74 = _mm256_div_ps(t73, t72);
                    t8 = _mm256_add_ps(in_v_1, t74);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t75 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t75, t72);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t76 = (_mm256_movemask_epi8(t69) != 0);
            __m256 t78 = in_v_1;
            __m256 t79 = in_v_1;
            for (int t77 = 1; t76 ? t77 < 24 : 0; t77++, t78 = t12, t79 = t11) {
                if ((_mm256_movemask_epi8(t69) != 0)) {
                    __m256 t81 = _mm256_mul_ps(t79, in_v_1);
                    __m256 t82 = _mm256_set1_ps((float)(2 * t77 + 1));
                    t11 = _mm256_div_ps(t81, t82);
                    t12 = _mm256_add_ps(t78, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t80 = _mm256_blendv_ps(t78, t9, _mm256_castsi256_ps(t10));
            _mm256_storeu_ps(t30, t80);
            i_vec += 8L;
            if (i_vec >= t28) {
                i = (int)((long)t23 + t28);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float t32 = in[t31];
        out[t31] = (_mm256_zeroupper(), series(t32, 24));
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
    int t30;
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
        /* vcc: loop at noregroup.c:104 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            __m256d y_v = _mm256_loadu_pd(y + i_vec_1);
            __m256d x_v = _mm256_loadu_pd(x + i_vec_1);
            __m256d t46 = _mm256_set1_pd(4.0);
            __m256d t47 = _mm256_mul_pd(x_v, t46);
            __m128i t48 = _mm256_cvttpd_epi32(t47);
            __m256d t49 = _mm256_cvtepi32_pd(t48);
            __m256d t50 = _mm256_set1_pd(0.5);
            __m256d t51 = _mm256_add_pd(t49, t50);
            __m128i t52 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t51, y_v, _CMP_GT_OQ));
            __m128i t53 = (__m128i)~(vcc_m4)t52;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t54 = (_mm_movemask_epi8(t53) != 0);
            for (int t55 = 0; t54 ? t55 < 40 : 0; t55 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t53) != 0)) {
                    __m256d t57 = _mm256_set1_pd(0.25);
                    __m256d t58 = _mm256_mul_pd(t1, t57);
                    t3 = t55 + 1;
                    __m256d t59 = _mm256_set1_pd((double)t3);
                    __m256d t60 = _mm256_div_pd(y_v, t59);
                    t4 = _mm256_sub_pd(t58, t60);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t56 = (_mm_movemask_epi8(t52) != 0);
            int t61 = 0;
            while (t56 ? t61 < 40 : 0) {
                __m256d t62 = _mm256_set1_pd(0.5);
                __m256d t63 = _mm256_mul_pd(t2, t62);
                __m256d t64 = _mm256_set1_pd((double)t61);
                __m256d t65 = _mm256_mul_pd(x_v, t64);
                t2 = _mm256_add_pd(t63, t65);
                t61++;
            }
            __m256d t66 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t52)));
            _mm256_storeu_pd(t29, t66);
            long t44 = i_vec_1 + 4L;
            double *t45 = out + t44;
            __m256d y_v_2 = _mm256_loadu_pd(y + t44);
            __m256d x_v_2 = _mm256_loadu_pd(x + t44);
            __m256d t90 = _mm256_set1_pd(4.0);
            __m256d t91 = _mm256_mul_pd(x_v_2, t90);
            __m128i t92 = _mm256_cvttpd_epi32(t91);
            __m256d t93 = _mm256_cvtepi32_pd(t92);
            __m256d t94 = _mm256_set1_pd(0.5);
            __m256d t95 = _mm256_add_pd(t93, t94);
            __m128i t96 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t95, y_v_2, _CMP_GT_OQ));
            __m128i t97 = (__m128i)~(vcc_m4)t96;
            __m256d t9 = _mm256_set1_pd(0.0);
            int t98 = (_mm_movemask_epi8(t97) != 0);
            for (int t99 = 0; t98 ? t99 < 40 : 0; t99 = t11, t9 = t12) {
                if ((_mm_movemask_epi8(t97) != 0)) {
                    __m256d t101 = _mm256_set1_pd(0.25);
                    __m256d t102 = _mm256_mul_pd(t9, t101);
                    t11 = t99 + 1;
                    __m256d t103 = _mm256_set1_pd((double)t11);
                    __m256d t104 = _mm256_div_pd(y_v_2, t103);
                    t12 = _mm256_sub_pd(t102, t104);
                } else {
                    t11 = 0;
                    t12 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t10 = _mm256_set1_pd(0.0);
            int t100 = (_mm_movemask_epi8(t96) != 0);
            int t105 = 0;
            while (t100 ? t105 < 40 : 0) {
                __m256d t106 = _mm256_set1_pd(0.5);
                __m256d t107 = _mm256_mul_pd(t10, t106);
                __m256d t108 = _mm256_set1_pd((double)t105);
                __m256d t109 = _mm256_mul_pd(x_v_2, t108);
                t10 = _mm256_add_pd(t107, t109);
                t105++;
            }
            __m256d t110 = _mm256_blendv_pd(t9, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t96)));
            _mm256_storeu_pd(t45, t110);
            long t88 = i_vec_1 + 8L;
            double *t89 = out + t88;
            __m256d y_v_3 = _mm256_loadu_pd(y + t88);
            __m256d x_v_3 = _mm256_loadu_pd(x + t88);
            __m256d t113 = _mm256_set1_pd(4.0);
            __m256d t114 = _mm256_mul_pd(x_v_3, t113);
            __m128i t115 = _mm256_cvttpd_epi32(t114);
            __m256d t116 = _mm256_cvtepi32_pd(t115);
            __m256d t117 = _mm256_set1_pd(0.5);
            __m256d t118 = _mm256_add_pd(t116, t117);
            __m128i t119 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t118, y_v_3, _CMP_GT_OQ));
            __m128i t120 = (__m128i)~(vcc_m4)t119;
            __m256d t13 = _mm256_set1_pd(0.0);
            int t121 = (_mm_movemask_epi8(t120) != 0);
            for (int t122 = 0; t121 ? t122 < 40 : 0; t122 = t15, t13 = t16) {
                if ((_mm_movemask_epi8(t120) != 0)) {
                    __m256d t124 = _mm256_set1_pd(0.25);
                    __m256d t125 = _mm256_mul_pd(t13, t124);
                    t15 = t122 + 1;
                    __m256d t126 = _mm256_set1_pd((double)t15);
                    __m256d t127 = _mm256_div_pd(y_v_3, t126);
                    t16 = _mm256_sub_pd(t125, t127);
                } else {
                    t15 = 0;
                    t16 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t14 = _mm256_set1_pd(0.0);
            int t123 = (_mm_movemask_epi8(t119) != 0);
            int t128 = 0;
            while (t123 ? t128 < 40 : 0) {
                __m256d t129 = _mm256_set1_pd(0.5);
                __m256d t130 = _mm256_mul_pd(t14, t129);
                __m256d t131 = _mm256_set1_pd((double)t128);
                __m256d t132 = _mm256_mul_pd(x_v_3, t131);
                t14 = _mm256_add_pd(t130, t132);
                t128++;
            }
            __m256d t133 = _mm256_blendv_pd(t13, t14, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t119)));
            _mm256_storeu_pd(t89, t133);
            long t111 = i_vec_1 + 12L;
            double *t112 = out + t111;
            __m256d y_v_4 = _mm256_loadu_pd(y + t111);
            __m256d x_v_4 = _mm256_loadu_pd(x + t111);
            __m256d t134 = _mm256_set1_pd(4.0);
            __m256d t135 = _mm256_mul_pd(x_v_4, t134);
            __m128i t136 = _mm256_cvttpd_epi32(t135);
            __m256d t137 = _mm256_cvtepi32_pd(t136);
            __m256d t138 = _mm256_set1_pd(0.5);
            __m256d t139 = _mm256_add_pd(t137, t138);
            __m128i t140 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t139, y_v_4, _CMP_GT_OQ));
            __m128i t141 = (__m128i)~(vcc_m4)t140;
            __m256d t17 = _mm256_set1_pd(0.0);
            int t142 = (_mm_movemask_epi8(t141) != 0);
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t19, t17 = t20) {
                if ((_mm_movemask_epi8(t141) != 0)) {
                    __m256d t145 = _mm256_set1_pd(0.25);
                    __m256d t146 = _mm256_mul_pd(t17, t145);
                    t19 = t143 + 1;
                    __m256d t147 = _mm256_set1_pd((double)t19);
                    __m256d t148 = _mm256_div_pd(y_v_4, t147);
                    t20 = _mm256_sub_pd(t146, t148);
                } else {
                    t19 = 0;
                    t20 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t18 = _mm256_set1_pd(0.0);
            int t144 = (_mm_movemask_epi8(t140) != 0);
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                __m256d t150 = _mm256_set1_pd(0.5);
                __m256d t151 = _mm256_mul_pd(t18, t150);
                __m256d t152 = _mm256_set1_pd((double)t149);
                __m256d t153 = _mm256_mul_pd(x_v_4, t152);
                t18 = _mm256_add_pd(t151, t153);
                t149++;
            }
            __m256d t154 = _mm256_blendv_pd(t17, t18, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t140)));
            _mm256_storeu_pd(t112, t154);
            i_vec_1 += 16L;
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
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t30 * 8L))) | ((t33 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t30 * 8L))) | ((t34 <= 0L) | (t34 >= 32L))) & (((t35 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t36 + (unsigned long)((long)t30 * 8L))) | ((t36 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t30 * 8L))) | ((t37 <= 0L) | (t37 >= 32L)))) {
        long t38 = t31 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t39 = (long)t30 + i_vec;
            double *t40 = out + t39;
            __m256d y_v_1 = _mm256_loadu_pd(y + t39);
            __m256d x_v_1 = _mm256_loadu_pd(x + t39);
            __m256d t67 = _mm256_set1_pd(4.0);
            __m256d t68 = _mm256_mul_pd(x_v_1, t67);
            __m128i t69 = _mm256_cvttpd_epi32(t68);
            __m256d t70 = _mm256_cvtepi32_pd(t69);
            __m256d t71 = _mm256_set1_pd(0.5);
            __m256d t72 = _mm256_add_pd(t70, t71);
            __m128i t73 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t72, y_v_1, _CMP_GT_OQ));
            __m128i t74 = (__m128i)~(vcc_m4)t73;
            __m256d t5 = _mm256_set1_pd(0.0);
            int t75 = (_mm_movemask_epi8(t74) != 0);
            for (int t76 = 0; t75 ? t76 < 40 : 0; t76 = t7, t5 = t8) {
                if ((_mm_movemask_epi8(t74) != 0)) {
                    __m256d t78 = _mm256_set1_pd(0.25);
                    __m256d t79 = _mm256_mul_pd(t5, t78);
                    t7 = t76 + 1;
                    __m256d t80 = _mm256_set1_pd((double)t7);
                    __m256d t81 = _mm256_div_pd(y_v_1, t80);
                    t8 = _mm256_sub_pd(t79, t81);
                } else {
                    t7 = 0;
                    t8 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t6 = _mm256_set1_pd(0.0);
            int t77 = (_mm_movemask_epi8(t73) != 0);
            int t82 = 0;
            while (t77 ? t82 < 40 : 0) {
                __m256d t83 = _mm256_set1_pd(0.5);
                __m256d t84 = _mm256_mul_pd(t6, t83);
                __m256d t85 = _mm256_set1_pd((double)t82);
                __m256d t86 = _mm256_mul_pd(x_v_1, t85);
                t6 = _mm256_add_pd(t84, t86);
                t82++;
            }
            __m256d t87 = _mm256_blendv_pd(t5, t6, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t73)));
            _mm256_storeu_pd(t40, t87);
            i_vec += 4L;
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
        out[t41] = (_mm256_zeroupper(), blend2(t43, t42));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t18;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            unsigned int *t16 = out + i_vec_1;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec_1));
            __m256i t17 = _mm256_add_epi32(b_v, (__m256i)i_v);
            vcc_v8_uint t2 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + i_vec_1));
            __m256i t38 = _mm256_xor_si256((__m256i)t2, t17);
            __m256i t39 = _mm256_set1_epi32(1);
            __m256i t40 = _mm256_and_si256(t38, t39);
            __m256i t41 = (__m256i)(vcc_m8)((vcc_v8_int)t40 != (vcc_v8_int){0});
            __m256i t42 = (__m256i)~(vcc_m8)t41;
            int t43 = (_mm256_movemask_epi8(t41) != 0);
            int t44 = 0;
            vcc_v8_uint t1 = (vcc_v8_uint)(__m256i)t2;
            while (t43 ? t44 < 12 : 0) {
                __m256i t45 = _mm256_set1_epi32((int)t44);
                __m256i t46 = _mm256_add_epi32(t17, t45);
                __m256i t47 = _mm256_xor_si256((__m256i)t1, t46);
                __m256i t48 = _mm256_set1_epi32((int)17U);
                t1 = (vcc_v8_uint)_mm256_mullo_epi32(t47, t48);
                t44++;
            }
            int t49 = (_mm256_movemask_epi8(t42) != 0);
            int t50 = 0;
            while (t49 ? t50 < 12 : 0) {
                __m256i t51 = _mm256_set1_epi32((int)31U);
                __m256i t52 = _mm256_mullo_epi32((__m256i)t2, t51);
                __m256i t53 = _mm256_set1_epi32((int)(t50 & 7));
                __m256i t54 = _mm256_srav_epi32(t17, t53);
                t2 = (vcc_v8_uint)_mm256_add_epi32(t52, t54);
                t50++;
            }
            __m256i t55 = _mm256_blendv_epi8((__m256i)t2, (__m256i)t1, t41);
            _mm256_storeu_si256((__m256i *)t16, t55);
            long t34 = i_vec_1 + 8L;
            __m256i t35 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
            unsigned int *t36 = out + t34;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t34));
            __m256i t37 = _mm256_add_epi32(b_v_2, t35);
            vcc_v8_uint t6 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t34));
            __m256i t74 = _mm256_xor_si256((__m256i)t6, t37);
            __m256i t75 = _mm256_set1_epi32(1);
            __m256i t76 = _mm256_and_si256(t74, t75);
            __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t76 != (vcc_v8_int){0});
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            int t79 = (_mm256_movemask_epi8(t77) != 0);
            int t80 = 0;
            vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)t6;
            while (t79 ? t80 < 12 : 0) {
                __m256i t81 = _mm256_set1_epi32((int)t80);
                __m256i t82 = _mm256_add_epi32(t37, t81);
                __m256i t83 = _mm256_xor_si256((__m256i)t5, t82);
                __m256i t84 = _mm256_set1_epi32((int)17U);
                t5 = (vcc_v8_uint)_mm256_mullo_epi32(t83, t84);
                t80++;
            }
            int t85 = (_mm256_movemask_epi8(t78) != 0);
            int t86 = 0;
            while (t85 ? t86 < 12 : 0) {
                __m256i t87 = _mm256_set1_epi32((int)31U);
                __m256i t88 = _mm256_mullo_epi32((__m256i)t6, t87);
                __m256i t89 = _mm256_set1_epi32((int)(t86 & 7));
                __m256i t90 = _mm256_srav_epi32(t37, t89);
                t6 = (vcc_v8_uint)_mm256_add_epi32(t88, t90);
                t86++;
            }
            __m256i t91 = _mm256_blendv_epi8((__m256i)t6, (__m256i)t5, t77);
            _mm256_storeu_si256((__m256i *)t36, t91);
            i_vec_1 += 16L;
            i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
            if (i_vec_1 >= t14) {
                t18 = (int)t14;
                break;
            }
        }
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    unsigned long t20 = (unsigned long)out;
    unsigned long t21 = (unsigned long)a;
    long t22 = (long)((unsigned long)out + (unsigned long)((long)t18 * 4L) - ((unsigned long)a + (unsigned long)((long)t18 * 4L)));
    unsigned long t23 = (unsigned long)out;
    unsigned long t24 = (unsigned long)b;
    long t25 = (long)((unsigned long)out + (unsigned long)((long)t18 * 4L) - ((unsigned long)b + (unsigned long)((long)t18 * 4L)));
    if ((t19 >= 8L) & (((t20 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t18 * 4L))) | ((t21 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t18 * 4L))) | ((t22 <= 0L) | (t22 >= 32L))) & (((t23 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t18 * 4L))) | ((t24 + (unsigned long)((long)t18 * 4L + 4L + (t19 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t18 * 4L))) | ((t25 <= 0L) | (t25 >= 32L)))) {
        long t26 = t19 & -8L;
        __m256i t27 = _mm256_set1_epi32((int)t18);
        vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t28 = (long)t18 + i_vec;
            unsigned int *t29 = out + t28;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t28));
            __m256i t30 = _mm256_add_epi32(b_v_1, (__m256i)i_v_1);
            vcc_v8_uint t4 = (vcc_v8_uint)_mm256_loadu_si256((const __m256i *)(a + t28));
            __m256i t56 = _mm256_xor_si256((__m256i)t4, t30);
            __m256i t57 = _mm256_set1_epi32(1);
            __m256i t58 = _mm256_and_si256(t56, t57);
            __m256i t59 = (__m256i)(vcc_m8)((vcc_v8_int)t58 != (vcc_v8_int){0});
            __m256i t60 = (__m256i)~(vcc_m8)t59;
            int t61 = (_mm256_movemask_epi8(t59) != 0);
            int t62 = 0;
            vcc_v8_uint t3 = (vcc_v8_uint)(__m256i)t4;
            while (t61 ? t62 < 12 : 0) {
                __m256i t63 = _mm256_set1_epi32((int)t62);
                __m256i t64 = _mm256_add_epi32(t30, t63);
                __m256i t65 = _mm256_xor_si256((__m256i)t3, t64);
                __m256i t66 = _mm256_set1_epi32((int)17U);
                t3 = (vcc_v8_uint)_mm256_mullo_epi32(t65, t66);
                t62++;
            }
            int t67 = (_mm256_movemask_epi8(t60) != 0);
            int t68 = 0;
            while (t67 ? t68 < 12 : 0) {
                __m256i t69 = _mm256_set1_epi32((int)31U);
                __m256i t70 = _mm256_mullo_epi32((__m256i)t4, t69);
                __m256i t71 = _mm256_set1_epi32((int)(t68 & 7));
                __m256i t72 = _mm256_srav_epi32(t30, t71);
                t4 = (vcc_v8_uint)_mm256_add_epi32(t70, t72);
                t68++;
            }
            __m256i t73 = _mm256_blendv_epi8((__m256i)t4, (__m256i)t3, t59);
            _mm256_storeu_si256((__m256i *)t29, t73);
            i_vec += 8L;
            i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
            if (i_vec >= t26) {
                i = (int)((long)t18 + t26);
                break;
            }
        }
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        int t32 = b[t31];
        int t33 = a[t31];
        out[t31] = (_mm256_zeroupper(), mix(t33, t32 + i, 12));
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
    long t20;
    int t24;
    long t25;
    int i;
    int t61;
    __m256 t62;
    __m256 t63;
    int t64;
    int t67;
    __m256 t68;
    int t69;
    __m256 t70;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:116 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t23 = _mm256_mul_ps(in_v, _mm256_set1_ps(0.5f));
            __m256 t35 = _mm256_set1_ps(1.0f);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(t23, t35, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t36;
            int t37 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t39 = t23;
            for (int t38 = 9; t37 ? t38 > 0 : 0; t38--, t39 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t40 = _mm256_set1_ps((float)t38);
                    __m256 t41 = _mm256_div_ps(t40, t39);
                    t1 = _mm256_add_ps(t23, t41);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t42 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t42, t39);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t43 = (_mm256_movemask_epi8(t36) != 0);
            long t44 = i_vec_1 + 8L;
            float *t45 = out + t44;
            __m256 in_v_2 = _mm256_loadu_ps(in + t44);
            __m256 t46 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(0.5f));
            __m256 t47 = _mm256_set1_ps(1.0f);
            __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(t46, t47, _CMP_LT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t48;
            int t49 = (_mm256_movemask_epi8(t14) != 0);
            int t50 = 1;
            __m256 t51 = t23;
            __m256 t52 = t23;
            int t53 = 1;
            __m256 t54 = (__m256)(vcc_v8_float){0};
            int t55 = 9;
            __m256 t56 = t46;
            int t57 = 1;
            __m256 t58 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t53) {
                    if (t43 ? t50 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t36) != 0)) {
                            __m256 t59 = _mm256_mul_ps(t52, t23);
                            __m256 t60 = _mm256_set1_ps((float)(2 * t50 + 1));
                            t4 = _mm256_div_ps(t59, t60);
                            t5 = _mm256_add_ps(t51, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t61 = t50 + 1;
                        t62 = t5;
                        t63 = t4;
                        t64 = 1;
                        t6 = t54;
                    } else {
                        t6 = _mm256_blendv_ps(t51, t2, _mm256_castsi256_ps(t3));
                        t61 = t50;
                        t62 = t51;
                        t63 = t52;
                        t64 = 0;
                    }
                } else {
                    t61 = t50;
                    t62 = t51;
                    t63 = t52;
                    t64 = 0;
                    t6 = t54;
                }
                if (t57) {
                    if (t49 ? t55 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t14) != 0)) {
                            __m256 t65 = _mm256_set1_ps((float)t55);
                            __m256 t66 = _mm256_div_ps(t65, t56);
                            t7 = _mm256_add_ps(t46, t66);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t67 = t55 - 1;
                        t68 = t7;
                        t69 = 1;
                        t70 = t58;
                    } else {
                        t67 = t55;
                        t68 = t56;
                        t69 = 0;
                        t70 = t56;
                    }
                } else {
                    t67 = t55;
                    t68 = t56;
                    t69 = 0;
                    t70 = t58;
                }
                if (!(t64 | t69)) {
                    __m256 t71 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t22, t71);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        __m256 t89 = _mm256_set1_ps(1.0f);
                        t13 = _mm256_div_ps(t89, t70);
                    } else {
                        t13 = (__m256)(vcc_v8_float){0};
                        t14 = (__m256i)(vcc_m8){0};
                    }
                    int t90 = (_mm256_movemask_epi8(t48) != 0);
                    __m256 t92 = t46;
                    __m256 t93 = t46;
                    for (int t91 = 1; t90 ? t91 < 9 : 0; t91++, t92 = t16, t93 = t15) {
                        if ((_mm256_movemask_epi8(t48) != 0)) {
                            __m256 t95 = _mm256_mul_ps(t93, t46);
                            __m256 t96 = _mm256_set1_ps((float)(2 * t91 + 1));
                            t15 = _mm256_div_ps(t95, t96);
                            t16 = _mm256_add_ps(t92, t15);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                            t16 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t94 = _mm256_blendv_ps(t92, t13, _mm256_castsi256_ps(t14));
                    __m256 t88 = _mm256_add_ps(t94, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t45, t88);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t24 = (int)t21;
                    goto L97;
                }
                t50 = t61;
                t51 = t62;
                t52 = t63;
                t53 = t64;
                t54 = t6;
                t55 = t67;
                t56 = t68;
                t57 = t69;
                t58 = t70;
            }
        }
    } else {
        t24 = 0;
    }
L97:
    t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)in;
    long t28 = (long)((unsigned long)out + (unsigned long)((long)t24 * 4L) - ((unsigned long)in + (unsigned long)((long)t24 * 4L)));
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))) | ((t28 <= 0L) | (t28 >= 32L)))) {
        long t29 = t25 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t30 = (long)t24 + i_vec;
            float *t31 = out + t30;
            __m256 in_v_1 = _mm256_loadu_ps(in + t30);
            __m256 t32 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(0.5f));
            __m256 t73 = _mm256_set1_ps(1.0f);
            __m256i t74 = _mm256_castps_si256(_mm256_cmp_ps(t32, t73, _CMP_LT_OQ));
            __m256i t10 = (__m256i)~(vcc_m8)t74;
            int t75 = (_mm256_movemask_epi8(t10) != 0);
            __m256 t77 = t32;
            for (int t76 = 9; t75 ? t76 > 0 : 0; t76--, t77 = t8) {
                if ((_mm256_movemask_epi8(t10) != 0)) {
                    __m256 t78 = _mm256_set1_ps((float)t76);
                    __m256 t79 = _mm256_div_ps(t78, t77);
                    t8 = _mm256_add_ps(t32, t79);
                } else {
                    t8 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t10) != 0)) {
                __m256 t80 = _mm256_set1_ps(1.0f);
                t9 = _mm256_div_ps(t80, t77);
            } else {
                t9 = (__m256)(vcc_v8_float){0};
                t10 = (__m256i)(vcc_m8){0};
            }
            int t81 = (_mm256_movemask_epi8(t74) != 0);
            __m256 t83 = t32;
            __m256 t84 = t32;
            for (int t82 = 1; t81 ? t82 < 9 : 0; t82++, t83 = t12, t84 = t11) {
                if ((_mm256_movemask_epi8(t74) != 0)) {
                    __m256 t86 = _mm256_mul_ps(t84, t32);
                    __m256 t87 = _mm256_set1_ps((float)(2 * t82 + 1));
                    t11 = _mm256_div_ps(t86, t87);
                    t12 = _mm256_add_ps(t83, t11);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t85 = _mm256_blendv_ps(t83, t9, _mm256_castsi256_ps(t10));
            __m256 t72 = _mm256_add_ps(t85, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t31, t72);
            i_vec += 8L;
            if (i_vec >= t29) {
                i = (int)((long)t24 + t29);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = in[t33];
        out[t33] = (_mm256_zeroupper(), series(t34 * 0.5f, 9)) + 1.0f;
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
    long t17;
    int t20;
    long t21;
    int i;
    int t50;
    __m256 t51;
    int t52;
    int t56;
    __m256 t57;
    int t58;
    __m256 t59;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    t17 = (long)((unsigned long)out - (unsigned long)in);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:122 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t19 = out + i_vec_1;
            __m256 in_v = _mm256_loadu_ps(in + i_vec_1);
            __m256 t30 = _mm256_set1_ps(0.0f);
            __m256i t31 = _mm256_castps_si256(_mm256_cmp_ps(in_v, t30, _CMP_GE_OQ));
            __m256i t32 = (__m256i)~(vcc_m8)t31;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t33 = (_mm256_movemask_epi8(t32) != 0);
            for (int t34 = 15; t33 ? t34 >= 0 : 0; t34--, t1 = t7) {
                if ((_mm256_movemask_epi8(t32) != 0)) {
                    __m256 t60 = _mm256_xor_ps(in_v, _mm256_set1_ps(-0.0f));
                    __m256 t61 = _mm256_mul_ps(t1, t60);
                    __m256 t62 = _mm256_set1_ps(coef[t34]);
                    t7 = _mm256_sub_ps(t61, t62);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t35 = (_mm256_movemask_epi8(t31) != 0);
            long t36 = i_vec_1 + 8L;
            float *t37 = out + t36;
            __m256 in_v_2 = _mm256_loadu_ps(in + t36);
            __m256 t38 = _mm256_set1_ps(0.0f);
            __m256i t39 = _mm256_castps_si256(_mm256_cmp_ps(in_v_2, t38, _CMP_GE_OQ));
            __m256i t40 = (__m256i)~(vcc_m8)t39;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t41 = (_mm256_movemask_epi8(t40) != 0);
            int t42 = 0;
            int t43 = 1;
            __m256 t44 = (__m256)(vcc_v8_float){0};
            int t45 = 15;
            int t46 = 1;
            __m256 t47 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t43) {
                    if (t35 ? t42 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t31) != 0)) {
                            __m256 t48 = _mm256_mul_ps(t2, in_v);
                            __m256 t49 = _mm256_set1_ps(coef[t42]);
                            t4 = _mm256_add_ps(t48, t49);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t50 = t42 + 1;
                        t51 = t4;
                        t52 = 1;
                        t5 = t44;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t31));
                        t50 = t42;
                        t51 = t2;
                        t52 = 0;
                    }
                } else {
                    t50 = t42;
                    t51 = t2;
                    t52 = 0;
                    t5 = t44;
                }
                if (t46) {
                    if (t41 ? t45 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t40) != 0)) {
                            __m256 t53 = _mm256_xor_ps(in_v_2, _mm256_set1_ps(-0.0f));
                            __m256 t54 = _mm256_mul_ps(t3, t53);
                            __m256 t55 = _mm256_set1_ps(coef[t45]);
                            t6 = _mm256_sub_ps(t54, t55);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t56 = t45 - 1;
                        t57 = t6;
                        t58 = 1;
                        t59 = t47;
                    } else {
                        t56 = t45;
                        t57 = t3;
                        t58 = 0;
                        t59 = t3;
                    }
                } else {
                    t56 = t45;
                    t57 = t3;
                    t58 = 0;
                    t59 = t47;
                }
                if (!(t52 | t58)) {
                    _mm256_storeu_ps(t19, t5);
                    __m256 t12 = _mm256_set1_ps(0.0f);
                    int t76 = (_mm256_movemask_epi8(t39) != 0);
                    for (int t77 = 0; t76 ? t77 < 16 : 0; t77++, t12 = t13) {
                        if ((_mm256_movemask_epi8(t39) != 0)) {
                            __m256 t79 = _mm256_mul_ps(t12, in_v_2);
                            __m256 t80 = _mm256_set1_ps(coef[t77]);
                            t13 = _mm256_add_ps(t79, t80);
                        } else {
                            t13 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t78 = _mm256_blendv_ps(t59, t12, _mm256_castsi256_ps(t39));
                    _mm256_storeu_ps(t37, t78);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t18) {
                        break;
                    }
                    t20 = (int)t18;
                    goto L81;
                }
                t42 = t50;
                t2 = t51;
                t43 = t52;
                t44 = t5;
                t45 = t56;
                t3 = t57;
                t46 = t58;
                t47 = t59;
            }
        }
    } else {
        t20 = 0;
    }
L81:
    t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)in;
    long t24 = (long)((unsigned long)out + (unsigned long)((long)t20 * 4L) - ((unsigned long)in + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 32L)))) {
        long t25 = t21 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t26 = (long)t20 + i_vec;
            float *t27 = out + t26;
            __m256 in_v_1 = _mm256_loadu_ps(in + t26);
            __m256 t63 = _mm256_set1_ps(0.0f);
            __m256i t64 = _mm256_castps_si256(_mm256_cmp_ps(in_v_1, t63, _CMP_GE_OQ));
            __m256i t65 = (__m256i)~(vcc_m8)t64;
            __m256 t8 = _mm256_set1_ps(0.0f);
            int t66 = (_mm256_movemask_epi8(t65) != 0);
            for (int t67 = 15; t66 ? t67 >= 0 : 0; t67--, t8 = t10) {
                if ((_mm256_movemask_epi8(t65) != 0)) {
                    __m256 t69 = _mm256_xor_ps(in_v_1, _mm256_set1_ps(-0.0f));
                    __m256 t70 = _mm256_mul_ps(t8, t69);
                    __m256 t71 = _mm256_set1_ps(coef[t67]);
                    t10 = _mm256_sub_ps(t70, t71);
                } else {
                    t10 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t68 = (_mm256_movemask_epi8(t64) != 0);
            for (int t72 = 0; t68 ? t72 < 16 : 0; t72++, t9 = t11) {
                if ((_mm256_movemask_epi8(t64) != 0)) {
                    __m256 t74 = _mm256_mul_ps(t9, in_v_1);
                    __m256 t75 = _mm256_set1_ps(coef[t72]);
                    t11 = _mm256_add_ps(t74, t75);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t73 = _mm256_blendv_ps(t8, t9, _mm256_castsi256_ps(t64));
            _mm256_storeu_ps(t27, t73);
            i_vec += 8L;
            if (i_vec >= t25) {
                i = (int)((long)t20 + t25);
                break;
            }
        }
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = in[t28];
        out[t28] = (_mm256_zeroupper(), poly(coef, t29, 16));
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
        /* vcc: loop at noregroup.c:128 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
