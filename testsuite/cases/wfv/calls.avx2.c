/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })

__attribute__((target("avx2"))) __m256 _ZGVdN8v_sq(__m256 x);
__attribute__((target("avx2"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim);
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask);
__attribute__((target("avx2"))) __m256i _ZGVdN8v_counted(__m256i x);
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

/* vcc: function at calls.c:18 vector variant _ZGVdN8v_sq of `sq`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdN8v_sq(__m256 x) {
    __m256 t1 = _mm256_mul_ps(x, x);
    return t1;
}

/* vcc: function at calls.c:18 vector variant _ZGVdM8v_sq of `sq`: VL 8, masked, x vector */
__attribute__((target("avx2"))) __m256 _ZGVdM8v_sq(__m256 x, __m256 mask) {
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_mul_ps(x, x);
    __m256 t3 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t2, _mm256_castsi256_ps(t1));
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = sq(x) + 1.0f;
    if (x > lim)
        r = sq(x - lim) + sqrtf(x);
    return r;
}

/* vcc: function at calls.c:23 vector variant _ZGVdN8vu_shape of `shape`: VL 8, unmasked, x vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_shape(__m256 x, float lim) {
    __m256 t1;
    __m256i t2;
    __m256 t3 = _ZGVdN8v_sq(x);
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    __m256 t6 = _mm256_set1_ps(lim);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t7) != 0)) {
        if (_mm256_movemask_epi8(t7) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t8 = _mm256_set1_ps(lim);
            __m256 t9 = _mm256_sub_ps(x, t8);
            __m256 t10 = _ZGVdN8v_sq(t9);
            __m256 t11 = _mm256_sqrt_ps(x);
            t1 = _mm256_add_ps(t10, t11);
        } else {
            __m256 t12 = _mm256_set1_ps(lim);
            __m256 t13 = _mm256_sub_ps(x, t12);
            __m256 t14 = _mm256_set1_ps(1.0f);
            __m256 t15 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t14, _mm256_castsi256_ps(t7));
            __m256 t16 = _ZGVdM8v_sq(t13, t15);
            __m256 t17 = _mm256_sqrt_ps(x);
            t1 = _mm256_add_ps(t16, t17);
            t2 = t7;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t18 = _mm256_blendv_ps(t5, t1, _mm256_castsi256_ps(t2));
    return t18;
}

/* vcc: function at calls.c:23 vector variant _ZGVdM8vu_shape of `shape`: VL 8, masked, x vector, lim uniform */
__attribute__((target("avx2"))) __m256 _ZGVdM8vu_shape(__m256 x, float lim, __m256 mask) {
    __m256 t1;
    __m256i t2;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t4, _mm256_castsi256_ps(t3));
    __m256 t6 = _ZGVdM8v_sq(x, t5);
    __m256 t7 = _mm256_set1_ps(1.0f);
    __m256 t8 = _mm256_add_ps(t6, t7);
    __m256 t9 = _mm256_set1_ps(lim);
    __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(x, t9, _CMP_GT_OQ));
    __m256i t11 = _mm256_and_si256(t3, t10);
    if ((_mm256_movemask_epi8(t11) != 0)) {
        if (_mm256_movemask_epi8(t11) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256 t12 = _mm256_set1_ps(lim);
            __m256 t13 = _mm256_sub_ps(x, t12);
            __m256 t14 = _ZGVdN8v_sq(t13);
            __m256 t15 = _mm256_sqrt_ps(x);
            t1 = _mm256_add_ps(t14, t15);
        } else {
            __m256 t16 = _mm256_set1_ps(lim);
            __m256 t17 = _mm256_sub_ps(x, t16);
            __m256 t18 = _mm256_set1_ps(1.0f);
            __m256 t19 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t18, _mm256_castsi256_ps(t11));
            __m256 t20 = _ZGVdM8v_sq(t17, t19);
            __m256 t21 = _mm256_sqrt_ps(x);
            t1 = _mm256_add_ps(t20, t21);
            t2 = t11;
        }
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t22 = _mm256_blendv_ps(t8, t1, _mm256_castsi256_ps(t2));
    __m256 t23 = _mm256_blendv_ps((__m256)(vcc_v8_float){0}, t22, _mm256_castsi256_ps(t3));
    return t23;
}

