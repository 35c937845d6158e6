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

/* vcc: function at math_fast.c:15 vector variant _ZGVdN8v_smooth of `smooth`: VL 8, unmasked, x vector */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVdN8vu_bent of `bent`: VL 8, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:20 vector variant _ZGVdM8vu_bent of `bent`: VL 8, masked, x vector, k uniform */
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

/* vcc: function at math_fast.c:30 vector variant _ZGVdN4v_smooth_d of `smooth_d`: VL 4, unmasked, x vector */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVdN4vu_bent_d of `bent_d`: VL 4, unmasked, x vector, k uniform */
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

/* vcc: function at math_fast.c:35 vector variant _ZGVdM4vu_bent_d of `bent_d`: VL 4, masked, x vector, k uniform */
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
    __m256 t4;
    __m256 t6;
    __m256d t7;
    __m256d t9;
    __m256d t10;
    __m256d t12;
    __m256 t13;
    __m256 t15;
    __m256d t16;
    __m256d t18;
    int t22;
    int i;
    int t33;
    int i_1;
    long t19 = (long)n;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = &fy[i_vec_2];
            __m256 fx_v = _mm256_loadu_ps(&fx[i_vec_2]);
            __m256 t41 = _mm256_set1_ps(-0.5f);
            __m256 t42 = _mm256_mul_ps(t41, fx_v);
            __m256 t43 = _ZGVdN8v_expf(t42);
            __m256 t44 = _mm256_set1_ps(2.0f);
            __m256 t45 = _mm256_add_ps(fx_v, t44);
            __m256 t46 = _ZGVdN8v_logf(t45);
            __m256 t47 = _mm256_mul_ps(t43, t46);
            __m256 t48 = _ZGVdN8v_sinf(fx_v);
            __m256 t49 = _mm256_set1_ps(0.25f);
            __m256 t50 = _mm256_mul_ps(t48, t49);
            __m256 t51 = _mm256_add_ps(t47, t50);
            __m256 t52 = _ZGVdN8v_cosf(fx_v);
            __m256 t53 = _mm256_set1_ps(3.0f);
            __m256 t54 = _mm256_mul_ps(t52, t53);
            __m256 t55 = _mm256_add_ps(t51, t54);
            __m256 t104 = _mm256_set1_ps(1.0f);
            __m256i t105 = _mm256_castps_si256(_mm256_cmp_ps(fx_v, t104, _CMP_GT_OQ));
            __m256i t2 = (__m256i)~(vcc_m8)t105;
            if ((_mm256_movemask_epi8(t2) != 0)) {
                __m256 t106 = _ZGVdN8v_expf(fx_v);
                __m256 t107 = _ZGVdN8v_cosf(fx_v);
                __m256 t108 = _mm256_mul_ps(t106, t107);
                __m256 t109 = _mm256_set1_ps(2.0f);
                t1 = _mm256_add_ps(t108, t109);
            } else {
                t1 = (__m256)(vcc_v8_float){0};
                t2 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t105) != 0)) {
                __m256 t110 = _mm256_set1_ps(1.5f);
                __m256 t111 = _ZGVdN8vv_powf(fx_v, t110);
                __m256 t112 = _ZGVdN8v_logf(fx_v);
                t3 = _mm256_add_ps(t111, t112);
            } else {
                t3 = (__m256)(vcc_v8_float){0};
            }
            __m256 t113 = _mm256_blendv_ps(t3, t1, _mm256_castsi256_ps(t2));
            __m256 t101 = _mm256_add_ps(t55, t113);
            _mm256_storeu_ps(t21, t101);
            long t102 = i_vec_2 + 8L;
            float *t103 = &fy[t102];
            __m256 fx_v_2 = _mm256_loadu_ps(&fx[t102]);
            __m256 t149 = _mm256_set1_ps(-0.5f);
            __m256 t150 = _mm256_mul_ps(t149, fx_v_2);
            __m256 t151 = _ZGVdN8v_expf(t150);
            __m256 t152 = _mm256_set1_ps(2.0f);
            __m256 t153 = _mm256_add_ps(fx_v_2, t152);
            __m256 t154 = _ZGVdN8v_logf(t153);
            __m256 t155 = _mm256_mul_ps(t151, t154);
            __m256 t156 = _ZGVdN8v_sinf(fx_v_2);
            __m256 t157 = _mm256_set1_ps(0.25f);
            __m256 t158 = _mm256_mul_ps(t156, t157);
            __m256 t159 = _mm256_add_ps(t155, t158);
            __m256 t160 = _ZGVdN8v_cosf(fx_v_2);
            __m256 t161 = _mm256_set1_ps(3.0f);
            __m256 t162 = _mm256_mul_ps(t160, t161);
            __m256 t163 = _mm256_add_ps(t159, t162);
            __m256 t180 = _mm256_set1_ps(1.0f);
            __m256i t181 = _mm256_castps_si256(_mm256_cmp_ps(fx_v_2, t180, _CMP_GT_OQ));
            __m256i t14 = (__m256i)~(vcc_m8)t181;
            if ((_mm256_movemask_epi8(t14) != 0)) {
                __m256 t182 = _ZGVdN8v_expf(fx_v_2);
                __m256 t183 = _ZGVdN8v_cosf(fx_v_2);
                __m256 t184 = _mm256_mul_ps(t182, t183);
                __m256 t185 = _mm256_set1_ps(2.0f);
                t13 = _mm256_add_ps(t184, t185);
            } else {
                t13 = (__m256)(vcc_v8_float){0};
                t14 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t181) != 0)) {
                __m256 t186 = _mm256_set1_ps(1.5f);
                __m256 t187 = _ZGVdN8vv_powf(fx_v_2, t186);
                __m256 t188 = _ZGVdN8v_logf(fx_v_2);
                t15 = _mm256_add_ps(t187, t188);
            } else {
                t15 = (__m256)(vcc_v8_float){0};
            }
            __m256 t189 = _mm256_blendv_ps(t15, t13, _mm256_castsi256_ps(t14));
            __m256 t179 = _mm256_add_ps(t163, t189);
            _mm256_storeu_ps(t103, t179);
            i_vec_2 += 16L;
            if (i_vec_2 >= t20) {
                t22 = (int)t20;
                break;
            }
        }
    } else {
        t22 = 0;
    }
    long t23 = (long)n + (long)t22 * -1L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vector epilogue: VF 8, UF 1, scalar epilogue */
        for (;;) {
            long t25 = (long)t22 + i_vec;
            float *t26 = &fy[t25];
            __m256 fx_v_1 = _mm256_loadu_ps(&fx[t25]);
            __m256 t56 = _mm256_set1_ps(-0.5f);
            __m256 t57 = _mm256_mul_ps(t56, fx_v_1);
            __m256 t58 = _ZGVdN8v_expf(t57);
            __m256 t59 = _mm256_set1_ps(2.0f);
            __m256 t60 = _mm256_add_ps(fx_v_1, t59);
            __m256 t61 = _ZGVdN8v_logf(t60);
            __m256 t62 = _mm256_mul_ps(t58, t61);
            __m256 t63 = _ZGVdN8v_sinf(fx_v_1);
            __m256 t64 = _mm256_set1_ps(0.25f);
            __m256 t65 = _mm256_mul_ps(t63, t64);
            __m256 t66 = _mm256_add_ps(t62, t65);
            __m256 t67 = _ZGVdN8v_cosf(fx_v_1);
            __m256 t68 = _mm256_set1_ps(3.0f);
            __m256 t69 = _mm256_mul_ps(t67, t68);
            __m256 t70 = _mm256_add_ps(t66, t69);
            __m256 t115 = _mm256_set1_ps(1.0f);
            __m256i t116 = _mm256_castps_si256(_mm256_cmp_ps(fx_v_1, t115, _CMP_GT_OQ));
            __m256i t5 = (__m256i)~(vcc_m8)t116;
            if ((_mm256_movemask_epi8(t5) != 0)) {
                __m256 t117 = _ZGVdN8v_expf(fx_v_1);
                __m256 t118 = _ZGVdN8v_cosf(fx_v_1);
                __m256 t119 = _mm256_mul_ps(t117, t118);
                __m256 t120 = _mm256_set1_ps(2.0f);
                t4 = _mm256_add_ps(t119, t120);
            } else {
                t4 = (__m256)(vcc_v8_float){0};
                t5 = (__m256i)(vcc_m8){0};
            }
            if ((_mm256_movemask_epi8(t116) != 0)) {
                __m256 t121 = _mm256_set1_ps(1.5f);
                __m256 t122 = _ZGVdN8vv_powf(fx_v_1, t121);
                __m256 t123 = _ZGVdN8v_logf(fx_v_1);
                t6 = _mm256_add_ps(t122, t123);
            } else {
                t6 = (__m256)(vcc_v8_float){0};
            }
            __m256 t124 = _mm256_blendv_ps(t6, t4, _mm256_castsi256_ps(t5));
            __m256 t114 = _mm256_add_ps(t70, t124);
            _mm256_storeu_ps(t26, t114);
            i_vec += 8L;
            if (i_vec >= t24) {
                i = (int)((long)t22 + t24);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t27 = (long)i;
        float t28 = fx[t27];
        float t29 = (_mm256_zeroupper(), smooth(t28));
        fy[t27] = t29 + (_mm256_zeroupper(), bent(t28, 1.5f));
    }
    long t30 = (long)n;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t32 = &dy[i_vec_3];
            __m256d dx_v = _mm256_loadu_pd(&dx[i_vec_3]);
            __m256d t71 = _mm256_set1_pd(-0.5);
            __m256d t72 = _mm256_mul_pd(t71, dx_v);
            __m256d t73 = _ZGVdN4v_exp(t72);
            __m256d t74 = _mm256_set1_pd(2.0);
            __m256d t75 = _mm256_add_pd(dx_v, t74);
            __m256d t76 = _ZGVdN4v_log(t75);
            __m256d t77 = _mm256_mul_pd(t73, t76);
            __m256d t78 = _ZGVdN4v_sin(dx_v);
            __m256d t79 = _mm256_set1_pd(0.25);
            __m256d t80 = _mm256_mul_pd(t78, t79);
            __m256d t81 = _mm256_add_pd(t77, t80);
            __m256d t82 = _ZGVdN4v_cos(dx_v);
            __m256d t83 = _mm256_set1_pd(3.0);
            __m256d t84 = _mm256_mul_pd(t82, t83);
            __m256d t85 = _mm256_add_pd(t81, t84);
            __m256d t128 = _mm256_set1_pd(1.0);
            __m128i t129 = vcc_avx2_narrow_pd(_mm256_cmp_pd(dx_v, t128, _CMP_GT_OQ));
            __m128i t8 = (__m128i)~(vcc_m4)t129;
            if ((_mm_movemask_epi8(t8) != 0)) {
                __m256d t130 = _ZGVdN4v_exp(dx_v);
                __m256d t131 = _ZGVdN4v_cos(dx_v);
                __m256d t132 = _mm256_mul_pd(t130, t131);
                __m256d t133 = _mm256_set1_pd(2.0);
                t7 = _mm256_add_pd(t132, t133);
            } else {
                t7 = (__m256d)(vcc_v4_double){0};
                t8 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t129) != 0)) {
                __m256d t134 = _mm256_set1_pd(2.5);
                __m256d t135 = _ZGVdN4vv_pow(dx_v, t134);
                __m256d t136 = _ZGVdN4v_log(dx_v);
                t9 = _mm256_add_pd(t135, t136);
            } else {
                t9 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t137 = _mm256_blendv_pd(t9, t7, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t8)));
            __m256d t125 = _mm256_add_pd(t85, t137);
            _mm256_storeu_pd(t32, t125);
            long t126 = i_vec_3 + 4L;
            double *t127 = &dy[t126];
            __m256d dx_v_2 = _mm256_loadu_pd(&dx[t126]);
            __m256d t164 = _mm256_set1_pd(-0.5);
            __m256d t165 = _mm256_mul_pd(t164, dx_v_2);
            __m256d t166 = _ZGVdN4v_exp(t165);
            __m256d t167 = _mm256_set1_pd(2.0);
            __m256d t168 = _mm256_add_pd(dx_v_2, t167);
            __m256d t169 = _ZGVdN4v_log(t168);
            __m256d t170 = _mm256_mul_pd(t166, t169);
            __m256d t171 = _ZGVdN4v_sin(dx_v_2);
            __m256d t172 = _mm256_set1_pd(0.25);
            __m256d t173 = _mm256_mul_pd(t171, t172);
            __m256d t174 = _mm256_add_pd(t170, t173);
            __m256d t175 = _ZGVdN4v_cos(dx_v_2);
            __m256d t176 = _mm256_set1_pd(3.0);
            __m256d t177 = _mm256_mul_pd(t175, t176);
            __m256d t178 = _mm256_add_pd(t174, t177);
            __m256d t191 = _mm256_set1_pd(1.0);
            __m128i t192 = vcc_avx2_narrow_pd(_mm256_cmp_pd(dx_v_2, t191, _CMP_GT_OQ));
            __m128i t17 = (__m128i)~(vcc_m4)t192;
            if ((_mm_movemask_epi8(t17) != 0)) {
                __m256d t193 = _ZGVdN4v_exp(dx_v_2);
                __m256d t194 = _ZGVdN4v_cos(dx_v_2);
                __m256d t195 = _mm256_mul_pd(t193, t194);
                __m256d t196 = _mm256_set1_pd(2.0);
                t16 = _mm256_add_pd(t195, t196);
            } else {
                t16 = (__m256d)(vcc_v4_double){0};
                t17 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t192) != 0)) {
                __m256d t197 = _mm256_set1_pd(2.5);
                __m256d t198 = _ZGVdN4vv_pow(dx_v_2, t197);
                __m256d t199 = _ZGVdN4v_log(dx_v_2);
                t18 = _mm256_add_pd(t198, t199);
            } else {
                t18 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t200 = _mm256_blendv_pd(t18, t16, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t17)));
            __m256d t190 = _mm256_add_pd(t178, t200);
            _mm256_storeu_pd(t127, t190);
            i_vec_3 += 8L;
            if (i_vec_3 >= t31) {
                t33 = (int)t31;
                break;
            }
        }
    } else {
        t33 = 0;
    }
    long t34 = (long)n + (long)t33 * -1L;
    if (t34 >= 4L) {
        long t35 = t34 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t36 = (long)t33 + i_vec_1;
            double *t37 = &dy[t36];
            __m256d dx_v_1 = _mm256_loadu_pd(&dx[t36]);
            __m256d t86 = _mm256_set1_pd(-0.5);
            __m256d t87 = _mm256_mul_pd(t86, dx_v_1);
            __m256d t88 = _ZGVdN4v_exp(t87);
            __m256d t89 = _mm256_set1_pd(2.0);
            __m256d t90 = _mm256_add_pd(dx_v_1, t89);
            __m256d t91 = _ZGVdN4v_log(t90);
            __m256d t92 = _mm256_mul_pd(t88, t91);
            __m256d t93 = _ZGVdN4v_sin(dx_v_1);
            __m256d t94 = _mm256_set1_pd(0.25);
            __m256d t95 = _mm256_mul_pd(t93, t94);
            __m256d t96 = _mm256_add_pd(t92, t95);
            __m256d t97 = _ZGVdN4v_cos(dx_v_1);
            __m256d t98 = _mm256_set1_pd(3.0);
            __m256d t99 = _mm256_mul_pd(t97, t98);
            __m256d t100 = _mm256_add_pd(t96, t99);
            __m256d t139 = _mm256_set1_pd(1.0);
            __m128i t140 = vcc_avx2_narrow_pd(_mm256_cmp_pd(dx_v_1, t139, _CMP_GT_OQ));
            __m128i t11 = (__m128i)~(vcc_m4)t140;
            if ((_mm_movemask_epi8(t11) != 0)) {
                __m256d t141 = _ZGVdN4v_exp(dx_v_1);
                __m256d t142 = _ZGVdN4v_cos(dx_v_1);
                __m256d t143 = _mm256_mul_pd(t141, t142);
                __m256d t144 = _mm256_set1_pd(2.0);
                t10 = _mm256_add_pd(t143, t144);
            } else {
                t10 = (__m256d)(vcc_v4_double){0};
                t11 = (__m128i)(vcc_m4){0};
            }
            if ((_mm_movemask_epi8(t140) != 0)) {
                __m256d t145 = _mm256_set1_pd(2.5);
                __m256d t146 = _ZGVdN4vv_pow(dx_v_1, t145);
                __m256d t147 = _ZGVdN4v_log(dx_v_1);
                t12 = _mm256_add_pd(t146, t147);
            } else {
                t12 = (__m256d)(vcc_v4_double){0};
            }
            __m256d t148 = _mm256_blendv_pd(t12, t10, _mm256_castsi256_pd(_mm256_cvtepi32_epi64(t11)));
            __m256d t138 = _mm256_add_pd(t100, t148);
            _mm256_storeu_pd(t37, t138);
            i_vec_1 += 4L;
            if (i_vec_1 >= t35) {
                i_1 = (int)((long)t33 + t35);
                break;
            }
        }
    } else {
        i_1 = t33;
    }
    for (; i_1 < n; i_1++) {
        long t38 = (long)i_1;
        double t39 = dx[t38];
        double t40 = (_mm256_zeroupper(), smooth_d(t39));
        dy[t38] = t40 + (_mm256_zeroupper(), bent_d(t39, 2.5));
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
