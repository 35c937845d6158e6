/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }

__m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter);
__m128i _ZGVbM4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask);
/* A divergent loop: lanes leave Mandelbrot's while loop at different iterations; the loop runs
   while any lane is in it and each lane keeps the count of the iteration it left in. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

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

/* vcc: function at mandel.c:8 vector variant _ZGVbN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
__m128i _ZGVbN4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter) {
    __m128i t1;
    __m128 t2;
    __m128 t3;
    vcc_v4_uint t4;
    vcc_v4_uint t5;
    unsigned int t6;
    __m128i t19;
    t1 = (__m128i)(vcc_m4)((vcc_v4_int)_mm_set1_epi32(1) != (vcc_v4_int){0});
    t2 = _mm_set1_ps(0.0f);
    t3 = _mm_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    while (t6 < max_iter) {
        __m128 t7 = _mm_mul_ps(t2, t2);
        __m128 t8 = _mm_mul_ps(t3, t3);
        __m128 t9 = _mm_add_ps(t7, t8);
        __m128 t10 = _mm_set1_ps(4.0f);
        __m128i t11 = _mm_castps_si128(_mm_cmplt_ps(t9, t10));
        __m128i t12 = (__m128i)((vcc_m4)t1 & (vcc_m4)t11);
        __m128 t13 = _mm_sub_ps(t7, t8);
        __m128 t14 = _mm_add_ps(t13, cr);
        __m128 t15 = _mm_set1_ps(2.0f);
        __m128 t16 = _mm_mul_ps(t15, t2);
        __m128 t17 = _mm_mul_ps(t16, t3);
        t3 = _mm_add_ps(t17, ci);
        __m128i t18 = _mm_set1_epi32((int)t6);
        t4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t4, t18, t1);
        if (!(_mm_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v4_uint)(__m128i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm_set1_epi32((int)t6);
    t5 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t4, t19, t1);
L20:
    return (__m128i)t5;
}

/* vcc: function at mandel.c:8 vector variant _ZGVbM4vvu_mandel of `mandel`: VL 4, masked, cr vector, ci vector, max_iter uniform */
__m128i _ZGVbM4vvu_mandel(__m128 cr, __m128 ci, unsigned int max_iter, __m128i mask) {
    __m128 t1;
    __m128 t2;
    vcc_v4_uint t3;
    vcc_v4_uint t4;
    __m128i t5;
    __m128i t6;
    unsigned int t7;
    __m128i t20;
    __m128i t21;
    t5 = (__m128i)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    t1 = _mm_set1_ps(0.0f);
    t2 = _mm_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v4_uint)(__m128i)(vcc_v4_uint){0};
    while (t7 < max_iter) {
        __m128 t8 = _mm_mul_ps(t1, t1);
        __m128 t9 = _mm_mul_ps(t2, t2);
        __m128 t10 = _mm_add_ps(t8, t9);
        __m128 t11 = _mm_set1_ps(4.0f);
        __m128i t12 = _mm_castps_si128(_mm_cmplt_ps(t10, t11));
        __m128i t13 = (__m128i)((vcc_m4)t6 & (vcc_m4)t12);
        __m128 t14 = _mm_sub_ps(t8, t9);
        __m128 t15 = _mm_add_ps(t14, cr);
        __m128 t16 = _mm_set1_ps(2.0f);
        __m128 t17 = _mm_mul_ps(t16, t1);
        __m128 t18 = _mm_mul_ps(t17, t2);
        t2 = _mm_add_ps(t18, ci);
        __m128i t19 = _mm_set1_epi32((int)t7);
        t3 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t3, t19, t6);
        if (!(_mm_movemask_epi8(t13) != 0)) {
            t4 = (vcc_v4_uint)(__m128i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm_set1_epi32((int)t7);
    t4 = (vcc_v4_uint)vcc_sse2_blendv_epi8((__m128i)t3, t20, t6);
L22:
    t21 = vcc_sse2_blendv_epi8((__m128i)(vcc_v4_uint){0}, (__m128i)t4, t5);
    return t21;
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
