/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

__m128 _ZGVbN4v_sq(__m128 x);
__m128 _ZGVbM4v_sq(__m128 x, __m128 mask);
__m128 _ZGVbN4vu_shape(__m128 x, float lim);
__m128 _ZGVbM4vu_shape(__m128 x, float lim, __m128 mask);
__m128i _ZGVbN4v_counted(__m128i x);
/* Calls: an annotated function calls another through its variants (the masked one under a
   varying condition, the unmasked one where every lane is active), a function without variants
   lane by lane for the active lanes only (its side effect shows which lanes ran), and a libm
   function. */
#include <math.h>
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 5 */

static int calls_made;

static int note(int x) {
    calls_made += x;
    return x + 1;
}

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at calls.c:18 vector variant _ZGVbN4v_sq of `sq`: VL 4, unmasked, x vector */
__m128 _ZGVbN4v_sq(__m128 x) {
    __m128 t1 = _mm_mul_ps(x, x);
    return t1;
}

/* vcc: function at calls.c:18 vector variant _ZGVbM4v_sq of `sq`: VL 4, masked, x vector */
__m128 _ZGVbM4v_sq(__m128 x, __m128 mask) {
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t2 = _mm_mul_ps(x, x);
    __m128 t3 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t2, _mm_castsi128_ps(t1));
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

/* vcc: function at calls.c:23 vector variant _ZGVbN4vu_shape of `shape`: VL 4, unmasked, x vector, lim uniform */
__m128 _ZGVbN4vu_shape(__m128 x, float lim) {
    __m128 t1;
    __m128i t2;
    __m128 t3 = _ZGVbN4v_sq(x);
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128 t5 = _mm_add_ps(t3, t4);
    __m128 t6 = _mm_set1_ps(lim);
    __m128i t7 = _mm_castps_si128(_mm_cmpgt_ps(x, t6));
    if ((_mm_movemask_epi8(t7) != 0)) {
        if (_mm_movemask_epi8(t7) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t8 = _mm_set1_ps(lim);
            __m128 t9 = _mm_sub_ps(x, t8);
            __m128 t10 = _ZGVbN4v_sq(t9);
            __m128 t11 = _mm_sqrt_ps(x);
            t1 = _mm_add_ps(t10, t11);
        } else {
            __m128 t12 = _mm_set1_ps(lim);
            __m128 t13 = _mm_sub_ps(x, t12);
            __m128 t14 = _mm_set1_ps(1.0f);
            __m128 t15 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t14, _mm_castsi128_ps(t7));
            __m128 t16 = _ZGVbM4v_sq(t13, t15);
            __m128 t17 = _mm_sqrt_ps(x);
            t1 = _mm_add_ps(t16, t17);
            t2 = t7;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t18 = vcc_sse2_blendv_ps(t5, t1, _mm_castsi128_ps(t2));
    return t18;
}

/* vcc: function at calls.c:23 vector variant _ZGVbM4vu_shape of `shape`: VL 4, masked, x vector, lim uniform */
__m128 _ZGVbM4vu_shape(__m128 x, float lim, __m128 mask) {
    __m128 t1;
    __m128i t2;
    __m128i t3 = (__m128i)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    __m128 t4 = _mm_set1_ps(1.0f);
    __m128 t5 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t4, _mm_castsi128_ps(t3));
    __m128 t6 = _ZGVbM4v_sq(x, t5);
    __m128 t7 = _mm_set1_ps(1.0f);
    __m128 t8 = _mm_add_ps(t6, t7);
    __m128 t9 = _mm_set1_ps(lim);
    __m128i t10 = _mm_castps_si128(_mm_cmpgt_ps(x, t9));
    __m128i t11 = (__m128i)((vcc_m4)t3 & (vcc_m4)t10);
    if ((_mm_movemask_epi8(t11) != 0)) {
        if (_mm_movemask_epi8(t11) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128 t12 = _mm_set1_ps(lim);
            __m128 t13 = _mm_sub_ps(x, t12);
            __m128 t14 = _ZGVbN4v_sq(t13);
            __m128 t15 = _mm_sqrt_ps(x);
            t1 = _mm_add_ps(t14, t15);
        } else {
            __m128 t16 = _mm_set1_ps(lim);
            __m128 t17 = _mm_sub_ps(x, t16);
            __m128 t18 = _mm_set1_ps(1.0f);
            __m128 t19 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t18, _mm_castsi128_ps(t11));
            __m128 t20 = _ZGVbM4v_sq(t17, t19);
            __m128 t21 = _mm_sqrt_ps(x);
            t1 = _mm_add_ps(t20, t21);
            t2 = t11;
        }
    } else {
        t1 = (__m128)(vcc_v4_float){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128 t22 = vcc_sse2_blendv_ps(t8, t1, _mm_castsi128_ps(t2));
    __m128 t23 = vcc_sse2_blendv_ps((__m128)(vcc_v4_float){0}, t22, _mm_castsi128_ps(t3));
    return t23;
}

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

/* vcc: function at calls.c:31 vector variant _ZGVbN4v_counted of `counted`: VL 4, unmasked, x vector */
__m128i _ZGVbN4v_counted(__m128i x) {
    vcc_v4_int t1;
    __m128i t2;
    vcc_v4_int t3;
    vcc_v4_int t4;
    vcc_v4_int t5;
    vcc_v4_int t6;
    __m128i t7 = _mm_set1_epi32(3);
    __m128i t8 = (__m128i)((vcc_v4_int)x % (vcc_v4_int)t7);
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = _mm_cmpeq_epi32(t8, t9);
    if ((_mm_movemask_epi8(t10) != 0)) {
        if (_mm_movemask_epi8(t10) == 0xffff) {
            t2 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
            __m128i t12 = (__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, note(((vcc_v4_int)x)[0]));
            __m128i t13 = (__m128i)vcc_insert((vcc_v4_int)t12, 1, note(((vcc_v4_int)x)[1]));
            __m128i t14 = (__m128i)vcc_insert((vcc_v4_int)t13, 2, note(((vcc_v4_int)x)[2]));
            t1 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)t14, 3, note(((vcc_v4_int)x)[3]));
        } else {
            __m128i t11 = (__m128i)__builtin_convertvector((vcc_m4)t10 & 1, vcc_v4_int);
            if (((vcc_v4_int)t11)[0]) {
                t3 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)(vcc_v4_int){0}, 0, note(((vcc_v4_int)x)[0]));
            } else {
                t3 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
            }
            if (((vcc_v4_int)t11)[1]) {
                t4 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t3, 1, note(((vcc_v4_int)x)[1]));
            } else {
                t4 = (vcc_v4_int)(__m128i)t3;
            }
            if (((vcc_v4_int)t11)[2]) {
                t5 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t4, 2, note(((vcc_v4_int)x)[2]));
            } else {
                t5 = (vcc_v4_int)(__m128i)t4;
            }
            if (((vcc_v4_int)t11)[3]) {
                t6 = (vcc_v4_int)(__m128i)vcc_insert((vcc_v4_int)(__m128i)t5, 3, note(((vcc_v4_int)x)[3]));
            } else {
                t6 = (vcc_v4_int)(__m128i)t5;
            }
            t1 = (vcc_v4_int)(__m128i)t6;
            t2 = t10;
        }
    } else {
        t1 = (vcc_v4_int)(__m128i)(vcc_v4_int){0};
        t2 = (__m128i)(vcc_m4){0};
    }
    __m128i t15 = vcc_sse2_blendv_epi8(x, (__m128i)t1, t2);
    return t15;
}

