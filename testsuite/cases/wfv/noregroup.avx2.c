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
    int t27;
    long t28;
    int i;
    int t63;
    __m256 t64;
    __m256 t65;
    int t66;
    int t69;
    __m256 t70;
    int t71;
    __m256 t72;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = t14 + 8L;
            long t24 = (long)(int)t14;
            float *t25 = out + t24;
            __m256 t26 = _mm256_loadu_ps(in + t24);
            __m256 t37 = _mm256_set1_ps(1.0f);
            __m256i t38 = _mm256_castps_si256(_mm256_cmp_ps(t26, t37, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t38;
            int t39 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t41 = t26;
            for (int t40 = 24; t39 ? t40 > 0 : 0; t40--, t41 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t42 = _mm256_set1_ps((float)t40);
                    __m256 t43 = _mm256_div_ps(t42, t41);
                    t1 = _mm256_add_ps(t26, t43);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t44 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t44, t41);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t45 = (_mm256_movemask_epi8(t38) != 0);
            long t46 = (long)(int)t23;
            float *t47 = out + t46;
            __m256 t48 = _mm256_loadu_ps(in + t46);
            __m256 t49 = _mm256_set1_ps(1.0f);
            __m256i t50 = _mm256_castps_si256(_mm256_cmp_ps(t48, t49, _CMP_LT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t50;
            int t51 = (_mm256_movemask_epi8(t16) != 0);
            int t52 = 1;
            __m256 t53 = t26;
            __m256 t54 = t26;
            int t55 = 1;
            __m256 t56 = (__m256)(vcc_v8_float){0};
            int t57 = 24;
            __m256 t58 = t48;
            int t59 = 1;
            __m256 t60 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t55) {
                    if (t45 ? t52 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t38) != 0)) {
                            __m256 t61 = _mm256_mul_ps(t54, t26);
                            __m256 t62 = _mm256_set1_ps((float)(2 * t52 + 1));
                            t4 = _mm256_div_ps(t61, t62);
                            t5 = _mm256_add_ps(t53, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t63 = t52 + 1;
                        t64 = t5;
                        t65 = t4;
                        t66 = 1;
                        t6 = t56;
                    } else {
                        t6 = _mm256_blendv_ps(t53, t2, _mm256_castsi256_ps(t3));
                        t63 = t52;
                        t64 = t53;
                        t65 = t54;
                        t66 = 0;
                    }
                } else {
                    t63 = t52;
                    t64 = t53;
                    t65 = t54;
                    t66 = 0;
                    t6 = t56;
                }
                if (t59) {
                    if (t51 ? t57 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t16) != 0)) {
                            __m256 t67 = _mm256_set1_ps((float)t57);
                            __m256 t68 = _mm256_div_ps(t67, t58);
                            t7 = _mm256_add_ps(t48, t68);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t69 = t57 - 1;
                        t70 = t7;
                        t71 = 1;
                        t72 = t60;
                    } else {
                        t69 = t57;
                        t70 = t58;
                        t71 = 0;
                        t72 = t58;
                    }
                } else {
                    t69 = t57;
                    t70 = t58;
                    t71 = 0;
                    t72 = t60;
                }
                if (!(t66 | t71)) {
                    _mm256_storeu_ps(t25, t6);
                    if ((_mm256_movemask_epi8(t16) != 0)) {
                        __m256 t88 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t88, t72);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    int t89 = (_mm256_movemask_epi8(t50) != 0);
                    __m256 t91 = t48;
                    __m256 t92 = t48;
                    for (int t90 = 1; t89 ? t90 < 24 : 0; t90++, t91 = t18, t92 = t17) {
                        if ((_mm256_movemask_epi8(t50) != 0)) {
                            __m256 t94 = _mm256_mul_ps(t92, t48);
                            __m256 t95 = _mm256_set1_ps((float)(2 * t90 + 1));
                            t17 = _mm256_div_ps(t94, t95);
                            t18 = _mm256_add_ps(t91, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t93 = _mm256_blendv_ps(t91, t15, _mm256_castsi256_ps(t16));
                    _mm256_storeu_ps(t47, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t27 = (int)t22;
                    goto L96;
                }
                t52 = t63;
                t53 = t64;
                t54 = t65;
                t55 = t66;
                t56 = t6;
                t57 = t69;
                t58 = t70;
                t59 = t71;
                t60 = t72;
            }
        }
    } else {
        t27 = 0;
    }
L96:
    t28 = (long)n + (long)t27 * -1L;
    unsigned long t29 = (unsigned long)out;
    unsigned long t30 = (unsigned long)in;
    if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        long t31 = t28 & -8L;
        long t8 = 0L;
        for (;;) {
            long t32 = (long)(int)((long)t27 + t8);
            float *t33 = out + t32;
            __m256 t34 = _mm256_loadu_ps(in + t32);
            __m256 t73 = _mm256_set1_ps(1.0f);
            __m256i t74 = _mm256_castps_si256(_mm256_cmp_ps(t34, t73, _CMP_LT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t74;
            int t75 = (_mm256_movemask_epi8(t11) != 0);
            __m256 t77 = t34;
            for (int t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    __m256 t78 = _mm256_set1_ps((float)t76);
                    __m256 t79 = _mm256_div_ps(t78, t77);
                    t9 = _mm256_add_ps(t34, t79);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                __m256 t80 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t80, t77);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            int t81 = (_mm256_movemask_epi8(t74) != 0);
            __m256 t83 = t34;
            __m256 t84 = t34;
            for (int t82 = 1; t81 ? t82 < 24 : 0; t82++, t83 = t13, t84 = t12) {
                if ((_mm256_movemask_epi8(t74) != 0)) {
                    __m256 t86 = _mm256_mul_ps(t84, t34);
                    __m256 t87 = _mm256_set1_ps((float)(2 * t82 + 1));
                    t12 = _mm256_div_ps(t86, t87);
                    t13 = _mm256_add_ps(t83, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t85 = _mm256_blendv_ps(t83, t10, _mm256_castsi256_ps(t11));
            _mm256_storeu_ps(t33, t85);
            t8 += 8L;
            if (t8 >= t31) {
                i = (int)((long)t27 + t31);
                break;
            }
        }
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = in[t35];
        out[t35] = (_mm256_zeroupper(), series(t36, 24));
    }
}

__attribute__((target("avx2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t36;
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
            long t29 = t18 + 4L;
            long t30 = t18 + 8L;
            long t31 = t18 + 12L;
            long t32 = (long)(int)t18;
            double *t33 = out + t32;
            __m256d t34 = _mm256_loadu_pd(y + t32);
            __m256d t35 = _mm256_loadu_pd(x + t32);
            __m256d t54 = _mm256_set1_pd(4.0);
            __m256d t55 = _mm256_mul_pd(t35, t54);
            __m128i t56 = _mm256_cvttpd_epi32(t55);
            __m256d t57 = _mm256_cvtepi32_pd(t56);
            __m256d t58 = _mm256_set1_pd(0.5);
            __m256d t59 = _mm256_add_pd(t57, t58);
            __m128i t60 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t59, t34, _CMP_GT_OQ));
            __m128i t61 = (__m128i)~(vcc_m4)t60;
            __m256d t1 = _mm256_set1_pd(0.0);
            int t62 = (_mm_movemask_epi8(t61) != 0);
            for (int t63 = 0; t62 ? t63 < 40 : 0; t63 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t61) != 0)) {
                    __m256d t65 = _mm256_set1_pd(0.25);
                    __m256d t66 = _mm256_mul_pd(t1, t65);
                    t3 = t63 + 1;
                    __m256d t67 = _mm256_set1_pd((double)t3);
                    __m256d t68 = _mm256_div_pd(t34, t67);
                    t4 = _mm256_sub_pd(t66, t68);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t2 = _mm256_set1_pd(0.0);
            int t64 = (_mm_movemask_epi8(t60) != 0);
            int t69 = 0;
            while (t64 ? t69 < 40 : 0) {
                __m256d t70 = _mm256_set1_pd(0.5);
                __m256d t71 = _mm256_mul_pd(t2, t70);
                __m256d t72 = _mm256_set1_pd((double)t69);
                __m256d t73 = _mm256_mul_pd(t35, t72);
                t2 = _mm256_add_pd(t71, t73);
                t69++;
            }
            __m256d t74 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t60)));
            _mm256_storeu_pd(t33, t74);
            long t50 = (long)(int)t29;
            double *t51 = out + t50;
            __m256d t52 = _mm256_loadu_pd(y + t50);
            __m256d t53 = _mm256_loadu_pd(x + t50);
            __m256d t100 = _mm256_set1_pd(4.0);
            __m256d t101 = _mm256_mul_pd(t53, t100);
            __m128i t102 = _mm256_cvttpd_epi32(t101);
            __m256d t103 = _mm256_cvtepi32_pd(t102);
            __m256d t104 = _mm256_set1_pd(0.5);
            __m256d t105 = _mm256_add_pd(t103, t104);
            __m128i t106 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t105, t52, _CMP_GT_OQ));
            __m128i t107 = (__m128i)~(vcc_m4)t106;
            __m256d t10 = _mm256_set1_pd(0.0);
            int t108 = (_mm_movemask_epi8(t107) != 0);
            for (int t109 = 0; t108 ? t109 < 40 : 0; t109 = t12, t10 = t13) {
                if ((_mm_movemask_epi8(t107) != 0)) {
                    __m256d t111 = _mm256_set1_pd(0.25);
                    __m256d t112 = _mm256_mul_pd(t10, t111);
                    t12 = t109 + 1;
                    __m256d t113 = _mm256_set1_pd((double)t12);
                    __m256d t114 = _mm256_div_pd(t52, t113);
                    t13 = _mm256_sub_pd(t112, t114);
                } else {
                    t12 = 0;
                    t13 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t11 = _mm256_set1_pd(0.0);
            int t110 = (_mm_movemask_epi8(t106) != 0);
            int t115 = 0;
            while (t110 ? t115 < 40 : 0) {
                __m256d t116 = _mm256_set1_pd(0.5);
                __m256d t117 = _mm256_mul_pd(t11, t116);
                __m256d t118 = _mm256_set1_pd((double)t115);
                __m256d t119 = _mm256_mul_pd(t53, t118);
                t11 = _mm256_add_pd(t117, t119);
                t115++;
            }
            __m256d t120 = _mm256_blendv_pd(t10, t11, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t106)));
            _mm256_storeu_pd(t51, t120);
            long t96 = (long)(int)t30;
            double *t97 = out + t96;
            __m256d t98 = _mm256_loadu_pd(y + t96);
            __m256d t99 = _mm256_loadu_pd(x + t96);
            __m256d t125 = _mm256_set1_pd(4.0);
            __m256d t126 = _mm256_mul_pd(t99, t125);
            __m128i t127 = _mm256_cvttpd_epi32(t126);
            __m256d t128 = _mm256_cvtepi32_pd(t127);
            __m256d t129 = _mm256_set1_pd(0.5);
            __m256d t130 = _mm256_add_pd(t128, t129);
            __m128i t131 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t130, t98, _CMP_GT_OQ));
            __m128i t132 = (__m128i)~(vcc_m4)t131;
            __m256d t14 = _mm256_set1_pd(0.0);
            int t133 = (_mm_movemask_epi8(t132) != 0);
            for (int t134 = 0; t133 ? t134 < 40 : 0; t134 = t16, t14 = t17) {
                if ((_mm_movemask_epi8(t132) != 0)) {
                    __m256d t136 = _mm256_set1_pd(0.25);
                    __m256d t137 = _mm256_mul_pd(t14, t136);
                    t16 = t134 + 1;
                    __m256d t138 = _mm256_set1_pd((double)t16);
                    __m256d t139 = _mm256_div_pd(t98, t138);
                    t17 = _mm256_sub_pd(t137, t139);
                } else {
                    t16 = 0;
                    t17 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t15 = _mm256_set1_pd(0.0);
            int t135 = (_mm_movemask_epi8(t131) != 0);
            int t140 = 0;
            while (t135 ? t140 < 40 : 0) {
                __m256d t141 = _mm256_set1_pd(0.5);
                __m256d t142 = _mm256_mul_pd(t15, t141);
                __m256d t143 = _mm256_set1_pd((double)t140);
                __m256d t144 = _mm256_mul_pd(t99, t143);
                t15 = _mm256_add_pd(t142, t144);
                t140++;
            }
            __m256d t145 = _mm256_blendv_pd(t14, t15, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t131)));
            _mm256_storeu_pd(t97, t145);
            long t121 = (long)(int)t31;
            double *t122 = out + t121;
            __m256d t123 = _mm256_loadu_pd(y + t121);
            __m256d t124 = _mm256_loadu_pd(x + t121);
            __m256d t146 = _mm256_set1_pd(4.0);
            __m256d t147 = _mm256_mul_pd(t124, t146);
            __m128i t148 = _mm256_cvttpd_epi32(t147);
            __m256d t149 = _mm256_cvtepi32_pd(t148);
            __m256d t150 = _mm256_set1_pd(0.5);
            __m256d t151 = _mm256_add_pd(t149, t150);
            __m128i t152 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t151, t123, _CMP_GT_OQ));
            __m128i t153 = (__m128i)~(vcc_m4)t152;
            __m256d t19 = _mm256_set1_pd(0.0);
            int t154 = (_mm_movemask_epi8(t153) != 0);
            for (int t155 = 0; t154 ? t155 < 40 : 0; t155 = t21, t19 = t22) {
                if ((_mm_movemask_epi8(t153) != 0)) {
                    __m256d t157 = _mm256_set1_pd(0.25);
                    __m256d t158 = _mm256_mul_pd(t19, t157);
                    t21 = t155 + 1;
                    __m256d t159 = _mm256_set1_pd((double)t21);
                    __m256d t160 = _mm256_div_pd(t123, t159);
                    t22 = _mm256_sub_pd(t158, t160);
                } else {
                    t21 = 0;
                    t22 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t20 = _mm256_set1_pd(0.0);
            int t156 = (_mm_movemask_epi8(t152) != 0);
            int t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                __m256d t162 = _mm256_set1_pd(0.5);
                __m256d t163 = _mm256_mul_pd(t20, t162);
                __m256d t164 = _mm256_set1_pd((double)t161);
                __m256d t165 = _mm256_mul_pd(t124, t164);
                t20 = _mm256_add_pd(t163, t165);
                t161++;
            }
            __m256d t166 = _mm256_blendv_pd(t19, t20, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t152)));
            _mm256_storeu_pd(t122, t166);
            t18 += 16L;
            if (t18 >= t28) {
                t36 = (int)t28;
                break;
            }
        }
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    unsigned long t38 = (unsigned long)out;
    unsigned long t39 = (unsigned long)x;
    unsigned long t40 = (unsigned long)out;
    unsigned long t41 = (unsigned long)y;
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t36 * 8L))) | ((t39 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t36 * 8L)))) & (((t40 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t36 * 8L))) | ((t41 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t36 * 8L))))) {
        long t42 = t37 & -4L;
        long t5 = 0L;
        for (;;) {
            long t43 = (long)(int)((long)t36 + t5);
            double *t44 = out + t43;
            __m256d t45 = _mm256_loadu_pd(y + t43);
            __m256d t46 = _mm256_loadu_pd(x + t43);
            __m256d t75 = _mm256_set1_pd(4.0);
            __m256d t76 = _mm256_mul_pd(t46, t75);
            __m128i t77 = _mm256_cvttpd_epi32(t76);
            __m256d t78 = _mm256_cvtepi32_pd(t77);
            __m256d t79 = _mm256_set1_pd(0.5);
            __m256d t80 = _mm256_add_pd(t78, t79);
            __m128i t81 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t80, t45, _CMP_GT_OQ));
            __m128i t82 = (__m128i)~(vcc_m4)t81;
            __m256d t6 = _mm256_set1_pd(0.0);
            int t83 = (_mm_movemask_epi8(t82) != 0);
            for (int t84 = 0; t83 ? t84 < 40 : 0; t84 = t8, t6 = t9) {
                if ((_mm_movemask_epi8(t82) != 0)) {
                    __m256d t86 = _mm256_set1_pd(0.25);
                    __m256d t87 = _mm256_mul_pd(t6, t86);
                    t8 = t84 + 1;
                    __m256d t88 = _mm256_set1_pd((double)t8);
                    __m256d t89 = _mm256_div_pd(t45, t88);
                    t9 = _mm256_sub_pd(t87, t89);
                } else {
                    t8 = 0;
                    t9 = (__m256d)(vcc_v4_double){0};
                }
            }
            __m256d t7 = _mm256_set1_pd(0.0);
            int t85 = (_mm_movemask_epi8(t81) != 0);
            int t90 = 0;
            while (t85 ? t90 < 40 : 0) {
                __m256d t91 = _mm256_set1_pd(0.5);
                __m256d t92 = _mm256_mul_pd(t7, t91);
                __m256d t93 = _mm256_set1_pd((double)t90);
                __m256d t94 = _mm256_mul_pd(t46, t93);
                t7 = _mm256_add_pd(t92, t94);
                t90++;
            }
            __m256d t95 = _mm256_blendv_pd(t6, t7, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t81)));
            _mm256_storeu_pd(t44, t95);
            t5 += 4L;
            if (t5 >= t42) {
                i = (int)((long)t36 + t42);
                break;
            }
        }
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        double t48 = y[t47];
        double t49 = x[t47];
        out[t47] = (_mm256_zeroupper(), blend2(t49, t48));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t26;
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
            long t19 = t8 + 8L;
            __m256i t20 = t1;
            long t21 = (long)(int)t8;
            unsigned int *t22 = out + t21;
            __m256i t23 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i t24 = _mm256_add_epi32(t23, t20);
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(a + t21));
            __m256i t4 = t25;
            __m256i t51 = _mm256_xor_si256(t25, t24);
            __m256i t52 = _mm256_set1_epi32(1);
            __m256i t53 = _mm256_and_si256(t51, t52);
            __m256i t54 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
            __m256i t55 = (__m256i)~(vcc_m8)t54;
            int t56 = (_mm256_movemask_epi8(t54) != 0);
            int t57 = 0;
            __m256i t3 = t4;
            while (t56 ? t57 < 12 : 0) {
                __m256i t58 = _mm256_set1_epi32((int)t57);
                __m256i t59 = t24;
                __m256i t60 = t58;
                __m256i t61 = _mm256_add_epi32(t59, t60);
                __m256i t62 = t61;
                __m256i t63 = t62;
                __m256i t64 = _mm256_xor_si256(t3, t63);
                __m256i t65 = _mm256_set1_epi32((int)17U);
                t3 = _mm256_mullo_epi32(t64, t65);
                t57++;
            }
            int t66 = (_mm256_movemask_epi8(t55) != 0);
            int t67 = 0;
            while (t66 ? t67 < 12 : 0) {
                __m256i t68 = _mm256_set1_epi32((int)31U);
                __m256i t69 = _mm256_mullo_epi32(t4, t68);
                __m256i t70 = _mm256_set1_epi32((int)(t67 & 7));
                __m256i t71 = _mm256_srav_epi32(t24, t70);
                __m256i t72 = t71;
                t4 = _mm256_add_epi32(t69, t72);
                t67++;
            }
            __m256i t73 = _mm256_blendv_epi8(t4, t3, t54);
            _mm256_storeu_si256((__m256i *)t22, t73);
            __m256i t44 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t45 = t44;
            long t46 = (long)(int)t19;
            unsigned int *t47 = out + t46;
            __m256i t48 = _mm256_loadu_si256((const __m256i *)(b + t46));
            __m256i t49 = _mm256_add_epi32(t48, t45);
            __m256i t50 = _mm256_loadu_si256((const __m256i *)(a + t46));
            __m256i t10 = t50;
            __m256i t97 = _mm256_xor_si256(t50, t49);
            __m256i t98 = _mm256_set1_epi32(1);
            __m256i t99 = _mm256_and_si256(t97, t98);
            __m256i t100 = (__m256i)(vcc_m8)((vcc_v8_int)t99 != (vcc_v8_int){0});
            __m256i t101 = (__m256i)~(vcc_m8)t100;
            int t102 = (_mm256_movemask_epi8(t100) != 0);
            int t103 = 0;
            __m256i t9 = t10;
            while (t102 ? t103 < 12 : 0) {
                __m256i t104 = _mm256_set1_epi32((int)t103);
                __m256i t105 = t49;
                __m256i t106 = t104;
                __m256i t107 = _mm256_add_epi32(t105, t106);
                __m256i t108 = t107;
                __m256i t109 = t108;
                __m256i t110 = _mm256_xor_si256(t9, t109);
                __m256i t111 = _mm256_set1_epi32((int)17U);
                t9 = _mm256_mullo_epi32(t110, t111);
                t103++;
            }
            int t112 = (_mm256_movemask_epi8(t101) != 0);
            int t113 = 0;
            while (t112 ? t113 < 12 : 0) {
                __m256i t114 = _mm256_set1_epi32((int)31U);
                __m256i t115 = _mm256_mullo_epi32(t10, t114);
                __m256i t116 = _mm256_set1_epi32((int)(t113 & 7));
                __m256i t117 = _mm256_srav_epi32(t49, t116);
                __m256i t118 = t117;
                t10 = _mm256_add_epi32(t115, t118);
                t113++;
            }
            __m256i t119 = _mm256_blendv_epi8(t10, t9, t100);
            _mm256_storeu_si256((__m256i *)t47, t119);
            t8 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            if (t8 >= t16) {
                t26 = (int)t16;
                break;
            }
        }
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    unsigned long t28 = (unsigned long)out;
    unsigned long t29 = (unsigned long)a;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)b;
    if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L)))) & (((t30 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t26 * 4L))))) {
        long t32 = t27 & -8L;
        __m256i t33 = _mm256_set1_epi32((int)t26);
        __m256i t34 = t33;
        __m256i t2 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t5 = 0L;
        for (;;) {
            __m256i t35 = t2;
            long t36 = (long)(int)((long)t26 + t5);
            unsigned int *t37 = out + t36;
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(b + t36));
            __m256i t39 = _mm256_add_epi32(t38, t35);
            __m256i t40 = _mm256_loadu_si256((const __m256i *)(a + t36));
            __m256i t7 = t40;
            __m256i t74 = _mm256_xor_si256(t40, t39);
            __m256i t75 = _mm256_set1_epi32(1);
            __m256i t76 = _mm256_and_si256(t74, t75);
            __m256i t77 = (__m256i)(vcc_m8)((vcc_v8_int)t76 != (vcc_v8_int){0});
            __m256i t78 = (__m256i)~(vcc_m8)t77;
            int t79 = (_mm256_movemask_epi8(t77) != 0);
            int t80 = 0;
            __m256i t6 = t7;
            while (t79 ? t80 < 12 : 0) {
                __m256i t81 = _mm256_set1_epi32((int)t80);
                __m256i t82 = t39;
                __m256i t83 = t81;
                __m256i t84 = _mm256_add_epi32(t82, t83);
                __m256i t85 = t84;
                __m256i t86 = t85;
                __m256i t87 = _mm256_xor_si256(t6, t86);
                __m256i t88 = _mm256_set1_epi32((int)17U);
                t6 = _mm256_mullo_epi32(t87, t88);
                t80++;
            }
            int t89 = (_mm256_movemask_epi8(t78) != 0);
            int t90 = 0;
            while (t89 ? t90 < 12 : 0) {
                __m256i t91 = _mm256_set1_epi32((int)31U);
                __m256i t92 = _mm256_mullo_epi32(t7, t91);
                __m256i t93 = _mm256_set1_epi32((int)(t90 & 7));
                __m256i t94 = _mm256_srav_epi32(t39, t93);
                __m256i t95 = t94;
                t7 = _mm256_add_epi32(t92, t95);
                t90++;
            }
            __m256i t96 = _mm256_blendv_epi8(t7, t6, t77);
            _mm256_storeu_si256((__m256i *)t37, t96);
            t5 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
            if (t5 >= t32) {
                i = (int)((long)t26 + t32);
                break;
            }
        }
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int t42 = b[t41];
        int t43 = a[t41];
        out[t41] = (_mm256_zeroupper(), mix(t43, t42 + i, 12));
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
    int t28;
    long t29;
    int i;
    int t66;
    __m256 t67;
    __m256 t68;
    int t69;
    int t72;
    __m256 t73;
    int t74;
    __m256 t75;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = t14 + 8L;
            long t24 = (long)(int)t14;
            float *t25 = out + t24;
            __m256 t26 = _mm256_loadu_ps(in + t24);
            __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            __m256 t39 = _mm256_set1_ps(1.0f);
            __m256i t40 = _mm256_castps_si256(_mm256_cmp_ps(t27, t39, _CMP_LT_OQ));
            __m256i t3 = (__m256i)~(vcc_m8)t40;
            int t41 = (_mm256_movemask_epi8(t3) != 0);
            __m256 t43 = t27;
            for (int t42 = 9; t41 ? t42 > 0 : 0; t42--, t43 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    __m256 t44 = _mm256_set1_ps((float)t42);
                    __m256 t45 = _mm256_div_ps(t44, t43);
                    t1 = _mm256_add_ps(t27, t45);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                __m256 t46 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t46, t43);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            int t47 = (_mm256_movemask_epi8(t40) != 0);
            long t48 = (long)(int)t23;
            float *t49 = out + t48;
            __m256 t50 = _mm256_loadu_ps(in + t48);
            __m256 t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.5f));
            __m256 t52 = _mm256_set1_ps(1.0f);
            __m256i t53 = _mm256_castps_si256(_mm256_cmp_ps(t51, t52, _CMP_LT_OQ));
            __m256i t16 = (__m256i)~(vcc_m8)t53;
            int t54 = (_mm256_movemask_epi8(t16) != 0);
            int t55 = 1;
            __m256 t56 = t27;
            __m256 t57 = t27;
            int t58 = 1;
            __m256 t59 = (__m256)(vcc_v8_float){0};
            int t60 = 9;
            __m256 t61 = t51;
            int t62 = 1;
            __m256 t63 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t58) {
                    if (t47 ? t55 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t40) != 0)) {
                            __m256 t64 = _mm256_mul_ps(t57, t27);
                            __m256 t65 = _mm256_set1_ps((float)(2 * t55 + 1));
                            t4 = _mm256_div_ps(t64, t65);
                            t5 = _mm256_add_ps(t56, t4);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                            t5 = (__m256)(vcc_v8_float){0};
                        }
                        t66 = t55 + 1;
                        t67 = t5;
                        t68 = t4;
                        t69 = 1;
                        t6 = t59;
                    } else {
                        t6 = _mm256_blendv_ps(t56, t2, _mm256_castsi256_ps(t3));
                        t66 = t55;
                        t67 = t56;
                        t68 = t57;
                        t69 = 0;
                    }
                } else {
                    t66 = t55;
                    t67 = t56;
                    t68 = t57;
                    t69 = 0;
                    t6 = t59;
                }
                if (t62) {
                    if (t54 ? t60 > 0 : 0) {
                        if ((_mm256_movemask_epi8(t16) != 0)) {
                            __m256 t70 = _mm256_set1_ps((float)t60);
                            __m256 t71 = _mm256_div_ps(t70, t61);
                            t7 = _mm256_add_ps(t51, t71);
                        } else {
                            t7 = (__m256)(vcc_v8_float){0};
                        }
                        t72 = t60 - 1;
                        t73 = t7;
                        t74 = 1;
                        t75 = t63;
                    } else {
                        t72 = t60;
                        t73 = t61;
                        t74 = 0;
                        t75 = t61;
                    }
                } else {
                    t72 = t60;
                    t73 = t61;
                    t74 = 0;
                    t75 = t63;
                }
                if (!(t69 | t74)) {
                    __m256 t76 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t25, t76);
                    if ((_mm256_movemask_epi8(t16) != 0)) {
                        __m256 t94 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t94, t75);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    int t95 = (_mm256_movemask_epi8(t53) != 0);
                    __m256 t97 = t51;
                    __m256 t98 = t51;
                    for (int t96 = 1; t95 ? t96 < 9 : 0; t96++, t97 = t18, t98 = t17) {
                        if ((_mm256_movemask_epi8(t53) != 0)) {
                            __m256 t100 = _mm256_mul_ps(t98, t51);
                            __m256 t101 = _mm256_set1_ps((float)(2 * t96 + 1));
                            t17 = _mm256_div_ps(t100, t101);
                            t18 = _mm256_add_ps(t97, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t99 = _mm256_blendv_ps(t97, t15, _mm256_castsi256_ps(t16));
                    __m256 t93 = _mm256_add_ps(t99, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t49, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t28 = (int)t22;
                    goto L102;
                }
                t55 = t66;
                t56 = t67;
                t57 = t68;
                t58 = t69;
                t59 = t6;
                t60 = t72;
                t61 = t73;
                t62 = t74;
                t63 = t75;
            }
        }
    } else {
        t28 = 0;
    }
