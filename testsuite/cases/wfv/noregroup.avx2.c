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
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256i t7;
    int t8;
    int t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    int t14;
    int t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    t6 = _mm256_set1_ps(1.0f);
    t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    t3 = (__m256i)~(vcc_m8)t7;
    t8 = (_mm256_movemask_epi8(t3) != 0);
    t10 = x;
    for (t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((_mm256_movemask_epi8(t3) != 0)) {
            t11 = _mm256_set1_ps((float)t9);
            t12 = _mm256_div_ps(t11, t10);
            t1 = _mm256_add_ps(x, t12);
        } else {
            t1 = (__m256)(vcc_v8_float){0};
        }
    }
    if ((_mm256_movemask_epi8(t3) != 0)) {
        t13 = _mm256_set1_ps(1.0f);
        t2 = _mm256_div_ps(t13, t10);
    } else {
        t2 = (__m256)(vcc_v8_float){0};
        t3 = (__m256i)(vcc_m8){0};
    }
    t14 = (_mm256_movemask_epi8(t7) != 0);
    t16 = x;
    t17 = x;
    for (t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            t19 = _mm256_mul_ps(t17, x);
            t20 = _mm256_set1_ps((float)(2 * t15 + 1));
            t4 = _mm256_div_ps(t19, t20);
            t5 = _mm256_add_ps(t16, t4);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
            t5 = (__m256)(vcc_v8_float){0};
        }
    }
    t18 = _mm256_blendv_ps(t16, t2, _mm256_castsi256_ps(t3));
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
    __m256d t1;
    __m256d t2;
    int t3;
    __m256d t4;
    __m256d t5;
    __m256d t6;
    __m128i t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m128i t11;
    __m128i t12;
    int t13;
    int t14;
    int t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    int t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    t5 = _mm256_set1_pd(4.0);
    t6 = _mm256_mul_pd(x, t5);
    t7 = _mm256_cvttpd_epi32(t6);
    t8 = _mm256_cvtepi32_pd(t7);
    t9 = _mm256_set1_pd(0.5);
    t10 = _mm256_add_pd(t8, t9);
    t11 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t10, y, _CMP_GT_OQ));
    t12 = (__m128i)~(vcc_m4)t11;
    t1 = _mm256_set1_pd(0.0);
    t13 = (_mm_movemask_epi8(t12) != 0);
    for (t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((_mm_movemask_epi8(t12) != 0)) {
            t16 = _mm256_set1_pd(0.25);
            t17 = _mm256_mul_pd(t1, t16);
            t3 = t14 + 1;
            t18 = _mm256_set1_pd((double)t3);
            t19 = _mm256_div_pd(y, t18);
            t4 = _mm256_sub_pd(t17, t19);
        } else {
            t3 = 0;
            t4 = (__m256d)(vcc_v4_double){0};
        }
    }
    t2 = _mm256_set1_pd(0.0);
    t15 = (_mm_movemask_epi8(t11) != 0);
    t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        t21 = _mm256_set1_pd(0.5);
        t22 = _mm256_mul_pd(t2, t21);
        t23 = _mm256_set1_pd((double)t20);
        t24 = _mm256_mul_pd(x, t23);
        t2 = _mm256_add_pd(t22, t24);
        t20++;
    }
    t25 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t11)));
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
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    int t8;
    int t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    int t18;
    int t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    t2 = a;
    t3 = _mm256_xor_si256(a, b);
    t4 = _mm256_set1_epi32((int)1);
    t5 = _mm256_and_si256(t3, t4);
    t6 = (__m256i)(vcc_m8)((vcc_v8_int)t5 != (vcc_v8_int){0});
    t7 = (__m256i)~(vcc_m8)t6;
    t8 = (_mm256_movemask_epi8(t6) != 0);
    t9 = 0;
    t1 = t2;
    while (t8 ? t9 < steps : 0) {
        t10 = _mm256_set1_epi32((int)t9);
        t11 = b;
        t12 = t10;
        t13 = _mm256_add_epi32(t11, t12);
        t14 = t13;
        t15 = t14;
        t16 = _mm256_xor_si256(t1, t15);
        t17 = _mm256_set1_epi32((int)17U);
        t1 = _mm256_mullo_epi32(t16, t17);
        t9++;
    }
    t18 = (_mm256_movemask_epi8(t7) != 0);
    t19 = 0;
    while (t18 ? t19 < steps : 0) {
        t20 = _mm256_set1_epi32((int)31U);
        t21 = _mm256_mullo_epi32(t2, t20);
        t22 = _mm256_set1_epi32((int)(t19 & 7));
        t23 = _mm256_srav_epi32(b, t22);
        t24 = t23;
        t2 = _mm256_add_epi32(t21, t24);
        t19++;
    }
    t25 = _mm256_blendv_epi8(t2, t1, t6);
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
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256i t6;
    __m256i t7;
    int t8;
    int t9;
    int t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    int t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    t5 = _mm256_set1_ps(0.0f);
    t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GE_OQ));
    t7 = (__m256i)~(vcc_m8)t6;
    t1 = _mm256_set1_ps(0.0f);
    t8 = (_mm256_movemask_epi8(t7) != 0);
    for (t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((_mm256_movemask_epi8(t7) != 0)) {
            t11 = _mm256_xor_ps(x, _mm256_set1_ps(-0.0f));
            t12 = _mm256_mul_ps(t1, t11);
            t13 = _mm256_set1_ps(coef[t9]);
            t3 = _mm256_sub_ps(t12, t13);
        } else {
            t3 = (__m256)(vcc_v8_float){0};
        }
    }
    t2 = _mm256_set1_ps(0.0f);
    t10 = (_mm256_movemask_epi8(t6) != 0);
    for (t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((_mm256_movemask_epi8(t6) != 0)) {
            t16 = _mm256_mul_ps(t2, x);
            t17 = _mm256_set1_ps(coef[t14]);
            t4 = _mm256_add_ps(t16, t17);
        } else {
            t4 = (__m256)(vcc_v8_float){0};
        }
    }
    t15 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t6));
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
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256i t4;
    __m256i t5;
    int t6;
    int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    int t11;
    int t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256i t18;
    __m256 t19;
    t3 = _mm256_set1_ps(0.5f);
    t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    t5 = (__m256i)~(vcc_m8)t4;
    t6 = (_mm256_movemask_epi8(t5) != 0);
    t7 = 0;
    t1 = x;
    while (t6 ? t7 < n : 0) {
        t8 = _mm256_set1_ps(0.25f);
        t9 = _mm256_mul_ps(t1, t8);
        t10 = _mm256_set1_ps(1.0f);
        t1 = _mm256_sub_ps(t9, t10);
        t7++;
    }
    t11 = (_mm256_movemask_epi8(t4) != 0);
    t12 = 0;
    t2 = x;
    while (t11 ? t12 < n : 0) {
        t13 = _mm256_set1_ps(0.5f);
        t14 = _mm256_mul_ps(t2, t13);
        t15 = _mm256_set1_ps(1.0f);
        t2 = _mm256_add_ps(t14, t15);
        t12++;
    }
    if ((_mm256_movemask_epi8(t4) != 0)) {
        t16 = _mm256_set1_ps(8.0f);
        t17 = _mm256_mul_ps(t2, t16);
        t18 = _mm256_cvttps_epi32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t18, (vcc_m8)t4);
    }
    t19 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t4));
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8v_cheap(__m256 x) {
    __m256 t1;
    __m256i t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_GT_OQ));
    t3 = _mm256_set1_ps(1.0f);
    t4 = _mm256_sub_ps(x, t3);
    t5 = _mm256_set1_ps(2.0f);
    t6 = _mm256_mul_ps(x, t5);
    t7 = _mm256_blendv_ps(t4, t6, _mm256_castsi256_ps(t2));
    return t7;
}

