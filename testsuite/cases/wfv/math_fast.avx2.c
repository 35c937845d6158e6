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
__attribute__((target("avx2"))) __m256 _ZGVdN8v_expf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_logf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sinf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8v_cosf(__m256);
__attribute__((target("avx2"))) __m256 _ZGVdN8vv_powf(__m256, __m256);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_exp(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_log(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_sin(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_cos(__m256d);
#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))
#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))
__attribute__((target("avx2"))) __m256d _ZGVdN4vv_pow(__m256d, __m256d);

__attribute__((target("avx2"))) __m256 _ZGVdN8v_smooth(__m256 x);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_bent(__m256 x, float k);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_bent(__m256 x, float k, __m256 mask);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_smooth_d(__m256d x);
__attribute__((target("avx2"))) __m256d _ZGVdN4vu_bent_d(__m256d x, double k);
__attribute__((target("avx2"))) __m256d _ZGVdM4vu_bent_d(__m256d x, double k, __m256d mask);
/* Math calls in variants under --fast-math: expf, logf, sinf, cosf, powf and their double forms
   become glibc's libmvec variants (`_ZGVdN8v_expf` on ymm, `_ZGVeN16v_expf` on zmm; the
   generic target has none and calls them lane by lane), in unmasked variants and under a varying
   condition in masked ones, where the inactive lanes compute on whatever they hold (the masked
   calls below pass NaN, infinities and huge values there) without effect. libmvec is a few ulp
   off the scalar functions: the outputs agree within the tolerance. The loops in `apply` call
   the variants ('e' ones on avx512). Without --fast-math the calls stay per lane (calls.c). */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: fast-math 1e-5 */
/* vcc-test: expect-variants 6 */

/* #pragma omp declare simd notinbranch */
float smooth(float x) {
    return expf(-0.5f * x) * logf(x + 2.0f) + sinf(x) * 0.25f + cosf(x) * 3.0f;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8v_smooth(__m256 x) {
    __m256 t1 = _mm256_set1_ps(-0.5f);
    __m256 t2 = _mm256_mul_ps(t1, x);
    __m256 t3 = _ZGVdN8v_expf(t2);
    __m256 t4 = _mm256_set1_ps(2.0f);
    __m256 t5 = _mm256_add_ps(x, t4);
    __m256 t6 = _ZGVdN8v_logf(t5);
    __m256 t7 = _mm256_mul_ps(t3, t6);
    __m256 t8 = _ZGVdN8v_sinf(x);
    __m256 t9 = _mm256_set1_ps(0.25f);
    __m256 t10 = _mm256_mul_ps(t8, t9);
    __m256 t11 = _mm256_add_ps(t7, t10);
    __m256 t12 = _ZGVdN8v_cosf(x);
    __m256 t13 = _mm256_set1_ps(3.0f);
    __m256 t14 = _mm256_mul_ps(t12, t13);
    __m256 t15 = _mm256_add_ps(t11, t14);
    return t15;
}

/* #pragma omp declare simd uniform(k) */
float bent(float x, float k) {
    float r;
    if (x > 1.0f)
        r = powf(x, k) + logf(x);
    else
        r = expf(x) * cosf(x) + 2.0f;
    return r;
}

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_bent(__m256 x, float k) {
    __m256 t1;
    __m256 t3;
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256i t5 = _mm256_castps_si256(_mm256_cmp_ps(x, t4, _CMP_GT_OQ));
    __m256i t2 = (__m256i)~(vcc_m8)t5;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _ZGVdN8v_expf(x);
        __m256 t7 = _ZGVdN8v_cosf(x);
        __m256 t8 = _mm256_mul_ps(t6, t7);
        __m256 t9 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t5) != 0)) {
        __m256 t10 = _mm256_set1_ps(k);
        __m256 t11 = _ZGVdN8vv_powf(x, t10);
        __m256 t12 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t11, t12);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t13 = _mm256_blendv_ps(t3, t1, _mm256_castsi256_ps(t2));
    return t13;
}

__attribute__((target("avx2"))) __m256 _ZGVdM8vu_bent(__m256 x, float k, __m256 mask) {
    __m256 t1;
    __m256 t3;
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t5 = _mm256_set1_ps(1.0f);
    __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    __m256i t7 = _mm256_and_si256(t4, t6);
    __m256i t8 = (__m256i)~(vcc_m8)t6;
    __m256i t2 = _mm256_and_si256(t4, t8);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t9 = _ZGVdN8v_expf(x);
        __m256 t10 = _ZGVdN8v_cosf(x);
        __m256 t11 = _mm256_mul_ps(t9, t10);
        __m256 t12 = _mm256_set1_ps(2.0f);
        t1 = _mm256_add_ps(t11, t12);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    if ((_mm256_movemask_epi8(t7) != 0)) {
        __m256 t13 = _mm256_set1_ps(k);
        __m256 t14 = _ZGVdN8vv_powf(x, t13);
        __m256 t15 = _ZGVdN8v_logf(x);
        t3 = _mm256_add_ps(t14, t15);
    } else {
        t3 = (__m256)(vcc_v8_float){0};
    }
    __m256 t16 = _mm256_blendv_ps(t3, t1, _mm256_castsi256_ps(t2));
    __m256 t17 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t16, _mm256_castsi256_ps(t4));
    return t17;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4v_smooth_d(__m256d x) {
    __m256d t1 = _mm256_set1_pd(-0.5);
    __m256d t2 = _mm256_mul_pd(t1, x);
    __m256d t3 = _ZGVdN4v_exp(t2);
    __m256d t4 = _mm256_set1_pd(2.0);
    __m256d t5 = _mm256_add_pd(x, t4);
    __m256d t6 = _ZGVdN4v_log(t5);
    __m256d t7 = _mm256_mul_pd(t3, t6);
    __m256d t8 = _ZGVdN4v_sin(x);
    __m256d t9 = _mm256_set1_pd(0.25);
    __m256d t10 = _mm256_mul_pd(t8, t9);
    __m256d t11 = _mm256_add_pd(t7, t10);
    __m256d t12 = _ZGVdN4v_cos(x);
    __m256d t13 = _mm256_set1_pd(3.0);
    __m256d t14 = _mm256_mul_pd(t12, t13);
    __m256d t15 = _mm256_add_pd(t11, t14);
    return t15;
}

/* #pragma omp declare simd uniform(k) */
double bent_d(double x, double k) {
    double r;
    if (x > 1.0)
        r = pow(x, k) + log(x);
    else
        r = exp(x) * cos(x) + 2.0;
    return r;
}

__attribute__((target("avx2"))) __m256d _ZGVdN4vu_bent_d(__m256d x, double k) {
    __m256d t1;
    __m256d t3;
    __m256d t4 = _mm256_set1_pd(1.0);
    __m128i t5 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t4, _CMP_GT_OQ));
    __m128i t2 = (__m128i)~(vcc_m4)t5;
    if ((_mm_movemask_epi8(t2) != 0)) {
        __m256d t6 = _ZGVdN4v_exp(x);
        __m256d t7 = _ZGVdN4v_cos(x);
        __m256d t8 = _mm256_mul_pd(t6, t7);
        __m256d t9 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t8, t9);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t5) != 0)) {
        __m256d t10 = _mm256_set1_pd(k);
        __m256d t11 = _ZGVdN4vv_pow(x, t10);
        __m256d t12 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t11, t12);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    __m256d t13 = _mm256_blendv_pd(t3, t1, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t2)));
    return t13;
}

