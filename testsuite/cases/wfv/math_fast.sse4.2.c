/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

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
    __m128 t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t2)[0]));
    __m128 t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, expf(((vcc_v4_float)t2)[1]));
    __m128 t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, expf(((vcc_v4_float)t2)[2]));
    __m128 t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, expf(((vcc_v4_float)t2)[3]));
    __m128 t7 = _mm_set1_ps(2.0f);
    __m128 t8 = _mm_add_ps(x, t7);
    __m128 t9 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t8)[0]));
    __m128 t10 = (__m128)vcc_insert((vcc_v4_float)t9, 1, logf(((vcc_v4_float)t8)[1]));
    __m128 t11 = (__m128)vcc_insert((vcc_v4_float)t10, 2, logf(((vcc_v4_float)t8)[2]));
    __m128 t12 = (__m128)vcc_insert((vcc_v4_float)t11, 3, logf(((vcc_v4_float)t8)[3]));
    __m128 t13 = _mm_mul_ps(t6, t12);
    __m128 t14 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)x)[0]));
    __m128 t15 = (__m128)vcc_insert((vcc_v4_float)t14, 1, sinf(((vcc_v4_float)x)[1]));
    __m128 t16 = (__m128)vcc_insert((vcc_v4_float)t15, 2, sinf(((vcc_v4_float)x)[2]));
    __m128 t17 = (__m128)vcc_insert((vcc_v4_float)t16, 3, sinf(((vcc_v4_float)x)[3]));
    __m128 t18 = _mm_set1_ps(0.25f);
    __m128 t19 = _mm_mul_ps(t17, t18);
    __m128 t20 = _mm_add_ps(t13, t19);
    __m128 t21 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)x)[0]));
    __m128 t22 = (__m128)vcc_insert((vcc_v4_float)t21, 1, cosf(((vcc_v4_float)x)[1]));
    __m128 t23 = (__m128)vcc_insert((vcc_v4_float)t22, 2, cosf(((vcc_v4_float)x)[2]));
    __m128 t24 = (__m128)vcc_insert((vcc_v4_float)t23, 3, cosf(((vcc_v4_float)x)[3]));
    __m128 t25 = _mm_set1_ps(3.0f);
    __m128 t26 = _mm_mul_ps(t24, t25);
    __m128 t27 = _mm_add_ps(t20, t26);
    return t27;
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
    __m128i t2;
    __m128 t3;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128 t10;
    __m128 t11;
    __m128 t12;
    __m128 t13;
    __m128 t14;
    __m128 t15;
    __m128 t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128 t20 = _mm_set1_ps(1.0f);
    __m128i t21 = _mm_castps_si128(_mm_cmpgt_ps(x, t20));
    __m128i t22 = _mm_xor_si128(t21, _mm_set1_epi32(-1));
    if ((!_mm_testz_si128(t22, t22))) {
        if (_mm_testc_si128(t22, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t24 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)x)[0]));
            __m128 t25 = (__m128)vcc_insert((vcc_v4_float)t24, 1, expf(((vcc_v4_float)x)[1]));
            __m128 t26 = (__m128)vcc_insert((vcc_v4_float)t25, 2, expf(((vcc_v4_float)x)[2]));
            __m128 t27 = (__m128)vcc_insert((vcc_v4_float)t26, 3, expf(((vcc_v4_float)x)[3]));
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)x)[0]));
            __m128 t29 = (__m128)vcc_insert((vcc_v4_float)t28, 1, cosf(((vcc_v4_float)x)[1]));
            __m128 t30 = (__m128)vcc_insert((vcc_v4_float)t29, 2, cosf(((vcc_v4_float)x)[2]));
            __m128 t31 = (__m128)vcc_insert((vcc_v4_float)t30, 3, cosf(((vcc_v4_float)x)[3]));
            __m128 t32 = _mm_mul_ps(t27, t31);
            __m128 t33 = _mm_set1_ps(2.0f);
            t1 = _mm_add_ps(t32, t33);
        } else {
            __m128i t23 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            if (((vcc_v4_int)t23)[0]) {
                t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)x)[0]));
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t23)[1]) {
                t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, expf(((vcc_v4_float)x)[1]));
            } else {
                t4 = t3;
            }
            if (((vcc_v4_int)t23)[2]) {
                t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, expf(((vcc_v4_float)x)[2]));
            } else {
                t5 = t4;
            }
            if (((vcc_v4_int)t23)[3]) {
                t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, expf(((vcc_v4_float)x)[3]));
            } else {
                t6 = t5;
            }
            __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)t22 & 1, vcc_v4_int);
            if (((vcc_v4_int)t34)[0]) {
                t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)x)[0]));
            } else {
                t7 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t34)[1]) {
                t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, cosf(((vcc_v4_float)x)[1]));
            } else {
                t8 = t7;
            }
            if (((vcc_v4_int)t34)[2]) {
                t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, cosf(((vcc_v4_float)x)[2]));
            } else {
                t9 = t8;
            }
            if (((vcc_v4_int)t34)[3]) {
                t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, cosf(((vcc_v4_float)x)[3]));
            } else {
                t10 = t9;
            }
            __m128 t35 = _mm_mul_ps(t6, t10);
            __m128 t36 = _mm_set1_ps(2.0f);
            t1 = _mm_add_ps(t35, t36);
            t2 = t22;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t21, t21))) {
        if (_mm_testc_si128(t21, _mm_set1_epi32(-1))) {
            __m128 t38 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)x)[0], k));
            __m128 t39 = (__m128)vcc_insert((vcc_v4_float)t38, 1, powf(((vcc_v4_float)x)[1], k));
            __m128 t40 = (__m128)vcc_insert((vcc_v4_float)t39, 2, powf(((vcc_v4_float)x)[2], k));
            __m128 t41 = (__m128)vcc_insert((vcc_v4_float)t40, 3, powf(((vcc_v4_float)x)[3], k));
            __m128 t42 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)x)[0]));
            __m128 t43 = (__m128)vcc_insert((vcc_v4_float)t42, 1, logf(((vcc_v4_float)x)[1]));
            __m128 t44 = (__m128)vcc_insert((vcc_v4_float)t43, 2, logf(((vcc_v4_float)x)[2]));
            __m128 t45 = (__m128)vcc_insert((vcc_v4_float)t44, 3, logf(((vcc_v4_float)x)[3]));
            t11 = _mm_add_ps(t41, t45);
        } else {
            __m128i t37 = (__m128i)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            if (((vcc_v4_int)t37)[0]) {
                t12 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)x)[0], k));
            } else {
                t12 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t37)[1]) {
                t13 = (__m128)vcc_insert((vcc_v4_float)t12, 1, powf(((vcc_v4_float)x)[1], k));
            } else {
                t13 = t12;
            }
            if (((vcc_v4_int)t37)[2]) {
                t14 = (__m128)vcc_insert((vcc_v4_float)t13, 2, powf(((vcc_v4_float)x)[2], k));
            } else {
                t14 = t13;
            }
            if (((vcc_v4_int)t37)[3]) {
                t15 = (__m128)vcc_insert((vcc_v4_float)t14, 3, powf(((vcc_v4_float)x)[3], k));
            } else {
                t15 = t14;
            }
            __m128i t46 = (__m128i)__builtin_convertvector((vcc_m4)t21 & 1, vcc_v4_int);
            if (((vcc_v4_int)t46)[0]) {
                t16 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)x)[0]));
            } else {
                t16 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t46)[1]) {
                t17 = (__m128)vcc_insert((vcc_v4_float)t16, 1, logf(((vcc_v4_float)x)[1]));
            } else {
                t17 = t16;
            }
            if (((vcc_v4_int)t46)[2]) {
                t18 = (__m128)vcc_insert((vcc_v4_float)t17, 2, logf(((vcc_v4_float)x)[2]));
            } else {
                t18 = t17;
            }
            if (((vcc_v4_int)t46)[3]) {
                t19 = (__m128)vcc_insert((vcc_v4_float)t18, 3, logf(((vcc_v4_float)x)[3]));
            } else {
                t19 = t18;
            }
            t11 = _mm_add_ps(t15, t19);
        }
    } else {
        t11 = (__m128)(vcc_v4_float){0};
    }
    __m128 t47 = _mm_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
    return t47;
}