v8f _ZGVdN8v_sq(v8f);
v8f _ZGVdN8vu_shape(v8f, float);
v8f _ZGVdM8vu_shape(v8f, float, v8f);
v8i _ZGVdN8v_counted(v8i);

int main(void) {
    float x[8] = {0.5f, 3, 9, 1.5f, 4, 16, 2.25f, 7};
    float m[8] = {1, 1, 0, 1, 0, 1, 1, 0};
    float a[8], b[8];
    for (int k = 0; k < 8; k++)
        printf("%g ", shape(x[k], 2.5f));
    printf("\n");
    FROM_VEC(a, _ZGVdN8vu_shape(TO_VEC(v8f, x), 2.5f));
    FROM_VEC(b, _ZGVdM8vu_shape(TO_VEC(v8f, x), 2.5f, TO_VEC(v8f, m)));
    for (int k = 0; k < 8; k++) {
        printf("%g", a[k]);
        if (m[k] != 0)
            printf("/%g", b[k]);
        printf(" ");
    }
    printf("\n");
    int v[8] = {3, 4, 6, 7, 9, 10, 12, 13}, r[8];
    for (int k = 0; k < 8; k++)
        printf("%d ", counted(v[k]));
    printf("(calls %d)\n", calls_made);
    calls_made = 0;
    FROM_VEC(r, _ZGVdN8v_counted(TO_VEC(v8i, v)));
    for (int k = 0; k < 8; k++)
        printf("%d ", r[k]);
    printf("(calls %d)\n", calls_made);
    return 0;
}