__attribute__((target("avx2"))) __m256d _ZGVdM4vu_bent_d(__m256d x, double k, __m256d mask) {
    __m256d t1;
    __m256d t3;
    __m128i t4 = (__m128i)__builtin_convertvector((vcc_v4_double)mask != (vcc_v4_double){0}, vcc_m4);
    __m256d t5 = _mm256_set1_pd(1.0);
    __m128i t6 = vcc_avx2_narrow_pd(_mm256_cmp_pd(x, t5, _CMP_GT_OQ));
    __m128i t7 = _mm_and_si128(t4, t6);
    __m128i t8 = (__m128i)~(vcc_m4)t6;
    __m128i t2 = _mm_and_si128(t4, t8);
    if ((_mm_movemask_epi8(t2) != 0)) {
        __m256d t9 = _ZGVdN4v_exp(x);
        __m256d t10 = _ZGVdN4v_cos(x);
        __m256d t11 = _mm256_mul_pd(t9, t10);
        __m256d t12 = _mm256_set1_pd(2.0);
        t1 = _mm256_add_pd(t11, t12);
    } else {
        t1 = (__m256d)(vcc_v4_double){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t7) != 0)) {
        __m256d t13 = _mm256_set1_pd(k);
        __m256d t14 = _ZGVdN4vv_pow(x, t13);
        __m256d t15 = _ZGVdN4v_log(x);
        t3 = _mm256_add_pd(t14, t15);
    } else {
        t3 = (__m256d)(vcc_v4_double){0};
    }
    __m256d t16 = _mm256_blendv_pd(t3, t1, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t2)));
    __m256d t17 = _mm256_blendv_pd((__m256d)(vcc_v4_double){0}, t16, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t4)));
    return t17;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