/* vcc: function at math_fast.c:20 vector variant _ZGVbM4vu_bent of `bent`: VL 4, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vu_bent(__m128 x, float k, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128 t10;
    __m128 t11;
    __m128 t12;
    __m128 t13;
    __m128 t14;
    __m128 t15;
    __m128 t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128i t20 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t21 = _mm_set1_ps(1.0f);
    __m128i t22 = _mm_castps_si128(_mm_cmpgt_ps(x, t21));
    __m128i t23 = _mm_and_si128(t20, t22);
    __m128i t24 = _mm_xor_si128(t22, _mm_set1_epi32(-1));
    __m128i t25 = _mm_and_si128(t20, t24);
    if ((!_mm_testz_si128(t25, t25))) {
        if (_mm_testc_si128(t25, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t27 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)x)[0]));
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)t27, 1, expf(((vcc_v4_float)x)[1]));
            __m128 t29 = (__m128)vcc_insert((vcc_v4_float)t28, 2, expf(((vcc_v4_float)x)[2]));
            __m128 t30 = (__m128)vcc_insert((vcc_v4_float)t29, 3, expf(((vcc_v4_float)x)[3]));
            __m128 t31 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)x)[0]));
            __m128 t32 = (__m128)vcc_insert((vcc_v4_float)t31, 1, cosf(((vcc_v4_float)x)[1]));
            __m128 t33 = (__m128)vcc_insert((vcc_v4_float)t32, 2, cosf(((vcc_v4_float)x)[2]));
            __m128 t34 = (__m128)vcc_insert((vcc_v4_float)t33, 3, cosf(((vcc_v4_float)x)[3]));
            __m128 t35 = _mm_mul_ps(t30, t34);
            __m128 t36 = _mm_set1_ps(2.0f);
            t1 = _mm_add_ps(t35, t36);
        } else {
            __m128i t26 = (__m128i)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            if (((vcc_v4_int)t26)[0]) {
                t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)x)[0]));
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t26)[1]) {
                t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, expf(((vcc_v4_float)x)[1]));
            } else {
                t4 = t3;
            }
            if (((vcc_v4_int)t26)[2]) {
                t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, expf(((vcc_v4_float)x)[2]));
            } else {
                t5 = t4;
            }
            if (((vcc_v4_int)t26)[3]) {
                t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, expf(((vcc_v4_float)x)[3]));
            } else {
                t6 = t5;
            }
            __m128i t37 = (__m128i)__builtin_convertvector((vcc_m4)t25 & 1, vcc_v4_int);
            if (((vcc_v4_int)t37)[0]) {
                t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)x)[0]));
            } else {
                t7 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t37)[1]) {
                t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, cosf(((vcc_v4_float)x)[1]));
            } else {
                t8 = t7;
            }
            if (((vcc_v4_int)t37)[2]) {
                t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, cosf(((vcc_v4_float)x)[2]));
            } else {
                t9 = t8;
            }
            if (((vcc_v4_int)t37)[3]) {
                t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, cosf(((vcc_v4_float)x)[3]));
            } else {
                t10 = t9;
            }
            __m128 t38 = _mm_mul_ps(t6, t10);
            __m128 t39 = _mm_set1_ps(2.0f);
            t1 = _mm_add_ps(t38, t39);
            t2 = t25;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t23, t23))) {
        if (_mm_testc_si128(t23, _mm_set1_epi32(-1))) {
            __m128 t41 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)x)[0], k));
            __m128 t42 = (__m128)vcc_insert((vcc_v4_float)t41, 1, powf(((vcc_v4_float)x)[1], k));
            __m128 t43 = (__m128)vcc_insert((vcc_v4_float)t42, 2, powf(((vcc_v4_float)x)[2], k));
            __m128 t44 = (__m128)vcc_insert((vcc_v4_float)t43, 3, powf(((vcc_v4_float)x)[3], k));
            __m128 t45 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)x)[0]));
            __m128 t46 = (__m128)vcc_insert((vcc_v4_float)t45, 1, logf(((vcc_v4_float)x)[1]));
            __m128 t47 = (__m128)vcc_insert((vcc_v4_float)t46, 2, logf(((vcc_v4_float)x)[2]));
            __m128 t48 = (__m128)vcc_insert((vcc_v4_float)t47, 3, logf(((vcc_v4_float)x)[3]));
            t11 = _mm_add_ps(t44, t48);
        } else {
            __m128i t40 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (((vcc_v4_int)t40)[0]) {
                t12 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)x)[0], k));
            } else {
                t12 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t40)[1]) {
                t13 = (__m128)vcc_insert((vcc_v4_float)t12, 1, powf(((vcc_v4_float)x)[1], k));
            } else {
                t13 = t12;
            }
            if (((vcc_v4_int)t40)[2]) {
                t14 = (__m128)vcc_insert((vcc_v4_float)t13, 2, powf(((vcc_v4_float)x)[2], k));
            } else {
                t14 = t13;
            }
            if (((vcc_v4_int)t40)[3]) {
                t15 = (__m128)vcc_insert((vcc_v4_float)t14, 3, powf(((vcc_v4_float)x)[3], k));
            } else {
                t15 = t14;
            }
            __m128i t49 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (((vcc_v4_int)t49)[0]) {
                t16 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)x)[0]));
            } else {
                t16 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t49)[1]) {
                t17 = (__m128)vcc_insert((vcc_v4_float)t16, 1, logf(((vcc_v4_float)x)[1]));
            } else {
                t17 = t16;
            }
            if (((vcc_v4_int)t49)[2]) {
                t18 = (__m128)vcc_insert((vcc_v4_float)t17, 2, logf(((vcc_v4_float)x)[2]));
            } else {
                t18 = t17;
            }
            if (((vcc_v4_int)t49)[3]) {
                t19 = (__m128)vcc_insert((vcc_v4_float)t18, 3, logf(((vcc_v4_float)x)[3]));
            } else {
                t19 = t18;
            }
            t11 = _mm_add_ps(t15, t19);
        }
    } else {
        t11 = (__m128)(vcc_v4_float){0};
    }
    __m128 t50 = _mm_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
    __m128 t51 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t50, _mm_castsi128_ps(t20));
    return t51;
}

/* #pragma omp declare simd notinbranch */
double smooth_d(double x) {
    return exp(-0.5 * x) * log(x + 2.0) + sin(x) * 0.25 + cos(x) * 3.0;
}

/* vcc: function at math_fast.c:30 vector variant _ZGVbN2v_smooth_d of `smooth_d`: VL 2, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128d _ZGVbN2v_smooth_d(__m128d x) {
    __m128d t1 = _mm_set1_pd(-0.5);
    __m128d t2 = _mm_mul_pd(t1, x);
    __m128d t3 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t2)[0]));
    __m128d t4 = (__m128d)vcc_insert((vcc_v2_double)t3, 1, exp(((vcc_v2_double)t2)[1]));
    __m128d t5 = _mm_set1_pd(2.0);
    __m128d t6 = _mm_add_pd(x, t5);
    __m128d t7 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t6)[0]));
    __m128d t8 = (__m128d)vcc_insert((vcc_v2_double)t7, 1, log(((vcc_v2_double)t6)[1]));
    __m128d t9 = _mm_mul_pd(t4, t8);
    __m128d t10 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)x)[0]));
    __m128d t11 = (__m128d)vcc_insert((vcc_v2_double)t10, 1, sin(((vcc_v2_double)x)[1]));
    __m128d t12 = _mm_set1_pd(0.25);
    __m128d t13 = _mm_mul_pd(t11, t12);
    __m128d t14 = _mm_add_pd(t9, t13);
    __m128d t15 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)x)[0]));
    __m128d t16 = (__m128d)vcc_insert((vcc_v2_double)t15, 1, cos(((vcc_v2_double)x)[1]));
    __m128d t17 = _mm_set1_pd(3.0);
    __m128d t18 = _mm_mul_pd(t16, t17);
    __m128d t19 = _mm_add_pd(t14, t18);
    return t19;
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
    __m128i t2;
    __m128d t3;
    __m128d t4;
    __m128d t5;
    __m128d t6;
    __m128d t7;
    __m128d t8;
    __m128d t9;
    __m128d t10;
    __m128d t11;
    __m128d t12 = _mm_set1_pd(1.0);
    __m128i t13 = _mm_castpd_si128(_mm_cmpgt_pd(x, t12));
    __m128i t14 = _mm_xor_si128(t13, _mm_set1_epi32(-1));
    if ((!_mm_testz_si128(t14, t14))) {
        if (_mm_testc_si128(t14, _mm_set1_epi32(-1))) {
            t2 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
            __m128d t16 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)x)[0]));
            __m128d t17 = (__m128d)vcc_insert((vcc_v2_double)t16, 1, exp(((vcc_v2_double)x)[1]));
            __m128d t18 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)x)[0]));
            __m128d t19 = (__m128d)vcc_insert((vcc_v2_double)t18, 1, cos(((vcc_v2_double)x)[1]));
            __m128d t20 = _mm_mul_pd(t17, t19);
            __m128d t21 = _mm_set1_pd(2.0);
            t1 = _mm_add_pd(t20, t21);
        } else {
            vcc_v2_int t15 = __builtin_convertvector((vcc_m2)t14 & 1, vcc_v2_int);
            if (t15[0]) {
                t3 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)x)[0]));
            } else {
                t3 = (__m128d)(vcc_v2_double){0};
            }
            if (t15[1]) {
                t4 = (__m128d)vcc_insert((vcc_v2_double)t3, 1, exp(((vcc_v2_double)x)[1]));
            } else {
                t4 = t3;
            }
            vcc_v2_int t22 = __builtin_convertvector((vcc_m2)t14 & 1, vcc_v2_int);
            if (t22[0]) {
                t5 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)x)[0]));
            } else {
                t5 = (__m128d)(vcc_v2_double){0};
            }
            if (t22[1]) {
                t6 = (__m128d)vcc_insert((vcc_v2_double)t5, 1, cos(((vcc_v2_double)x)[1]));
            } else {
                t6 = t5;
            }
            __m128d t23 = _mm_mul_pd(t4, t6);
            __m128d t24 = _mm_set1_pd(2.0);
            t1 = _mm_add_pd(t23, t24);
            t2 = t14;
        }
    } else {
        t1 = (__m128d)(vcc_v2_double){0};
        t2 = (__m128i)(vcc_m2){0};
    }
    if ((!_mm_testz_si128(t13, t13))) {
        if (_mm_testc_si128(t13, _mm_set1_epi32(-1))) {
            __m128d t26 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)x)[0], k));
            __m128d t27 = (__m128d)vcc_insert((vcc_v2_double)t26, 1, pow(((vcc_v2_double)x)[1], k));
            __m128d t28 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)x)[0]));
            __m128d t29 = (__m128d)vcc_insert((vcc_v2_double)t28, 1, log(((vcc_v2_double)x)[1]));
            t7 = _mm_add_pd(t27, t29);
        } else {
            vcc_v2_int t25 = __builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            if (t25[0]) {
                t8 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)x)[0], k));
            } else {
                t8 = (__m128d)(vcc_v2_double){0};
            }
            if (t25[1]) {
                t9 = (__m128d)vcc_insert((vcc_v2_double)t8, 1, pow(((vcc_v2_double)x)[1], k));
            } else {
                t9 = t8;
            }
            vcc_v2_int t30 = __builtin_convertvector((vcc_m2)t13 & 1, vcc_v2_int);
            if (t30[0]) {
                t10 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)x)[0]));
            } else {
                t10 = (__m128d)(vcc_v2_double){0};
            }
            if (t30[1]) {
                t11 = (__m128d)vcc_insert((vcc_v2_double)t10, 1, log(((vcc_v2_double)x)[1]));
            } else {
                t11 = t10;
            }
            t7 = _mm_add_pd(t9, t11);
        }
    } else {
        t7 = (__m128d)(vcc_v2_double){0};
    }
    __m128d t31 = _mm_blendv_pd(t7, t1, _mm_castsi128_pd(t2));
    return t31;
}

/* vcc: function at math_fast.c:35 vector variant _ZGVbM2vu_bent_d of `bent_d`: VL 2, masked, x vector, k uniform */
__attribute__((target("sse4.2"))) __m128d _ZGVbM2vu_bent_d(__m128d x, double k, __m128d mask) {
    __m128d t1;
    __m128i t2;
    __m128d t3;
    __m128d t4;
    __m128d t5;
    __m128d t6;
    __m128d t7;
    __m128d t8;
    __m128d t9;
    __m128d t10;
    __m128d t11;
    __m128i t12 = (__m128i)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    __m128d t13 = _mm_set1_pd(1.0);
    __m128i t14 = _mm_castpd_si128(_mm_cmpgt_pd(x, t13));
    __m128i t15 = _mm_and_si128(t12, t14);
    __m128i t16 = _mm_xor_si128(t14, _mm_set1_epi32(-1));
    __m128i t17 = _mm_and_si128(t12, t16);
    if ((!_mm_testz_si128(t17, t17))) {
        if (_mm_testc_si128(t17, _mm_set1_epi32(-1))) {
            t2 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
            __m128d t19 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)x)[0]));
            __m128d t20 = (__m128d)vcc_insert((vcc_v2_double)t19, 1, exp(((vcc_v2_double)x)[1]));
            __m128d t21 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)x)[0]));
            __m128d t22 = (__m128d)vcc_insert((vcc_v2_double)t21, 1, cos(((vcc_v2_double)x)[1]));
            __m128d t23 = _mm_mul_pd(t20, t22);
            __m128d t24 = _mm_set1_pd(2.0);
            t1 = _mm_add_pd(t23, t24);
        } else {
            vcc_v2_int t18 = __builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            if (t18[0]) {
                t3 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)x)[0]));
            } else {
                t3 = (__m128d)(vcc_v2_double){0};
            }
            if (t18[1]) {
                t4 = (__m128d)vcc_insert((vcc_v2_double)t3, 1, exp(((vcc_v2_double)x)[1]));
            } else {
                t4 = t3;
            }
            vcc_v2_int t25 = __builtin_convertvector((vcc_m2)t17 & 1, vcc_v2_int);
            if (t25[0]) {
                t5 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)x)[0]));
            } else {
                t5 = (__m128d)(vcc_v2_double){0};
            }
            if (t25[1]) {
                t6 = (__m128d)vcc_insert((vcc_v2_double)t5, 1, cos(((vcc_v2_double)x)[1]));
            } else {
                t6 = t5;
            }
            __m128d t26 = _mm_mul_pd(t4, t6);
            __m128d t27 = _mm_set1_pd(2.0);
            t1 = _mm_add_pd(t26, t27);
            t2 = t17;
        }
    } else {
        t1 = (__m128d)(vcc_v2_double){0};
        t2 = (__m128i)(vcc_m2){0};
    }
    if ((!_mm_testz_si128(t15, t15))) {
        if (_mm_testc_si128(t15, _mm_set1_epi32(-1))) {
            __m128d t29 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)x)[0], k));
            __m128d t30 = (__m128d)vcc_insert((vcc_v2_double)t29, 1, pow(((vcc_v2_double)x)[1], k));
            __m128d t31 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)x)[0]));
            __m128d t32 = (__m128d)vcc_insert((vcc_v2_double)t31, 1, log(((vcc_v2_double)x)[1]));
            t7 = _mm_add_pd(t30, t32);
        } else {
            vcc_v2_int t28 = __builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            if (t28[0]) {
                t8 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)x)[0], k));
            } else {
                t8 = (__m128d)(vcc_v2_double){0};
            }
            if (t28[1]) {
                t9 = (__m128d)vcc_insert((vcc_v2_double)t8, 1, pow(((vcc_v2_double)x)[1], k));
            } else {
                t9 = t8;
            }
            vcc_v2_int t33 = __builtin_convertvector((vcc_m2)t15 & 1, vcc_v2_int);
            if (t33[0]) {
                t10 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)x)[0]));
            } else {
                t10 = (__m128d)(vcc_v2_double){0};
            }
            if (t33[1]) {
                t11 = (__m128d)vcc_insert((vcc_v2_double)t10, 1, log(((vcc_v2_double)x)[1]));
            } else {
                t11 = t10;
            }
            t7 = _mm_add_pd(t9, t11);
        }
    } else {
        t7 = (__m128d)(vcc_v2_double){0};
    }
    __m128d t34 = _mm_blendv_pd(t7, t1, _mm_castsi128_pd(t2));
    __m128d t35 = _mm_blendv_pd((__m128d)(vcc_v2_double){0}, t34, _mm_castsi128_pd(t12));
    return t35;
}

