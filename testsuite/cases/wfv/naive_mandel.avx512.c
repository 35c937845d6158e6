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

/* vcc: function at naive_mandel.c:9 vector variant _ZGVeN16vvu_mandel of `mandel`: VL 16, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m512i t6 = _mm512_set1_epi32((int)max_iter);
    __mmask16 t1 = _mm512_test_epi32_mask(_mm512_set1_epi32(1), _mm512_set1_epi32(1));
    __m512 t3 = _mm512_set1_ps(0.0f);
    __m512 t4 = _mm512_set1_ps(0.0f);
    vcc_v16_uint t2 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    vcc_v16_uint t5 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
    for (;;) {
        __mmask16 t7 = _mm512_cmp_epu32_mask((__m512i)t2, t6, _MM_CMPINT_LT);
        __mmask16 t8 = _kand_mask16(t1, t7);
        __m512 t9 = _mm512_mul_ps(t3, t3);
        __m512 t10 = _mm512_mul_ps(t4, t4);
        __m512 t11 = _mm512_add_ps(t9, t10);
        __m512 t12 = _mm512_set1_ps(4.0f);
        __mmask16 t13 = _mm512_cmp_ps_mask(t11, t12, _CMP_LT_OQ);
        __mmask16 t14 = _kand_mask16(t8, t13);
        __m512 t15 = _mm512_sub_ps(t9, t10);
        __m512 t16 = _mm512_add_ps(t15, cr);
        __m512 t17 = _mm512_set1_ps(2.0f);
        __m512 t18 = _mm512_mul_ps(t17, t3);
        __m512 t19 = _mm512_mul_ps(t18, t4);
        t4 = _mm512_add_ps(t19, ci);
        __m512i t20 = _mm512_set1_epi32((int)1U);
        __m512i t21 = _mm512_add_epi32((__m512i)t2, t20);
        t5 = (vcc_v16_uint)_mm512_mask_blend_epi32(t1, (__m512i)t5, (__m512i)t2);
        if (!(t14 != 0)) {
            break;
        }
        t1 = t14;
        t2 = (vcc_v16_uint)t21;
        t3 = t16;
    }
    return (__m512i)t5;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVeM16vvu_mandel of `mandel`: VL 16, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16vvu_mandel(__m512 cr, __m512 ci, unsigned int max_iter, unsigned int mask) {
    vcc_no_contract_body
    __m512i t5 = _mm512_set1_epi32((int)max_iter);
    __mmask16 t6 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(0.0f);
    __m512 t3 = _mm512_set1_ps(0.0f);
    vcc_v16_uint t1 = (vcc_v16_uint)_mm512_set1_epi32((int)0U);
    __mmask16 t7 = t6;
    vcc_v16_uint t4 = (vcc_v16_uint)(__m512i)(vcc_v16_uint){0};
    for (;;) {
        __mmask16 t8 = _mm512_cmp_epu32_mask((__m512i)t1, t5, _MM_CMPINT_LT);
        __mmask16 t9 = _kand_mask16(t7, t8);
        __m512 t10 = _mm512_mul_ps(t2, t2);
        __m512 t11 = _mm512_mul_ps(t3, t3);
        __m512 t12 = _mm512_add_ps(t10, t11);
        __m512 t13 = _mm512_set1_ps(4.0f);
        __mmask16 t14 = _mm512_cmp_ps_mask(t12, t13, _CMP_LT_OQ);
        __mmask16 t15 = _kand_mask16(t9, t14);
        __m512 t16 = _mm512_sub_ps(t10, t11);
        __m512 t17 = _mm512_add_ps(t16, cr);
        __m512 t18 = _mm512_set1_ps(2.0f);
        __m512 t19 = _mm512_mul_ps(t18, t2);
        __m512 t20 = _mm512_mul_ps(t19, t3);
        t3 = _mm512_add_ps(t20, ci);
        __m512i t21 = _mm512_set1_epi32((int)1U);
        __m512i t22 = _mm512_add_epi32((__m512i)t1, t21);
        t4 = (vcc_v16_uint)_mm512_mask_blend_epi32(t7, (__m512i)t4, (__m512i)t1);
        if (!(t15 != 0)) {
            break;
        }
        t7 = t15;
        t1 = (vcc_v16_uint)t22;
        t2 = t17;
    }
    __m512i t23 = _mm512_mask_blend_epi32(t6, (__m512i)(vcc_v16_uint){0}, (__m512i)t4);
    return t23;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVdN8vvu_mandel of `mandel`: VL 8, unmasked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter) {
    vcc_no_contract_body
    __m256i t6 = _mm256_set1_epi32((int)max_iter);
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256 t3 = _mm256_set1_ps(0.0f);
    __m256 t4 = _mm256_set1_ps(0.0f);
    vcc_v8_uint t2 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    vcc_v8_uint t5 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    for (;;) {
        __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epu32_mask((__m256i)t2, t6, _MM_CMPINT_LT));
        __m256i t8 = _mm256_and_si256(t1, t7);
        __m256 t9 = _mm256_mul_ps(t3, t3);
        __m256 t10 = _mm256_mul_ps(t4, t4);
        __m256 t11 = _mm256_add_ps(t9, t10);
        __m256 t12 = _mm256_set1_ps(4.0f);
        __m256i t13 = _mm256_castps_si256(_mm256_cmp_ps(t11, t12, _CMP_LT_OQ));
        __m256i t14 = _mm256_and_si256(t8, t13);
        __m256 t15 = _mm256_sub_ps(t9, t10);
        __m256 t16 = _mm256_add_ps(t15, cr);
        __m256 t17 = _mm256_set1_ps(2.0f);
        __m256 t18 = _mm256_mul_ps(t17, t3);
        __m256 t19 = _mm256_mul_ps(t18, t4);
        t4 = _mm256_add_ps(t19, ci);
        __m256i t20 = _mm256_set1_epi32((int)1U);
        __m256i t21 = _mm256_add_epi32((__m256i)t2, t20);
        t5 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t1, (__m256i)t2, (__m256i)t5, 0xCA);
        if (!(_mm256_movemask_epi8(t14) != 0)) {
            break;
        }
        t1 = t14;
        t2 = (vcc_v8_uint)t21;
        t3 = t16;
    }
    return (__m256i)t5;
}

/* vcc: function at naive_mandel.c:9 vector variant _ZGVdM8vvu_mandel of `mandel`: VL 8, masked, cr vector, ci vector, max_iter uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8vvu_mandel(__m256 cr, __m256 ci, unsigned int max_iter, __m256i mask) {
    vcc_no_contract_body
    __m256i t5 = _mm256_set1_epi32((int)max_iter);
    __m256i t6 = (__m256i)(vcc_m8)((vcc_v8_uint)mask != (vcc_v8_uint){0});
    __m256 t2 = _mm256_set1_ps(0.0f);
    __m256 t3 = _mm256_set1_ps(0.0f);
    vcc_v8_uint t1 = (vcc_v8_uint)_mm256_set1_epi32((int)0U);
    __m256i t7 = t6;
    vcc_v8_uint t4 = (vcc_v8_uint)(__m256i)(vcc_v8_uint){0};
    for (;;) {
        __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epu32_mask((__m256i)t1, t5, _MM_CMPINT_LT));
        __m256i t9 = _mm256_and_si256(t7, t8);
        __m256 t10 = _mm256_mul_ps(t2, t2);
        __m256 t11 = _mm256_mul_ps(t3, t3);
        __m256 t12 = _mm256_add_ps(t10, t11);
        __m256 t13 = _mm256_set1_ps(4.0f);
        __m256i t14 = _mm256_castps_si256(_mm256_cmp_ps(t12, t13, _CMP_LT_OQ));
        __m256i t15 = _mm256_and_si256(t9, t14);
        __m256 t16 = _mm256_sub_ps(t10, t11);
        __m256 t17 = _mm256_add_ps(t16, cr);
        __m256 t18 = _mm256_set1_ps(2.0f);
        __m256 t19 = _mm256_mul_ps(t18, t2);
        __m256 t20 = _mm256_mul_ps(t19, t3);
        t3 = _mm256_add_ps(t20, ci);
        __m256i t21 = _mm256_set1_epi32((int)1U);
        __m256i t22 = _mm256_add_epi32((__m256i)t1, t21);
        t4 = (vcc_v8_uint)_mm256_ternarylogic_epi32(t7, (__m256i)t1, (__m256i)t4, 0xCA);
        if (!(_mm256_movemask_epi8(t15) != 0)) {
            break;
        }
        t7 = t15;
        t1 = (vcc_v8_uint)t22;
        t2 = t17;
    }
    __m256i t23 = _mm256_ternarylogic_epi32(t6, (__m256i)t4, (__m256i)(vcc_v8_uint){0}, 0xCA);
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