__attribute__((target("avx2"))) void run_series(float *out, const float *in, int n) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256 t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    long t22;
    long t23;
    long t24;
    float *t25;
    __m256 t26;
    int t27;
    long t28;
    unsigned long t29;
    unsigned long t30;
    long t31;
    long t32;
    float *t33;
    __m256 t34;
    int i;
    long t35;
    float t36;
    __m256 t37;
    __m256i t38;
    int t39;
    int t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    int t45;
    long t46;
    float *t47;
    __m256 t48;
    __m256 t49;
    __m256i t50;
    int t51;
    int t52;
    __m256 t53;
    __m256 t54;
    int t55;
    __m256 t56;
    int t57;
    __m256 t58;
    int t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    int t63;
    __m256 t64;
    __m256 t65;
    int t66;
    __m256 t67;
    __m256 t68;
    int t69;
    __m256 t70;
    int t71;
    __m256 t72;
    __m256 t73;
    __m256i t74;
    int t75;
    int t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    int t81;
    int t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    int t89;
    int t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = t14 + 8L;
            t24 = (long)(int)(0L + t14);
            t25 = out + t24;
            t26 = _mm256_loadu_ps(in + t24);
            t37 = _mm256_set1_ps(1.0f);
            t38 = _mm256_castps_si256(_mm256_cmp_ps(t26, t37, _CMP_LT_OQ));
            t3 = (__m256i)~(vcc_m8)t38;
            t39 = (_mm256_movemask_epi8(t3) != 0);
            t41 = t26;
            for (t40 = 24; t39 ? t40 > 0 : 0; t40--, t41 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    t42 = _mm256_set1_ps((float)t40);
                    t43 = _mm256_div_ps(t42, t41);
                    t1 = _mm256_add_ps(t26, t43);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                t44 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t44, t41);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            t45 = (_mm256_movemask_epi8(t38) != 0);
            t46 = (long)(int)(0L + t23);
            t47 = out + t46;
            t48 = _mm256_loadu_ps(in + t46);
            t49 = _mm256_set1_ps(1.0f);
            t50 = _mm256_castps_si256(_mm256_cmp_ps(t48, t49, _CMP_LT_OQ));
            t16 = (__m256i)~(vcc_m8)t50;
            t51 = (_mm256_movemask_epi8(t16) != 0);
            t52 = 1;
            t53 = t26;
            t54 = t26;
            t55 = 1;
            t56 = (__m256)(vcc_v8_float){0};
            t57 = 24;
            t58 = t48;
            t59 = 1;
            t60 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t55) {
                    if (t45 ? t52 < 24 : 0) {
                        if ((_mm256_movemask_epi8(t38) != 0)) {
                            t61 = _mm256_mul_ps(t54, t26);
                            t62 = _mm256_set1_ps((float)(2 * t52 + 1));
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
                            t67 = _mm256_set1_ps((float)t57);
                            t68 = _mm256_div_ps(t67, t58);
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
                        t88 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t88, t72);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    t89 = (_mm256_movemask_epi8(t50) != 0);
                    t91 = t48;
                    t92 = t48;
                    for (t90 = 1; t89 ? t90 < 24 : 0; t90++, t91 = t18, t92 = t17) {
                        if ((_mm256_movemask_epi8(t50) != 0)) {
                            t94 = _mm256_mul_ps(t92, t48);
                            t95 = _mm256_set1_ps((float)(2 * t90 + 1));
                            t17 = _mm256_div_ps(t94, t95);
                            t18 = _mm256_add_ps(t91, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    t93 = _mm256_blendv_ps(t91, t15, _mm256_castsi256_ps(t16));
                    _mm256_storeu_ps(t47, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t27 = (int)(0L + t22);
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
    t29 = (unsigned long)out;
    t30 = (unsigned long)in;
    if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        t31 = t28 & -8L;
        t8 = 0L;
        for (;;) {
            t32 = (long)(int)((long)t27 + t8);
            t33 = out + t32;
            t34 = _mm256_loadu_ps(in + t32);
            t73 = _mm256_set1_ps(1.0f);
            t74 = _mm256_castps_si256(_mm256_cmp_ps(t34, t73, _CMP_LT_OQ));
            t11 = (__m256i)~(vcc_m8)t74;
            t75 = (_mm256_movemask_epi8(t11) != 0);
            t77 = t34;
            for (t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    t78 = _mm256_set1_ps((float)t76);
                    t79 = _mm256_div_ps(t78, t77);
                    t9 = _mm256_add_ps(t34, t79);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                t80 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t80, t77);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            t81 = (_mm256_movemask_epi8(t74) != 0);
            t83 = t34;
            t84 = t34;
            for (t82 = 1; t81 ? t82 < 24 : 0; t82++, t83 = t13, t84 = t12) {
                if ((_mm256_movemask_epi8(t74) != 0)) {
                    t86 = _mm256_mul_ps(t84, t34);
                    t87 = _mm256_set1_ps((float)(2 * t82 + 1));
                    t12 = _mm256_div_ps(t86, t87);
                    t13 = _mm256_add_ps(t83, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            t85 = _mm256_blendv_ps(t83, t10, _mm256_castsi256_ps(t11));
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
        t35 = (long)i;
        t36 = in[t35];
        out[t35] = (_mm256_zeroupper(), series(t36, 24));
    }
}

__attribute__((target("avx2"))) void run_blend2(double *out, const double *x, const double *y, int n) {
    __m256d t1;
    __m256d t2;
    int t3;
    __m256d t4;
    long t5;
    __m256d t6;
    __m256d t7;
    int t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    int t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    int t16;
    __m256d t17;
    long t18;
    __m256d t19;
    __m256d t20;
    int t21;
    __m256d t22;
    long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    long t28;
    long t29;
    long t30;
    long t31;
    long t32;
    double *t33;
    __m256d t34;
    __m256d t35;
    int t36;
    long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    double *t44;
    __m256d t45;
    __m256d t46;
    int i;
    long t47;
    double t48;
    double t49;
    long t50;
    double *t51;
    __m256d t52;
    __m256d t53;
    __m256d t54;
    __m256d t55;
    __m128i t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m128i t60;
    __m128i t61;
    int t62;
    int t63;
    int t64;
    __m256d t65;
    __m256d t66;
    __m256d t67;
    __m256d t68;
    int t69;
    __m256d t70;
    __m256d t71;
    __m256d t72;
    __m256d t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m128i t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m128i t81;
    __m128i t82;
    int t83;
    int t84;
    int t85;
    __m256d t86;
    __m256d t87;
    __m256d t88;
    __m256d t89;
    int t90;
    __m256d t91;
    __m256d t92;
    __m256d t93;
    __m256d t94;
    __m256d t95;
    long t96;
    double *t97;
    __m256d t98;
    __m256d t99;
    __m256d t100;
    __m256d t101;
    __m128i t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    __m128i t106;
    __m128i t107;
    int t108;
    int t109;
    int t110;
    __m256d t111;
    __m256d t112;
    __m256d t113;
    __m256d t114;
    int t115;
    __m256d t116;
    __m256d t117;
    __m256d t118;
    __m256d t119;
    __m256d t120;
    long t121;
    double *t122;
    __m256d t123;
    __m256d t124;
    __m256d t125;
    __m256d t126;
    __m128i t127;
    __m256d t128;
    __m256d t129;
    __m256d t130;
    __m128i t131;
    __m128i t132;
    int t133;
    int t134;
    int t135;
    __m256d t136;
    __m256d t137;
    __m256d t138;
    __m256d t139;
    int t140;
    __m256d t141;
    __m256d t142;
    __m256d t143;
    __m256d t144;
    __m256d t145;
    __m256d t146;
    __m256d t147;
    __m128i t148;
    __m256d t149;
    __m256d t150;
    __m256d t151;
    __m128i t152;
    __m128i t153;
    int t154;
    int t155;
    int t156;
    __m256d t157;
    __m256d t158;
    __m256d t159;
    __m256d t160;
    int t161;
    __m256d t162;
    __m256d t163;
    __m256d t164;
    __m256d t165;
    __m256d t166;
    t23 = (long)n;
    t24 = (unsigned long)out;
    t25 = (unsigned long)x;
    t26 = (unsigned long)out;
    t27 = (unsigned long)y;
    if ((t23 >= 16L) & (((t24 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t25 + 0UL)) | ((t25 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t24 + 0UL))) & (((t26 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t27 + 0UL)) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t26 + 0UL)))) {
        t28 = t23 & -16L;
        t18 = 0L;
        for (;;) {
            t29 = t18 + 4L;
            t30 = t18 + 8L;
            t31 = t18 + 12L;
            t32 = (long)(int)(0L + t18);
            t33 = out + t32;
            t34 = _mm256_loadu_pd(y + t32);
            t35 = _mm256_loadu_pd(x + t32);
            t54 = _mm256_set1_pd(4.0);
            t55 = _mm256_mul_pd(t35, t54);
            t56 = _mm256_cvttpd_epi32(t55);
            t57 = _mm256_cvtepi32_pd(t56);
            t58 = _mm256_set1_pd(0.5);
            t59 = _mm256_add_pd(t57, t58);
            t60 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t59, t34, _CMP_GT_OQ));
            t61 = (__m128i)~(vcc_m4)t60;
            t1 = _mm256_set1_pd(0.0);
            t62 = (_mm_movemask_epi8(t61) != 0);
            for (t63 = 0; t62 ? t63 < 40 : 0; t63 = t3, t1 = t4) {
                if ((_mm_movemask_epi8(t61) != 0)) {
                    t65 = _mm256_set1_pd(0.25);
                    t66 = _mm256_mul_pd(t1, t65);
                    t3 = t63 + 1;
                    t67 = _mm256_set1_pd((double)t3);
                    t68 = _mm256_div_pd(t34, t67);
                    t4 = _mm256_sub_pd(t66, t68);
                } else {
                    t3 = 0;
                    t4 = (__m256d)(vcc_v4_double){0};
                }
            }
            t2 = _mm256_set1_pd(0.0);
            t64 = (_mm_movemask_epi8(t60) != 0);
            t69 = 0;
            while (t64 ? t69 < 40 : 0) {
                t70 = _mm256_set1_pd(0.5);
                t71 = _mm256_mul_pd(t2, t70);
                t72 = _mm256_set1_pd((double)t69);
                t73 = _mm256_mul_pd(t35, t72);
                t2 = _mm256_add_pd(t71, t73);
                t69++;
            }
            t74 = _mm256_blendv_pd(t1, t2, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t60)));
            _mm256_storeu_pd(t33, t74);
            t50 = (long)(int)(0L + t29);
            t51 = out + t50;
            t52 = _mm256_loadu_pd(y + t50);
            t53 = _mm256_loadu_pd(x + t50);
            t100 = _mm256_set1_pd(4.0);
            t101 = _mm256_mul_pd(t53, t100);
            t102 = _mm256_cvttpd_epi32(t101);
            t103 = _mm256_cvtepi32_pd(t102);
            t104 = _mm256_set1_pd(0.5);
            t105 = _mm256_add_pd(t103, t104);
            t106 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t105, t52, _CMP_GT_OQ));
            t107 = (__m128i)~(vcc_m4)t106;
            t10 = _mm256_set1_pd(0.0);
            t108 = (_mm_movemask_epi8(t107) != 0);
            for (t109 = 0; t108 ? t109 < 40 : 0; t109 = t12, t10 = t13) {
                if ((_mm_movemask_epi8(t107) != 0)) {
                    t111 = _mm256_set1_pd(0.25);
                    t112 = _mm256_mul_pd(t10, t111);
                    t12 = t109 + 1;
                    t113 = _mm256_set1_pd((double)t12);
                    t114 = _mm256_div_pd(t52, t113);
                    t13 = _mm256_sub_pd(t112, t114);
                } else {
                    t12 = 0;
                    t13 = (__m256d)(vcc_v4_double){0};
                }
            }
            t11 = _mm256_set1_pd(0.0);
            t110 = (_mm_movemask_epi8(t106) != 0);
            t115 = 0;
            while (t110 ? t115 < 40 : 0) {
                t116 = _mm256_set1_pd(0.5);
                t117 = _mm256_mul_pd(t11, t116);
                t118 = _mm256_set1_pd((double)t115);
                t119 = _mm256_mul_pd(t53, t118);
                t11 = _mm256_add_pd(t117, t119);
                t115++;
            }
            t120 = _mm256_blendv_pd(t10, t11, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t106)));
            _mm256_storeu_pd(t51, t120);
            t96 = (long)(int)(0L + t30);
            t97 = out + t96;
            t98 = _mm256_loadu_pd(y + t96);
            t99 = _mm256_loadu_pd(x + t96);
            t125 = _mm256_set1_pd(4.0);
            t126 = _mm256_mul_pd(t99, t125);
            t127 = _mm256_cvttpd_epi32(t126);
            t128 = _mm256_cvtepi32_pd(t127);
            t129 = _mm256_set1_pd(0.5);
            t130 = _mm256_add_pd(t128, t129);
            t131 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t130, t98, _CMP_GT_OQ));
            t132 = (__m128i)~(vcc_m4)t131;
            t14 = _mm256_set1_pd(0.0);
            t133 = (_mm_movemask_epi8(t132) != 0);
            for (t134 = 0; t133 ? t134 < 40 : 0; t134 = t16, t14 = t17) {
                if ((_mm_movemask_epi8(t132) != 0)) {
                    t136 = _mm256_set1_pd(0.25);
                    t137 = _mm256_mul_pd(t14, t136);
                    t16 = t134 + 1;
                    t138 = _mm256_set1_pd((double)t16);
                    t139 = _mm256_div_pd(t98, t138);
                    t17 = _mm256_sub_pd(t137, t139);
                } else {
                    t16 = 0;
                    t17 = (__m256d)(vcc_v4_double){0};
                }
            }
            t15 = _mm256_set1_pd(0.0);
            t135 = (_mm_movemask_epi8(t131) != 0);
            t140 = 0;
            while (t135 ? t140 < 40 : 0) {
                t141 = _mm256_set1_pd(0.5);
                t142 = _mm256_mul_pd(t15, t141);
                t143 = _mm256_set1_pd((double)t140);
                t144 = _mm256_mul_pd(t99, t143);
                t15 = _mm256_add_pd(t142, t144);
                t140++;
            }
            t145 = _mm256_blendv_pd(t14, t15, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t131)));
            _mm256_storeu_pd(t97, t145);
            t121 = (long)(int)(0L + t31);
            t122 = out + t121;
            t123 = _mm256_loadu_pd(y + t121);
            t124 = _mm256_loadu_pd(x + t121);
            t146 = _mm256_set1_pd(4.0);
            t147 = _mm256_mul_pd(t124, t146);
            t148 = _mm256_cvttpd_epi32(t147);
            t149 = _mm256_cvtepi32_pd(t148);
            t150 = _mm256_set1_pd(0.5);
            t151 = _mm256_add_pd(t149, t150);
            t152 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t151, t123, _CMP_GT_OQ));
            t153 = (__m128i)~(vcc_m4)t152;
            t19 = _mm256_set1_pd(0.0);
            t154 = (_mm_movemask_epi8(t153) != 0);
            for (t155 = 0; t154 ? t155 < 40 : 0; t155 = t21, t19 = t22) {
                if ((_mm_movemask_epi8(t153) != 0)) {
                    t157 = _mm256_set1_pd(0.25);
                    t158 = _mm256_mul_pd(t19, t157);
                    t21 = t155 + 1;
                    t159 = _mm256_set1_pd((double)t21);
                    t160 = _mm256_div_pd(t123, t159);
                    t22 = _mm256_sub_pd(t158, t160);
                } else {
                    t21 = 0;
                    t22 = (__m256d)(vcc_v4_double){0};
                }
            }
            t20 = _mm256_set1_pd(0.0);
            t156 = (_mm_movemask_epi8(t152) != 0);
            t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                t162 = _mm256_set1_pd(0.5);
                t163 = _mm256_mul_pd(t20, t162);
                t164 = _mm256_set1_pd((double)t161);
                t165 = _mm256_mul_pd(t124, t164);
                t20 = _mm256_add_pd(t163, t165);
                t161++;
            }
            t166 = _mm256_blendv_pd(t19, t20, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t152)));
            _mm256_storeu_pd(t122, t166);
            t18 += 16L;
            if (t18 >= t28) {
                t36 = (int)(0L + t28);
                break;
            }
        }
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    t38 = (unsigned long)out;
    t39 = (unsigned long)x;
    t40 = (unsigned long)out;
    t41 = (unsigned long)y;
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t36 * 8L))) | ((t39 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t36 * 8L)))) & (((t40 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t36 * 8L))) | ((t41 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t36 * 8L))))) {
        t42 = t37 & -4L;
        t5 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t36 + t5);
            t44 = out + t43;
            t45 = _mm256_loadu_pd(y + t43);
            t46 = _mm256_loadu_pd(x + t43);
            t75 = _mm256_set1_pd(4.0);
            t76 = _mm256_mul_pd(t46, t75);
            t77 = _mm256_cvttpd_epi32(t76);
            t78 = _mm256_cvtepi32_pd(t77);
            t79 = _mm256_set1_pd(0.5);
            t80 = _mm256_add_pd(t78, t79);
            t81 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t80, t45, _CMP_GT_OQ));
            t82 = (__m128i)~(vcc_m4)t81;
            t6 = _mm256_set1_pd(0.0);
            t83 = (_mm_movemask_epi8(t82) != 0);
            for (t84 = 0; t83 ? t84 < 40 : 0; t84 = t8, t6 = t9) {
                if ((_mm_movemask_epi8(t82) != 0)) {
                    t86 = _mm256_set1_pd(0.25);
                    t87 = _mm256_mul_pd(t6, t86);
                    t8 = t84 + 1;
                    t88 = _mm256_set1_pd((double)t8);
                    t89 = _mm256_div_pd(t45, t88);
                    t9 = _mm256_sub_pd(t87, t89);
                } else {
                    t8 = 0;
                    t9 = (__m256d)(vcc_v4_double){0};
                }
            }
            t7 = _mm256_set1_pd(0.0);
            t85 = (_mm_movemask_epi8(t81) != 0);
            t90 = 0;
            while (t85 ? t90 < 40 : 0) {
                t91 = _mm256_set1_pd(0.5);
                t92 = _mm256_mul_pd(t7, t91);
                t93 = _mm256_set1_pd((double)t90);
                t94 = _mm256_mul_pd(t46, t93);
                t7 = _mm256_add_pd(t92, t94);
                t90++;
            }
            t95 = _mm256_blendv_pd(t6, t7, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t81)));
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
        t47 = (long)i;
        t48 = y[t47];
        t49 = x[t47];
        out[t47] = (_mm256_zeroupper(), blend2(t49, t48));
    }
}

