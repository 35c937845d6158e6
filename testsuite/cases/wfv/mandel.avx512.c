/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask);
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

/* vcc: function at mandel.c:8 vector variant _ZGVeN16vvu_mandel of `mandel`: VL 16, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __mmask16 t1;
    __m512 t2;
    __m512 t3;
    vcc_v16_uint t4;
    vcc_v16_uint t5;
    unsigned int t6;
    __m512i t19;
    t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    t2 = _mm512_set1_ps(0.0f);
    t3 = _mm512_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
    while (t6 < max_iter) {
        __m512 t7 = _mm512_mul_ps(t2, t2);
        __m512 t8 = _mm512_mul_ps(t3, t3);
        __m512 t9 = _mm512_add_ps(t7, t8);
        __m512 t10 = _mm512_set1_ps(4.0f);
        __mmask16 t11 = _mm512_cmp_ps_mask(t9, t10, _CMP_LT_OQ);
        __mmask16 t12 = _kand_mask16(t1, t11);
        __m512 t13 = _mm512_sub_ps(t7, t8);
        __m512 t14 = _mm512_add_ps(t13, cr);
        __m512 t15 = _mm512_set1_ps(2.0f);
        __m512 t16 = _mm512_mul_ps(t15, t2);
        __m512 t17 = _mm512_mul_ps(t16, t3);
        t3 = _mm512_add_ps(t17, ci);
        __m512i t18 = _mm512_set1_epi32((int)t6);
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t18);
        if (!(t12 != 0)) {
            t5 = (vcc_v16_uint)(__m512i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm512_set1_epi32((int)t6);
    t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t4, t19);
L20:
    return (__m512i)t5;
}

/* vcc: function at mandel.c:8 vector variant _ZGVeM16vvu_mandel of `mandel`: VL 16, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t2;
    vcc_v16_uint t3;
    vcc_v16_uint t4;
    __mmask16 t5;
    __mmask16 t6;
    unsigned int t7;
    __m512i t20;
    __m512i t21;
    t5 = (__mmask16)mask;
    t1 = _mm512_set1_ps(0.0f);
    t2 = _mm512_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
    while (t7 < max_iter) {
        __m512 t8 = _mm512_mul_ps(t1, t1);
        __m512 t9 = _mm512_mul_ps(t2, t2);
        __m512 t10 = _mm512_add_ps(t8, t9);
        __m512 t11 = _mm512_set1_ps(4.0f);
        __mmask16 t12 = _mm512_cmp_ps_mask(t10, t11, _CMP_LT_OQ);
        __mmask16 t13 = _kand_mask16(t6, t12);
        __m512 t14 = _mm512_sub_ps(t8, t9);
        __m512 t15 = _mm512_add_ps(t14, cr);
        __m512 t16 = _mm512_set1_ps(2.0f);
        __m512 t17 = _mm512_mul_ps(t16, t1);
        __m512 t18 = _mm512_mul_ps(t17, t2);
        t2 = _mm512_add_ps(t18, ci);
        __m512i t19 = _mm512_set1_epi32((int)t7);
        t3 = (vcc_v16_uint)_mm512_mask_blend_epi32(t6, (__m512i)t3, t19);
        if (!(t13 != 0)) {
            t4 = (vcc_v16_uint)(__m512i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm512_set1_epi32((int)t7);
    t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t6, (__m512i)t3, t20);
L22:
    t21 = _mm512_mask_blend_epi32(t5, (__m512i)(vcc_v16_uint){0}, (__m512i)t4);
    return t21;
}

/* vcc: function at mandel.c:8 vector variant _ZGVdN8vvu_mandel of `mandel`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t1;
    __m256 t2;
    __m256 t3;
    vcc_v8_uint t4;
    vcc_v8_uint t5;
    unsigned int t6;
    __m256i t19;
    t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    t2 = _mm256_set1_ps(0.0f);
    t3 = _mm256_set1_ps(0.0f);
    t6 = 0U;
    t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    while (t6 < max_iter) {
        __m256 t7 = _mm256_mul_ps(t2, t2);
        __m256 t8 = _mm256_mul_ps(t3, t3);
        __m256 t9 = _mm256_add_ps(t7, t8);
        __m256 t10 = _mm256_set1_ps(4.0f);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(t9, t10, _CMP_LT_OQ));
        __m256i t12 = _mm256_and_si256(t1, t11);
        __m256 t13 = _mm256_sub_ps(t7, t8);
        __m256 t14 = _mm256_add_ps(t13, cr);
        __m256 t15 = _mm256_set1_ps(2.0f);
        __m256 t16 = _mm256_mul_ps(t15, t2);
        __m256 t17 = _mm256_mul_ps(t16, t3);
        t3 = _mm256_add_ps(t17, ci);
        __m256i t18 = _mm256_set1_epi32((int)t6);
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t18, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
            t5 = (vcc_v8_uint)(__m256i)t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = _mm256_set1_epi32((int)t6);
    t5 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, t19, (__m256i)t4, 0xCA);
L20:
    return (__m256i)t5;
}

/* vcc: function at mandel.c:8 vector variant _ZGVdM8vvu_mandel of `mandel`: VL 8, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    __m256i t5;
    __m256i t6;
    unsigned int t7;
    __m256i t20;
    __m256i t21;
    t5 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    t1 = _mm256_set1_ps(0.0f);
    t2 = _mm256_set1_ps(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    while (t7 < max_iter) {
        __m256 t8 = _mm256_mul_ps(t1, t1);
        __m256 t9 = _mm256_mul_ps(t2, t2);
        __m256 t10 = _mm256_add_ps(t8, t9);
        __m256 t11 = _mm256_set1_ps(4.0f);
        __m256i t12 = _mm256_castps_si256(_mm256_cmp_ps(t10, t11, _CMP_LT_OQ));
        __m256i t13 = _mm256_and_si256(t6, t12);
        __m256 t14 = _mm256_sub_ps(t8, t9);
        __m256 t15 = _mm256_add_ps(t14, cr);
        __m256 t16 = _mm256_set1_ps(2.0f);
        __m256 t17 = _mm256_mul_ps(t16, t1);
        __m256 t18 = _mm256_mul_ps(t17, t2);
        t2 = _mm256_add_ps(t18, ci);
        __m256i t19 = _mm256_set1_epi32((int)t7);
        t3 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t6, t19, (__m256i)t3, 0xCA);
        if (!(_mm256_movemask_epi8(t13) != 0)) {
            t4 = (vcc_v8_uint)(__m256i)t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = _mm256_set1_epi32((int)t7);
    t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t6, t20, (__m256i)t3, 0xCA);
L22:
    t21 = _mm256_ternarylogic_epi32(t5, (__m256i)t4, (__m256i)(vcc_v8_uint){0}, 0xCA);
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