static __typeof__(fx) fx __attribute__((aligned(32)));
static __typeof__(fy) fy __attribute__((aligned(32)));
static __typeof__(dx) dx __attribute__((aligned(32)));
static __typeof__(dy) dy __attribute__((aligned(32)));
__attribute__((target("avx2"))) __attribute__((noinline)) void apply(int n) {
    __m256 t1;
    __m256 t3;
    __m256 t5;
    __m256 t7;
    __m256d t8;
    __m256d t10;
    __m256d t12;
    __m256d t14;
    __m256 t16;
    __m256 t18;
    __m256d t20;
    __m256d t22;
    int t29;
    int i;
    int t44;
    int i_1;
    long t23 = (long)n;
    if (t23 >= 16L) {
        long t24 = t23 & -16L;
        long t15 = 0L;
        for (;;) {
            long t25 = t15 + 8L;
            long t26 = (long)(int)t15;
            float *t27 = &fy[t26];
            __m256 t28 = _mm256_loadu_ps(&fx[t26]);
            __m256 t53 = _mm256_set1_ps(-0.5f);
            __m256 t54 = _mm256_mul_ps(t53, t28);
            __m256 t55 = _ZGVdN8v_expf(t54);
            __m256 t56 = _mm256_set1_ps(2.0f);
            __m256 t57 = _mm256_add_ps(t28, t56);
            __m256 t58 = _ZGVdN8v_logf(t57);
            __m256 t59 = _mm256_mul_ps(t55, t58);
            __m256 t60 = _ZGVdN8v_sinf(t28);
            __m256 t61 = _mm256_set1_ps(0.25f);
            __m256 t62 = _mm256_mul_ps(t60, t61);
            __m256 t63 = _mm256_add_ps(t59, t62);
            __m256 t64 = _ZGVdN8v_cosf(t28);
            __m256 t65 = _mm256_set1_ps(3.0f);
            __m256 t66 = _mm256_mul_ps(t64, t65);
            __m256 t67 = _mm256_add_ps(t63, t66);
            __m256 t117 = _mm256_set1_ps(1.0f);
            __m256i t118 = _mm256_castps_si256(_mm256_cmp_ps(t28, t117, _CMP_GT_OQ));
            __m256i t2 = (__m256i)~(vcc_m8)t118;
            if ((_mm256_movemask_epi8(t2) != 0)) {
                __m256 t119 = _ZGVdN8v_expf(t28);
                __m256 t120 = _ZGVdN8v_cosf(t28);
                __m256 t121 = _mm256_mul_ps(t119, t120);
                __m256 t122 = _mm256_set1_ps(2.0f);
                t1 = _mm256_add_ps(t121, t122);
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t118) != 0)) {
                __m256 t123 = _mm256_set1_ps(1.5f);
                __m256 t124 = _ZGVdN8vv_powf(t28, t123);
                __m256 t125 = _ZGVdN8v_logf(t28);
                t3 = _mm256_add_ps(t124, t125);
            } else {
                t3 = (__m256)(vcc_v8_float){0};
            }
            __m256 t126 = _mm256_blendv_ps(t3, t1, _mm256_castsi256_ps(t2));
            __m256 t113 = _mm256_add_ps(t67, t126);
            _mm256_storeu_ps(t27, t113);
            long t114 = (long)(int)t25;
            float *t115 = &fy[t114];
            __m256 t116 = _mm256_loadu_ps(&fx[t114]);
            __m256 t163 = _mm256_set1_ps(-0.5f);
            __m256 t164 = _mm256_mul_ps(t163, t116);
            __m256 t165 = _ZGVdN8v_expf(t164);
            __m256 t166 = _mm256_set1_ps(2.0f);
            __m256 t167 = _mm256_add_ps(t116, t166);
            __m256 t168 = _ZGVdN8v_logf(t167);
            __m256 t169 = _mm256_mul_ps(t165, t168);
            __m256 t170 = _ZGVdN8v_sinf(t116);
            __m256 t171 = _mm256_set1_ps(0.25f);
            __m256 t172 = _mm256_mul_ps(t170, t171);
            __m256 t173 = _mm256_add_ps(t169, t172);
            __m256 t174 = _ZGVdN8v_cosf(t116);
            __m256 t175 = _mm256_set1_ps(3.0f);
            __m256 t176 = _mm256_mul_ps(t174, t175);
            __m256 t177 = _mm256_add_ps(t173, t176);
            __m256 t194 = _mm256_set1_ps(1.0f);
            __m256i t195 = _mm256_castps_si256(_mm256_cmp_ps(t116, t194, _CMP_GT_OQ));
            __m256i t17 = (__m256i)~(vcc_m8)t195;
            if ((_mm256_movemask_epi8(t17) != 0)) {
                __m256 t196 = _ZGVdN8v_expf(t116);
                __m256 t197 = _ZGVdN8v_cosf(t116);
                __m256 t198 = _mm256_mul_ps(t196, t197);
                __m256 t199 = _mm256_set1_ps(2.0f);
                t16 = _mm256_add_ps(t198, t199);
            } else {
                t16 = (__m256)(vcc_v8_float){0};
                t17 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t195) != 0)) {
                __m256 t200 = _mm256_set1_ps(1.5f);
                __m256 t201 = _ZGVdN8vv_powf(t116, t200);
                __m256 t202 = _ZGVdN8v_logf(t116);
                t18 = _mm256_add_ps(t201, t202);
            } else {
                t18 = (__m256)(vcc_v8_float){0};
            }
            __m256 t203 = _mm256_blendv_ps(t18, t16, _mm256_castsi256_ps(t17));
            __m256 t193 = _mm256_add_ps(t177, t203);
            _mm256_storeu_ps(t115, t193);
            t15 += 16L;
            if (t15 >= t24) {
                t29 = (int)t24;
                break;
            }
        }
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long t4 = 0L;
        for (;;) {
            long t32 = (long)(int)((long)t29 + t4);
            float *t33 = &fy[t32];
            __m256 t34 = _mm256_loadu_ps(&fx[t32]);
            __m256 t68 = _mm256_set1_ps(-0.5f);
            __m256 t69 = _mm256_mul_ps(t68, t34);
            __m256 t70 = _ZGVdN8v_expf(t69);
            __m256 t71 = _mm256_set1_ps(2.0f);
            __m256 t72 = _mm256_add_ps(t34, t71);
            __m256 t73 = _ZGVdN8v_logf(t72);
            __m256 t74 = _mm256_mul_ps(t70, t73);
            __m256 t75 = _ZGVdN8v_sinf(t34);
            __m256 t76 = _mm256_set1_ps(0.25f);
            __m256 t77 = _mm256_mul_ps(t75, t76);
            __m256 t78 = _mm256_add_ps(t74, t77);
            __m256 t79 = _ZGVdN8v_cosf(t34);
            __m256 t80 = _mm256_set1_ps(3.0f);
            __m256 t81 = _mm256_mul_ps(t79, t80);
            __m256 t82 = _mm256_add_ps(t78, t81);
            __m256 t128 = _mm256_set1_ps(1.0f);
            __m256i t129 = _mm256_castps_si256(_mm256_cmp_ps(t34, t128, _CMP_GT_OQ));
            __m256i t6 = (__m256i)~(vcc_m8)t129;
            if ((_mm256_movemask_epi8(t6) != 0)) {
                __m256 t130 = _ZGVdN8v_expf(t34);
                __m256 t131 = _ZGVdN8v_cosf(t34);
                __m256 t132 = _mm256_mul_ps(t130, t131);
                __m256 t133 = _mm256_set1_ps(2.0f);
                t5 = _mm256_add_ps(t132, t133);
            } else {
                t5 = (__m256)(vcc_v8_float){0};
                t6 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t129) != 0)) {
                __m256 t134 = _mm256_set1_ps(1.5f);
                __m256 t135 = _ZGVdN8vv_powf(t34, t134);
                __m256 t136 = _ZGVdN8v_logf(t34);
                t7 = _mm256_add_ps(t135, t136);
            } else {
                t7 = (__m256)(vcc_v8_float){0};
            }
            __m256 t137 = _mm256_blendv_ps(t7, t5, _mm256_castsi256_ps(t6));
            __m256 t127 = _mm256_add_ps(t82, t137);
            _mm256_storeu_ps(t33, t127);
            t4 += 8L;
            if (t4 >= t31) {
                i = (int)((long)t29 + t31);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = fx[t35];
        float t37 = (_mm256_zeroupper(), smooth(t36));
        fy[t35] = t37 + (_mm256_zeroupper(), bent(t36, 1.5f));
    }
    long t38 = (long)n;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t19 = 0L;
        for (;;) {
            long t40 = t19 + 4L;
            long t41 = (long)(int)t19;
            double *t42 = &dy[t41];
            __m256d t43 = _mm256_loadu_pd(&dx[t41]);
            __m256d t83 = _mm256_set1_pd(-0.5);
            __m256d t84 = _mm256_mul_pd(t83, t43);
            __m256d t85 = _ZGVdN4v_exp(t84);
            __m256d t86 = _mm256_set1_pd(2.0);
            __m256d t87 = _mm256_add_pd(t43, t86);
            __m256d t88 = _ZGVdN4v_log(t87);
            __m256d t89 = _mm256_mul_pd(t85, t88);
            __m256d t90 = _ZGVdN4v_sin(t43);
            __m256d t91 = _mm256_set1_pd(0.25);
            __m256d t92 = _mm256_mul_pd(t90, t91);
            __m256d t93 = _mm256_add_pd(t89, t92);
            __m256d t94 = _ZGVdN4v_cos(t43);
            __m256d t95 = _mm256_set1_pd(3.0);
            __m256d t96 = _mm256_mul_pd(t94, t95);
            __m256d t97 = _mm256_add_pd(t93, t96);
            __m256d t142 = _mm256_set1_pd(1.0);
            __m128i t143 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t43, t142, _CMP_GT_OQ));
            __m128i t9 = (__m128i)~(vcc_m4)t143;
            if ((_mm_movemask_epi8(t9) != 0)) {
                __m256d t144 = _ZGVdN4v_exp(t43);
                __m256d t145 = _ZGVdN4v_cos(t43);
                __m256d t146 = _mm256_mul_pd(t144, t145);
                __m256d t147 = _mm256_set1_pd(2.0);
                t8 = _mm256_add_pd(t146, t147);
            } else {
                t8 = (__m256d)(vcc_v4_double){0};
                t9 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t143) != 0)) {
                __m256d t148 = _mm256_set1_pd(2.5);
                __m256d t149 = _ZGVdN4vv_pow(t43, t148);
                __m256d t150 = _ZGVdN4v_log(t43);
                t10 = _mm256_add_pd(t149, t150);
            } else {
                t10 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t151 = _mm256_blendv_pd(t10, t8, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t9)));
            __m256d t138 = _mm256_add_pd(t97, t151);
            _mm256_storeu_pd(t42, t138);
            long t139 = (long)(int)t40;
            double *t140 = &dy[t139];
            __m256d t141 = _mm256_loadu_pd(&dx[t139]);
            __m256d t178 = _mm256_set1_pd(-0.5);
            __m256d t179 = _mm256_mul_pd(t178, t141);
            __m256d t180 = _ZGVdN4v_exp(t179);
            __m256d t181 = _mm256_set1_pd(2.0);
            __m256d t182 = _mm256_add_pd(t141, t181);
            __m256d t183 = _ZGVdN4v_log(t182);
            __m256d t184 = _mm256_mul_pd(t180, t183);
            __m256d t185 = _ZGVdN4v_sin(t141);
            __m256d t186 = _mm256_set1_pd(0.25);
            __m256d t187 = _mm256_mul_pd(t185, t186);
            __m256d t188 = _mm256_add_pd(t184, t187);
            __m256d t189 = _ZGVdN4v_cos(t141);
            __m256d t190 = _mm256_set1_pd(3.0);
            __m256d t191 = _mm256_mul_pd(t189, t190);
            __m256d t192 = _mm256_add_pd(t188, t191);
            __m256d t205 = _mm256_set1_pd(1.0);
            __m128i t206 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t141, t205, _CMP_GT_OQ));
            __m128i t21 = (__m128i)~(vcc_m4)t206;
            if ((_mm_movemask_epi8(t21) != 0)) {
                __m256d t207 = _ZGVdN4v_exp(t141);
                __m256d t208 = _ZGVdN4v_cos(t141);
                __m256d t209 = _mm256_mul_pd(t207, t208);
                __m256d t210 = _mm256_set1_pd(2.0);
                t20 = _mm256_add_pd(t209, t210);
            } else {
                t20 = (__m256d)(vcc_v4_double){0};
                t21 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t206) != 0)) {
                __m256d t211 = _mm256_set1_pd(2.5);
                __m256d t212 = _ZGVdN4vv_pow(t141, t211);
                __m256d t213 = _ZGVdN4v_log(t141);
                t22 = _mm256_add_pd(t212, t213);
            } else {
                t22 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t214 = _mm256_blendv_pd(t22, t20, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t21)));
            __m256d t204 = _mm256_add_pd(t192, t214);
            _mm256_storeu_pd(t140, t204);
            t19 += 8L;
            if (t19 >= t39) {
                t44 = (int)t39;
                break;
            }
        }
    } else {
        t44 = 0;
    }
    long t45 = (long)n + (long)t44 * -1L;
    if (t45 >= 4L) {
        long t46 = t45 & -4L;
        long t11 = 0L;
        for (;;) {
            long t47 = (long)(int)((long)t44 + t11);
            double *t48 = &dy[t47];
            __m256d t49 = _mm256_loadu_pd(&dx[t47]);
            __m256d t98 = _mm256_set1_pd(-0.5);
            __m256d t99 = _mm256_mul_pd(t98, t49);
            __m256d t100 = _ZGVdN4v_exp(t99);
            __m256d t101 = _mm256_set1_pd(2.0);
            __m256d t102 = _mm256_add_pd(t49, t101);
            __m256d t103 = _ZGVdN4v_log(t102);
            __m256d t104 = _mm256_mul_pd(t100, t103);
            __m256d t105 = _ZGVdN4v_sin(t49);
            __m256d t106 = _mm256_set1_pd(0.25);
            __m256d t107 = _mm256_mul_pd(t105, t106);
            __m256d t108 = _mm256_add_pd(t104, t107);
            __m256d t109 = _ZGVdN4v_cos(t49);
            __m256d t110 = _mm256_set1_pd(3.0);
            __m256d t111 = _mm256_mul_pd(t109, t110);
            __m256d t112 = _mm256_add_pd(t108, t111);
            __m256d t153 = _mm256_set1_pd(1.0);
            __m128i t154 = vcc_avx2_narrow_pd(_mm256_cmp_pd(t49, t153, _CMP_GT_OQ));
            __m128i t13 = (__m128i)~(vcc_m4)t154;
            if ((_mm_movemask_epi8(t13) != 0)) {
                __m256d t155 = _ZGVdN4v_exp(t49);
                __m256d t156 = _ZGVdN4v_cos(t49);
                __m256d t157 = _mm256_mul_pd(t155, t156);
                __m256d t158 = _mm256_set1_pd(2.0);
                t12 = _mm256_add_pd(t157, t158);
            } else {
                t12 = (__m256d)(vcc_v4_double){0};
                t13 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t154) != 0)) {
                __m256d t159 = _mm256_set1_pd(2.5);
                __m256d t160 = _ZGVdN4vv_pow(t49, t159);
                __m256d t161 = _ZGVdN4v_log(t49);
                t14 = _mm256_add_pd(t160, t161);
            } else {
                t14 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t162 = _mm256_blendv_pd(t14, t12, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t13)));
            __m256d t152 = _mm256_add_pd(t112, t162);
            _mm256_storeu_pd(t48, t152);
            t11 += 4L;
            if (t11 >= t46) {
                i_1 = (int)((long)t44 + t46);
                break;
            }
        }
    } else {
        i_1 = t44;
    }
    for (; i_1 < n; i_1++) {
        long t50 = (long)i_1;
        double t51 = dx[t50];
        double t52 = (_mm256_zeroupper(), smooth_d(t51));
        dy[t50] = t52 + (_mm256_zeroupper(), bent_d(t51, 2.5));
    }
}