static float fx[1000], fy[1000];
static double dx[1000], dy[1000];

__attribute__((target("sse4.2"))) __attribute__((noinline)) void apply(int n) {
    __m128 t1;
    __m128i t2;
    __m128 t3;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128 t10;
    __m128 t11;
    __m128 t12;
    __m128 t13;
    __m128 t14;
    __m128 t15;
    __m128 t16;
    __m128 t17;
    __m128 t18;
    __m128 t19;
    __m128 t20;
    __m128i t21;
    __m128 t22;
    __m128 t23;
    __m128 t24;
    __m128 t25;
    __m128 t26;
    __m128 t27;
    __m128 t28;
    __m128 t29;
    __m128 t30;
    __m128 t31;
    __m128 t32;
    __m128 t33;
    __m128 t34;
    __m128 t35;
    __m128 t36;
    __m128 t37;
    __m128 t38;
    __m128d t39;
    __m128i t40;
    __m128d t41;
    __m128d t42;
    __m128d t43;
    __m128d t44;
    __m128d t45;
    __m128d t46;
    __m128d t47;
    __m128d t48;
    __m128d t49;
    __m128d t50;
    __m128i t51;
    __m128d t52;
    __m128d t53;
    __m128d t54;
    __m128d t55;
    __m128d t56;
    __m128d t57;
    __m128d t58;
    __m128d t59;
    __m128d t60;
    __m128 t61;
    __m128i t62;
    __m128 t63;
    __m128 t64;
    __m128 t65;
    __m128 t66;
    __m128 t67;
    __m128 t68;
    __m128 t69;
    __m128 t70;
    __m128 t71;
    __m128 t72;
    __m128 t73;
    __m128 t74;
    __m128 t75;
    __m128 t76;
    __m128 t77;
    __m128 t78;
    __m128 t79;
    __m128d t80;
    __m128i t81;
    __m128d t82;
    __m128d t83;
    __m128d t84;
    __m128d t85;
    __m128d t86;
    __m128d t87;
    __m128d t88;
    __m128d t89;
    __m128d t90;
    __m128d t91;
    __m128i t92;
    __m128d t93;
    __m128d t94;
    __m128d t95;
    __m128d t96;
    __m128d t97;
    __m128d t98;
    __m128d t99;
    __m128d t100;
    __m128d t101;
    __m128d t102;
    __m128i t103;
    __m128d t104;
    __m128d t105;
    __m128d t106;
    __m128d t107;
    __m128d t108;
    __m128d t109;
    __m128d t110;
    __m128d t111;
    __m128d t112;
    int t116;
    int i;
    int t127;
    int i_1;
    long t113 = (long)n;
    if (t113 >= 8L) {
        long t114 = t113 & -8L;
        long i_vec_2 = 0L;
        /* vcc: loop at math_fast.c:49 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t115 = &fy[i_vec_2];
            __m128 fx_v = _mm_loadu_ps(&fx[i_vec_2]);
            __m128 t135 = _mm_set1_ps(-0.5f);
            __m128 t136 = _mm_mul_ps(t135, fx_v);
            __m128 t137 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t136)[0]));
            __m128 t138 = (__m128)vcc_insert((vcc_v4_float)t137, 1, expf(((vcc_v4_float)t136)[1]));
            __m128 t139 = (__m128)vcc_insert((vcc_v4_float)t138, 2, expf(((vcc_v4_float)t136)[2]));
            __m128 t140 = (__m128)vcc_insert((vcc_v4_float)t139, 3, expf(((vcc_v4_float)t136)[3]));
            __m128 t141 = _mm_set1_ps(2.0f);
            __m128 t142 = _mm_add_ps(fx_v, t141);
            __m128 t143 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t142)[0]));
            __m128 t144 = (__m128)vcc_insert((vcc_v4_float)t143, 1, logf(((vcc_v4_float)t142)[1]));
            __m128 t145 = (__m128)vcc_insert((vcc_v4_float)t144, 2, logf(((vcc_v4_float)t142)[2]));
            __m128 t146 = (__m128)vcc_insert((vcc_v4_float)t145, 3, logf(((vcc_v4_float)t142)[3]));
            __m128 t147 = _mm_mul_ps(t140, t146);
            __m128 t148 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)fx_v)[0]));
            __m128 t149 = (__m128)vcc_insert((vcc_v4_float)t148, 1, sinf(((vcc_v4_float)fx_v)[1]));
            __m128 t150 = (__m128)vcc_insert((vcc_v4_float)t149, 2, sinf(((vcc_v4_float)fx_v)[2]));
            __m128 t151 = (__m128)vcc_insert((vcc_v4_float)t150, 3, sinf(((vcc_v4_float)fx_v)[3]));
            __m128 t152 = _mm_set1_ps(0.25f);
            __m128 t153 = _mm_mul_ps(t151, t152);
            __m128 t154 = _mm_add_ps(t147, t153);
            __m128 t155 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v)[0]));
            __m128 t156 = (__m128)vcc_insert((vcc_v4_float)t155, 1, cosf(((vcc_v4_float)fx_v)[1]));
            __m128 t157 = (__m128)vcc_insert((vcc_v4_float)t156, 2, cosf(((vcc_v4_float)fx_v)[2]));
            __m128 t158 = (__m128)vcc_insert((vcc_v4_float)t157, 3, cosf(((vcc_v4_float)fx_v)[3]));
            __m128 t159 = _mm_set1_ps(3.0f);
            __m128 t160 = _mm_mul_ps(t158, t159);
            __m128 t161 = _mm_add_ps(t154, t160);
            __m128 t230 = _mm_set1_ps(1.0f);
            __m128i t231 = _mm_castps_si128(_mm_cmpgt_ps(fx_v, t230));
            __m128i t232 = _mm_xor_si128(t231, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t232, t232))) {
                if (_mm_testc_si128(t232, _mm_set1_epi32(-1))) {
                    t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t234 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v)[0]));
                    __m128 t235 = (__m128)vcc_insert((vcc_v4_float)t234, 1, expf(((vcc_v4_float)fx_v)[1]));
                    __m128 t236 = (__m128)vcc_insert((vcc_v4_float)t235, 2, expf(((vcc_v4_float)fx_v)[2]));
                    __m128 t237 = (__m128)vcc_insert((vcc_v4_float)t236, 3, expf(((vcc_v4_float)fx_v)[3]));
                    __m128 t238 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v)[0]));
                    __m128 t239 = (__m128)vcc_insert((vcc_v4_float)t238, 1, cosf(((vcc_v4_float)fx_v)[1]));
                    __m128 t240 = (__m128)vcc_insert((vcc_v4_float)t239, 2, cosf(((vcc_v4_float)fx_v)[2]));
                    __m128 t241 = (__m128)vcc_insert((vcc_v4_float)t240, 3, cosf(((vcc_v4_float)fx_v)[3]));
                    __m128 t242 = _mm_mul_ps(t237, t241);
                    __m128 t243 = _mm_set1_ps(2.0f);
                    t1 = _mm_add_ps(t242, t243);
                } else {
                    __m128i t233 = (__m128i)__builtin_convertvector((vcc_m4)t232 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t233)[0]) {
                        t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v)[0]));
                    } else {
                        t3 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t233)[1]) {
                        t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, expf(((vcc_v4_float)fx_v)[1]));
                    } else {
                        t4 = t3;
                    }
                    if (((vcc_v4_int)t233)[2]) {
                        t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, expf(((vcc_v4_float)fx_v)[2]));
                    } else {
                        t5 = t4;
                    }
                    if (((vcc_v4_int)t233)[3]) {
                        t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, expf(((vcc_v4_float)fx_v)[3]));
                    } else {
                        t6 = t5;
                    }
                    __m128i t244 = (__m128i)__builtin_convertvector((vcc_m4)t232 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t244)[0]) {
                        t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v)[0]));
                    } else {
                        t7 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t244)[1]) {
                        t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, cosf(((vcc_v4_float)fx_v)[1]));
                    } else {
                        t8 = t7;
                    }
                    if (((vcc_v4_int)t244)[2]) {
                        t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, cosf(((vcc_v4_float)fx_v)[2]));
                    } else {
                        t9 = t8;
                    }
                    if (((vcc_v4_int)t244)[3]) {
                        t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, cosf(((vcc_v4_float)fx_v)[3]));
                    } else {
                        t10 = t9;
                    }
                    __m128 t245 = _mm_mul_ps(t6, t10);
                    __m128 t246 = _mm_set1_ps(2.0f);
                    t1 = _mm_add_ps(t245, t246);
                    t2 = t232;
                }
            } else {
                t1 = (__m128)(vcc_v4_float){0};
                t2 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t231, t231))) {
                if (_mm_testc_si128(t231, _mm_set1_epi32(-1))) {
                    __m128 t248 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v)[0], 1.5f));
                    __m128 t249 = (__m128)vcc_insert((vcc_v4_float)t248, 1, powf(((vcc_v4_float)fx_v)[1], 1.5f));
                    __m128 t250 = (__m128)vcc_insert((vcc_v4_float)t249, 2, powf(((vcc_v4_float)fx_v)[2], 1.5f));
                    __m128 t251 = (__m128)vcc_insert((vcc_v4_float)t250, 3, powf(((vcc_v4_float)fx_v)[3], 1.5f));
                    __m128 t252 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v)[0]));
                    __m128 t253 = (__m128)vcc_insert((vcc_v4_float)t252, 1, logf(((vcc_v4_float)fx_v)[1]));
                    __m128 t254 = (__m128)vcc_insert((vcc_v4_float)t253, 2, logf(((vcc_v4_float)fx_v)[2]));
                    __m128 t255 = (__m128)vcc_insert((vcc_v4_float)t254, 3, logf(((vcc_v4_float)fx_v)[3]));
                    t11 = _mm_add_ps(t251, t255);
                } else {
                    __m128i t247 = (__m128i)__builtin_convertvector((vcc_m4)t231 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t247)[0]) {
                        t12 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v)[0], 1.5f));
                    } else {
                        t12 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t247)[1]) {
                        t13 = (__m128)vcc_insert((vcc_v4_float)t12, 1, powf(((vcc_v4_float)fx_v)[1], 1.5f));
                    } else {
                        t13 = t12;
                    }
                    if (((vcc_v4_int)t247)[2]) {
                        t14 = (__m128)vcc_insert((vcc_v4_float)t13, 2, powf(((vcc_v4_float)fx_v)[2], 1.5f));
                    } else {
                        t14 = t13;
                    }
                    if (((vcc_v4_int)t247)[3]) {
                        t15 = (__m128)vcc_insert((vcc_v4_float)t14, 3, powf(((vcc_v4_float)fx_v)[3], 1.5f));
                    } else {
                        t15 = t14;
                    }
                    __m128i t256 = (__m128i)__builtin_convertvector((vcc_m4)t231 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t256)[0]) {
                        t16 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v)[0]));
                    } else {
                        t16 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t256)[1]) {
                        t17 = (__m128)vcc_insert((vcc_v4_float)t16, 1, logf(((vcc_v4_float)fx_v)[1]));
                    } else {
                        t17 = t16;
                    }
                    if (((vcc_v4_int)t256)[2]) {
                        t18 = (__m128)vcc_insert((vcc_v4_float)t17, 2, logf(((vcc_v4_float)fx_v)[2]));
                    } else {
                        t18 = t17;
                    }
                    if (((vcc_v4_int)t256)[3]) {
                        t19 = (__m128)vcc_insert((vcc_v4_float)t18, 3, logf(((vcc_v4_float)fx_v)[3]));
                    } else {
                        t19 = t18;
                    }
                    t11 = _mm_add_ps(t15, t19);
                }
            } else {
                t11 = (__m128)(vcc_v4_float){0};
            }
            __m128 t257 = _mm_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
            __m128 t227 = _mm_add_ps(t161, t257);
            _mm_storeu_ps(t115, t227);
            long t228 = i_vec_2 + 4L;
            float *t229 = &fy[t228];
            __m128 fx_v_2 = _mm_loadu_ps(&fx[t228]);
            __m128 t331 = _mm_set1_ps(-0.5f);
            __m128 t332 = _mm_mul_ps(t331, fx_v_2);
            __m128 t333 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t332)[0]));
            __m128 t334 = (__m128)vcc_insert((vcc_v4_float)t333, 1, expf(((vcc_v4_float)t332)[1]));
            __m128 t335 = (__m128)vcc_insert((vcc_v4_float)t334, 2, expf(((vcc_v4_float)t332)[2]));
            __m128 t336 = (__m128)vcc_insert((vcc_v4_float)t335, 3, expf(((vcc_v4_float)t332)[3]));
            __m128 t337 = _mm_set1_ps(2.0f);
            __m128 t338 = _mm_add_ps(fx_v_2, t337);
            __m128 t339 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t338)[0]));
            __m128 t340 = (__m128)vcc_insert((vcc_v4_float)t339, 1, logf(((vcc_v4_float)t338)[1]));
            __m128 t341 = (__m128)vcc_insert((vcc_v4_float)t340, 2, logf(((vcc_v4_float)t338)[2]));
            __m128 t342 = (__m128)vcc_insert((vcc_v4_float)t341, 3, logf(((vcc_v4_float)t338)[3]));
            __m128 t343 = _mm_mul_ps(t336, t342);
            __m128 t344 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)fx_v_2)[0]));
            __m128 t345 = (__m128)vcc_insert((vcc_v4_float)t344, 1, sinf(((vcc_v4_float)fx_v_2)[1]));
            __m128 t346 = (__m128)vcc_insert((vcc_v4_float)t345, 2, sinf(((vcc_v4_float)fx_v_2)[2]));
            __m128 t347 = (__m128)vcc_insert((vcc_v4_float)t346, 3, sinf(((vcc_v4_float)fx_v_2)[3]));
            __m128 t348 = _mm_set1_ps(0.25f);
            __m128 t349 = _mm_mul_ps(t347, t348);
            __m128 t350 = _mm_add_ps(t343, t349);
            __m128 t351 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_2)[0]));
            __m128 t352 = (__m128)vcc_insert((vcc_v4_float)t351, 1, cosf(((vcc_v4_float)fx_v_2)[1]));
            __m128 t353 = (__m128)vcc_insert((vcc_v4_float)t352, 2, cosf(((vcc_v4_float)fx_v_2)[2]));
            __m128 t354 = (__m128)vcc_insert((vcc_v4_float)t353, 3, cosf(((vcc_v4_float)fx_v_2)[3]));
            __m128 t355 = _mm_set1_ps(3.0f);
            __m128 t356 = _mm_mul_ps(t354, t355);
            __m128 t357 = _mm_add_ps(t350, t356);
            __m128 t378 = _mm_set1_ps(1.0f);
            __m128i t379 = _mm_castps_si128(_mm_cmpgt_ps(fx_v_2, t378));
            __m128i t380 = _mm_xor_si128(t379, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t380, t380))) {
                if (_mm_testc_si128(t380, _mm_set1_epi32(-1))) {
                    t62 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t382 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v_2)[0]));
                    __m128 t383 = (__m128)vcc_insert((vcc_v4_float)t382, 1, expf(((vcc_v4_float)fx_v_2)[1]));
                    __m128 t384 = (__m128)vcc_insert((vcc_v4_float)t383, 2, expf(((vcc_v4_float)fx_v_2)[2]));
                    __m128 t385 = (__m128)vcc_insert((vcc_v4_float)t384, 3, expf(((vcc_v4_float)fx_v_2)[3]));
                    __m128 t386 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_2)[0]));
                    __m128 t387 = (__m128)vcc_insert((vcc_v4_float)t386, 1, cosf(((vcc_v4_float)fx_v_2)[1]));
                    __m128 t388 = (__m128)vcc_insert((vcc_v4_float)t387, 2, cosf(((vcc_v4_float)fx_v_2)[2]));
                    __m128 t389 = (__m128)vcc_insert((vcc_v4_float)t388, 3, cosf(((vcc_v4_float)fx_v_2)[3]));
                    __m128 t390 = _mm_mul_ps(t385, t389);
                    __m128 t391 = _mm_set1_ps(2.0f);
                    t61 = _mm_add_ps(t390, t391);
                } else {
                    __m128i t381 = (__m128i)__builtin_convertvector((vcc_m4)t380 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t381)[0]) {
                        t63 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v_2)[0]));
                    } else {
                        t63 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t381)[1]) {
                        t64 = (__m128)vcc_insert((vcc_v4_float)t63, 1, expf(((vcc_v4_float)fx_v_2)[1]));
                    } else {
                        t64 = t63;
                    }
                    if (((vcc_v4_int)t381)[2]) {
                        t65 = (__m128)vcc_insert((vcc_v4_float)t64, 2, expf(((vcc_v4_float)fx_v_2)[2]));
                    } else {
                        t65 = t64;
                    }
                    if (((vcc_v4_int)t381)[3]) {
                        t66 = (__m128)vcc_insert((vcc_v4_float)t65, 3, expf(((vcc_v4_float)fx_v_2)[3]));
                    } else {
                        t66 = t65;
                    }
                    __m128i t392 = (__m128i)__builtin_convertvector((vcc_m4)t380 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t392)[0]) {
                        t67 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_2)[0]));
                    } else {
                        t67 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t392)[1]) {
                        t68 = (__m128)vcc_insert((vcc_v4_float)t67, 1, cosf(((vcc_v4_float)fx_v_2)[1]));
                    } else {
                        t68 = t67;
                    }
                    if (((vcc_v4_int)t392)[2]) {
                        t69 = (__m128)vcc_insert((vcc_v4_float)t68, 2, cosf(((vcc_v4_float)fx_v_2)[2]));
                    } else {
                        t69 = t68;
                    }
                    if (((vcc_v4_int)t392)[3]) {
                        t70 = (__m128)vcc_insert((vcc_v4_float)t69, 3, cosf(((vcc_v4_float)fx_v_2)[3]));
                    } else {
                        t70 = t69;
                    }
                    __m128 t393 = _mm_mul_ps(t66, t70);
                    __m128 t394 = _mm_set1_ps(2.0f);
                    t61 = _mm_add_ps(t393, t394);
                    t62 = t380;
                }
            } else {
                t61 = (__m128)(vcc_v4_float){0};
                t62 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t379, t379))) {
                if (_mm_testc_si128(t379, _mm_set1_epi32(-1))) {
                    __m128 t396 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v_2)[0], 1.5f));
                    __m128 t397 = (__m128)vcc_insert((vcc_v4_float)t396, 1, powf(((vcc_v4_float)fx_v_2)[1], 1.5f));
                    __m128 t398 = (__m128)vcc_insert((vcc_v4_float)t397, 2, powf(((vcc_v4_float)fx_v_2)[2], 1.5f));
                    __m128 t399 = (__m128)vcc_insert((vcc_v4_float)t398, 3, powf(((vcc_v4_float)fx_v_2)[3], 1.5f));
                    __m128 t400 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v_2)[0]));
                    __m128 t401 = (__m128)vcc_insert((vcc_v4_float)t400, 1, logf(((vcc_v4_float)fx_v_2)[1]));
                    __m128 t402 = (__m128)vcc_insert((vcc_v4_float)t401, 2, logf(((vcc_v4_float)fx_v_2)[2]));
                    __m128 t403 = (__m128)vcc_insert((vcc_v4_float)t402, 3, logf(((vcc_v4_float)fx_v_2)[3]));
                    t71 = _mm_add_ps(t399, t403);
                } else {
                    __m128i t395 = (__m128i)__builtin_convertvector((vcc_m4)t379 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t395)[0]) {
                        t72 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v_2)[0], 1.5f));
                    } else {
                        t72 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t395)[1]) {
                        t73 = (__m128)vcc_insert((vcc_v4_float)t72, 1, powf(((vcc_v4_float)fx_v_2)[1], 1.5f));
                    } else {
                        t73 = t72;
                    }
                    if (((vcc_v4_int)t395)[2]) {
                        t74 = (__m128)vcc_insert((vcc_v4_float)t73, 2, powf(((vcc_v4_float)fx_v_2)[2], 1.5f));
                    } else {
                        t74 = t73;
                    }
                    if (((vcc_v4_int)t395)[3]) {
                        t75 = (__m128)vcc_insert((vcc_v4_float)t74, 3, powf(((vcc_v4_float)fx_v_2)[3], 1.5f));
                    } else {
                        t75 = t74;
                    }
                    __m128i t404 = (__m128i)__builtin_convertvector((vcc_m4)t379 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t404)[0]) {
                        t76 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v_2)[0]));
                    } else {
                        t76 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t404)[1]) {
                        t77 = (__m128)vcc_insert((vcc_v4_float)t76, 1, logf(((vcc_v4_float)fx_v_2)[1]));
                    } else {
                        t77 = t76;
                    }
                    if (((vcc_v4_int)t404)[2]) {
                        t78 = (__m128)vcc_insert((vcc_v4_float)t77, 2, logf(((vcc_v4_float)fx_v_2)[2]));
                    } else {
                        t78 = t77;
                    }
                    if (((vcc_v4_int)t404)[3]) {
                        t79 = (__m128)vcc_insert((vcc_v4_float)t78, 3, logf(((vcc_v4_float)fx_v_2)[3]));
                    } else {
                        t79 = t78;
                    }
                    t71 = _mm_add_ps(t75, t79);
                }
            } else {
                t71 = (__m128)(vcc_v4_float){0};
            }
            __m128 t405 = _mm_blendv_ps(t71, t61, _mm_castsi128_ps(t62));
            __m128 t377 = _mm_add_ps(t357, t405);
            _mm_storeu_ps(t229, t377);
            i_vec_2 += 8L;
            if (i_vec_2 >= t114) {
                t116 = (int)t114;
                break;
            }
        }
    } else {
        t116 = 0;
    }
    long t117 = (long)n + (long)t116 * -1L;
    if (t117 >= 4L) {
        long t118 = t117 & -4L;
        long i_vec = 0L;
        /* vcc: loop at math_fast.c:49 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t119 = (long)t116 + i_vec;
            float *t120 = &fy[t119];
            __m128 fx_v_1 = _mm_loadu_ps(&fx[t119]);
            __m128 t162 = _mm_set1_ps(-0.5f);
            __m128 t163 = _mm_mul_ps(t162, fx_v_1);
            __m128 t164 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)t163)[0]));
            __m128 t165 = (__m128)vcc_insert((vcc_v4_float)t164, 1, expf(((vcc_v4_float)t163)[1]));
            __m128 t166 = (__m128)vcc_insert((vcc_v4_float)t165, 2, expf(((vcc_v4_float)t163)[2]));
            __m128 t167 = (__m128)vcc_insert((vcc_v4_float)t166, 3, expf(((vcc_v4_float)t163)[3]));
            __m128 t168 = _mm_set1_ps(2.0f);
            __m128 t169 = _mm_add_ps(fx_v_1, t168);
            __m128 t170 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)t169)[0]));
            __m128 t171 = (__m128)vcc_insert((vcc_v4_float)t170, 1, logf(((vcc_v4_float)t169)[1]));
            __m128 t172 = (__m128)vcc_insert((vcc_v4_float)t171, 2, logf(((vcc_v4_float)t169)[2]));
            __m128 t173 = (__m128)vcc_insert((vcc_v4_float)t172, 3, logf(((vcc_v4_float)t169)[3]));
            __m128 t174 = _mm_mul_ps(t167, t173);
            __m128 t175 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, sinf(((vcc_v4_float)fx_v_1)[0]));
            __m128 t176 = (__m128)vcc_insert((vcc_v4_float)t175, 1, sinf(((vcc_v4_float)fx_v_1)[1]));
            __m128 t177 = (__m128)vcc_insert((vcc_v4_float)t176, 2, sinf(((vcc_v4_float)fx_v_1)[2]));
            __m128 t178 = (__m128)vcc_insert((vcc_v4_float)t177, 3, sinf(((vcc_v4_float)fx_v_1)[3]));
            __m128 t179 = _mm_set1_ps(0.25f);
            __m128 t180 = _mm_mul_ps(t178, t179);
            __m128 t181 = _mm_add_ps(t174, t180);
            __m128 t182 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_1)[0]));
            __m128 t183 = (__m128)vcc_insert((vcc_v4_float)t182, 1, cosf(((vcc_v4_float)fx_v_1)[1]));
            __m128 t184 = (__m128)vcc_insert((vcc_v4_float)t183, 2, cosf(((vcc_v4_float)fx_v_1)[2]));
            __m128 t185 = (__m128)vcc_insert((vcc_v4_float)t184, 3, cosf(((vcc_v4_float)fx_v_1)[3]));
            __m128 t186 = _mm_set1_ps(3.0f);
            __m128 t187 = _mm_mul_ps(t185, t186);
            __m128 t188 = _mm_add_ps(t181, t187);
            __m128 t259 = _mm_set1_ps(1.0f);
            __m128i t260 = _mm_castps_si128(_mm_cmpgt_ps(fx_v_1, t259));
            __m128i t261 = _mm_xor_si128(t260, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t261, t261))) {
                if (_mm_testc_si128(t261, _mm_set1_epi32(-1))) {
                    t21 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
                    __m128 t263 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v_1)[0]));
                    __m128 t264 = (__m128)vcc_insert((vcc_v4_float)t263, 1, expf(((vcc_v4_float)fx_v_1)[1]));
                    __m128 t265 = (__m128)vcc_insert((vcc_v4_float)t264, 2, expf(((vcc_v4_float)fx_v_1)[2]));
                    __m128 t266 = (__m128)vcc_insert((vcc_v4_float)t265, 3, expf(((vcc_v4_float)fx_v_1)[3]));
                    __m128 t267 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_1)[0]));
                    __m128 t268 = (__m128)vcc_insert((vcc_v4_float)t267, 1, cosf(((vcc_v4_float)fx_v_1)[1]));
                    __m128 t269 = (__m128)vcc_insert((vcc_v4_float)t268, 2, cosf(((vcc_v4_float)fx_v_1)[2]));
                    __m128 t270 = (__m128)vcc_insert((vcc_v4_float)t269, 3, cosf(((vcc_v4_float)fx_v_1)[3]));
                    __m128 t271 = _mm_mul_ps(t266, t270);
                    __m128 t272 = _mm_set1_ps(2.0f);
                    t20 = _mm_add_ps(t271, t272);
                } else {
                    __m128i t262 = (__m128i)__builtin_convertvector((vcc_m4)t261 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t262)[0]) {
                        t22 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, expf(((vcc_v4_float)fx_v_1)[0]));
                    } else {
                        t22 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t262)[1]) {
                        t23 = (__m128)vcc_insert((vcc_v4_float)t22, 1, expf(((vcc_v4_float)fx_v_1)[1]));
                    } else {
                        t23 = t22;
                    }
                    if (((vcc_v4_int)t262)[2]) {
                        t24 = (__m128)vcc_insert((vcc_v4_float)t23, 2, expf(((vcc_v4_float)fx_v_1)[2]));
                    } else {
                        t24 = t23;
                    }
                    if (((vcc_v4_int)t262)[3]) {
                        t25 = (__m128)vcc_insert((vcc_v4_float)t24, 3, expf(((vcc_v4_float)fx_v_1)[3]));
                    } else {
                        t25 = t24;
                    }
                    __m128i t273 = (__m128i)__builtin_convertvector((vcc_m4)t261 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t273)[0]) {
                        t26 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, cosf(((vcc_v4_float)fx_v_1)[0]));
                    } else {
                        t26 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t273)[1]) {
                        t27 = (__m128)vcc_insert((vcc_v4_float)t26, 1, cosf(((vcc_v4_float)fx_v_1)[1]));
                    } else {
                        t27 = t26;
                    }
                    if (((vcc_v4_int)t273)[2]) {
                        t28 = (__m128)vcc_insert((vcc_v4_float)t27, 2, cosf(((vcc_v4_float)fx_v_1)[2]));
                    } else {
                        t28 = t27;
                    }
                    if (((vcc_v4_int)t273)[3]) {
                        t29 = (__m128)vcc_insert((vcc_v4_float)t28, 3, cosf(((vcc_v4_float)fx_v_1)[3]));
                    } else {
                        t29 = t28;
                    }
                    __m128 t274 = _mm_mul_ps(t25, t29);
                    __m128 t275 = _mm_set1_ps(2.0f);
                    t20 = _mm_add_ps(t274, t275);
                    t21 = t261;
                }
            } else {
                t20 = (__m128)(vcc_v4_float){0};
                t21 = (__m128i)(vcc_m4){0};
            }
            if ((!_mm_testz_si128(t260, t260))) {
                if (_mm_testc_si128(t260, _mm_set1_epi32(-1))) {
                    __m128 t277 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v_1)[0], 1.5f));
                    __m128 t278 = (__m128)vcc_insert((vcc_v4_float)t277, 1, powf(((vcc_v4_float)fx_v_1)[1], 1.5f));
                    __m128 t279 = (__m128)vcc_insert((vcc_v4_float)t278, 2, powf(((vcc_v4_float)fx_v_1)[2], 1.5f));
                    __m128 t280 = (__m128)vcc_insert((vcc_v4_float)t279, 3, powf(((vcc_v4_float)fx_v_1)[3], 1.5f));
                    __m128 t281 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v_1)[0]));
                    __m128 t282 = (__m128)vcc_insert((vcc_v4_float)t281, 1, logf(((vcc_v4_float)fx_v_1)[1]));
                    __m128 t283 = (__m128)vcc_insert((vcc_v4_float)t282, 2, logf(((vcc_v4_float)fx_v_1)[2]));
                    __m128 t284 = (__m128)vcc_insert((vcc_v4_float)t283, 3, logf(((vcc_v4_float)fx_v_1)[3]));
                    t30 = _mm_add_ps(t280, t284);
                } else {
                    __m128i t276 = (__m128i)__builtin_convertvector((vcc_m4)t260 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t276)[0]) {
                        t31 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, powf(((vcc_v4_float)fx_v_1)[0], 1.5f));
                    } else {
                        t31 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t276)[1]) {
                        t32 = (__m128)vcc_insert((vcc_v4_float)t31, 1, powf(((vcc_v4_float)fx_v_1)[1], 1.5f));
                    } else {
                        t32 = t31;
                    }
                    if (((vcc_v4_int)t276)[2]) {
                        t33 = (__m128)vcc_insert((vcc_v4_float)t32, 2, powf(((vcc_v4_float)fx_v_1)[2], 1.5f));
                    } else {
                        t33 = t32;
                    }
                    if (((vcc_v4_int)t276)[3]) {
                        t34 = (__m128)vcc_insert((vcc_v4_float)t33, 3, powf(((vcc_v4_float)fx_v_1)[3], 1.5f));
                    } else {
                        t34 = t33;
                    }
                    __m128i t285 = (__m128i)__builtin_convertvector((vcc_m4)t260 & 1, vcc_v4_int);
                    if (((vcc_v4_int)t285)[0]) {
                        t35 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, logf(((vcc_v4_float)fx_v_1)[0]));
                    } else {
                        t35 = (__m128)(vcc_v4_float){0};
                    }
                    if (((vcc_v4_int)t285)[1]) {
                        t36 = (__m128)vcc_insert((vcc_v4_float)t35, 1, logf(((vcc_v4_float)fx_v_1)[1]));
                    } else {
                        t36 = t35;
                    }
                    if (((vcc_v4_int)t285)[2]) {
                        t37 = (__m128)vcc_insert((vcc_v4_float)t36, 2, logf(((vcc_v4_float)fx_v_1)[2]));
                    } else {
                        t37 = t36;
                    }
                    if (((vcc_v4_int)t285)[3]) {
                        t38 = (__m128)vcc_insert((vcc_v4_float)t37, 3, logf(((vcc_v4_float)fx_v_1)[3]));
                    } else {
                        t38 = t37;
                    }
                    t30 = _mm_add_ps(t34, t38);
                }
            } else {
                t30 = (__m128)(vcc_v4_float){0};
            }
            __m128 t286 = _mm_blendv_ps(t30, t20, _mm_castsi128_ps(t21));
            __m128 t258 = _mm_add_ps(t188, t286);
            _mm_storeu_ps(t120, t258);
            i_vec += 4L;
            if (i_vec >= t118) {
                i = (int)((long)t116 + t118);
                break;
            }
        }
    } else {
        i = t116;
    }
    for (; i < n; i++) {
        long t121 = (long)i;
        float t122 = fx[t121];
        float t123 = smooth(t122);
        fy[t121] = t123 + bent(t122, 1.5f);
    }
    long t124 = (long)n;
    if (t124 >= 8L) {
        long t125 = t124 & -8L;
        long i_vec_3 = 0L;
        /* vcc: loop at math_fast.c:52 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t126 = &dy[i_vec_3];
            __m128d dx_v = _mm_loadu_pd(&dx[i_vec_3]);
            __m128d t189 = _mm_set1_pd(-0.5);
            __m128d t190 = _mm_mul_pd(t189, dx_v);
            __m128d t191 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t190)[0]));
            __m128d t192 = (__m128d)vcc_insert((vcc_v2_double)t191, 1, exp(((vcc_v2_double)t190)[1]));
            __m128d t193 = _mm_set1_pd(2.0);
            __m128d t194 = _mm_add_pd(dx_v, t193);
            __m128d t195 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t194)[0]));
            __m128d t196 = (__m128d)vcc_insert((vcc_v2_double)t195, 1, log(((vcc_v2_double)t194)[1]));
            __m128d t197 = _mm_mul_pd(t192, t196);
            __m128d t198 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)dx_v)[0]));
            __m128d t199 = (__m128d)vcc_insert((vcc_v2_double)t198, 1, sin(((vcc_v2_double)dx_v)[1]));
            __m128d t200 = _mm_set1_pd(0.25);
            __m128d t201 = _mm_mul_pd(t199, t200);
            __m128d t202 = _mm_add_pd(t197, t201);
            __m128d t203 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v)[0]));
            __m128d t204 = (__m128d)vcc_insert((vcc_v2_double)t203, 1, cos(((vcc_v2_double)dx_v)[1]));
            __m128d t205 = _mm_set1_pd(3.0);
            __m128d t206 = _mm_mul_pd(t204, t205);
            __m128d t207 = _mm_add_pd(t202, t206);
            __m128d t290 = _mm_set1_pd(1.0);
            __m128i t291 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v, t290));
            __m128i t292 = _mm_xor_si128(t291, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t292, t292))) {
                if (_mm_testc_si128(t292, _mm_set1_epi32(-1))) {
                    t40 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
                    __m128d t294 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v)[0]));
                    __m128d t295 = (__m128d)vcc_insert((vcc_v2_double)t294, 1, exp(((vcc_v2_double)dx_v)[1]));
                    __m128d t296 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v)[0]));
                    __m128d t297 = (__m128d)vcc_insert((vcc_v2_double)t296, 1, cos(((vcc_v2_double)dx_v)[1]));
                    __m128d t298 = _mm_mul_pd(t295, t297);
                    __m128d t299 = _mm_set1_pd(2.0);
                    t39 = _mm_add_pd(t298, t299);
                } else {
                    vcc_v2_int t293 = __builtin_convertvector((vcc_m2)t292 & 1, vcc_v2_int);
                    if (t293[0]) {
                        t41 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v)[0]));
                    } else {
                        t41 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t293[1]) {
                        t42 = (__m128d)vcc_insert((vcc_v2_double)t41, 1, exp(((vcc_v2_double)dx_v)[1]));
                    } else {
                        t42 = t41;
                    }
                    vcc_v2_int t300 = __builtin_convertvector((vcc_m2)t292 & 1, vcc_v2_int);
                    if (t300[0]) {
                        t43 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v)[0]));
                    } else {
                        t43 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t300[1]) {
                        t44 = (__m128d)vcc_insert((vcc_v2_double)t43, 1, cos(((vcc_v2_double)dx_v)[1]));
                    } else {
                        t44 = t43;
                    }
                    __m128d t301 = _mm_mul_pd(t42, t44);
                    __m128d t302 = _mm_set1_pd(2.0);
                    t39 = _mm_add_pd(t301, t302);
                    t40 = t292;
                }
            } else {
                t39 = (__m128d)(vcc_v2_double){0};
                t40 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t291, t291))) {
                if (_mm_testc_si128(t291, _mm_set1_epi32(-1))) {
                    __m128d t304 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v)[0], 2.5));
                    __m128d t305 = (__m128d)vcc_insert((vcc_v2_double)t304, 1, pow(((vcc_v2_double)dx_v)[1], 2.5));
                    __m128d t306 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v)[0]));
                    __m128d t307 = (__m128d)vcc_insert((vcc_v2_double)t306, 1, log(((vcc_v2_double)dx_v)[1]));
                    t45 = _mm_add_pd(t305, t307);
                } else {
                    vcc_v2_int t303 = __builtin_convertvector((vcc_m2)t291 & 1, vcc_v2_int);
                    if (t303[0]) {
                        t46 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v)[0], 2.5));
                    } else {
                        t46 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t303[1]) {
                        t47 = (__m128d)vcc_insert((vcc_v2_double)t46, 1, pow(((vcc_v2_double)dx_v)[1], 2.5));
                    } else {
                        t47 = t46;
                    }
                    vcc_v2_int t308 = __builtin_convertvector((vcc_m2)t291 & 1, vcc_v2_int);
                    if (t308[0]) {
                        t48 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v)[0]));
                    } else {
                        t48 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t308[1]) {
                        t49 = (__m128d)vcc_insert((vcc_v2_double)t48, 1, log(((vcc_v2_double)dx_v)[1]));
                    } else {
                        t49 = t48;
                    }
                    t45 = _mm_add_pd(t47, t49);
                }
            } else {
                t45 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t309 = _mm_blendv_pd(t45, t39, _mm_castsi128_pd(t40));
            __m128d t287 = _mm_add_pd(t207, t309);
            _mm_storeu_pd(t126, t287);
            long t288 = i_vec_3 + 2L;
            double *t289 = &dy[t288];
            __m128d dx_v_2 = _mm_loadu_pd(&dx[t288]);
            __m128d t358 = _mm_set1_pd(-0.5);
            __m128d t359 = _mm_mul_pd(t358, dx_v_2);
            __m128d t360 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t359)[0]));
            __m128d t361 = (__m128d)vcc_insert((vcc_v2_double)t360, 1, exp(((vcc_v2_double)t359)[1]));
            __m128d t362 = _mm_set1_pd(2.0);
            __m128d t363 = _mm_add_pd(dx_v_2, t362);
            __m128d t364 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t363)[0]));
            __m128d t365 = (__m128d)vcc_insert((vcc_v2_double)t364, 1, log(((vcc_v2_double)t363)[1]));
            __m128d t366 = _mm_mul_pd(t361, t365);
            __m128d t367 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)dx_v_2)[0]));
            __m128d t368 = (__m128d)vcc_insert((vcc_v2_double)t367, 1, sin(((vcc_v2_double)dx_v_2)[1]));
            __m128d t369 = _mm_set1_pd(0.25);
            __m128d t370 = _mm_mul_pd(t368, t369);
            __m128d t371 = _mm_add_pd(t366, t370);
            __m128d t372 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_2)[0]));
            __m128d t373 = (__m128d)vcc_insert((vcc_v2_double)t372, 1, cos(((vcc_v2_double)dx_v_2)[1]));
            __m128d t374 = _mm_set1_pd(3.0);
            __m128d t375 = _mm_mul_pd(t373, t374);
            __m128d t376 = _mm_add_pd(t371, t375);
            __m128d t409 = _mm_set1_pd(1.0);
            __m128i t410 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_2, t409));
            __m128i t411 = _mm_xor_si128(t410, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t411, t411))) {
                if (_mm_testc_si128(t411, _mm_set1_epi32(-1))) {
                    t81 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
                    __m128d t413 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_2)[0]));
                    __m128d t414 = (__m128d)vcc_insert((vcc_v2_double)t413, 1, exp(((vcc_v2_double)dx_v_2)[1]));
                    __m128d t415 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_2)[0]));
                    __m128d t416 = (__m128d)vcc_insert((vcc_v2_double)t415, 1, cos(((vcc_v2_double)dx_v_2)[1]));
                    __m128d t417 = _mm_mul_pd(t414, t416);
                    __m128d t418 = _mm_set1_pd(2.0);
                    t80 = _mm_add_pd(t417, t418);
                } else {
                    vcc_v2_int t412 = __builtin_convertvector((vcc_m2)t411 & 1, vcc_v2_int);
                    if (t412[0]) {
                        t82 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_2)[0]));
                    } else {
                        t82 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t412[1]) {
                        t83 = (__m128d)vcc_insert((vcc_v2_double)t82, 1, exp(((vcc_v2_double)dx_v_2)[1]));
                    } else {
                        t83 = t82;
                    }
                    vcc_v2_int t419 = __builtin_convertvector((vcc_m2)t411 & 1, vcc_v2_int);
                    if (t419[0]) {
                        t84 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_2)[0]));
                    } else {
                        t84 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t419[1]) {
                        t85 = (__m128d)vcc_insert((vcc_v2_double)t84, 1, cos(((vcc_v2_double)dx_v_2)[1]));
                    } else {
                        t85 = t84;
                    }
                    __m128d t420 = _mm_mul_pd(t83, t85);
                    __m128d t421 = _mm_set1_pd(2.0);
                    t80 = _mm_add_pd(t420, t421);
                    t81 = t411;
                }
            } else {
                t80 = (__m128d)(vcc_v2_double){0};
                t81 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t410, t410))) {
                if (_mm_testc_si128(t410, _mm_set1_epi32(-1))) {
                    __m128d t423 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_2)[0], 2.5));
                    __m128d t424 = (__m128d)vcc_insert((vcc_v2_double)t423, 1, pow(((vcc_v2_double)dx_v_2)[1], 2.5));
                    __m128d t425 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_2)[0]));
                    __m128d t426 = (__m128d)vcc_insert((vcc_v2_double)t425, 1, log(((vcc_v2_double)dx_v_2)[1]));
                    t86 = _mm_add_pd(t424, t426);
                } else {
                    vcc_v2_int t422 = __builtin_convertvector((vcc_m2)t410 & 1, vcc_v2_int);
                    if (t422[0]) {
                        t87 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_2)[0], 2.5));
                    } else {
                        t87 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t422[1]) {
                        t88 = (__m128d)vcc_insert((vcc_v2_double)t87, 1, pow(((vcc_v2_double)dx_v_2)[1], 2.5));
                    } else {
                        t88 = t87;
                    }
                    vcc_v2_int t427 = __builtin_convertvector((vcc_m2)t410 & 1, vcc_v2_int);
                    if (t427[0]) {
                        t89 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_2)[0]));
                    } else {
                        t89 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t427[1]) {
                        t90 = (__m128d)vcc_insert((vcc_v2_double)t89, 1, log(((vcc_v2_double)dx_v_2)[1]));
                    } else {
                        t90 = t89;
                    }
                    t86 = _mm_add_pd(t88, t90);
                }
            } else {
                t86 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t428 = _mm_blendv_pd(t86, t80, _mm_castsi128_pd(t81));
            __m128d t406 = _mm_add_pd(t376, t428);
            _mm_storeu_pd(t289, t406);
            long t407 = i_vec_3 + 4L;
            double *t408 = &dy[t407];
            __m128d dx_v_3 = _mm_loadu_pd(&dx[t407]);
            __m128d t429 = _mm_set1_pd(-0.5);
            __m128d t430 = _mm_mul_pd(t429, dx_v_3);
            __m128d t431 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t430)[0]));
            __m128d t432 = (__m128d)vcc_insert((vcc_v2_double)t431, 1, exp(((vcc_v2_double)t430)[1]));
            __m128d t433 = _mm_set1_pd(2.0);
            __m128d t434 = _mm_add_pd(dx_v_3, t433);
            __m128d t435 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t434)[0]));
            __m128d t436 = (__m128d)vcc_insert((vcc_v2_double)t435, 1, log(((vcc_v2_double)t434)[1]));
            __m128d t437 = _mm_mul_pd(t432, t436);
            __m128d t438 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)dx_v_3)[0]));
            __m128d t439 = (__m128d)vcc_insert((vcc_v2_double)t438, 1, sin(((vcc_v2_double)dx_v_3)[1]));
            __m128d t440 = _mm_set1_pd(0.25);
            __m128d t441 = _mm_mul_pd(t439, t440);
            __m128d t442 = _mm_add_pd(t437, t441);
            __m128d t443 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_3)[0]));
            __m128d t444 = (__m128d)vcc_insert((vcc_v2_double)t443, 1, cos(((vcc_v2_double)dx_v_3)[1]));
            __m128d t445 = _mm_set1_pd(3.0);
            __m128d t446 = _mm_mul_pd(t444, t445);
            __m128d t447 = _mm_add_pd(t442, t446);
            __m128d t451 = _mm_set1_pd(1.0);
            __m128i t452 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_3, t451));
            __m128i t453 = _mm_xor_si128(t452, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t453, t453))) {
                if (_mm_testc_si128(t453, _mm_set1_epi32(-1))) {
                    t92 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
                    __m128d t455 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_3)[0]));
                    __m128d t456 = (__m128d)vcc_insert((vcc_v2_double)t455, 1, exp(((vcc_v2_double)dx_v_3)[1]));
                    __m128d t457 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_3)[0]));
                    __m128d t458 = (__m128d)vcc_insert((vcc_v2_double)t457, 1, cos(((vcc_v2_double)dx_v_3)[1]));
                    __m128d t459 = _mm_mul_pd(t456, t458);
                    __m128d t460 = _mm_set1_pd(2.0);
                    t91 = _mm_add_pd(t459, t460);
                } else {
                    vcc_v2_int t454 = __builtin_convertvector((vcc_m2)t453 & 1, vcc_v2_int);
                    if (t454[0]) {
                        t93 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_3)[0]));
                    } else {
                        t93 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t454[1]) {
                        t94 = (__m128d)vcc_insert((vcc_v2_double)t93, 1, exp(((vcc_v2_double)dx_v_3)[1]));
                    } else {
                        t94 = t93;
                    }
                    vcc_v2_int t461 = __builtin_convertvector((vcc_m2)t453 & 1, vcc_v2_int);
                    if (t461[0]) {
                        t95 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_3)[0]));
                    } else {
                        t95 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t461[1]) {
                        t96 = (__m128d)vcc_insert((vcc_v2_double)t95, 1, cos(((vcc_v2_double)dx_v_3)[1]));
                    } else {
                        t96 = t95;
                    }
                    __m128d t462 = _mm_mul_pd(t94, t96);
                    __m128d t463 = _mm_set1_pd(2.0);
                    t91 = _mm_add_pd(t462, t463);
                    t92 = t453;
                }
            } else {
                t91 = (__m128d)(vcc_v2_double){0};
                t92 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t452, t452))) {
                if (_mm_testc_si128(t452, _mm_set1_epi32(-1))) {
                    __m128d t465 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_3)[0], 2.5));
                    __m128d t466 = (__m128d)vcc_insert((vcc_v2_double)t465, 1, pow(((vcc_v2_double)dx_v_3)[1], 2.5));
                    __m128d t467 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_3)[0]));
                    __m128d t468 = (__m128d)vcc_insert((vcc_v2_double)t467, 1, log(((vcc_v2_double)dx_v_3)[1]));
                    t97 = _mm_add_pd(t466, t468);
                } else {
                    vcc_v2_int t464 = __builtin_convertvector((vcc_m2)t452 & 1, vcc_v2_int);
                    if (t464[0]) {
                        t98 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_3)[0], 2.5));
                    } else {
                        t98 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t464[1]) {
                        t99 = (__m128d)vcc_insert((vcc_v2_double)t98, 1, pow(((vcc_v2_double)dx_v_3)[1], 2.5));
                    } else {
                        t99 = t98;
                    }
                    vcc_v2_int t469 = __builtin_convertvector((vcc_m2)t452 & 1, vcc_v2_int);
                    if (t469[0]) {
                        t100 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_3)[0]));
                    } else {
                        t100 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t469[1]) {
                        t101 = (__m128d)vcc_insert((vcc_v2_double)t100, 1, log(((vcc_v2_double)dx_v_3)[1]));
                    } else {
                        t101 = t100;
                    }
                    t97 = _mm_add_pd(t99, t101);
                }
            } else {
                t97 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t470 = _mm_blendv_pd(t97, t91, _mm_castsi128_pd(t92));
            __m128d t448 = _mm_add_pd(t447, t470);
            _mm_storeu_pd(t408, t448);
            long t449 = i_vec_3 + 6L;
            double *t450 = &dy[t449];
            __m128d dx_v_4 = _mm_loadu_pd(&dx[t449]);
            __m128d t471 = _mm_set1_pd(-0.5);
            __m128d t472 = _mm_mul_pd(t471, dx_v_4);
            __m128d t473 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t472)[0]));
            __m128d t474 = (__m128d)vcc_insert((vcc_v2_double)t473, 1, exp(((vcc_v2_double)t472)[1]));
            __m128d t475 = _mm_set1_pd(2.0);
            __m128d t476 = _mm_add_pd(dx_v_4, t475);
            __m128d t477 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t476)[0]));
            __m128d t478 = (__m128d)vcc_insert((vcc_v2_double)t477, 1, log(((vcc_v2_double)t476)[1]));
            __m128d t479 = _mm_mul_pd(t474, t478);
            __m128d t480 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)dx_v_4)[0]));
            __m128d t481 = (__m128d)vcc_insert((vcc_v2_double)t480, 1, sin(((vcc_v2_double)dx_v_4)[1]));
            __m128d t482 = _mm_set1_pd(0.25);
            __m128d t483 = _mm_mul_pd(t481, t482);
            __m128d t484 = _mm_add_pd(t479, t483);
            __m128d t485 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_4)[0]));
            __m128d t486 = (__m128d)vcc_insert((vcc_v2_double)t485, 1, cos(((vcc_v2_double)dx_v_4)[1]));
            __m128d t487 = _mm_set1_pd(3.0);
            __m128d t488 = _mm_mul_pd(t486, t487);
            __m128d t489 = _mm_add_pd(t484, t488);
            __m128d t491 = _mm_set1_pd(1.0);
            __m128i t492 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_4, t491));
            __m128i t493 = _mm_xor_si128(t492, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t493, t493))) {
                if (_mm_testc_si128(t493, _mm_set1_epi32(-1))) {
                    t103 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
                    __m128d t495 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_4)[0]));
                    __m128d t496 = (__m128d)vcc_insert((vcc_v2_double)t495, 1, exp(((vcc_v2_double)dx_v_4)[1]));
                    __m128d t497 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_4)[0]));
                    __m128d t498 = (__m128d)vcc_insert((vcc_v2_double)t497, 1, cos(((vcc_v2_double)dx_v_4)[1]));
                    __m128d t499 = _mm_mul_pd(t496, t498);
                    __m128d t500 = _mm_set1_pd(2.0);
                    t102 = _mm_add_pd(t499, t500);
                } else {
                    vcc_v2_int t494 = __builtin_convertvector((vcc_m2)t493 & 1, vcc_v2_int);
                    if (t494[0]) {
                        t104 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_4)[0]));
                    } else {
                        t104 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t494[1]) {
                        t105 = (__m128d)vcc_insert((vcc_v2_double)t104, 1, exp(((vcc_v2_double)dx_v_4)[1]));
                    } else {
                        t105 = t104;
                    }
                    vcc_v2_int t501 = __builtin_convertvector((vcc_m2)t493 & 1, vcc_v2_int);
                    if (t501[0]) {
                        t106 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_4)[0]));
                    } else {
                        t106 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t501[1]) {
                        t107 = (__m128d)vcc_insert((vcc_v2_double)t106, 1, cos(((vcc_v2_double)dx_v_4)[1]));
                    } else {
                        t107 = t106;
                    }
                    __m128d t502 = _mm_mul_pd(t105, t107);
                    __m128d t503 = _mm_set1_pd(2.0);
                    t102 = _mm_add_pd(t502, t503);
                    t103 = t493;
                }
            } else {
                t102 = (__m128d)(vcc_v2_double){0};
                t103 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t492, t492))) {
                if (_mm_testc_si128(t492, _mm_set1_epi32(-1))) {
                    __m128d t505 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_4)[0], 2.5));
                    __m128d t506 = (__m128d)vcc_insert((vcc_v2_double)t505, 1, pow(((vcc_v2_double)dx_v_4)[1], 2.5));
                    __m128d t507 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_4)[0]));
                    __m128d t508 = (__m128d)vcc_insert((vcc_v2_double)t507, 1, log(((vcc_v2_double)dx_v_4)[1]));
                    t108 = _mm_add_pd(t506, t508);
                } else {
                    vcc_v2_int t504 = __builtin_convertvector((vcc_m2)t492 & 1, vcc_v2_int);
                    if (t504[0]) {
                        t109 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_4)[0], 2.5));
                    } else {
                        t109 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t504[1]) {
                        t110 = (__m128d)vcc_insert((vcc_v2_double)t109, 1, pow(((vcc_v2_double)dx_v_4)[1], 2.5));
                    } else {
                        t110 = t109;
                    }
                    vcc_v2_int t509 = __builtin_convertvector((vcc_m2)t492 & 1, vcc_v2_int);
                    if (t509[0]) {
                        t111 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_4)[0]));
                    } else {
                        t111 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t509[1]) {
                        t112 = (__m128d)vcc_insert((vcc_v2_double)t111, 1, log(((vcc_v2_double)dx_v_4)[1]));
                    } else {
                        t112 = t111;
                    }
                    t108 = _mm_add_pd(t110, t112);
                }
            } else {
                t108 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t510 = _mm_blendv_pd(t108, t102, _mm_castsi128_pd(t103));
            __m128d t490 = _mm_add_pd(t489, t510);
            _mm_storeu_pd(t450, t490);
            i_vec_3 += 8L;
            if (i_vec_3 >= t125) {
                t127 = (int)t125;
                break;
            }
        }
    } else {
        t127 = 0;
    }
    long t128 = (long)n + (long)t127 * -1L;
    if (t128 >= 2L) {
        long t129 = t128 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at math_fast.c:52 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t130 = (long)t127 + i_vec_1;
            double *t131 = &dy[t130];
            __m128d dx_v_1 = _mm_loadu_pd(&dx[t130]);
            __m128d t208 = _mm_set1_pd(-0.5);
            __m128d t209 = _mm_mul_pd(t208, dx_v_1);
            __m128d t210 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)t209)[0]));
            __m128d t211 = (__m128d)vcc_insert((vcc_v2_double)t210, 1, exp(((vcc_v2_double)t209)[1]));
            __m128d t212 = _mm_set1_pd(2.0);
            __m128d t213 = _mm_add_pd(dx_v_1, t212);
            __m128d t214 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)t213)[0]));
            __m128d t215 = (__m128d)vcc_insert((vcc_v2_double)t214, 1, log(((vcc_v2_double)t213)[1]));
            __m128d t216 = _mm_mul_pd(t211, t215);
            __m128d t217 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, sin(((vcc_v2_double)dx_v_1)[0]));
            __m128d t218 = (__m128d)vcc_insert((vcc_v2_double)t217, 1, sin(((vcc_v2_double)dx_v_1)[1]));
            __m128d t219 = _mm_set1_pd(0.25);
            __m128d t220 = _mm_mul_pd(t218, t219);
            __m128d t221 = _mm_add_pd(t216, t220);
            __m128d t222 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_1)[0]));
            __m128d t223 = (__m128d)vcc_insert((vcc_v2_double)t222, 1, cos(((vcc_v2_double)dx_v_1)[1]));
            __m128d t224 = _mm_set1_pd(3.0);
            __m128d t225 = _mm_mul_pd(t223, t224);
            __m128d t226 = _mm_add_pd(t221, t225);
            __m128d t311 = _mm_set1_pd(1.0);
            __m128i t312 = _mm_castpd_si128(_mm_cmpgt_pd(dx_v_1, t311));
            __m128i t313 = _mm_xor_si128(t312, _mm_set1_epi32(-1));
            if ((!_mm_testz_si128(t313, t313))) {
                if (_mm_testc_si128(t313, _mm_set1_epi32(-1))) {
                    t51 = (__m128i)__builtin_convertvector((vcc_v2_int){1, 1} != (vcc_v2_int){0}, vcc_m2);
                    __m128d t315 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_1)[0]));
                    __m128d t316 = (__m128d)vcc_insert((vcc_v2_double)t315, 1, exp(((vcc_v2_double)dx_v_1)[1]));
                    __m128d t317 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_1)[0]));
                    __m128d t318 = (__m128d)vcc_insert((vcc_v2_double)t317, 1, cos(((vcc_v2_double)dx_v_1)[1]));
                    __m128d t319 = _mm_mul_pd(t316, t318);
                    __m128d t320 = _mm_set1_pd(2.0);
                    t50 = _mm_add_pd(t319, t320);
                } else {
                    vcc_v2_int t314 = __builtin_convertvector((vcc_m2)t313 & 1, vcc_v2_int);
                    if (t314[0]) {
                        t52 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, exp(((vcc_v2_double)dx_v_1)[0]));
                    } else {
                        t52 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t314[1]) {
                        t53 = (__m128d)vcc_insert((vcc_v2_double)t52, 1, exp(((vcc_v2_double)dx_v_1)[1]));
                    } else {
                        t53 = t52;
                    }
                    vcc_v2_int t321 = __builtin_convertvector((vcc_m2)t313 & 1, vcc_v2_int);
                    if (t321[0]) {
                        t54 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, cos(((vcc_v2_double)dx_v_1)[0]));
                    } else {
                        t54 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t321[1]) {
                        t55 = (__m128d)vcc_insert((vcc_v2_double)t54, 1, cos(((vcc_v2_double)dx_v_1)[1]));
                    } else {
                        t55 = t54;
                    }
                    __m128d t322 = _mm_mul_pd(t53, t55);
                    __m128d t323 = _mm_set1_pd(2.0);
                    t50 = _mm_add_pd(t322, t323);
                    t51 = t313;
                }
            } else {
                t50 = (__m128d)(vcc_v2_double){0};
                t51 = (__m128i)(vcc_m2){0};
            }
            if ((!_mm_testz_si128(t312, t312))) {
                if (_mm_testc_si128(t312, _mm_set1_epi32(-1))) {
                    __m128d t325 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_1)[0], 2.5));
                    __m128d t326 = (__m128d)vcc_insert((vcc_v2_double)t325, 1, pow(((vcc_v2_double)dx_v_1)[1], 2.5));
                    __m128d t327 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_1)[0]));
                    __m128d t328 = (__m128d)vcc_insert((vcc_v2_double)t327, 1, log(((vcc_v2_double)dx_v_1)[1]));
                    t56 = _mm_add_pd(t326, t328);
                } else {
                    vcc_v2_int t324 = __builtin_convertvector((vcc_m2)t312 & 1, vcc_v2_int);
                    if (t324[0]) {
                        t57 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, pow(((vcc_v2_double)dx_v_1)[0], 2.5));
                    } else {
                        t57 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t324[1]) {
                        t58 = (__m128d)vcc_insert((vcc_v2_double)t57, 1, pow(((vcc_v2_double)dx_v_1)[1], 2.5));
                    } else {
                        t58 = t57;
                    }
                    vcc_v2_int t329 = __builtin_convertvector((vcc_m2)t312 & 1, vcc_v2_int);
                    if (t329[0]) {
                        t59 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, log(((vcc_v2_double)dx_v_1)[0]));
                    } else {
                        t59 = (__m128d)(vcc_v2_double){0};
                    }
                    if (t329[1]) {
                        t60 = (__m128d)vcc_insert((vcc_v2_double)t59, 1, log(((vcc_v2_double)dx_v_1)[1]));
                    } else {
                        t60 = t59;
                    }
                    t56 = _mm_add_pd(t58, t60);
                }
            } else {
                t56 = (__m128d)(vcc_v2_double){0};
            }
            __m128d t330 = _mm_blendv_pd(t56, t50, _mm_castsi128_pd(t51));
            __m128d t310 = _mm_add_pd(t226, t330);
            _mm_storeu_pd(t131, t310);
            i_vec_1 += 2L;
            if (i_vec_1 >= t129) {
                i_1 = (int)((long)t127 + t129);
                break;
            }
        }
    } else {
        i_1 = t127;
    }
    for (; i_1 < n; i_1++) {
        long t132 = (long)i_1;
        double t133 = dx[t132];
        double t134 = smooth_d(t133);
        dy[t132] = t134 + bent_d(t133, 2.5);
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
