/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }

__m128 _ZGVbN4vv_inv_norm(__m128 x, __m128 y);
__m128 _ZGVbN4vv_shape_of(__m128 x, __m128 y);
__m128 _ZGVbM4vv_shape_of(__m128 x, __m128 y, __m128 mask);
__m128d _ZGVbN2v_droot(__m128d x);
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
__m128 _ZGVbN4vv_inv_norm(__m128 x, __m128 y) {
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
__m128 _ZGVbN4vv_shape_of(__m128 x, __m128 y) {
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
    __m128 t13 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, floorf(((vcc_v4_float)y)[0]));
    __m128 t14 = (__m128)vcc_insert((vcc_v4_float)t13, 1, floorf(((vcc_v4_float)y)[1]));
    __m128 t15 = (__m128)vcc_insert((vcc_v4_float)t14, 2, floorf(((vcc_v4_float)y)[2]));
    __m128 t16 = (__m128)vcc_insert((vcc_v4_float)t15, 3, floorf(((vcc_v4_float)y)[3]));
    __m128 t17 = _mm_add_ps(t12, t16);
    __m128 t18 = _mm_set1_ps(0.5f);
    __m128 t19 = _mm_mul_ps(x, t18);
    __m128 t20 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, ceilf(((vcc_v4_float)t19)[0]));
    __m128 t21 = (__m128)vcc_insert((vcc_v4_float)t20, 1, ceilf(((vcc_v4_float)t19)[1]));
    __m128 t22 = (__m128)vcc_insert((vcc_v4_float)t21, 2, ceilf(((vcc_v4_float)t19)[2]));
    __m128 t23 = (__m128)vcc_insert((vcc_v4_float)t22, 3, ceilf(((vcc_v4_float)t19)[3]));
    __m128 t24 = _mm_sub_ps(t17, t23);
    __m128i t25 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t26 = (__m128i)~(vcc_m4)t25;
    if ((_mm_movemask_epi8(t26) != 0)) {
        if (_mm_movemask_epi8(t26) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t28 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            __m128 t29 = (__m128)vcc_insert((vcc_v4_float)t28, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            __m128 t30 = (__m128)vcc_insert((vcc_v4_float)t29, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            __m128 t31 = (__m128)vcc_insert((vcc_v4_float)t30, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            __m128 t32 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            __m128 t33 = (__m128)vcc_insert((vcc_v4_float)t32, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            __m128 t34 = (__m128)vcc_insert((vcc_v4_float)t33, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            __m128 t35 = (__m128)vcc_insert((vcc_v4_float)t34, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            __m128 t36 = _mm_add_ps(t31, t35);
            t1 = _mm_sub_ps(t24, t36);
        } else {
            __m128i t27 = (__m128i)__builtin_convertvector((vcc_m4)t26 & 1, vcc_v4_int);
            if (((vcc_v4_int)t27)[0]) {
                t3 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            } else {
                t3 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t27)[1]) {
                t4 = (__m128)vcc_insert((vcc_v4_float)t3, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            } else {
                t4 = t3;
            }
            if (((vcc_v4_int)t27)[2]) {
                t5 = (__m128)vcc_insert((vcc_v4_float)t4, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            } else {
                t5 = t4;
            }
            if (((vcc_v4_int)t27)[3]) {
                t6 = (__m128)vcc_insert((vcc_v4_float)t5, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            } else {
                t6 = t5;
            }
            __m128i t37 = (__m128i)__builtin_convertvector((vcc_m4)t26 & 1, vcc_v4_int);
            if (((vcc_v4_int)t37)[0]) {
                t7 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            } else {
                t7 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t37)[1]) {
                t8 = (__m128)vcc_insert((vcc_v4_float)t7, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            } else {
                t8 = t7;
            }
            if (((vcc_v4_int)t37)[2]) {
                t9 = (__m128)vcc_insert((vcc_v4_float)t8, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            } else {
                t9 = t8;
            }
            if (((vcc_v4_int)t37)[3]) {
                t10 = (__m128)vcc_insert((vcc_v4_float)t9, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            } else {
                t10 = t9;
            }
            __m128 t38 = _mm_add_ps(t6, t10);
            t1 = _mm_sub_ps(t24, t38);
            t2 = t26;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t25) != 0)) {
        __m128 t39 = _mm_sub_ps(x, y);
        __m128 t40 = _mm_sqrt_ps(t39);
        t11 = _mm_add_ps(t24, t40);
    } else {
        t11 = (__m128)(vcc_v4_float){0};
    }
    __m128 t41 = vcc_sse2_blendv_ps(t11, t1, _mm_castsi128_ps(t2));
    return t41;
}

/* vcc: function at vector_math.c:17 vector variant _ZGVbM4vv_shape_of of `shape_of`: VL 4, masked, x vector, y vector */
__m128 _ZGVbM4vv_shape_of(__m128 x, __m128 y, __m128 mask) {
    __m128 t1;
    __m128 t2;
    __m128 t3;
    __m128 t4;
    __m128 t5;
    __m128 t6;
    __m128 t7;
    __m128 t8;
    __m128 t9;
    __m128i t10;
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
    __m128 t21 = _mm_andnot_ps(_mm_set1_ps(-0.0f), x);
    __m128i t22 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
    if (((vcc_v4_int)t22)[0]) {
        t1 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, floorf(((vcc_v4_float)y)[0]));
    } else {
        t1 = (__m128)(vcc_v4_float){0};
    }
    if (((vcc_v4_int)t22)[1]) {
        t2 = (__m128)vcc_insert((vcc_v4_float)t1, 1, floorf(((vcc_v4_float)y)[1]));
    } else {
        t2 = t1;
    }
    if (((vcc_v4_int)t22)[2]) {
        t3 = (__m128)vcc_insert((vcc_v4_float)t2, 2, floorf(((vcc_v4_float)y)[2]));
    } else {
        t3 = t2;
    }
    if (((vcc_v4_int)t22)[3]) {
        t4 = (__m128)vcc_insert((vcc_v4_float)t3, 3, floorf(((vcc_v4_float)y)[3]));
    } else {
        t4 = t3;
    }
    __m128 t23 = _mm_add_ps(t21, t4);
    __m128 t24 = _mm_set1_ps(0.5f);
    __m128 t25 = _mm_mul_ps(x, t24);
    __m128i t26 = (__m128i)__builtin_convertvector((vcc_m4)t20 & 1, vcc_v4_int);
    if (((vcc_v4_int)t26)[0]) {
        t5 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, ceilf(((vcc_v4_float)t25)[0]));
    } else {
        t5 = (__m128)(vcc_v4_float){0};
    }
    if (((vcc_v4_int)t26)[1]) {
        t6 = (__m128)vcc_insert((vcc_v4_float)t5, 1, ceilf(((vcc_v4_float)t25)[1]));
    } else {
        t6 = t5;
    }
    if (((vcc_v4_int)t26)[2]) {
        t7 = (__m128)vcc_insert((vcc_v4_float)t6, 2, ceilf(((vcc_v4_float)t25)[2]));
    } else {
        t7 = t6;
    }
    if (((vcc_v4_int)t26)[3]) {
        t8 = (__m128)vcc_insert((vcc_v4_float)t7, 3, ceilf(((vcc_v4_float)t25)[3]));
    } else {
        t8 = t7;
    }
    __m128 t27 = _mm_sub_ps(t23, t8);
    __m128i t28 = _mm_castps_si128(_mm_cmpgt_ps(x, y));
    __m128i t29 = (__m128i)((vcc_m4)t20 & (vcc_m4)t28);
    __m128i t30 = (__m128i)~(vcc_m4)t28;
    __m128i t31 = (__m128i)((vcc_m4)t20 & (vcc_m4)t30);
    if ((_mm_movemask_epi8(t31) != 0)) {
        if (_mm_movemask_epi8(t31) == 0xffff) {
            t10 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t33 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            __m128 t34 = (__m128)vcc_insert((vcc_v4_float)t33, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            __m128 t35 = (__m128)vcc_insert((vcc_v4_float)t34, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            __m128 t36 = (__m128)vcc_insert((vcc_v4_float)t35, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            __m128 t37 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            __m128 t38 = (__m128)vcc_insert((vcc_v4_float)t37, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            __m128 t39 = (__m128)vcc_insert((vcc_v4_float)t38, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            __m128 t40 = (__m128)vcc_insert((vcc_v4_float)t39, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            __m128 t41 = _mm_add_ps(t36, t40);
            t9 = _mm_sub_ps(t27, t41);
        } else {
            __m128i t32 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            if (((vcc_v4_int)t32)[0]) {
                t11 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fminf(((vcc_v4_float)x)[0], ((vcc_v4_float)y)[0]));
            } else {
                t11 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t32)[1]) {
                t12 = (__m128)vcc_insert((vcc_v4_float)t11, 1, fminf(((vcc_v4_float)x)[1], ((vcc_v4_float)y)[1]));
            } else {
                t12 = t11;
            }
            if (((vcc_v4_int)t32)[2]) {
                t13 = (__m128)vcc_insert((vcc_v4_float)t12, 2, fminf(((vcc_v4_float)x)[2], ((vcc_v4_float)y)[2]));
            } else {
                t13 = t12;
            }
            if (((vcc_v4_int)t32)[3]) {
                t14 = (__m128)vcc_insert((vcc_v4_float)t13, 3, fminf(((vcc_v4_float)x)[3], ((vcc_v4_float)y)[3]));
            } else {
                t14 = t13;
            }
            __m128i t42 = (__m128i)__builtin_convertvector((vcc_m4)t31 & 1, vcc_v4_int);
            if (((vcc_v4_int)t42)[0]) {
                t15 = (__m128)vcc_insert((vcc_v4_float)(__m128)(vcc_v4_float){0}, 0, fmaxf(((vcc_v4_float)y)[0], -1.0f));
            } else {
                t15 = (__m128)(vcc_v4_float){0};
            }
            if (((vcc_v4_int)t42)[1]) {
                t16 = (__m128)vcc_insert((vcc_v4_float)t15, 1, fmaxf(((vcc_v4_float)y)[1], -1.0f));
            } else {
                t16 = t15;
            }
            if (((vcc_v4_int)t42)[2]) {
                t17 = (__m128)vcc_insert((vcc_v4_float)t16, 2, fmaxf(((vcc_v4_float)y)[2], -1.0f));
            } else {
                t17 = t16;
            }
            if (((vcc_v4_int)t42)[3]) {
                t18 = (__m128)vcc_insert((vcc_v4_float)t17, 3, fmaxf(((vcc_v4_float)y)[3], -1.0f));
            } else {
                t18 = t17;
            }
            __m128 t43 = _mm_add_ps(t14, t18);
            t9 = _mm_sub_ps(t27, t43);
            t10 = t31;
        }
    } else {
        t9 = (__m128)(vcc_v4_float){0};
        t10 = (__m128i)(vcc_m4){0};
    }
    if ((_mm_movemask_epi8(t29) != 0)) {
        __m128 t44 = _mm_sub_ps(x, y);
        __m128 t45 = _mm_sqrt_ps(t44);
        t19 = _mm_add_ps(t27, t45);
    } else {
        t19 = (__m128)(vcc_v4_float){0};
    }
    __m128 t46 = vcc_sse2_blendv_ps(t19, t9, _mm_castsi128_ps(t10));
    __m128 t47 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t46, _mm_castsi128_ps(t20));
    return t47;
}

/* #pragma omp declare simd notinbranch */
double droot(double x) {
    return sqrt(x) + fabs(x) + floor(x) + fmin(x, 0.5);
}

/* vcc: function at vector_math.c:27 vector variant _ZGVbN2v_droot of `droot`: VL 2, unmasked, x vector */
__m128d _ZGVbN2v_droot(__m128d x) {
    __m128d t1 = _mm_sqrt_pd(x);
    __m128d t2 = _mm_andnot_pd(_mm_set1_pd(-0.0), x);
    __m128d t3 = _mm_add_pd(t1, t2);
    __m128d t4 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, floor(((vcc_v2_double)x)[0]));
    __m128d t5 = (__m128d)vcc_insert((vcc_v2_double)t4, 1, floor(((vcc_v2_double)x)[1]));
    __m128d t6 = _mm_add_pd(t3, t5);
    __m128d t7 = (__m128d)vcc_insert((vcc_v2_double)(__m128d)(vcc_v2_double){0}, 0, fmin(((vcc_v2_double)x)[0], 0.5));
    __m128d t8 = (__m128d)vcc_insert((vcc_v2_double)t7, 1, fmin(((vcc_v2_double)x)[1], 0.5));
    __m128d t9 = _mm_add_pd(t6, t8);
    return t9;
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