__attribute__((target("avx2"))) void run_mix(unsigned *out, const int *a, const int *b, int n) {
    __m256i t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    long t5;
    __m256i t6;
    __m256i t7;
    long t8;
    __m256i t9;
    __m256i t10;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    long t21;
    unsigned int *t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    int t26;
    long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    long t36;
    unsigned int *t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int i;
    long t41;
    int t42;
    int t43;
    __m256i t44;
    __m256i t45;
    long t46;
    unsigned int *t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    int t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    int t66;
    int t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    int t79;
    int t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    int t89;
    int t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    int t102;
    int t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    int t112;
    int t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    t11 = (long)n;
    t12 = (unsigned long)out;
    t13 = (unsigned long)a;
    t14 = (unsigned long)out;
    t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t13 + 0UL)) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t12 + 0UL))) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t15 + 0UL)) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t14 + 0UL)))) {
        t16 = t11 & -16L;
        t17 = _mm256_set1_epi32((int)0);
        t18 = t17;
        t1 = _mm256_add_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t8 = 0L;
        for (;;) {
            t19 = t8 + 8L;
            t20 = t1;
            t21 = (long)(int)(0L + t8);
            t22 = out + t21;
            t23 = _mm256_loadu_si256((const __m256i *)(b + t21));
            t24 = _mm256_add_epi32(t23, t20);
            t25 = _mm256_loadu_si256((const __m256i *)(a + t21));
            t4 = t25;
            t51 = _mm256_xor_si256(t25, t24);
            t52 = _mm256_set1_epi32((int)1);
            t53 = _mm256_and_si256(t51, t52);
            t54 = (__m256i)(vcc_m8)((vcc_v8_int)t53 != (vcc_v8_int){0});
            t55 = (__m256i)~(vcc_m8)t54;
            t56 = (_mm256_movemask_epi8(t54) != 0);
            t57 = 0;
            t3 = t4;
            while (t56 ? t57 < 12 : 0) {
                t58 = _mm256_set1_epi32((int)t57);
                t59 = t24;
                t60 = t58;
                t61 = _mm256_add_epi32(t59, t60);
                t62 = t61;
                t63 = t62;
                t64 = _mm256_xor_si256(t3, t63);
                t65 = _mm256_set1_epi32((int)17U);
                t3 = _mm256_mullo_epi32(t64, t65);
                t57++;
            }
            t66 = (_mm256_movemask_epi8(t55) != 0);
            t67 = 0;
            while (t66 ? t67 < 12 : 0) {
                t68 = _mm256_set1_epi32((int)31U);
                t69 = _mm256_mullo_epi32(t4, t68);
                t70 = _mm256_set1_epi32((int)(t67 & 7));
                t71 = _mm256_srav_epi32(t24, t70);
                t72 = t71;
                t4 = _mm256_add_epi32(t69, t72);
                t67++;
            }
            t73 = _mm256_blendv_epi8(t4, t3, t54);
            _mm256_storeu_si256((__m256i *)t22, t73);
            t44 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t45 = t44;
            t46 = (long)(int)(0L + t19);
            t47 = out + t46;
            t48 = _mm256_loadu_si256((const __m256i *)(b + t46));
            t49 = _mm256_add_epi32(t48, t45);
            t50 = _mm256_loadu_si256((const __m256i *)(a + t46));
            t10 = t50;
            t97 = _mm256_xor_si256(t50, t49);
            t98 = _mm256_set1_epi32((int)1);
            t99 = _mm256_and_si256(t97, t98);
            t100 = (__m256i)(vcc_m8)((vcc_v8_int)t99 != (vcc_v8_int){0});
            t101 = (__m256i)~(vcc_m8)t100;
            t102 = (_mm256_movemask_epi8(t100) != 0);
            t103 = 0;
            t9 = t10;
            while (t102 ? t103 < 12 : 0) {
                t104 = _mm256_set1_epi32((int)t103);
                t105 = t49;
                t106 = t104;
                t107 = _mm256_add_epi32(t105, t106);
                t108 = t107;
                t109 = t108;
                t110 = _mm256_xor_si256(t9, t109);
                t111 = _mm256_set1_epi32((int)17U);
                t9 = _mm256_mullo_epi32(t110, t111);
                t103++;
            }
            t112 = (_mm256_movemask_epi8(t101) != 0);
            t113 = 0;
            while (t112 ? t113 < 12 : 0) {
                t114 = _mm256_set1_epi32((int)31U);
                t115 = _mm256_mullo_epi32(t10, t114);
                t116 = _mm256_set1_epi32((int)(t113 & 7));
                t117 = _mm256_srav_epi32(t49, t116);
                t118 = t117;
                t10 = _mm256_add_epi32(t115, t118);
                t113++;
            }
            t119 = _mm256_blendv_epi8(t10, t9, t100);
            _mm256_storeu_si256((__m256i *)t47, t119);
            t8 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            if (t8 >= t16) {
                t26 = (int)(0L + t16);
                break;
            }
        }
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    t28 = (unsigned long)out;
    t29 = (unsigned long)a;
    t30 = (unsigned long)out;
    t31 = (unsigned long)b;
    if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L)))) & (((t30 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t26 * 4L))))) {
        t32 = t27 & -8L;
        t33 = _mm256_set1_epi32((int)t26);
        t34 = t33;
        t2 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t5 = 0L;
        for (;;) {
            t35 = t2;
            t36 = (long)(int)((long)t26 + t5);
            t37 = out + t36;
            t38 = _mm256_loadu_si256((const __m256i *)(b + t36));
            t39 = _mm256_add_epi32(t38, t35);
            t40 = _mm256_loadu_si256((const __m256i *)(a + t36));
            t7 = t40;
            t74 = _mm256_xor_si256(t40, t39);
            t75 = _mm256_set1_epi32((int)1);
            t76 = _mm256_and_si256(t74, t75);
            t77 = (__m256i)(vcc_m8)((vcc_v8_int)t76 != (vcc_v8_int){0});
            t78 = (__m256i)~(vcc_m8)t77;
            t79 = (_mm256_movemask_epi8(t77) != 0);
            t80 = 0;
            t6 = t7;
            while (t79 ? t80 < 12 : 0) {
                t81 = _mm256_set1_epi32((int)t80);
                t82 = t39;
                t83 = t81;
                t84 = _mm256_add_epi32(t82, t83);
                t85 = t84;
                t86 = t85;
                t87 = _mm256_xor_si256(t6, t86);
                t88 = _mm256_set1_epi32((int)17U);
                t6 = _mm256_mullo_epi32(t87, t88);
                t80++;
            }
            t89 = (_mm256_movemask_epi8(t78) != 0);
            t90 = 0;
            while (t89 ? t90 < 12 : 0) {
                t91 = _mm256_set1_epi32((int)31U);
                t92 = _mm256_mullo_epi32(t7, t91);
                t93 = _mm256_set1_epi32((int)(t90 & 7));
                t94 = _mm256_srav_epi32(t39, t93);
                t95 = t94;
                t7 = _mm256_add_epi32(t92, t95);
                t90++;
            }
            t96 = _mm256_blendv_epi8(t7, t6, t77);
            _mm256_storeu_si256((__m256i *)t37, t96);
            t5 += 8L;
            t2 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            if (t5 >= t32) {
                i = (int)((long)t26 + t32);
                break;
            }
        }
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        t41 = (long)i;
        t42 = b[t41];
        t43 = a[t41];
        out[t41] = (_mm256_zeroupper(), mix(t43, t42 + i, 12));
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
__attribute__((target("avx2"))) void run_series_auto(float *out, const float *in, int n) {
    __m256 t1;
    __m256 t2;
    __m256i t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256 t15;
    __m256i t16;
    __m256 t17;
    __m256 t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    long t22;
    long t23;
    long t24;
    float *t25;
    __m256 t26;
    __m256 t27;
    int t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    float *t34;
    __m256 t35;
    __m256 t36;
    int i;
    long t37;
    float t38;
    __m256 t39;
    __m256i t40;
    int t41;
    int t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    int t47;
    long t48;
    float *t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256i t53;
    int t54;
    int t55;
    __m256 t56;
    __m256 t57;
    int t58;
    __m256 t59;
    int t60;
    __m256 t61;
    int t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    int t66;
    __m256 t67;
    __m256 t68;
    int t69;
    __m256 t70;
    __m256 t71;
    int t72;
    __m256 t73;
    int t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256i t79;
    int t80;
    int t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    int t86;
    int t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    int t95;
    int t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = t14 + 8L;
            t24 = (long)(int)(0L + t14);
            t25 = out + t24;
            t26 = _mm256_loadu_ps(in + t24);
            t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
            t39 = _mm256_set1_ps(1.0f);
            t40 = _mm256_castps_si256(_mm256_cmp_ps(t27, t39, _CMP_LT_OQ));
            t3 = (__m256i)~(vcc_m8)t40;
            t41 = (_mm256_movemask_epi8(t3) != 0);
            t43 = t27;
            for (t42 = 9; t41 ? t42 > 0 : 0; t42--, t43 = t1) {
                if ((_mm256_movemask_epi8(t3) != 0)) {
                    t44 = _mm256_set1_ps((float)t42);
                    t45 = _mm256_div_ps(t44, t43);
                    t1 = _mm256_add_ps(t27, t45);
                } else {
                    t1 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t3) != 0)) {
                t46 = _mm256_set1_ps(1.0f);
                t2 = _mm256_div_ps(t46, t43);
            } else {
                t2 = (__m256)(vcc_v8_float){0};
                t3 = (__m256i)(vcc_m8){0};
            }
            t47 = (_mm256_movemask_epi8(t40) != 0);
            t48 = (long)(int)(0L + t23);
            t49 = out + t48;
            t50 = _mm256_loadu_ps(in + t48);
            t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.5f));
            t52 = _mm256_set1_ps(1.0f);
            t53 = _mm256_castps_si256(_mm256_cmp_ps(t51, t52, _CMP_LT_OQ));
            t16 = (__m256i)~(vcc_m8)t53;
            t54 = (_mm256_movemask_epi8(t16) != 0);
            t55 = 1;
            t56 = t27;
            t57 = t27;
            t58 = 1;
            t59 = (__m256)(vcc_v8_float){0};
            t60 = 9;
            t61 = t51;
            t62 = 1;
            t63 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t58) {
                    if (t47 ? t55 < 9 : 0) {
                        if ((_mm256_movemask_epi8(t40) != 0)) {
                            t64 = _mm256_mul_ps(t57, t27);
                            t65 = _mm256_set1_ps((float)(2 * t55 + 1));
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
                            t70 = _mm256_set1_ps((float)t60);
                            t71 = _mm256_div_ps(t70, t61);
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
                    t76 = _mm256_add_ps(t6, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t25, t76);
                    if ((_mm256_movemask_epi8(t16) != 0)) {
                        t94 = _mm256_set1_ps(1.0f);
                        t15 = _mm256_div_ps(t94, t75);
                    } else {
                        t15 = (__m256)(vcc_v8_float){0};
                        t16 = (__m256i)(vcc_m8){0};
                    }
                    t95 = (_mm256_movemask_epi8(t53) != 0);
                    t97 = t51;
                    t98 = t51;
                    for (t96 = 1; t95 ? t96 < 9 : 0; t96++, t97 = t18, t98 = t17) {
                        if ((_mm256_movemask_epi8(t53) != 0)) {
                            t100 = _mm256_mul_ps(t98, t51);
                            t101 = _mm256_set1_ps((float)(2 * t96 + 1));
                            t17 = _mm256_div_ps(t100, t101);
                            t18 = _mm256_add_ps(t97, t17);
                        } else {
                            t17 = (__m256)(vcc_v8_float){0};
                            t18 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    t99 = _mm256_blendv_ps(t97, t15, _mm256_castsi256_ps(t16));
                    t93 = _mm256_add_ps(t99, _mm256_set1_ps(1.0f));
                    _mm256_storeu_ps(t49, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t28 = (int)(0L + t22);
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
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
        t32 = t29 & -8L;
        t8 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t28 + t8);
            t34 = out + t33;
            t35 = _mm256_loadu_ps(in + t33);
            t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
            t78 = _mm256_set1_ps(1.0f);
            t79 = _mm256_castps_si256(_mm256_cmp_ps(t36, t78, _CMP_LT_OQ));
            t11 = (__m256i)~(vcc_m8)t79;
            t80 = (_mm256_movemask_epi8(t11) != 0);
            t82 = t36;
            for (t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t9) {
                if ((_mm256_movemask_epi8(t11) != 0)) {
                    t83 = _mm256_set1_ps((float)t81);
                    t84 = _mm256_div_ps(t83, t82);
                    t9 = _mm256_add_ps(t36, t84);
                } else {
                    t9 = (__m256)(vcc_v8_float){0};
                }
            }
            if ((_mm256_movemask_epi8(t11) != 0)) {
                t85 = _mm256_set1_ps(1.0f);
                t10 = _mm256_div_ps(t85, t82);
            } else {
                t10 = (__m256)(vcc_v8_float){0};
                t11 = (__m256i)(vcc_m8){0};
            }
            t86 = (_mm256_movemask_epi8(t79) != 0);
            t88 = t36;
            t89 = t36;
            for (t87 = 1; t86 ? t87 < 9 : 0; t87++, t88 = t13, t89 = t12) {
                if ((_mm256_movemask_epi8(t79) != 0)) {
                    t91 = _mm256_mul_ps(t89, t36);
                    t92 = _mm256_set1_ps((float)(2 * t87 + 1));
                    t12 = _mm256_div_ps(t91, t92);
                    t13 = _mm256_add_ps(t88, t12);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                    t13 = (__m256)(vcc_v8_float){0};
                }
            }
            t90 = _mm256_blendv_ps(t88, t10, _mm256_castsi256_ps(t11));
            t77 = _mm256_add_ps(t90, _mm256_set1_ps(1.0f));
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
        t37 = (long)i;
        t38 = in[t37];
        out[t37] = (_mm256_zeroupper(), series(t38 * 0.5f, 9)) + 1.0f;
    }
}

__attribute__((target("avx2"))) void run_poly(float *out, const float *coef, const float *in, int n) {
    __m256 t1;
    __m256 t2;
    __m256 t3;
    __m256 t4;
    __m256 t5;
    __m256 t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    long t13;
    __m256 t14;
    __m256 t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    long t21;
    float *t22;
    __m256 t23;
    int t24;
    long t25;
    unsigned long t26;
    unsigned long t27;
    long t28;
    long t29;
    float *t30;
    __m256 t31;
    int i;
    long t32;
    float t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    int t37;
    int t38;
    int t39;
    long t40;
    float *t41;
    __m256 t42;
    __m256 t43;
    __m256i t44;
    __m256i t45;
    int t46;
    int t47;
    int t48;
    __m256 t49;
    int t50;
    int t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    int t55;
    __m256 t56;
    int t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    int t61;
    __m256 t62;
    int t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256i t69;
    __m256i t70;
    int t71;
    int t72;
    int t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    int t77;
    __m256 t78;
    __m256 t79;
    __m256 t80;
    int t81;
    int t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + 0UL)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + 0UL)))) {
        t19 = t16 & -16L;
        t13 = 0L;
        for (;;) {
            t20 = t13 + 8L;
            t21 = (long)(int)(0L + t13);
            t22 = out + t21;
            t23 = _mm256_loadu_ps(in + t21);
            t34 = _mm256_set1_ps(0.0f);
            t35 = _mm256_castps_si256(_mm256_cmp_ps(t23, t34, _CMP_GE_OQ));
            t36 = (__m256i)~(vcc_m8)t35;
            t1 = _mm256_set1_ps(0.0f);
            t37 = (_mm256_movemask_epi8(t36) != 0);
            for (t38 = 15; t37 ? t38 >= 0 : 0; t38--, t1 = t7) {
                if ((_mm256_movemask_epi8(t36) != 0)) {
                    t65 = _mm256_xor_ps(t23, _mm256_set1_ps(-0.0f));
                    t66 = _mm256_mul_ps(t1, t65);
                    t67 = _mm256_set1_ps(coef[t38]);
                    t7 = _mm256_sub_ps(t66, t67);
                } else {
                    t7 = (__m256)(vcc_v8_float){0};
                }
            }
            t2 = _mm256_set1_ps(0.0f);
            t39 = (_mm256_movemask_epi8(t35) != 0);
            t40 = (long)(int)(0L + t20);
            t41 = out + t40;
            t42 = _mm256_loadu_ps(in + t40);
            t43 = _mm256_set1_ps(0.0f);
            t44 = _mm256_castps_si256(_mm256_cmp_ps(t42, t43, _CMP_GE_OQ));
            t45 = (__m256i)~(vcc_m8)t44;
            t3 = _mm256_set1_ps(0.0f);
            t46 = (_mm256_movemask_epi8(t45) != 0);
            t47 = 0;
            t48 = 1;
            t49 = (__m256)(vcc_v8_float){0};
            t50 = 15;
            t51 = 1;
            t52 = (__m256)(vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t47 < 16 : 0) {
                        if ((_mm256_movemask_epi8(t35) != 0)) {
                            t53 = _mm256_mul_ps(t2, t23);
                            t54 = _mm256_set1_ps(coef[t47]);
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
                            t58 = _mm256_xor_ps(t42, _mm256_set1_ps(-0.0f));
                            t59 = _mm256_mul_ps(t3, t58);
                            t60 = _mm256_set1_ps(coef[t50]);
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
                    t14 = _mm256_set1_ps(0.0f);
                    t81 = (_mm256_movemask_epi8(t44) != 0);
                    for (t82 = 0; t81 ? t82 < 16 : 0; t82++, t14 = t15) {
                        if ((_mm256_movemask_epi8(t44) != 0)) {
                            t84 = _mm256_mul_ps(t14, t42);
                            t85 = _mm256_set1_ps(coef[t82]);
                            t15 = _mm256_add_ps(t84, t85);
                        } else {
                            t15 = (__m256)(vcc_v8_float){0};
                        }
                    }
                    t83 = _mm256_blendv_ps(t64, t14, _mm256_castsi256_ps(t44));
                    _mm256_storeu_ps(t41, t83);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t24 = (int)(0L + t19);
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
    t26 = (unsigned long)out;
    t27 = (unsigned long)in;
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        t28 = t25 & -8L;
        t8 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t24 + t8);
            t30 = out + t29;
            t31 = _mm256_loadu_ps(in + t29);
            t68 = _mm256_set1_ps(0.0f);
            t69 = _mm256_castps_si256(_mm256_cmp_ps(t31, t68, _CMP_GE_OQ));
            t70 = (__m256i)~(vcc_m8)t69;
            t9 = _mm256_set1_ps(0.0f);
            t71 = (_mm256_movemask_epi8(t70) != 0);
            for (t72 = 15; t71 ? t72 >= 0 : 0; t72--, t9 = t11) {
                if ((_mm256_movemask_epi8(t70) != 0)) {
                    t74 = _mm256_xor_ps(t31, _mm256_set1_ps(-0.0f));
                    t75 = _mm256_mul_ps(t9, t74);
                    t76 = _mm256_set1_ps(coef[t72]);
                    t11 = _mm256_sub_ps(t75, t76);
                } else {
                    t11 = (__m256)(vcc_v8_float){0};
                }
            }
            t10 = _mm256_set1_ps(0.0f);
            t73 = (_mm256_movemask_epi8(t69) != 0);
            for (t77 = 0; t73 ? t77 < 16 : 0; t77++, t10 = t12) {
                if ((_mm256_movemask_epi8(t69) != 0)) {
                    t79 = _mm256_mul_ps(t10, t31);
                    t80 = _mm256_set1_ps(coef[t77]);
                    t12 = _mm256_add_ps(t79, t80);
                } else {
                    t12 = (__m256)(vcc_v8_float){0};
                }
            }
            t78 = _mm256_blendv_ps(t9, t10, _mm256_castsi256_ps(t69));
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
        t32 = (long)i;
        t33 = in[t32];
        out[t32] = (_mm256_zeroupper(), poly(coef, t33, 16));
    }
}

__attribute__((target("avx2"))) void run_tally(float *out, int *hits, const float *in, int n) {
    __m256 t1;
    __m256 t2;
    long t3;
    __m256 t4;
    __m256 t5;
    long t6;
    __m256 t7;
    __m256 t8;
    long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    int t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    long t20;
    long t21;
    float *t22;
    int i;
    long t23;
    float t24;
    long t25;
    float *t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    int t30;
    int t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    int t35;
    int t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256 t40;
    __m256 t41;
    __m256i t42;
    __m256 t43;
    __m256 t44;
    __m256i t45;
    __m256i t46;
    int t47;
    int t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    int t52;
    int t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256i t62;
    __m256i t63;
    int t64;
    int t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    int t69;
    int t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256i t76;
    __m256 t77;
    t9 = (long)n;
    t10 = (unsigned long)out;
    t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + 0UL)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + 0UL)))) {
        t12 = t9 & -16L;
        t6 = 0L;
        for (;;) {
            t13 = t6 + 8L;
            t14 = (long)(int)(0L + t6);
            t15 = out + t14;
            t2 = _mm256_loadu_ps(in + t14);
            t27 = _mm256_set1_ps(0.5f);
            t28 = _mm256_castps_si256(_mm256_cmp_ps(t2, t27, _CMP_GT_OQ));
            t29 = (__m256i)~(vcc_m8)t28;
            t30 = (_mm256_movemask_epi8(t29) != 0);
            t31 = 0;
            t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                t32 = _mm256_set1_ps(0.25f);
                t33 = _mm256_mul_ps(t1, t32);
                t34 = _mm256_set1_ps(1.0f);
                t1 = _mm256_sub_ps(t33, t34);
                t31++;
            }
            t35 = (_mm256_movemask_epi8(t28) != 0);
            t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                t37 = _mm256_set1_ps(0.5f);
                t38 = _mm256_mul_ps(t2, t37);
                t39 = _mm256_set1_ps(1.0f);
                t2 = _mm256_add_ps(t38, t39);
                t36++;
            }
            if ((_mm256_movemask_epi8(t28) != 0)) {
                t40 = _mm256_set1_ps(8.0f);
                t41 = _mm256_mul_ps(t2, t40);
                t42 = _mm256_cvttps_epi32(t41);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t42, (vcc_m8)t28);
            }
            t43 = _mm256_blendv_ps(t1, t2, _mm256_castsi256_ps(t28));
            _mm256_storeu_ps(t15, t43);
            t25 = (long)(int)(0L + t13);
            t26 = out + t25;
            t8 = _mm256_loadu_ps(in + t25);
            t61 = _mm256_set1_ps(0.5f);
            t62 = _mm256_castps_si256(_mm256_cmp_ps(t8, t61, _CMP_GT_OQ));
            t63 = (__m256i)~(vcc_m8)t62;
            t64 = (_mm256_movemask_epi8(t63) != 0);
            t65 = 0;
            t7 = t8;
            while (t64 ? t65 < 5 : 0) {
                t66 = _mm256_set1_ps(0.25f);
                t67 = _mm256_mul_ps(t7, t66);
                t68 = _mm256_set1_ps(1.0f);
                t7 = _mm256_sub_ps(t67, t68);
                t65++;
            }
            t69 = (_mm256_movemask_epi8(t62) != 0);
            t70 = 0;
            while (t69 ? t70 < 5 : 0) {
                t71 = _mm256_set1_ps(0.5f);
                t72 = _mm256_mul_ps(t8, t71);
                t73 = _mm256_set1_ps(1.0f);
                t8 = _mm256_add_ps(t72, t73);
                t70++;
            }
            if ((_mm256_movemask_epi8(t62) != 0)) {
                t74 = _mm256_set1_ps(8.0f);
                t75 = _mm256_mul_ps(t8, t74);
                t76 = _mm256_cvttps_epi32(t75);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t76, (vcc_m8)t62);
            }
            t77 = _mm256_blendv_ps(t7, t8, _mm256_castsi256_ps(t62));
            _mm256_storeu_ps(t26, t77);
            t6 += 16L;
            if (t6 >= t12) {
                t16 = (int)(0L + t12);
                break;
            }
        }
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        t20 = t17 & -8L;
        t3 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t16 + t3);
            t22 = out + t21;
            t5 = _mm256_loadu_ps(in + t21);
            t44 = _mm256_set1_ps(0.5f);
            t45 = _mm256_castps_si256(_mm256_cmp_ps(t5, t44, _CMP_GT_OQ));
            t46 = (__m256i)~(vcc_m8)t45;
            t47 = (_mm256_movemask_epi8(t46) != 0);
            t48 = 0;
            t4 = t5;
            while (t47 ? t48 < 5 : 0) {
                t49 = _mm256_set1_ps(0.25f);
                t50 = _mm256_mul_ps(t4, t49);
                t51 = _mm256_set1_ps(1.0f);
                t4 = _mm256_sub_ps(t50, t51);
                t48++;
            }
            t52 = (_mm256_movemask_epi8(t45) != 0);
            t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                t54 = _mm256_set1_ps(0.5f);
                t55 = _mm256_mul_ps(t5, t54);
                t56 = _mm256_set1_ps(1.0f);
                t5 = _mm256_add_ps(t55, t56);
                t53++;
            }
            if ((_mm256_movemask_epi8(t45) != 0)) {
                t57 = _mm256_set1_ps(8.0f);
                t58 = _mm256_mul_ps(t5, t57);
                t59 = _mm256_cvttps_epi32(t58);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, (vcc_v8_int)t59, (vcc_m8)t45);
            }
            t60 = _mm256_blendv_ps(t4, t5, _mm256_castsi256_ps(t45));
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
        t23 = (long)i;
        t24 = in[t23];
        out[t23] = (_mm256_zeroupper(), tally(t24, hits, 5));
    }
}

