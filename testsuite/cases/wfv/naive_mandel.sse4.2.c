/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))

__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter);
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask);
/* The ablation baseline (--wfv=naive): no shape optimisations, every value a vector, every
   access a gather or scatter, every branch linearized. Same program as mandel.c. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */
/* vcc-test: flags --wfv=naive */

/* #pragma omp declare simd uniform(max_iter) */
unsigned mandel(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVbN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter) {
    __m128i t6 = _mm_set1_epi32((int)max_iter);
    __m128i t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    __m128 t3 = _mm_set1_ps(0.0f);
    __m128 t4 = _mm_set1_ps(0.0f);
    vcc_v4_uint t2 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    vcc_v4_uint t5 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    for (;;) {
        __m128i t7 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t6), vcc_sse_flip_epi32((__m128i)t2));
        __m128i t8 = (__m128i)((vcc_m4)t1 & (vcc_m4)t7);
        __m128 t9 = _mm_mul_ps(t3, t3);
        __m128 t10 = _mm_mul_ps(t4, t4);
        __m128 t11 = _mm_add_ps(t9, t10);
        __m128 t12 = _mm_set1_ps(4.0f);
        __m128i t13 = _mm_castps_si128(_mm_cmplt_ps(t11, t12));
        __m128i t14 = (__m128i)((vcc_m4)t8 & (vcc_m4)t13);
        __m128 t15 = _mm_sub_ps(t9, t10);
        __m128 t16 = _mm_add_ps(t15, cr);
        __m128 t17 = _mm_set1_ps(2.0f);
        __m128 t18 = _mm_mul_ps(t17, t3);
        __m128 t19 = _mm_mul_ps(t18, t4);
        t4 = _mm_add_ps(t19, ci);
        __m128i t20 = _mm_set1_epi32((int)1U);
        __m128i t21 = _mm_add_epi32((__m128i)t2, t20);
        t5 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t5, (__m128i)t2, t1);
        if (!(!_mm_testz_si128(t14, t14))) {
            break;
        }
        t1 = t14;
        t2 = (vcc_v4_uint)t21;
        t3 = t16;
    }
    return (__m128i)t5;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVbM4vvu_mandel of `mandel`: VL 4, masked, cr vector, ci vector, max_iter uniform */
__attribute__((target("sse4.2"))) __m128i _ZGVbM4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask) {
    __m128i t5 = _mm_set1_epi32((int)max_iter);
    __m128i t6 = (__m128i)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    __m128 t2 = _mm_set1_ps(0.0f);
    __m128 t3 = _mm_set1_ps(0.0f);
    vcc_v4_uint t1 = (vcc_v4_uint)_mm_set1_epi32((int)0U);
    __m128i t7 = t6;
    vcc_v4_uint t4 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    for (;;) {
        __m128i t8 = _mm_cmpgt_epi32(vcc_sse_flip_epi32(t5), vcc_sse_flip_epi32((__m128i)t1));
        __m128i t9 = (__m128i)((vcc_m4)t7 & (vcc_m4)t8);
        __m128 t10 = _mm_mul_ps(t2, t2);
        __m128 t11 = _mm_mul_ps(t3, t3);
        __m128 t12 = _mm_add_ps(t10, t11);
        __m128 t13 = _mm_set1_ps(4.0f);
        __m128i t14 = _mm_castps_si128(_mm_cmplt_ps(t12, t13));
        __m128i t15 = (__m128i)((vcc_m4)t9 & (vcc_m4)t14);
        __m128 t16 = _mm_sub_ps(t10, t11);
        __m128 t17 = _mm_add_ps(t16, cr);
        __m128 t18 = _mm_set1_ps(2.0f);
        __m128 t19 = _mm_mul_ps(t18, t2);
        __m128 t20 = _mm_mul_ps(t19, t3);
        t3 = _mm_add_ps(t20, ci);
        __m128i t21 = _mm_set1_epi32((int)1U);
        __m128i t22 = _mm_add_epi32((__m128i)t1, t21);
        t4 = (vcc_v4_uint)_mm_blendv_epi8((__m128i)t4, (__m128i)t1, t7);
        if (!(!_mm_testz_si128(t15, t15))) {
            break;
        }
        t7 = t15;
        t1 = (vcc_v4_uint)t22;
        t2 = t17;
    }
    __m128i t23 = _mm_blendv_epi8((__m128i)(vcc_v4_uint){0}, (__m128i)t4, t6);
    return t23;
}

v8u _ZGVdN8vvu_mandel(v8f, v8f, unsigned);
v8u _ZGVdM8vvu_mandel(v8f, v8f, unsigned, v8u);

int main(void) {
    for (int row = 0; row < 12; row++) {
        float cr[8], ci[8];
        unsigned m[8], a[8], b[8];
        for (int k = 0; k < 8; k++) {
            cr[k] = -2.1f + 0.33f * k + 0.02f * row;
            ci[k] = -1.2f + 0.2f * row + 0.01f * k;
            m[k] = (k * 7 + row) % 3 != 0;
        }
        unsigned max_iter = row < 6 ? 40 : 200;
        FROM_VEC(a, _ZGVdN8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter));
        FROM_VEC(b, _ZGVdM8vvu_mandel(TO_VEC(v8f, cr), TO_VEC(v8f, ci), max_iter, TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%u %u", mandel(cr[k], ci[k], max_iter), a[k]);
            if (m[k])
                printf(" %u", b[k]);
            printf("\n");
        }
    }
    return 0;
}