L102:
    t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)in;
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
        long t32 = t29 & -8L;
        long t8 = 0L;
        for (;;) {
            long t33 = (long)(int)((long)t28 + t8);
            float *t34 = out + t33;
            __m256 t35 = _mm256_loadu_ps(in + t33);
            __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
            __m256 t78 = _mm256_set1_ps(1.0f);
            __m256i t79 = _mm256_castps_si256(_mm256_cmp_ps(t36, t78, _CMP_LT_OQ));
            __m256i t11 = (__m256i)~(vcc_m8)t79;
            int t80 = (_mm256_movemask_epi8(t11) != 0);
            __m256 t82 = t36;
            for (int t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    __m256 t83 = _mm256_set1_ps((float)t81);
                    __m256 t84 = _mm256_div_ps(t83, t82);
                    t9 = _mm256_add_ps(t36, t84);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                __m256 t85 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t85, t82);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            int t86 = (_mm256_movemask_epi8(t79) != 0);
            __m256 t88 = t36;
            __m256 t89 = t36;
            for (int t87 = 1; t86 ? t87 < 9 : 0; t87++, t88 = t13, t89 = t12) {
                if ((_mm256_movemask_epi8(t79) != 0)) {
                    __m256 t91 = _mm256_mul_ps(t89, t36);
                    __m256 t92 = _mm256_set1_ps((float)(2 * t87 + 1));
                    t12 = _mm256_div_ps(t91, t92);
                    t13 = _mm256_add_ps(t88, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t90 = _mm256_blendv_ps(t88, t10, _mm256_castsi256_ps(t11));
            __m256 t77 = _mm256_add_ps(t90, _mm256_set1_ps(1.0f));
            _mm256_storeu_ps(t34, t77);
            t8 += 8L;
            if (t8 >= t32) {
                i = (int)((long)t28 + t32);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        float t38 = in[t37];
        out[t37] = (_mm256_zeroupper(), series(t38 * 0.5f, 9)) + 1.0f;
    }
}

__attribute__((target("avx2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t24;
    long t25;
    int i;
    int t55;
    __m256 t56;
    int t57;
    int t61;
    __m256 t62;
    int t63;
    __m256 t64;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -16L;
        long t13 = 0L;
        for (;;) {
            long t20 = t13 + 8L;
            long t21 = (long)(int)t13;
            float *t22 = out + t21;
            __m256 t23 = _mm256_loadu_ps(in + t21);
            __m256 t34 = _mm256_set1_ps(0.0f);
            __m256i t35 = _mm256_castps_si256(_mm256_cmp_ps(t23, t34, _CMP_GE_OQ));
            __m256i t36 = (__m256i)~(vcc_m8)t35;
            __m256 t1 = _mm256_set1_ps(0.0f);
            int t37 = (_mm256_movemask_epi8(t36) != 0);
            for (int t38 = 15; t37 ? t38 >= 0 : 0; t38--, t1 = t7) {
                if ((_mm256_movemask_epi8(t36) != 0)) {
                    __m256 t65 = _mm256_xor_ps(t23, _mm256_set1_ps(-0.0f));
                    __m256 t66 = _mm256_mul_ps(t1, t65);
                    __m256 t67 = _mm256_set1_ps(coef[t38]);
                    t7 = _mm256_sub_ps(t66, t67);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t2 = _mm256_set1_ps(0.0f);
            int t39 = (_mm256_movemask_epi8(t35) != 0);
            long t40 = (long)(int)t20;
            float *t41 = out + t40;
            __m256 t42 = _mm256_loadu_ps(in + t40);
            __m256 t43 = _mm256_set1_ps(0.0f);
            __m256i t44 = _mm256_castps_si256(_mm256_cmp_ps(t42, t43, _CMP_GE_OQ));
            __m256i t45 = (__m256i)~(vcc_m8)t44;
            __m256 t3 = _mm256_set1_ps(0.0f);
            int t46 = (_mm256_movemask_epi8(t45) != 0);
            int t47 = 0;
            int t48 = 1;
            __m256 t49 = (__m256)(vcc_v8_float){0};
            int t50 = 15;
            int t51 = 1;
            __m256 t52 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t47 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t35) != 0)) {
                            __m256 t53 = _mm256_mul_ps(t2, t23);
                            __m256 t54 = _mm256_set1_ps(coef[t47]);
                            t4 = _mm256_add_ps(t53, t54);
                        } else {
                            t4 = (__m256)(vcc_v8_float){0};
                        }
                        t55 = t47 + 1;
                        t56 = t4;
                        t57 = 1;
                        t5 = t49;
                    } else {
                        t5 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t35));
                        t55 = t47;
                        t56 = t2;
                        t57 = 0;
                    }
                } else {
                    t55 = t47;
                    t56 = t2;
                    t57 = 0;
                    t5 = t49;
                }
                if (t51) {
                    if (t46 ? t50 >= 0 : 0) {
                        if ((_mm256_movemask_epi8(t45) != 0)) {
                            __m256 t58 = _mm256_xor_ps(t42, _mm256_set1_ps(-0.0f));
                            __m256 t59 = _mm256_mul_ps(t3, t58);
                            __m256 t60 = _mm256_set1_ps(coef[t50]);
                            t6 = _mm256_sub_ps(t59, t60);
                        } else {
                            t6 = (__m256)(vcc_v8_float){0};
                        }
                        t61 = t50 - 1;
                        t62 = t6;
                        t63 = 1;
                        t64 = t52;
                    } else {
                        t61 = t50;
                        t62 = t3;
                        t63 = 0;
                        t64 = t3;
                    }
                } else {
                    t61 = t50;
                    t62 = t3;
                    t63 = 0;
                    t64 = t52;
                }
                if (!(t57 | t63)) {
                    _mm256_storeu_ps(t22, t5);
                    __m256 t14 = _mm256_set1_ps(0.0f);
                    int t81 = (_mm256_movemask_epi8(t44) != 0);
                    for (int t82 = 0; t81 ? t82 < 16 : 0; t82++, t14 = t15) {
                        if ((_mm256_movemask_epi8(t44) != 0)) {
                            __m256 t84 = _mm256_mul_ps(t14, t42);
                            __m256 t85 = _mm256_set1_ps(coef[t82]);
                            t15 = _mm256_add_ps(t84, t85);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    __m256 t83 = _mm256_blendv_ps(t64, t14, _mm256_castsi256_ps(t44));
                    _mm256_storeu_ps(t41, t83);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t24 = (int)t19;
                    goto L86;
                }
                t47 = t55;
                t2 = t56;
                t48 = t57;
                t49 = t5;
                t50 = t61;
                t3 = t62;
                t51 = t63;
                t52 = t64;
            }
        }
    } else {
        t24 = 0;
    }
L86:
    t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)in;
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        long t28 = t25 & -8L;
        long t8 = 0L;
        for (;;) {
            long t29 = (long)(int)((long)t24 + t8);
            float *t30 = out + t29;
            __m256 t31 = _mm256_loadu_ps(in + t29);
            __m256 t68 = _mm256_set1_ps(0.0f);
            __m256i t69 = _mm256_castps_si256(_mm256_cmp_ps(t31, t68, _CMP_GE_OQ));
            __m256i t70 = (__m256i)~(vcc_m8)t69;
            __m256 t9 = _mm256_set1_ps(0.0f);
            int t71 = (_mm256_movemask_epi8(t70) != 0);
            for (int t72 = 15; t71 ? t72 >= 0 : 0; t72--, t9 = t11) {
                if ((_mm256_movemask_epi8(t70) != 0)) {
                    __m256 t74 = _mm256_xor_ps(t31, _mm256_set1_ps(-0.0f));
                    __m256 t75 = _mm256_mul_ps(t9, t74);
                    __m256 t76 = _mm256_set1_ps(coef[t72]);
                    t11 = _mm256_sub_ps(t75, t76);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t10 = _mm256_set1_ps(0.0f);
            int t73 = (_mm256_movemask_epi8(t69) != 0);
            for (int t77 = 0; t73 ? t77 < 16 : 0; t77++, t10 = t12) {
                if ((_mm256_movemask_epi8(t69) != 0)) {
                    __m256 t79 = _mm256_mul_ps(t10, t31);
                    __m256 t80 = _mm256_set1_ps(coef[t77]);
                    t12 = _mm256_add_ps(t79, t80);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            __m256 t78 = _mm256_blendv_ps(t9, t10, _mm256_castsi256_ps(t69));
            _mm256_storeu_ps(t30, t78);
            t8 += 8L;
            if (t8 >= t28) {
                i = (int)((long)t24 + t28);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float t33 = in[t32];
        out[t32] = (_mm256_zeroupper(), poly(coef, t33, 16));
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
