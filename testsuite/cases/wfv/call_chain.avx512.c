/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_leaf(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_leaf(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_leaf(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_leaf(__m256 x, float k, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_middle(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_middle(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_middle(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_top(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_top(__m512 x, float k, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_top(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_entry(__m512 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_entry(__m256 x, float k);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_fact(__m512i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_fact(__m512i n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_fact(__m256i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_is_even(__m512i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_is_even(__m512i n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_is_even(__m256i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_is_odd(__m512i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_is_odd(__m512i n, unsigned int mask);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_is_odd(__m256i n);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask);
/* Call chains between annotated functions: `entry` calls `top`, which calls `middle` under a
   varying condition (its masked variant), which calls `leaf` under its own condition (the
   masked variant, under the two conditions' lanes): four deep, a masked call in the middle.
   Recursion: `fact` calls itself and `is_even`/`is_odd` call each other; their variants call
   the masked variants under the lanes still recursing, behind a test that any lane is, so they
   stop where the scalar functions do. main calls the variants by their ABI names, and a loop
   calls `entry` over several counts. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 13 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(k) */
float leaf(float x, float k) {
    return x * k + 0.5f;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVeN16vu_leaf of `leaf`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_leaf(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1 = _mm512_set1_ps(k);
    __m512 t2 = _mm512_mul_ps(x, t1);
    __m512 t3 = _mm512_set1_ps(0.5f);
    __m512 t4 = _mm512_add_ps(t2, t3);
    return t4;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVeM16vu_leaf of `leaf`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_leaf(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __mmask16 t1 = (__mmask16)mask;
    __m512 t2 = _mm512_set1_ps(k);
    __m512 t3 = _mm512_mul_ps(x, t2);
    __m512 t4 = _mm512_set1_ps(0.5f);
    __m512 t5 = _mm512_add_ps(t3, t4);
    __m512 t6 = _mm512_mask_blend_ps(t1, (__m512)(vcc_v16_float){0}, t5);
    return t6;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVdN8vu_leaf of `leaf`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_leaf(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1 = _mm256_set1_ps(k);
    __m256 t2 = _mm256_mul_ps(x, t1);
    __m256 t3 = _mm256_set1_ps(0.5f);
    __m256 t4 = _mm256_add_ps(t2, t3);
    return t4;
}

/* vcc: function at call_chain.c:16 vector variant _ZGVdM8vu_leaf of `leaf`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_leaf(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t2 = _mm256_set1_ps(k);
    __m256 t3 = _mm256_mul_ps(x, t2);
    __m256 t4 = _mm256_set1_ps(0.5f);
    __m256 t5 = _mm256_add_ps(t3, t4);
    __m256 t6 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t1), (__m256)(vcc_v8_float){0}, t5);
    return t6;
}

/* #pragma omp declare simd uniform(k) */
float middle(float x, float k) {
    float r = x - 1.0f;
    if (x > 2.0f)
        r = leaf(x, k) * 2.0f;
    return r;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVeN16vu_middle of `middle`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_middle(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3 = _mm512_set1_ps(1.0f);
    __m512 t4 = _mm512_sub_ps(x, t3);
    __m512 t5 = _mm512_set1_ps(2.0f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t5, _CMP_GT_OQ);
    if ((t2 != 0)) {
        __m512 t6 = _ZGVeM16vu_leaf(x, k, t2);
        __m512 t7 = _mm512_set1_ps(2.0f);
        t1 = _mm512_mul_ps(t6, t7);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t8 = _mm512_mask_blend_ps(t2, t4, t1);
    return t8;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVeM16vu_middle of `middle`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_middle(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512 t4 = _mm512_set1_ps(1.0f);
    __m512 t5 = _mm512_sub_ps(x, t4);
    __m512 t6 = _mm512_set1_ps(2.0f);
    __mmask16 t7 = _mm512_cmp_ps_mask(x, t6, _CMP_GT_OQ);
    __mmask16 t2 = _kand_mask16(t3, t7);
    if ((t2 != 0)) {
        __m512 t8 = _ZGVeM16vu_leaf(x, k, t2);
        __m512 t9 = _mm512_set1_ps(2.0f);
        t1 = _mm512_mul_ps(t8, t9);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t10 = _mm512_mask_blend_ps(t2, t5, t1);
    __m512 t11 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t10);
    return t11;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVdN8vu_middle of `middle`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_middle(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3 = _mm256_set1_ps(1.0f);
    __m256 t4 = _mm256_sub_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(2.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_GT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _mm256_set1_ps(1.0f);
        __m256 t7 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t6);
        __m256 t8 = _ZGVdM8vu_leaf(x, k, t7);
        __m256 t9 = _mm256_set1_ps(2.0f);
        t1 = _mm256_mul_ps(t8, t9);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t10 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, t1);
    return t10;
}

/* vcc: function at call_chain.c:21 vector variant _ZGVdM8vu_middle of `middle`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_middle(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(1.0f);
    __m256 t5 = _mm256_sub_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(2.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_GT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t8 = _mm256_set1_ps(1.0f);
        __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t8);
        __m256 t10 = _ZGVdM8vu_leaf(x, k, t9);
        __m256 t11 = _mm256_set1_ps(2.0f);
        t1 = _mm256_mul_ps(t10, t11);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t12 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t1);
    __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t12);
    return t13;
}

/* #pragma omp declare simd uniform(k) */
float top(float x, float k) {
    float r = x * 0.25f;
    if (x < 6.0f)
        r = middle(x + 1.0f, k) - r;
    return r;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVeN16vu_top of `top`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_top(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3 = _mm512_set1_ps(0.25f);
    __m512 t4 = _mm512_mul_ps(x, t3);
    __m512 t5 = _mm512_set1_ps(6.0f);
    __mmask16 t2 = _mm512_cmp_ps_mask(x, t5, _CMP_LT_OQ);
    if ((t2 != 0)) {
        __m512 t6 = _mm512_set1_ps(1.0f);
        __m512 t7 = _mm512_add_ps(x, t6);
        __m512 t8 = _ZGVeM16vu_middle(t7, k, t2);
        t1 = _mm512_sub_ps(t8, t4);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t9 = _mm512_mask_blend_ps(t2, t4, t1);
    return t9;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVeM16vu_top of `top`: VL 16, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeM16vu_top(__m512 x, float k, unsigned int mask) {
    vcc_no_contract_body
    __m512 t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512 t4 = _mm512_set1_ps(0.25f);
    __m512 t5 = _mm512_mul_ps(x, t4);
    __m512 t6 = _mm512_set1_ps(6.0f);
    __mmask16 t7 = _mm512_cmp_ps_mask(x, t6, _CMP_LT_OQ);
    __mmask16 t2 = _kand_mask16(t3, t7);
    if ((t2 != 0)) {
        __m512 t8 = _mm512_set1_ps(1.0f);
        __m512 t9 = _mm512_add_ps(x, t8);
        __m512 t10 = _ZGVeM16vu_middle(t9, k, t2);
        t1 = _mm512_sub_ps(t10, t5);
    } else {
        t1 = (__m512)(vcc_v16_float){0};
        t2 = ((__mmask16)0x0);
    }
    __m512 t11 = _mm512_mask_blend_ps(t2, t5, t1);
    __m512 t12 = _mm512_mask_blend_ps(t3, (__m512)(vcc_v16_float){0}, t11);
    return t12;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVdN8vu_top of `top`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_top(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1;
    __m256 t3 = _mm256_set1_ps(0.25f);
    __m256 t4 = _mm256_mul_ps(x, t3);
    __m256 t5 = _mm256_set1_ps(6.0f);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t5, _CMP_LT_OQ));
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t6 = _mm256_set1_ps(1.0f);
        __m256 t7 = _mm256_add_ps(x, t6);
        __m256 t8 = _mm256_set1_ps(1.0f);
        __m256 t9 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t8);
        __m256 t10 = _ZGVdM8vu_middle(t7, k, t9);
        t1 = _mm256_sub_ps(t10, t4);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t4, t1);
    return t11;
}

/* vcc: function at call_chain.c:29 vector variant _ZGVdM8vu_top of `top`: VL 8, masked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdM8vu_top(__m256 x, float k, __m256 mask) {
    vcc_no_contract_body
    __m256 t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_float)mask != (vcc_v8_float){0});
    __m256 t4 = _mm256_set1_ps(0.25f);
    __m256 t5 = _mm256_mul_ps(x, t4);
    __m256 t6 = _mm256_set1_ps(6.0f);
    __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(x, t6, _CMP_LT_OQ));
    __m256i t2 = _mm256_and_si256(t3, t7);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256 t8 = _mm256_set1_ps(1.0f);
        __m256 t9 = _mm256_add_ps(x, t8);
        __m256 t10 = _mm256_set1_ps(1.0f);
        __m256 t11 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), (__m256)(vcc_v8_float){0}, t10);
        __m256 t12 = _ZGVdM8vu_middle(t9, k, t11);
        t1 = _mm256_sub_ps(t12, t5);
    } else {
        t1 = (__m256)(vcc_v8_float){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256 t13 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t2), t5, t1);
    __m256 t14 = _mm256_mask_blend_ps(_mm256_movepi32_mask(t3), (__m256)(vcc_v8_float){0}, t13);
    return t14;
}

/* #pragma omp declare simd uniform(k) notinbranch */
float entry(float x, float k) {
    return top(x, k) + 3.0f;
}

/* vcc: function at call_chain.c:37 vector variant _ZGVeN16vu_entry of `entry`: VL 16, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512 _ZGVeN16vu_entry(__m512 x, float k) {
    vcc_no_contract_body
    __m512 t1 = _ZGVeN16vu_top(x, k);
    __m512 t2 = _mm512_set1_ps(3.0f);
    __m512 t3 = _mm512_add_ps(t1, t2);
    return t3;
}

/* vcc: function at call_chain.c:37 vector variant _ZGVdN8vu_entry of `entry`: VL 8, unmasked, x vector, k uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256 _ZGVdN8vu_entry(__m256 x, float k) {
    vcc_no_contract_body
    __m256 t1 = _ZGVdN8vu_top(x, k);
    __m256 t2 = _mm256_set1_ps(3.0f);
    __m256 t3 = _mm256_add_ps(t1, t2);
    return t3;
}

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at call_chain.c:42 vector variant _ZGVeN16v_fact of `fact`: VL 16, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_fact(__m512i n) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __m512i t2 = _mm512_set1_epi32(1);
    __mmask16 t3 = _mm512_cmp_epi32_mask(n, t2, _MM_CMPINT_LE);
    __mmask16 t4 = _knot_mask16(t3);
    if ((t4 != 0)) {
        __m512i t5 = _mm512_set1_epi32(1);
        __m512i t6 = _mm512_sub_epi32(n, t5);
        __m512i t7 = _ZGVeM16v_fact(t6, t4);
        __m512i t8 = _mm512_mullo_epi32(n, t7);
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t3, t8, (__m512i)(vcc_v16_int){0});
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    __m512i t9 = _mm512_set1_epi32(1);
    __m512i t10 = _mm512_mask_blend_epi32(t3, (__m512i)t1, t9);
    return t10;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVeM16v_fact of `fact`: VL 16, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_fact(__m512i n, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t2 = (__mmask16)mask;
    __m512i t3 = _mm512_set1_epi32(1);
    __mmask16 t4 = _mm512_cmp_epi32_mask(n, t3, _MM_CMPINT_LE);
    __mmask16 t5 = _kand_mask16(t2, t4);
    __mmask16 t6 = _knot_mask16(t4);
    __mmask16 t7 = _kand_mask16(t2, t6);
    if ((t7 != 0)) {
        __m512i t8 = _mm512_set1_epi32(1);
        __m512i t9 = _mm512_sub_epi32(n, t8);
        __m512i t10 = _ZGVeM16v_fact(t9, t7);
        __m512i t11 = _mm512_mullo_epi32(n, t10);
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t7, (__m512i)(vcc_v16_int){0}, t11);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    __m512i t12 = _mm512_set1_epi32(1);
    __m512i t13 = _mm512_mask_blend_epi32(t5, (__m512i)t1, t12);
    return t13;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_fact(__m256i n) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2 = _mm256_set1_epi32(1);
    __m256i t3 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(n, t2, _MM_CMPINT_LE));
    __m256i t4 = (__m256i)~(vcc_m8)t3;
    if ((_mm256_movemask_epi8(t4) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_ternarylogic_epi32(t3, (__m256i)(vcc_v8_int){0}, t7, 0xCA);
        __m256i t9 = _ZGVdM8v_fact(t6, t8);
        __m256i t10 = _mm256_mullo_epi32(n, t9);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t3, (__m256i)(vcc_v8_int){0}, t10, 0xCA);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t11 = _mm256_set1_epi32(1);
    __m256i t12 = _mm256_ternarylogic_epi32(t3, t11, (__m256i)t1, 0xCA);
    return t12;
}

/* vcc: function at call_chain.c:42 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_fact(__m256i n, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t2 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t3 = _mm256_set1_epi32(1);
    __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(n, t3, _MM_CMPINT_LE));
    __m256i t5 = _mm256_and_si256(t2, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t4;
    __m256i t7 = _mm256_and_si256(t2, t6);
    if ((_mm256_movemask_epi8(t7) != 0)) {
        __m256i t8 = _mm256_set1_epi32(1);
        __m256i t9 = _mm256_sub_epi32(n, t8);
        __m256i t10 = _mm256_set1_epi32(1);
        __m256i t11 = _mm256_ternarylogic_epi32(t7, t10, (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t12 = _ZGVdM8v_fact(t9, t11);
        __m256i t13 = _mm256_mullo_epi32(n, t12);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t7, t13, (__m256i)(vcc_v8_int){0}, 0xCA);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t14 = _mm256_set1_epi32(1);
    __m256i t15 = _mm256_ternarylogic_epi32(t5, t14, (__m256i)t1, 0xCA);
    return t15;
}

/* #pragma omp declare simd */
int is_even(int n);

/* #pragma omp declare simd */
int is_odd(int n) {
    return n == 0 ? 0 : is_even(n - 1);
}

/* vcc: function at call_chain.c:52 vector variant _ZGVeN16v_is_odd of `is_odd`: VL 16, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_is_odd(__m512i n) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __m512i t3 = _mm512_set1_epi32(0);
    __mmask16 t4 = _mm512_cmp_epi32_mask(n, t3, _MM_CMPINT_EQ);
    __mmask16 t2 = _knot_mask16(t4);
    if ((t2 != 0)) {
        __m512i t5 = _mm512_set1_epi32(1);
        __m512i t6 = _mm512_sub_epi32(n, t5);
        t1 = (vcc_v16_int)_ZGVeM16v_is_even(t6, t2);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_mask_blend_epi32(t2, t7, (__m512i)t1);
    return t8;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVeM16v_is_odd of `is_odd`: VL 16, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_is_odd(__m512i n, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512i t4 = _mm512_set1_epi32(0);
    __mmask16 t5 = _mm512_cmp_epi32_mask(n, t4, _MM_CMPINT_EQ);
    __mmask16 t6 = _knot_mask16(t5);
    __mmask16 t2 = _kand_mask16(t3, t6);
    if ((t2 != 0)) {
        __m512i t7 = _mm512_set1_epi32(1);
        __m512i t8 = _mm512_sub_epi32(n, t7);
        t1 = (vcc_v16_int)_ZGVeM16v_is_even(t8, t2);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_mask_blend_epi32(t2, t9, (__m512i)t1);
    __m512i t11 = _mm512_mask_blend_epi32(t3, (__m512i)(vcc_v16_int){0}, t10);
    return t11;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_is_odd(__m256i n) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_ternarylogic_epi32(t4, (__m256i)(vcc_v8_int){0}, t7, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_even(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = ({ (void)t9; _mm256_and_si256(t2, (__m256i)t1); });
    return t10;
}

/* vcc: function at call_chain.c:52 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_is_odd(__m256i n, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_sub_epi32(n, t7);
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_ternarylogic_epi32(t2, t9, (__m256i)(vcc_v8_int){0}, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_even(t8, t10);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t11 = _mm256_set1_epi32(0);
    __m256i t12 = ({ (void)t11; _mm256_and_si256(t2, (__m256i)t1); });
    __m256i t13 = _mm256_ternarylogic_epi32(t3, t12, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t13;
}

/* #pragma omp declare simd */
int is_even(int n) {
    return n == 0 ? 1 : is_odd(n - 1);
}

/* vcc: function at call_chain.c:57 vector variant _ZGVeN16v_is_even of `is_even`: VL 16, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16v_is_even(__m512i n) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __m512i t3 = _mm512_set1_epi32(0);
    __mmask16 t4 = _mm512_cmp_epi32_mask(n, t3, _MM_CMPINT_EQ);
    __mmask16 t2 = _knot_mask16(t4);
    if ((t2 != 0)) {
        __m512i t5 = _mm512_set1_epi32(1);
        __m512i t6 = _mm512_sub_epi32(n, t5);
        t1 = (vcc_v16_int)_ZGVeM16v_is_odd(t6, t2);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t7 = _mm512_set1_epi32(1);
    __m512i t8 = _mm512_mask_blend_epi32(t2, t7, (__m512i)t1);
    return t8;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVeM16v_is_even of `is_even`: VL 16, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeM16v_is_even(__m512i n, unsigned int mask) {
    vcc_no_contract_body
    vcc_v16_int t1;
    __mmask16 t3 = (__mmask16)mask;
    __m512i t4 = _mm512_set1_epi32(0);
    __mmask16 t5 = _mm512_cmp_epi32_mask(n, t4, _MM_CMPINT_EQ);
    __mmask16 t6 = _knot_mask16(t5);
    __mmask16 t2 = _kand_mask16(t3, t6);
    if ((t2 != 0)) {
        __m512i t7 = _mm512_set1_epi32(1);
        __m512i t8 = _mm512_sub_epi32(n, t7);
        t1 = (vcc_v16_int)_ZGVeM16v_is_odd(t8, t2);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
        t2 = ((__mmask16)0x0);
    }
    __m512i t9 = _mm512_set1_epi32(1);
    __m512i t10 = _mm512_mask_blend_epi32(t2, t9, (__m512i)t1);
    __m512i t11 = _mm512_mask_blend_epi32(t3, (__m512i)(vcc_v16_int){0}, t10);
    return t11;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8v_is_even(__m256i n) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_cmpeq_epi32(n, t3);
    __m256i t2 = (__m256i)~(vcc_m8)t4;
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t5 = _mm256_set1_epi32(1);
        __m256i t6 = _mm256_sub_epi32(n, t5);
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_ternarylogic_epi32(t4, (__m256i)(vcc_v8_int){0}, t7, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, t9, 0xCA);
    return t10;
}

/* vcc: function at call_chain.c:57 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdM8v_is_even(__m256i n, __m256i mask) {
    vcc_no_contract_body
    vcc_v8_int t1;
    __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)mask != (vcc_v8_int){0});
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_cmpeq_epi32(n, t4);
    __m256i t6 = (__m256i)~(vcc_m8)t5;
    __m256i t2 = _mm256_and_si256(t3, t6);
    if ((_mm256_movemask_epi8(t2) != 0)) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_sub_epi32(n, t7);
        __m256i t9 = _mm256_set1_epi32(1);
        __m256i t10 = _mm256_ternarylogic_epi32(t2, t9, (__m256i)(vcc_v8_int){0}, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t8, t10);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t11 = _mm256_set1_epi32(1);
    __m256i t12 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, t11, 0xCA);
    __m256i t13 = _mm256_ternarylogic_epi32(t3, t12, (__m256i)(vcc_v8_int){0}, 0xCA);
    return t13;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void entries(float *restrict y, const float *restrict x, int n, float k) {
    vcc_no_contract_body
    __m512 t1;
    __m512 t3;
    __m512 t5;
    __m512 t7;
    int t12;
    int i;
    long t9 = (long)n;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec = 0L;
        /* vcc: loop at call_chain.c:63 vectorized: VF 16, UF 1, masked remainder */
        for (;;) {
            float *t11 = y + i_vec;
            __m512 x_v = _mm512_loadu_ps(x + i_vec);
            __m512 t22 = _mm512_set1_ps(0.25f);
            __m512 t23 = _mm512_mul_ps(x_v, t22);
            __m512 t24 = _mm512_set1_ps(6.0f);
            __mmask16 t2 = _mm512_cmp_ps_mask(x_v, t24, _CMP_LT_OQ);
            if ((t2 != 0)) {
                __m512 t25 = _mm512_set1_ps(1.0f);
                __m512 t26 = _mm512_add_ps(x_v, t25);
                __m512 t39 = _mm512_set1_ps(1.0f);
                __m512 t40 = _mm512_sub_ps(t26, t39);
                __m512 t41 = _mm512_set1_ps(2.0f);
                __mmask16 t42 = _mm512_cmp_ps_mask(t26, t41, _CMP_GT_OQ);
                __mmask16 t6 = _kand_mask16(t2, t42);
                if ((t6 != 0)) {
                    __m512 t52 = _mm512_set1_ps(k);
                    __m512 t53 = _mm512_mul_ps(t26, t52);
                    __m512 t54 = _mm512_set1_ps(0.5f);
                    __m512 t55 = _mm512_add_ps(t53, t54);
                    __m512 t56 = _mm512_mask_blend_ps(t6, (__m512)(vcc_v16_float){0}, t55);
                    __m512 t51 = _mm512_set1_ps(2.0f);
                    t5 = _mm512_mul_ps(t56, t51);
                } else {
                    t5 = (__m512)(vcc_v16_float){0};
                    t6 = ((__mmask16)0x0);
                }
                __m512 t43 = _mm512_mask_blend_ps(t6, t40, t5);
                __m512 t44 = _mm512_mask_blend_ps(t2, (__m512)(vcc_v16_float){0}, t43);
                t1 = _mm512_sub_ps(t44, t23);
            } else {
                t1 = (__m512)(vcc_v16_float){0};
                t2 = ((__mmask16)0x0);
            }
            __m512 t27 = _mm512_mask_blend_ps(t2, t23, t1);
            __m512 t20 = _mm512_set1_ps(3.0f);
            __m512 t21 = _mm512_add_ps(t27, t20);
            _mm512_storeu_ps(t11, t21);
            i_vec += 16L;
            if (i_vec >= t10) {
                t12 = (int)t10;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        long t16 = (long)t12;
        float *t17 = y + t16;
        __m512 x_v_1 = _mm512_maskz_loadu_ps(t15, x + t16);
        __m512 t31 = _mm512_set1_ps(0.25f);
        __m512 t32 = _mm512_mul_ps(x_v_1, t31);
        __m512 t33 = _mm512_set1_ps(6.0f);
        __mmask16 t34 = _mm512_cmp_ps_mask(x_v_1, t33, _CMP_LT_OQ);
        __mmask16 t4 = _kand_mask16(t15, t34);
        if ((t4 != 0)) {
            __m512 t35 = _mm512_set1_ps(1.0f);
            __m512 t36 = _mm512_add_ps(x_v_1, t35);
            __m512 t45 = _mm512_set1_ps(1.0f);
            __m512 t46 = _mm512_sub_ps(t36, t45);
            __m512 t47 = _mm512_set1_ps(2.0f);
            __mmask16 t48 = _mm512_cmp_ps_mask(t36, t47, _CMP_GT_OQ);
            __mmask16 t8 = _kand_mask16(t4, t48);
            if ((t8 != 0)) {
                __m512 t58 = _mm512_set1_ps(k);
                __m512 t59 = _mm512_mul_ps(t36, t58);
                __m512 t60 = _mm512_set1_ps(0.5f);
                __m512 t61 = _mm512_add_ps(t59, t60);
                __m512 t62 = _mm512_mask_blend_ps(t8, (__m512)(vcc_v16_float){0}, t61);
                __m512 t57 = _mm512_set1_ps(2.0f);
                t7 = _mm512_mul_ps(t62, t57);
            } else {
                t7 = (__m512)(vcc_v16_float){0};
                t8 = ((__mmask16)0x0);
            }
            __m512 t49 = _mm512_mask_blend_ps(t8, t46, t7);
            __m512 t50 = _mm512_mask_blend_ps(t4, (__m512)(vcc_v16_float){0}, t49);
            t3 = _mm512_sub_ps(t50, t32);
        } else {
            t3 = (__m512)(vcc_v16_float){0};
            t4 = ((__mmask16)0x0);
        }
        __m512 t37 = _mm512_mask_blend_ps(t4, t32, t3);
        __m512 t38 = _mm512_mask_blend_ps(t15, (__m512)(vcc_v16_float){0}, t37);
        __m512 t28 = _mm512_set1_ps(3.0f);
        __m512 t29 = _mm512_add_ps(t38, t28);
        __m512 t30 = _mm512_mask_blend_ps(t15, (__m512)(vcc_v16_float){0}, t29);
        _mm512_mask_storeu_ps(t17, t15, t30);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        float t19 = x[t18];
        y[t18] = (_mm256_zeroupper(), entry(t19, k));
    }
}

v8f _ZGVdN8vu_entry(v8f, float);
v8f _ZGVdN8vu_top(v8f, float);
v8f _ZGVdM8vu_top(v8f, float, v8f);
v8f _ZGVdM8vu_middle(v8f, float, v8f);
v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    /* Lanes on every path: x >= 6 (no call), x + 1 <= 2 (`middle` without `leaf`), both calls. */
    float x[8] = {0.5f, 7, 1.5f, 3, -2, 6, 5.5f, 0}, fm[8] = {1, 1, 0, 1, 1, 0, 1, 1};
    for (int l = 0; l < 8; l++)
        printf("%g %g %g | ", entry(x[l], 1.5f), top(x[l], 1.5f), middle(x[l], 1.5f));
    printf("\n");
    print8f("entry N", _ZGVdN8vu_entry(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top N", _ZGVdN8vu_top(TO_VEC(v8f, x), 1.5f), NULL);
    print8f("top M", _ZGVdM8vu_top(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);
    print8f("middle M", _ZGVdM8vu_middle(TO_VEC(v8f, x), 1.5f, TO_VEC(v8f, fm)), fm);

    /* Recursion depths 0 to 11 in one vector; the masked variant with lanes off. */
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);

    int sizes[] = {0, 1, 7, 8, 9, 17, 40};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int len = sizes[s];
        float *in = malloc((len + 1) * sizeof(float)), *out = malloc((len + 1) * sizeof(float));
        for (int i = 0; i < len; i++)
            in[i] = (i % 11) * 0.75f - 1.0f;
        entries(out, in, len, 0.5f);
        float sum = 0;
        for (int i = 0; i < len; i++)
            sum = sum * 0.5f + out[i];
        printf("n=%d %g\n", len, sum);
        free(in);
        free(out);
    }
    return 0;
}