__attribute__((target("avx2"))) void run_cheap(float *out, const float *in, int n) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    __m256 t10;
    int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    float *t17;
    __m256 t18;
    int i;
    long t19;
    float t20;
    long t21;
    float *t22;
    __m256 t23;
    __m256 t24;
    __m256i t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256i t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256i t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = t2 + 8L;
            t8 = (long)(int)(0L + t2);
            t9 = out + t8;
            t10 = _mm256_loadu_ps(in + t8);
            t24 = _mm256_set1_ps(0.0f);
            t25 = _mm256_castps_si256(_mm256_cmp_ps(t10, t24, _CMP_GT_OQ));
            t26 = _mm256_set1_ps(1.0f);
            t27 = _mm256_sub_ps(t10, t26);
            t28 = _mm256_set1_ps(2.0f);
            t29 = _mm256_mul_ps(t10, t28);
            t30 = _mm256_blendv_ps(t27, t29, _mm256_castsi256_ps(t25));
            _mm256_storeu_ps(t9, t30);
            t21 = (long)(int)(0L + t7);
            t22 = out + t21;
            t23 = _mm256_loadu_ps(in + t21);
            t38 = _mm256_set1_ps(0.0f);
            t39 = _mm256_castps_si256(_mm256_cmp_ps(t23, t38, _CMP_GT_OQ));
            t40 = _mm256_set1_ps(1.0f);
            t41 = _mm256_sub_ps(t23, t40);
            t42 = _mm256_set1_ps(2.0f);
            t43 = _mm256_mul_ps(t23, t42);
            t44 = _mm256_blendv_ps(t41, t43, _mm256_castsi256_ps(t39));
            _mm256_storeu_ps(t22, t44);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    t13 = (unsigned long)out;
    t14 = (unsigned long)in;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        t15 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t16 = (long)(int)((long)t11 + t1);
            t17 = out + t16;
            t18 = _mm256_loadu_ps(in + t16);
            t31 = _mm256_set1_ps(0.0f);
            t32 = _mm256_castps_si256(_mm256_cmp_ps(t18, t31, _CMP_GT_OQ));
            t33 = _mm256_set1_ps(1.0f);
            t34 = _mm256_sub_ps(t18, t33);
            t35 = _mm256_set1_ps(2.0f);
            t36 = _mm256_mul_ps(t18, t35);
            t37 = _mm256_blendv_ps(t34, t36, _mm256_castsi256_ps(t32));
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
        t19 = (long)i;
        t20 = in[t19];
        out[t19] = (_mm256_zeroupper(), cheap(t20));
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

