/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

__attribute__((target("sse4.2"))) __m128 _ZGVbN4vv_inv_norm(__m128 x, __m128 y);
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vv_shape_of(__m128 x, __m128 y);
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vv_shape_of(__m128 x, __m128 y, __m128 mask);
__attribute__((target("sse4.2"))) __m128d _ZGVbN2v_droot(__m128d x);
/* Math functions the target computes exactly on whole vectors (midend target `VECTOR_MATH`,
   `MathImpl::Exact`) called from a variant: under `--target=avx2` one `vsqrtps`, `vroundps`,
   ... on the vectors (midend wfv build.rs `call`) instead of one call per lane; the generic
   target has none and calls per lane. Negative and NaN arguments, zeros of both signs,
   inactive lanes, and a math call under a varying branch. */
#include <stdio.h>
#include <math.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */

/* #pragma omp declare simd notinbranch */
float inv_norm(float x, float y) {
    return 1.0f / sqrtf(x * x + y * y + 0.01f);
}

/* vcc: function at vector_math.c:12 vector variant _ZGVbN4vv_inv_norm of `inv_norm`: VL 4, unmasked, x vector, y vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vv_inv_norm(__m128 x, __m128 y) {
    __m128 t1 = _mm_mul_ps(x, x);
    __m128 t2 = _mm_mul_ps(y, y);
    __m128 t3 = _mm_add_ps(t1, t2);
    __m128 t4 = _mm_set1_ps(0.01f);
    __m128 t5 = _mm_add_ps(t3, t4);
    __m128 t6 = _mm_sqrt_ps(t5);
    __m128 t7 = _mm_set1_ps(1.0f);
    __m128 t8 = _mm_div_ps(t7, t6);
    return t8;
}

/* #pragma omp declare simd */
float shape_of(float x, float y) {
    float r = fabsf(x) + floorf(y) - ceilf(x * 0.5f);
    if (x > y)
        r += sqrtf(x - y);
    else
        r -= fminf(x, y) + fmaxf(y, -1.0f);
    return r;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVbN4vv_shape_of of `shape_of`: VL 4, unmasked, x vector, y vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbN4vv_shape_of(__m128 x, __m128 y) {
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
    __m128 t12 = _mm_andnot_ps(_mm_set1_ps(-0.0f), x);
    __m128 t13 = _mm_round_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m128 t14 = _mm_add_ps(t12, t13);
    __m128 t15 = _mm_set1_ps(0.5f);
    __m128 t16 = _mm_mul_ps(x, t15);
    __m128 t17 = _mm_round_ps(t16, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m128 t18 = _mm_sub_ps(t14, t17);
    __m128i t19 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t20 = (__m128i)~(vcc_m4)t19;
    if ((!_mm_testz_si128(t20, t20))) {
        if (_mm_testc_si128(t20, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t22 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            __m128 t23 = (__m128)vcc_insert((vcc_v4_float)t22, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            __m128 t24 = (__m128)vcc_insert((vcc_v4_float)t23, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            __m128 t25 = (__m128)vcc_insert((vcc_v4_float)t24, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            __m128 t26 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            __m128 t27 = (__m128)vcc_insert((vcc_v4_float)t26, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)t27, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            __m128 t29 = (__m128)vcc_insert((vcc_v4_float)t28, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            __m128 t30 = _mm_add_ps(t25, t29);
            t1 = _mm_sub_ps(t18, t30);
        } else {
            __m128i t21 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            if (((vcc_v4_int)t21)[0]) {
                t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t21)[1]) {
                t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            } else {
                t4 = t3;
            }
            if (((vcc_v4_int)t21)[2]) {
                t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            } else {
                t5 = t4;
            }
            if (((vcc_v4_int)t21)[3]) {
                t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            } else {
                t6 = t5;
            }
            __m128i t31 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
            if (((vcc_v4_int)t31)[0]) {
                t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            } else {
                t7 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t31)[1]) {
                t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            } else {
                t8 = t7;
            }
            if (((vcc_v4_int)t31)[2]) {
                t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            } else {
                t9 = t8;
            }
            if (((vcc_v4_int)t31)[3]) {
                t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            } else {
                t10 = t9;
            }
            __m128 t32 = _mm_add_ps(t6, t10);
            t1 = _mm_sub_ps(t18, t32);
            t2 = t20;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t19, t19))) {
        __m128 t33 = _mm_sub_ps(x, y);
        __m128 t34 = _mm_sqrt_ps(t33);
        t11 = _mm_add_ps(t18, t34);
    } else {
        t11 = (__m128)(vcc_v4_float){0};
    }
    __m128 t35 = _mm_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
    return t35;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVbM4vv_shape_of of `shape_of`: VL 4, masked, x vector, y vector */
__attribute__((target("sse4.2"))) __m128 _ZGVbM4vv_shape_of(__m128 x, __m128 y, __m128 mask) {
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
    __m128i t12 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t13 = _mm_andnot_ps(_mm_set1_ps(-0.0f), x);
    __m128 t14 = _mm_round_ps(y, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m128 t15 = _mm_add_ps(t13, t14);
    __m128 t16 = _mm_set1_ps(0.5f);
    __m128 t17 = _mm_mul_ps(x, t16);
    __m128 t18 = _mm_round_ps(t17, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC);
    __m128 t19 = _mm_sub_ps(t15, t18);
    __m128i t20 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t21 = (__m128i)((vcc_m4)t12 & (vcc_m4)t20);
    __m128i t22 = (__m128i)~(vcc_m4)t20;
    __m128i t23 = (__m128i)((vcc_m4)t12 & (vcc_m4)t22);
    if ((!_mm_testz_si128(t23, t23))) {
        if (_mm_testc_si128(t23, _mm_set1_epi32(-1))) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t25 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            __m128 t26 = (__m128)vcc_insert((vcc_v4_float)t25, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            __m128 t27 = (__m128)vcc_insert((vcc_v4_float)t26, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)t27, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            __m128 t29 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            __m128 t30 = (__m128)vcc_insert((vcc_v4_float)t29, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            __m128 t31 = (__m128)vcc_insert((vcc_v4_float)t30, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            __m128 t32 = (__m128)vcc_insert((vcc_v4_float)t31, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            __m128 t33 = _mm_add_ps(t28, t32);
            t1 = _mm_sub_ps(t19, t33);
        } else {
            __m128i t24 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (((vcc_v4_int)t24)[0]) {
                t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t24)[1]) {
                t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            } else {
                t4 = t3;
            }
            if (((vcc_v4_int)t24)[2]) {
                t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            } else {
                t5 = t4;
            }
            if (((vcc_v4_int)t24)[3]) {
                t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            } else {
                t6 = t5;
            }
            __m128i t34 = (__m128i)__builtin_convertvector((vcc_m4)t23 & 1, vcc_v4_int);
            if (((vcc_v4_int)t34)[0]) {
                t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            } else {
                t7 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t34)[1]) {
                t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            } else {
                t8 = t7;
            }
            if (((vcc_v4_int)t34)[2]) {
                t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            } else {
                t9 = t8;
            }
            if (((vcc_v4_int)t34)[3]) {
                t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            } else {
                t10 = t9;
            }
            __m128 t35 = _mm_add_ps(t6, t10);
            t1 = _mm_sub_ps(t19, t35);
            t2 = t23;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((!_mm_testz_si128(t21, t21))) {
        __m128 t36 = _mm_sub_ps(x, y);
        __m128 t37 = _mm_sqrt_ps(t36);
        t11 = _mm_add_ps(t19, t37);
    } else {
        t11 = (__m128)(vcc_v4_float){0};
    }
    __m128 t38 = _mm_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
    __m128 t39 = _mm_blendv_ps((__m128)(vcc_v4_float){0}, t38, _mm_castsi128_ps(t12));
    return t39;
}

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

/* vcc: function at vector_math.c:27 vector variant _ZGVbN2v_droot of `droot`: VL 2, unmasked, x vector */
__attribute__((target("sse4.2"))) __m128d _ZGVbN2v_droot(__m128d x) {
    __m128d t1 = _mm_sqrt_pd(x);
    __m128d t2 = _mm_andnot_pd(_mm_set1_pd(-0.0), x);
    __m128d t3 = _mm_add_pd(t1, t2);
    __m128d t4 = _mm_round_pd(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
    __m128d t5 = _mm_add_pd(t3, t4);
    __m128d t6 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, fmin(((vcc_v2_double)x)[0], 0.5));
    __m128d t7 = (__m128d)vcc_insert((vcc_v2_double)t6, 1, fmin(((vcc_v2_double)x)[1], 0.5));
    __m128d t8 = _mm_add_pd(t5, t7);
    return t8;
}

v8f _ZGVdN8vv_inv_norm(v8f, v8f);
v8f _ZGVdN8vv_shape_of(v8f, v8f);
v8f _ZGVdM8vv_shape_of(v8f, v8f, v8f);
v4d _ZGVdN4v_droot(v4d);

static void print_floats(v8f v, const int *mask) {
    float out[8];
    FROM_VEC(out, v);
    for (int k = 0; k < 8; k++)
        if (!mask || mask[k])
            printf("%a ", out[k]);
    printf("\n");
}

int main(void) {
    float xs[8] = {3.0f, -4.0f, 0.0f, -0.0f, NAN, 1e-3f, 2.5f, -7.25f};
    float ys[8] = {4.0f, 0.5f, -0.0f, 2.0f, 1.0f, NAN, -3.5f, -7.25f};
    int some[8] = {1, 0, 1, 1, 0, 1, 1, 0};
    /* The mask of a variant whose characteristic type is float: floats, nonzero is active. */
    float some_f[8];
    for (int k = 0; k < 8; k++)
        some_f[k] = (float)some[k];
    print_floats(_ZGVdN8vv_inv_norm(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdN8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys)), NULL);
    print_floats(_ZGVdM8vv_shape_of(TO_VEC(v8f, xs), TO_VEC(v8f, ys), TO_VEC(v8f, some_f)), some);
    for (int k = 0; k < 8; k++)
        printf("%a %a ", inv_norm(xs[k], ys[k]), shape_of(xs[k], ys[k]));
    printf("\n");
    double ds[4] = {2.0, -1.0, 0.25, 1e300};
    double out[4];
    FROM_VEC(out, _ZGVdN4v_droot(TO_VEC(v4d, ds)));
    for (int k = 0; k < 4; k++)
        printf("%a/%a ", out[k], droot(ds[k]));
    printf("\n");
    return 0;
}