v8f _ZGVdN8v_smooth(v8f);
v8f _ZGVdN8vu_bent(v8f, float);
v8f _ZGVdM8vu_bent(v8f, float, v8f);
v4d _ZGVdN4v_smooth_d(v4d);
v4d _ZGVdM4vu_bent_d(v4d, double, v4d);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 0.25f, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    /* The inactive lanes hold what no active lane may compute on. */
    float junk[8] = {0.5f, 3, NAN, 1.5f, -INFINITY, 16, 2.25f, 1e30f};
    float a[8], b[8], c[8];
    for (int k = 0; k < 8; k++)
        printf("%.7g %.7g ", smooth(x[k]), bent(x[k], 1.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8v_smooth(TO_VEC(v8f, x)));
    FROM_VEC(b, _ZGVdN8vu_bent(TO_VEC(v8f, x), 1.5f));
    FROM_VEC(c, _ZGVdM8vu_bent(TO_VEC(v8f, junk), 1.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%.7g %.7g", a[k], b[k]);
        if (m[k] != 0)
            printf(" %.7g", c[k]);
        printf(" ");
    }
    printf("\n");
    double dxs[4] = {0.5, 3, 0.75, 12}, dm[4] = {1, 0, 1, 0}, djunk[4] = {0.5, NAN, 0.75, 1e300};
    double da[4], db[4];
    for (int k = 0; k < 4; k++)
        printf("%.15g %.15g ", smooth_d(dxs[k]), bent_d(dxs[k], 2.5));
    printf("\n");
    FROM_VEC(da, _ZGVdN4v_smooth_d(TO_VEC(v4d, dxs)));
    FROM_VEC(db, _ZGVdM4vu_bent_d(TO_VEC(v4d, djunk), 2.5, TO_VEC(v4d, dm)));
    for (int k = 0; k < 4; k++) {
        printf("%.15g", da[k]);
        if (dm[k] != 0)
            printf(" %.15g", db[k]);
        printf(" ");
    }
    printf("\n");
    for (int i = 0; i < 1000; i++) {
        fx[i] = 0.01f * (float)i + 0.125f;
        dx[i] = 0.02 * (double)i + 0.0625;
    }
    apply(1000);
    float fs = 0;
    double ds = 0;
    for (int i = 0; i < 1000; i++) {
        fs += fy[i];
        ds += dy[i];
    }
    printf("%.6g %.12g %.7g %.15g\n", fs, ds, fy[777], dy[999]);
    return 0;
}
