/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
__m128 _ZGVbN4v_expf(__m128);
__m128 _ZGVbN4v_logf(__m128);
__m128 _ZGVbN4v_sinf(__m128);
__m128 _ZGVbN4v_cosf(__m128);
__m128 _ZGVbN4vv_powf(__m128, __m128);
__m128d _ZGVbN2v_exp(__m128d);
__m128d _ZGVbN2v_log(__m128d);
__m128d _ZGVbN2v_sin(__m128d);
__m128d _ZGVbN2v_cos(__m128d);
__m128d _ZGVbN2vv_pow(__m128d, __m128d);

__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_smooth(__m128 x);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_bent(__m128 x, float k);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_bent(__m128 x, float k, __m128 mask);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2v_smooth_d(__m128d x);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2vu_bent_d(__m128d x, double k);
__attribute__((target("sse4.2"))) __m128d _ZGVbM2vu_bent_d(__m128d x, double k, __m128d mask);
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

/* vcc: function at math_fast.c:15 vector variant _ZGVbN4v_smooth of `smooth`: VL 4, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4v_smooth(__m128 x) {
    __m128 t1 = _mm_set1_ps(-0.5f);
    __m128 t2 = _mm_mul_ps(t1, x);
    __m128 t3 = _ZGVbN4v_expf(t2);
    __m128 t4 = _mm_set1_ps(2.0f);
    __m128 t5 = _mm_add_ps(x, t4);
    __m128 t6 = _ZGVbN4v_logf(t5);
    __m128 t7 = _mm_mul_ps(t3, t6);
    __m128 t8 = _ZGVbN4v_sinf(x);
    __m128 t9 = _mm_set1_ps(0.25f);
    __m128 t10 = _mm_mul_ps(t8, t9);
    __m128 t11 = _mm_add_ps(t7, t10);
    __m128 t12 = _ZGVbN4v_cosf(x);
    __m128 t13 = _mm_set1_ps(3.0f);
    __m128 t14 = _mm_mul_ps(t12, t13);
    __m128 t15 = _mm_add_ps(t11, t14);
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

/* vcc: function at math_fast.c:20 vector variant _ZGVbN4vu_bent of `bent`: VL 4, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vu_bent(__m128 x, float k) {
    __m128 t1;
    __m128 t3;
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128i t5 = _mm_castps_si128(_mm_cmpgt_ps(x, t4));
    __m128i t2 = (__m128i)~(vcc_m4)t5;
    if ((!_mm_testz_si128(t2, t2))) {
        __m128 t6 = _ZGVbN4v_expf(x);
        __m128 t7 = _ZGVbN4v_cosf(x);
        __m128 t8 = _mm_mul_ps(t6, t7);
        __m128 t9 = _mm_set1_ps(2.0f);
        t1 = _mm_add_ps(t8, t9);
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t5, t5))) {
        __m128 t10 = _mm_set1_ps(k);
        __m128 t11 = _ZGVbN4vv_powf(x, t10);
        __m128 t12 = _ZGVbN4v_logf(x);
        t3 = _mm_add_ps(t11, t12);
    } else {
        t3 = (__m128)(vcc_v4_float){0};
    }
    __m128 t13 = _mm_blendv_ps(t3, t1, _mm_castsi128_ps(t2));
    return t13;
}

/* vcc: function at math_fast.c:20 vector variant _ZGVbM4vu_bent of `bent`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_bent(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128 t3;
    __m128i t4 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t5 = _mm_set1_ps(1.0f);
    __m128i t6 = _mm_castps_si128(_mm_cmpgt_ps(x, t5));
    __m128i t7 = (__m128i)((vcc_m4)t4 & (vcc_m4)t6);
    __m128i t8 = (__m128i)~(vcc_m4)t6;
    __m128i t2 = (__m128i)((vcc_m4)t4 & (vcc_m4)t8);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128 t9 = _ZGVbN4v_expf(x);
        __m128 t10 = _ZGVbN4v_cosf(x);
        __m128 t11 = _mm_mul_ps(t9, t10);
        __m128 t12 = _mm_set1_ps(2.0f);
        t1 = _mm_add_ps(t11, t12);
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t7, t7))) {
        __m128 t13 = _mm_set1_ps(k);
        __m128 t14 = _ZGVbN4vv_powf(x, t13);
        __m128 t15 = _ZGVbN4v_logf(x);
        t3 = _mm_add_ps(t14, t15);
    } else {
        t3 = (__m128)(vcc_v4_float){0};
    }
    __m128 t16 = _mm_blendv_ps(t3, t1, _mm_castsi128_ps(t2));
    __m128 t17 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t16, _mm_castsi128_ps(t4));
    return t17;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

/* vcc: function at math_fast.c:30 vector variant _ZGVbN2v_smooth_d of `smooth_d`: VL 2, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128d _ZGVbN2v_smooth_d(__m128d x) {
    __m128d t1 = _mm_set1_pd(-0.5);
    __m128d t2 = _mm_mul_pd(t1, x);
    __m128d t3 = _ZGVbN2v_exp(t2);
    __m128d t4 = _mm_set1_pd(2.0);
    __m128d t5 = _mm_add_pd(x, t4);
    __m128d t6 = _ZGVbN2v_log(t5);
    __m128d t7 = _mm_mul_pd(t3, t6);
    __m128d t8 = _ZGVbN2v_sin(x);
    __m128d t9 = _mm_set1_pd(0.25);
    __m128d t10 = _mm_mul_pd(t8, t9);
    __m128d t11 = _mm_add_pd(t7, t10);
    __m128d t12 = _ZGVbN2v_cos(x);
    __m128d t13 = _mm_set1_pd(3.0);
    __m128d t14 = _mm_mul_pd(t12, t13);
    __m128d t15 = _mm_add_pd(t11, t14);
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

/* vcc: function at math_fast.c:35 vector variant _ZGVbN2vu_bent_d of `bent_d`: VL 2, unmasked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128d _ZGVbN2vu_bent_d(__m128d x, double k) {
    __m128d t1;
    __m128d t3;
    __m128d t4 = _mm_set1_pd(1.0);
    __m128i t5 = _mm_castpd_si128(_mm_cmpgt_pd(x, t4));
    __m128i t2 = (__m128i)~(vcc_m2)t5;
    if ((!_mm_testz_si128(t2, t2))) {
        __m128d t6 = _ZGVbN2v_exp(x);
        __m128d t7 = _ZGVbN2v_cos(x);
        __m128d t8 = _mm_mul_pd(t6, t7);
        __m128d t9 = _mm_set1_pd(2.0);
        t1 = _mm_add_pd(t8, t9);
    } else {
        t1 = (__m128d)(vcc_v2_double){0};
        t2 = (__m128i)(vcc_m2){0};
    }
    if ((!_mm_testz_si128(t5, t5))) {
        __m128d t10 = _mm_set1_pd(k);
        __m128d t11 = _ZGVbN2vv_pow(x, t10);
        __m128d t12 = _ZGVbN2v_log(x);
        t3 = _mm_add_pd(t11, t12);
    } else {
        t3 = (__m128d)(vcc_v2_double){0};
    }
    __m128d t13 = _mm_blendv_pd(t3, t1, _mm_castsi128_pd(t2));
    return t13;
}

/* vcc: function at math_fast.c:35 vector variant _ZGVbM2vu_bent_d of `bent_d`: VL 2, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128d _ZGVbM2vu_bent_d(__m128d x, double k, __m128d mask) {
    __m128d t1;
    __m128d t3;
    __m128i t4 = (__m128i)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    __m128d t5 = _mm_set1_pd(1.0);
    __m128i t6 = _mm_castpd_si128(_mm_cmpgt_pd(x, t5));
    __m128i t7 = (__m128i)((vcc_m2)t4 & (vcc_m2)t6);
    __m128i t8 = (__m128i)~(vcc_m2)t6;
    __m128i t2 = (__m128i)((vcc_m2)t4 & (vcc_m2)t8);
    if ((!_mm_testz_si128(t2, t2))) {
        __m128d t9 = _ZGVbN2v_exp(x);
        __m128d t10 = _ZGVbN2v_cos(x);
        __m128d t11 = _mm_mul_pd(t9, t10);
        __m128d t12 = _mm_set1_pd(2.0);
        t1 = _mm_add_pd(t11, t12);
    } else {
        t1 = (__m128d)(vcc_v2_double){0};
        t2 = (__m128i)(vcc_m2){0};
    }
    if ((!_mm_testz_si128(t7, t7))) {
        __m128d t13 = _mm_set1_pd(k);
        __m128d t14 = _ZGVbN2vv_pow(x, t13);
        __m128d t15 = _ZGVbN2v_log(x);
        t3 = _mm_add_pd(t14, t15);
    } else {
        t3 = (__m128d)(vcc_v2_double){0};
    }
    __m128d t16 = _mm_blendv_pd(t3, t1, _mm_castsi128_pd(t2));
    __m128d t17 = _mm_blendv_pd((__m128d)(vcc_v2_double){0}, t16, _mm_castsi128_pd(t4));
    return t17;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

__attribute__((target("sse4.2"))) __attribute__((noinline)) void apply(int n) {
    __m128 t1;
    __m128 t3;
    __m128 t4;
    __m128 t6;
    __m128d t7;
    __m128d t9;
    __m128d t10;
    __m128d t12;
    __m128 t13;
    __m128 t15;
    __m128d t16;
    __m128d t18;
    __m128d t19;
    __m128d t21;
    __m128d t22;
    __m128d t24;
    int t28;
    int i;
    int t39;
    int i_1;
    long t25 = (long)n;
    if (t25 >= 8L) {
        long t26 = t25 & -8L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t27 = &fy[i_vec_2];
            __m128 fx_v = _mm_loadu_ps(&fx[i_vec_2]);
            __m128 t47 = _mm_set1_ps(-0.5f);
            __m128 t48 = _mm_mul_ps(t47, fx_v);
            __m128 t49 = _ZGVbN4v_expf(t48);
            __m128 t50 = _mm_set1_ps(2.0f);
            __m128 t51 = _mm_add_ps(fx_v, t50);
            __m128 t52 = _ZGVbN4v_logf(t51);
            __m128 t53 = _mm_mul_ps(t49, t52);
            __m128 t54 = _ZGVbN4v_sinf(fx_v);
            __m128 t55 = _mm_set1_ps(0.25f);
            __m128 t56 = _mm_mul_ps(t54, t55);
            __m128 t57 = _mm_add_ps(t53, t56);
            __m128 t58 = _ZGVbN4v_cosf(fx_v);
            __m128 t59 = _mm_set1_ps(3.0f);
            __m128 t60 = _mm_mul_ps(t58, t59);
            __m128 t61 = _mm_add_ps(t57, t60);
            __m128 t110 = _mm_set1_ps(1.0f);
            __m128i t111 = _mm_castps_si128(_mm_cmpgt_ps(fx_v, t110));
            __m128i t2 = (__m128i)~(vcc_m4)t111;
            if ((!_mm_testz_si128(t2, t2))) {
                __m128 t112 = _ZGVbN4v_expf(fx_v);
                __m128 t113 = _ZGVbN4v_cosf(fx_v);
                __m128 t114 = _mm_mul_ps(t112, t113);
                __m128 t115 = _mm_set1_ps(2.0f);
                t1 = _mm_add_ps(t114, t115);
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t111, t111))) {
                __m128 t116 = _mm_set1_ps(1.5f);
                __m128 t117 = _ZGVbN4vv_powf(fx_v, t116);
                __m128 t118 = _ZGVbN4v_logf(fx_v);
                t3 = _mm_add_ps(t117, t118);
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            __m128 t119 = _mm_blendv_ps(t3, t1, _mm_castsi128_ps(t2));
            __m128 t107 = _mm_add_ps(t61, t119);
            _mm_storeu_ps(t27, t107);
            long t108 = i_vec_2 + 4L;
            float *t109 = &fy[t108];
            __m128 fx_v_2 = _mm_loadu_ps(&fx[t108]);
            __m128 t155 = _mm_set1_ps(-0.5f);
            __m128 t156 = _mm_mul_ps(t155, fx_v_2);
            __m128 t157 = _ZGVbN4v_expf(t156);
            __m128 t158 = _mm_set1_ps(2.0f);
            __m128 t159 = _mm_add_ps(fx_v_2, t158);
            __m128 t160 = _ZGVbN4v_logf(t159);
            __m128 t161 = _mm_mul_ps(t157, t160);
            __m128 t162 = _ZGVbN4v_sinf(fx_v_2);
            __m128 t163 = _mm_set1_ps(0.25f);
            __m128 t164 = _mm_mul_ps(t162, t163);
            __m128 t165 = _mm_add_ps(t161, t164);
            __m128 t166 = _ZGVbN4v_cosf(fx_v_2);
            __m128 t167 = _mm_set1_ps(3.0f);
            __m128 t168 = _mm_mul_ps(t166, t167);
            __m128 t169 = _mm_add_ps(t165, t168);
            __m128 t186 = _mm_set1_ps(1.0f);
            __m128i t187 = _mm_castps_si128(_mm_cmpgt_ps(fx_v_2, t186));
            __m128i t14 = (__m128i)~(vcc_m4)t187;
            if ((!_mm_testz_si128(t14, t14))) {
                __m128 t188 = _ZGVbN4v_expf(fx_v_2);
                __m128 t189 = _ZGVbN4v_cosf(fx_v_2);
                __m128 t190 = _mm_mul_ps(t188, t189);
                __m128 t191 = _mm_set1_ps(2.0f);
                t13 = _mm_add_ps(t190, t191);
            } else {
                t13 = (__m128)(vcc_v4_float){0};
                t14 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t187, t187))) {
                __m128 t192 = _mm_set1_ps(1.5f);
                __m128 t193 = _ZGVbN4vv_powf(fx_v_2, t192);
                __m128 t194 = _ZGVbN4v_logf(fx_v_2);
                t15 = _mm_add_ps(t193, t194);
            } else {
                t15 = (__m128)(vcc_v4_float){0};
            }
            __m128 t195 = _mm_blendv_ps(t15, t13, _mm_castsi128_ps(t14));
            __m128 t185 = _mm_add_ps(t169, t195);
            _mm_storeu_ps(t109, t185);
            i_vec_2 += 8L;
            if (i_vec_2 >= t26) {
                t28 = (int)t26;
                break;
            }
        }
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 4L) {
        long t30 = t29 & -4L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t31 = (long)t28 + i_vec;
            float *t32 = &fy[t31];
            __m128 fx_v_1 = _mm_loadu_ps(&fx[t31]);
            __m128 t62 = _mm_set1_ps(-0.5f);
            __m128 t63 = _mm_mul_ps(t62, fx_v_1);
            __m128 t64 = _ZGVbN4v_expf(t63);
            __m128 t65 = _mm_set1_ps(2.0f);
            __m128 t66 = _mm_add_ps(fx_v_1, t65);
            __m128 t67 = _ZGVbN4v_logf(t66);
            __m128 t68 = _mm_mul_ps(t64, t67);
            __m128 t69 = _ZGVbN4v_sinf(fx_v_1);
            __m128 t70 = _mm_set1_ps(0.25f);
            __m128 t71 = _mm_mul_ps(t69, t70);
            __m128 t72 = _mm_add_ps(t68, t71);
            __m128 t73 = _ZGVbN4v_cosf(fx_v_1);
            __m128 t74 = _mm_set1_ps(3.0f);
            __m128 t75 = _mm_mul_ps(t73, t74);
            __m128 t76 = _mm_add_ps(t72, t75);
            __m128 t121 = _mm_set1_ps(1.0f);
            __m128i t122 = _mm_castps_si128(_mm_cmpgt_ps(fx_v_1, t121));
            __m128i t5 = (__m128i)~(vcc_m4)t122;
            if ((!_mm_testz_si128(t5, t5))) {
                __m128 t123 = _ZGVbN4v_expf(fx_v_1);
                __m128 t124 = _ZGVbN4v_cosf(fx_v_1);
                __m128 t125 = _mm_mul_ps(t123, t124);
                __m128 t126 = _mm_set1_ps(2.0f);
                t4 = _mm_add_ps(t125, t126);
            } else {
                t4 = (__m128)(vcc_v4_float){0};
                t5 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t122, t122))) {
                __m128 t127 = _mm_set1_ps(1.5f);
                __m128 t128 = _ZGVbN4vv_powf(fx_v_1, t127);
                __m128 t129 = _ZGVbN4v_logf(fx_v_1);
                t6 = _mm_add_ps(t128, t129);
            } else {
                t6 = (__m128)(vcc_v4_float){0};
            }
            __m128 t130 = _mm_blendv_ps(t6, t4, _mm_castsi128_ps(t5));
            __m128 t120 = _mm_add_ps(t76, t130);
            _mm_storeu_ps(t32, t120);
            i_vec += 4L;
            if (i_vec >= t30) {
                i = (int)((long)t28 + t30);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = fx[t33];
        float t35 = smooth(t34);
        fy[t33] = t35 + bent(t34, 1.5f);
    }
    long t36 = (long)n;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t38 = &dy[i_vec_3];
            __m128d dx_v = _mm_loadu_pd(&dx[i_vec_3]);
            __m128d t77 = _mm_set1_pd(-0.5);
            __m128d t78 = _mm_mul_pd(t77, dx_v);
            __m128d t79 = _ZGVbN2v_exp(t78);
            __m128d t80 = _mm_set1_pd(2.0);
            __m128d t81 = _mm_add_pd(dx_v, t80);
            __m128d t82 = _ZGVbN2v_log(t81);
            __m128d t83 = _mm_mul_pd(t79, t82);
            __m128d t84 = _ZGVbN2v_sin(dx_v);
            __m128d t85 = _mm_set1_pd(0.25);
            __m128d t86 = _mm_mul_pd(t84, t85);
            __m128d t87 = _mm_add_pd(t83, t86);
            __m128d t88 = _ZGVbN2v_cos(dx_v);
            __m128d t89 = _mm_set1_pd(3.0);
            __m128d t90 = _mm_mul_pd(t88, t89);
            __m128d t91 = _mm_add_pd(t87, t90);
            __m128d t134 = _mm_set1_pd(1.0);
            __m128i t135 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v, t134));
            __m128i t8 = (__m128i)~(vcc_m2)t135;
            if ((!_mm_testz_si128(t8, t8))) {
                __m128d t136 = _ZGVbN2v_exp(dx_v);
                __m128d t137 = _ZGVbN2v_cos(dx_v);
                __m128d t138 = _mm_mul_pd(t136, t137);
                __m128d t139 = _mm_set1_pd(2.0);
                t7 = _mm_add_pd(t138, t139);
            } else {
                t7 = (__m128d)(vcc_v2_double){0};
                t8 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t135, t135))) {
                __m128d t140 = _mm_set1_pd(2.5);
                __m128d t141 = _ZGVbN2vv_pow(dx_v, t140);
                __m128d t142 = _ZGVbN2v_log(dx_v);
                t9 = _mm_add_pd(t141, t142);
            } else {
                t9 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t143 = _mm_blendv_pd(t9, t7, _mm_castsi128_pd(t8));
            __m128d t131 = _mm_add_pd(t91, t143);
            _mm_storeu_pd(t38, t131);
            long t132 = i_vec_3 + 2L;
            double *t133 = &dy[t132];
            __m128d dx_v_2 = _mm_loadu_pd(&dx[t132]);
            __m128d t170 = _mm_set1_pd(-0.5);
            __m128d t171 = _mm_mul_pd(t170, dx_v_2);
            __m128d t172 = _ZGVbN2v_exp(t171);
            __m128d t173 = _mm_set1_pd(2.0);
            __m128d t174 = _mm_add_pd(dx_v_2, t173);
            __m128d t175 = _ZGVbN2v_log(t174);
            __m128d t176 = _mm_mul_pd(t172, t175);
            __m128d t177 = _ZGVbN2v_sin(dx_v_2);
            __m128d t178 = _mm_set1_pd(0.25);
            __m128d t179 = _mm_mul_pd(t177, t178);
            __m128d t180 = _mm_add_pd(t176, t179);
            __m128d t181 = _ZGVbN2v_cos(dx_v_2);
            __m128d t182 = _mm_set1_pd(3.0);
            __m128d t183 = _mm_mul_pd(t181, t182);
            __m128d t184 = _mm_add_pd(t180, t183);
            __m128d t199 = _mm_set1_pd(1.0);
            __m128i t200 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_2, t199));
            __m128i t17 = (__m128i)~(vcc_m2)t200;
            if ((!_mm_testz_si128(t17, t17))) {
                __m128d t201 = _ZGVbN2v_exp(dx_v_2);
                __m128d t202 = _ZGVbN2v_cos(dx_v_2);
                __m128d t203 = _mm_mul_pd(t201, t202);
                __m128d t204 = _mm_set1_pd(2.0);
                t16 = _mm_add_pd(t203, t204);
            } else {
                t16 = (__m128d)(vcc_v2_double){0};
                t17 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t200, t200))) {
                __m128d t205 = _mm_set1_pd(2.5);
                __m128d t206 = _ZGVbN2vv_pow(dx_v_2, t205);
                __m128d t207 = _ZGVbN2v_log(dx_v_2);
                t18 = _mm_add_pd(t206, t207);
            } else {
                t18 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t208 = _mm_blendv_pd(t18, t16, _mm_castsi128_pd(t17));
            __m128d t196 = _mm_add_pd(t184, t208);
            _mm_storeu_pd(t133, t196);
            long t197 = i_vec_3 + 4L;
            double *t198 = &dy[t197];
            __m128d dx_v_3 = _mm_loadu_pd(&dx[t197]);
            __m128d t209 = _mm_set1_pd(-0.5);
            __m128d t210 = _mm_mul_pd(t209, dx_v_3);
            __m128d t211 = _ZGVbN2v_exp(t210);
            __m128d t212 = _mm_set1_pd(2.0);
            __m128d t213 = _mm_add_pd(dx_v_3, t212);
            __m128d t214 = _ZGVbN2v_log(t213);
            __m128d t215 = _mm_mul_pd(t211, t214);
            __m128d t216 = _ZGVbN2v_sin(dx_v_3);
            __m128d t217 = _mm_set1_pd(0.25);
            __m128d t218 = _mm_mul_pd(t216, t217);
            __m128d t219 = _mm_add_pd(t215, t218);
            __m128d t220 = _ZGVbN2v_cos(dx_v_3);
            __m128d t221 = _mm_set1_pd(3.0);
            __m128d t222 = _mm_mul_pd(t220, t221);
            __m128d t223 = _mm_add_pd(t219, t222);
            __m128d t227 = _mm_set1_pd(1.0);
            __m128i t228 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_3, t227));
            __m128i t20 = (__m128i)~(vcc_m2)t228;
            if ((!_mm_testz_si128(t20, t20))) {
                __m128d t229 = _ZGVbN2v_exp(dx_v_3);
                __m128d t230 = _ZGVbN2v_cos(dx_v_3);
                __m128d t231 = _mm_mul_pd(t229, t230);
                __m128d t232 = _mm_set1_pd(2.0);
                t19 = _mm_add_pd(t231, t232);
            } else {
                t19 = (__m128d)(vcc_v2_double){0};
                t20 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t228, t228))) {
                __m128d t233 = _mm_set1_pd(2.5);
                __m128d t234 = _ZGVbN2vv_pow(dx_v_3, t233);
                __m128d t235 = _ZGVbN2v_log(dx_v_3);
                t21 = _mm_add_pd(t234, t235);
            } else {
                t21 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t236 = _mm_blendv_pd(t21, t19, _mm_castsi128_pd(t20));
            __m128d t224 = _mm_add_pd(t223, t236);
            _mm_storeu_pd(t198, t224);
            long t225 = i_vec_3 + 6L;
            double *t226 = &dy[t225];
            __m128d dx_v_4 = _mm_loadu_pd(&dx[t225]);
            __m128d t237 = _mm_set1_pd(-0.5);
            __m128d t238 = _mm_mul_pd(t237, dx_v_4);
            __m128d t239 = _ZGVbN2v_exp(t238);
            __m128d t240 = _mm_set1_pd(2.0);
            __m128d t241 = _mm_add_pd(dx_v_4, t240);
            __m128d t242 = _ZGVbN2v_log(t241);
            __m128d t243 = _mm_mul_pd(t239, t242);
            __m128d t244 = _ZGVbN2v_sin(dx_v_4);
            __m128d t245 = _mm_set1_pd(0.25);
            __m128d t246 = _mm_mul_pd(t244, t245);
            __m128d t247 = _mm_add_pd(t243, t246);
            __m128d t248 = _ZGVbN2v_cos(dx_v_4);
            __m128d t249 = _mm_set1_pd(3.0);
            __m128d t250 = _mm_mul_pd(t248, t249);
            __m128d t251 = _mm_add_pd(t247, t250);
            __m128d t253 = _mm_set1_pd(1.0);
            __m128i t254 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_4, t253));
            __m128i t23 = (__m128i)~(vcc_m2)t254;
            if ((!_mm_testz_si128(t23, t23))) {
                __m128d t255 = _ZGVbN2v_exp(dx_v_4);
                __m128d t256 = _ZGVbN2v_cos(dx_v_4);
                __m128d t257 = _mm_mul_pd(t255, t256);
                __m128d t258 = _mm_set1_pd(2.0);
                t22 = _mm_add_pd(t257, t258);
            } else {
                t22 = (__m128d)(vcc_v2_double){0};
                t23 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t254, t254))) {
                __m128d t259 = _mm_set1_pd(2.5);
                __m128d t260 = _ZGVbN2vv_pow(dx_v_4, t259);
                __m128d t261 = _ZGVbN2v_log(dx_v_4);
                t24 = _mm_add_pd(t260, t261);
            } else {
                t24 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t262 = _mm_blendv_pd(t24, t22, _mm_castsi128_pd(t23));
            __m128d t252 = _mm_add_pd(t251, t262);
            _mm_storeu_pd(t226, t252);
            i_vec_3 += 8L;
            if (i_vec_3 >= t37) {
                t39 = (int)t37;
                break;
            }
        }
    } else {
        t39 = 0;
    }
    long t40 = (long)n + (long)t39 * -1L;
    if (t40 >= 2L) {
        long t41 = t40 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t42 = (long)t39 + i_vec_1;
            double *t43 = &dy[t42];
            __m128d dx_v_1 = _mm_loadu_pd(&dx[t42]);
            __m128d t92 = _mm_set1_pd(-0.5);
            __m128d t93 = _mm_mul_pd(t92, dx_v_1);
            __m128d t94 = _ZGVbN2v_exp(t93);
            __m128d t95 = _mm_set1_pd(2.0);
            __m128d t96 = _mm_add_pd(dx_v_1, t95);
            __m128d t97 = _ZGVbN2v_log(t96);
            __m128d t98 = _mm_mul_pd(t94, t97);
            __m128d t99 = _ZGVbN2v_sin(dx_v_1);
            __m128d t100 = _mm_set1_pd(0.25);
            __m128d t101 = _mm_mul_pd(t99, t100);
            __m128d t102 = _mm_add_pd(t98, t101);
            __m128d t103 = _ZGVbN2v_cos(dx_v_1);
            __m128d t104 = _mm_set1_pd(3.0);
            __m128d t105 = _mm_mul_pd(t103, t104);
            __m128d t106 = _mm_add_pd(t102, t105);
            __m128d t145 = _mm_set1_pd(1.0);
            __m128i t146 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_1, t145));
            __m128i t11 = (__m128i)~(vcc_m2)t146;
            if ((!_mm_testz_si128(t11, t11))) {
                __m128d t147 = _ZGVbN2v_exp(dx_v_1);
                __m128d t148 = _ZGVbN2v_cos(dx_v_1);
                __m128d t149 = _mm_mul_pd(t147, t148);
                __m128d t150 = _mm_set1_pd(2.0);
                t10 = _mm_add_pd(t149, t150);
            } else {
                t10 = (__m128d)(vcc_v2_double){0};
                t11 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t146, t146))) {
                __m128d t151 = _mm_set1_pd(2.5);
                __m128d t152 = _ZGVbN2vv_pow(dx_v_1, t151);
                __m128d t153 = _ZGVbN2v_log(dx_v_1);
                t12 = _mm_add_pd(t152, t153);
            } else {
                t12 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t154 = _mm_blendv_pd(t12, t10, _mm_castsi128_pd(t11));
            __m128d t144 = _mm_add_pd(t106, t154);
            _mm_storeu_pd(t43, t144);
            i_vec_1 += 2L;
            if (i_vec_1 >= t41) {
                i_1 = (int)((long)t39 + t41);
                break;
            }
        }
    } else {
        i_1 = t39;
    }
    for (; i_1 < n; i_1++) {
        long t44 = (long)i_1;
        double t45 = dx[t44];
        double t46 = smooth_d(t45);
        dy[t44] = t46 + bent_d(t45, 2.5);
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