__attribute__((target("avx2"))) int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    __m256i t1;
    long t2;
    unsigned int seed;
    long t3;
    long t4;
    long t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256 t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    int k;
    int t17;
    int s;
    int n;
    unsigned long t18;
    unsigned long t19;
    float *fin;
    float *fout;
    unsigned long t20;
    double *dx;
    double *dy;
    double *dout;
    int *ia;
    int *ib;
    unsigned int *iout;
    int i;
    int r;
    long t21;
    float *t22;
    float t23;
    float t24;
    const float *t25;
    unsigned long t26;
    unsigned long t27;
    const void *t28;
    unsigned long h;
    unsigned long h_1;
    unsigned long h_2;
    unsigned long h_3;
    long t29;
    long t30;
    float *t31;
    __m256 t32;
    __m256i t33;
    __m256 t34;
    __m256 t35;
    float *t36;
    __m256 t37;
    __m256i t38;
    __m256 t39;
    __m256 t40;
    float *t41;
    __m256 t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    float *t46;
    __m256 t47;
    __m256i t48;
    __m256 t49;
    __m256 t50;
    int t51;
    long t52;
    long t53;
    float *t54;
    __m256 t55;
    __m256i t56;
    __m256 t57;
    __m256 t58;
    int i_1;
    float *t59;
    float t60;
    float t61;
    unsigned long h_4;
    unsigned long h_5;
    unsigned long h_6;
    double t62;
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
    if (16L >= 16L) {
        t5 = 16L & -16L;
        t6 = _mm256_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t8 = t1;
            t9 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)1));
            t10 = _mm256_cvtepi32_ps(t9);
            t11 = _mm256_div_ps(_mm256_set1_ps(1.0f), t10);
            _mm256_storeu_ps(&coef[(int)((long)0 + t2)], t11);
            t12 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = t12;
            t14 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)1));
            t15 = _mm256_cvtepi32_ps(t14);
            t16 = _mm256_div_ps(_mm256_set1_ps(1.0f), t15);
            _mm256_storeu_ps(&coef[(int)((long)0 + (t2 + 8L))], t16);
            t2 += 16L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
        } while (t2 < t5);
        k = (int)((long)0 + t5);
    } else {
        k = 0;
    }
    for (; k < 16; k = t17) {
        t17 = k + 1;
        coef[k] = 1.0f / (float)t17;
    }
    for (s = 0; s < 16; s++) {
        n = sizes[s];
        t18 = (unsigned long)(n + 1);
        t19 = t18 * 4UL;
        fin = (float *)malloc(t19);
        fout = (float *)malloc(t19);
        t20 = t18 * 8UL;
        dx = (double *)malloc(t20);
        dy = (double *)malloc(t20);
        dout = (double *)malloc(t20);
        ia = (int *)malloc(t19);
        ib = (int *)malloc(t19);
        iout = (unsigned int *)malloc(t19);
        seed = 12345U + (unsigned int)n;
        for (i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            r = (int)(seed >> 16) % 2000;
            t21 = (long)i;
            t22 = fin + t21;
            if (i < (n / 2)) {
                t24 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t23 = 0.25f + (float)i * 0.0001f;
                } else {
                    t23 = 1.5f + (float)i * 0.0001f;
                }
                t24 = t23;
            }
            *t22 = t24;
            if ((i % 97) == 13) {
                *t22 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t22 = __builtin_inff();
            }
            dx[t21] = (double)r / 700.0 - 1.0;
            dy[t21] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t21] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t21] = (int)(seed >> 4) % 100000;
        }
        t25 = fin;
        (_mm256_zeroupper(), run_series(fout, t25, n));
        t26 = (unsigned long)n;
        t27 = t26 * 4UL;
        t28 = (const void *)fout;
        h = (_mm256_zeroupper(), fold(14695981039346656037UL, t28, t27));
        (_mm256_zeroupper(), run_series_auto(fout, t25, n));
        h_1 = (_mm256_zeroupper(), fold(h, t28, t27));
        (_mm256_zeroupper(), run_blend2(dout, dx, dy, n));
        h_2 = (_mm256_zeroupper(), fold(h_1, (const void *)dout, t26 * 8UL));
        (_mm256_zeroupper(), run_mix(iout, ia, ib, n));
        h_3 = (_mm256_zeroupper(), fold(h_2, (const void *)iout, t27));
        t29 = (long)n;
        if (t29 >= 32L) {
            t30 = t29 & -32L;
            t3 = 0L;
            do {
                t31 = fin + (int)((long)0 + t3);
                t32 = _mm256_loadu_ps(t31);
                t33 = _mm256_castps_si256(_mm256_cmp_ps(t32, t32, _CMP_NEQ_UQ));
                t34 = _mm256_sub_ps(t32, _mm256_set1_ps(1.0f));
                t35 = _mm256_blendv_ps(t34, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t33));
                _mm256_storeu_ps(t31, t35);
                t36 = fin + (int)((long)0 + (t3 + 8L));
                t37 = _mm256_loadu_ps(t36);
                t38 = _mm256_castps_si256(_mm256_cmp_ps(t37, t37, _CMP_NEQ_UQ));
                t39 = _mm256_sub_ps(t37, _mm256_set1_ps(1.0f));
                t40 = _mm256_blendv_ps(t39, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t38));
                _mm256_storeu_ps(t36, t40);
                t41 = fin + (int)((long)0 + (t3 + 16L));
                t42 = _mm256_loadu_ps(t41);
                t43 = _mm256_castps_si256(_mm256_cmp_ps(t42, t42, _CMP_NEQ_UQ));
                t44 = _mm256_sub_ps(t42, _mm256_set1_ps(1.0f));
                t45 = _mm256_blendv_ps(t44, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t43));
                _mm256_storeu_ps(t41, t45);
                t46 = fin + (int)((long)0 + (t3 + 24L));
                t47 = _mm256_loadu_ps(t46);
                t48 = _mm256_castps_si256(_mm256_cmp_ps(t47, t47, _CMP_NEQ_UQ));
                t49 = _mm256_sub_ps(t47, _mm256_set1_ps(1.0f));
                t50 = _mm256_blendv_ps(t49, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t48));
                _mm256_storeu_ps(t46, t50);
                t3 += 32L;
            } while (t3 < t30);
            t51 = (int)((long)0 + t30);
        } else {
            t51 = 0;
        }
        t52 = (long)n + (long)t51 * -1L;
        if (t52 >= 8L) {
            t53 = t52 & -8L;
            t4 = 0L;
            do {
                t54 = fin + (int)((long)t51 + t4);
                t55 = _mm256_loadu_ps(t54);
                t56 = _mm256_castps_si256(_mm256_cmp_ps(t55, t55, _CMP_NEQ_UQ));
                t57 = _mm256_sub_ps(t55, _mm256_set1_ps(1.0f));
                t58 = _mm256_blendv_ps(t57, _mm256_set1_ps(-0.5f), _mm256_castsi256_ps(t56));
                _mm256_storeu_ps(t54, t58);
                t4 += 8L;
            } while (t4 < t53);
            i_1 = (int)((long)t51 + t53);
        } else {
            i_1 = t51;
        }
        for (; i_1 < n; i_1++) {
            t59 = fin + i_1;
            t60 = *t59;
            if (t60 != t60) {
                t61 = -0.5f;
            } else {
                t61 = t60 - 1.0f;
            }
            *t59 = t61;
        }
        (_mm256_zeroupper(), run_poly(fout, coef, t25, n));
        h_4 = (_mm256_zeroupper(), fold(h_3, t28, t27));
        hits = -1;
        (_mm256_zeroupper(), run_tally(fout, &hits, t25, n));
        h_5 = (_mm256_zeroupper(), fold(h_4, t28, t27));
        (_mm256_zeroupper(), run_cheap(fout, t25, n));
        h_6 = (_mm256_zeroupper(), fold(h_5, t28, t27));
        if (n) {
            t62 = (double)fout[0];
        } else {
            t62 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t62);
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