/* #pragma omp declare simd notinbranch */
int counted(int x) {
    int r = x;
    if (x % 3 == 0)
        r = note(x);
    return r;
}

/* vcc: function at calls.c:31 vector variant _ZGVdN8v_counted of `counted`: VL 8, unmasked, x vector */
__attribute__((target("avx2"))) __m256i _ZGVdN8v_counted(__m256i x) {
    vcc_v8_int t1;
    __m256i t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_int t10;
    __m256i t11 = _mm256_set1_epi32(3);
    __m256i t12 = (__m256i)((vcc_v8_int)x % (vcc_v8_int)t11);
    __m256i t13 = _mm256_set1_epi32(0);
    __m256i t14 = _mm256_cmpeq_epi32(t12, t13);
    if ((_mm256_movemask_epi8(t14) != 0)) {
        if (_mm256_movemask_epi8(t14) == -1) {
            t2 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t16 = (__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            __m256i t17 = (__m256i)vcc_insert((vcc_v8_int)t16, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            __m256i t18 = (__m256i)vcc_insert((vcc_v8_int)t17, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            __m256i t19 = (__m256i)vcc_insert((vcc_v8_int)t18, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            __m256i t20 = (__m256i)vcc_insert((vcc_v8_int)t19, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            __m256i t21 = (__m256i)vcc_insert((vcc_v8_int)t20, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            __m256i t22 = (__m256i)vcc_insert((vcc_v8_int)t21, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            t1 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)t22, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
        } else {
            __m256i t15 = (__m256i)__builtin_convertvector((vcc_m8)t14 & 1, vcc_v8_int);
            if (((vcc_v8_int)t15)[0]) {
                t3 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)(vcc_v8_int){0}, 0, (_mm256_zeroupper(), note(((vcc_v8_int)x)[0])));
            } else {
                t3 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
            }
            if (((vcc_v8_int)t15)[1]) {
                t4 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t3, 1, (_mm256_zeroupper(), note(((vcc_v8_int)x)[1])));
            } else {
                t4 = (vcc_v8_int)(__m256i)t3;
            }
            if (((vcc_v8_int)t15)[2]) {
                t5 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t4, 2, (_mm256_zeroupper(), note(((vcc_v8_int)x)[2])));
            } else {
                t5 = (vcc_v8_int)(__m256i)t4;
            }
            if (((vcc_v8_int)t15)[3]) {
                t6 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t5, 3, (_mm256_zeroupper(), note(((vcc_v8_int)x)[3])));
            } else {
                t6 = (vcc_v8_int)(__m256i)t5;
            }
            if (((vcc_v8_int)t15)[4]) {
                t7 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t6, 4, (_mm256_zeroupper(), note(((vcc_v8_int)x)[4])));
            } else {
                t7 = (vcc_v8_int)(__m256i)t6;
            }
            if (((vcc_v8_int)t15)[5]) {
                t8 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t7, 5, (_mm256_zeroupper(), note(((vcc_v8_int)x)[5])));
            } else {
                t8 = (vcc_v8_int)(__m256i)t7;
            }
            if (((vcc_v8_int)t15)[6]) {
                t9 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t8, 6, (_mm256_zeroupper(), note(((vcc_v8_int)x)[6])));
            } else {
                t9 = (vcc_v8_int)(__m256i)t8;
            }
            if (((vcc_v8_int)t15)[7]) {
                t10 = (vcc_v8_int)(__m256i)vcc_insert((vcc_v8_int)(__m256i)t9, 7, (_mm256_zeroupper(), note(((vcc_v8_int)x)[7])));
            } else {
                t10 = (vcc_v8_int)(__m256i)t9;
            }
            t1 = (vcc_v8_int)(__m256i)t10;
            t2 = t14;
        }
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t23 = _mm256_blendv_epi8(x, (__m256i)t1, t2);
    return t23;
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
