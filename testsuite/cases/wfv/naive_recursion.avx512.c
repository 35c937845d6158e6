/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

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
/* Recursion with the shape optimisations and BOSCC off (--wfv=naive --no-boscc): a call still
   runs only when some lane makes it, so the masked variants that call themselves stop where the
   scalar functions do. The recursive functions of call_chain.c. */
#include <stdio.h>
#include "vec.h"
#include "print8.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: flags --wfv=naive --no-boscc */

/* #pragma omp declare simd */
int fact(int n) {
    if (n <= 1)
        return 1;
    return n * fact(n - 1);
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVeN16v_fact of `fact`: VL 16, unmasked, n vector */
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
        t1 = (vcc_v16_int)_mm512_mask_blend_epi32(t4, (__m512i)(vcc_v16_int){0}, t8);
    } else {
        t1 = (vcc_v16_int)(__m512i)(vcc_v16_int){0};
    }
    __m512i t9 = _mm512_set1_epi32(1);
    __m512i t10 = _mm512_mask_blend_epi32(t3, (__m512i)t1, t9);
    return t10;
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVeM16v_fact of `fact`: VL 16, masked, n vector */
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

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdN8v_fact of `fact`: VL 8, unmasked, n vector */
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
        __m256i t8 = _mm256_ternarylogic_epi32(t4, t7, (__m256i)(vcc_v8_int){0}, 0xCA);
        __m256i t9 = _ZGVdM8v_fact(t6, t8);
        __m256i t10 = _mm256_mullo_epi32(n, t9);
        t1 = (vcc_v8_int)_mm256_ternarylogic_epi32(t4, t10, (__m256i)(vcc_v8_int){0}, 0xCA);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
    }
    __m256i t11 = _mm256_set1_epi32(1);
    __m256i t12 = _mm256_ternarylogic_epi32(t3, t11, (__m256i)t1, 0xCA);
    return t12;
}

/* vcc: function at naive_recursion.c:11 vector variant _ZGVdM8v_fact of `fact`: VL 8, masked, n vector */
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

/* vcc: function at naive_recursion.c:21 vector variant _ZGVeN16v_is_odd of `is_odd`: VL 16, unmasked, n vector */
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

/* vcc: function at naive_recursion.c:21 vector variant _ZGVeM16v_is_odd of `is_odd`: VL 16, masked, n vector */
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

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdN8v_is_odd of `is_odd`: VL 8, unmasked, n vector */
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
        __m256i t8 = _mm256_ternarylogic_epi32(t2, t7, (__m256i)(vcc_v8_int){0}, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_even(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = ({ (void)t9; _mm256_and_si256(t2, (__m256i)t1); });
    return t10;
}

/* vcc: function at naive_recursion.c:21 vector variant _ZGVdM8v_is_odd of `is_odd`: VL 8, masked, n vector */
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

/* vcc: function at naive_recursion.c:26 vector variant _ZGVeN16v_is_even of `is_even`: VL 16, unmasked, n vector */
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

/* vcc: function at naive_recursion.c:26 vector variant _ZGVeM16v_is_even of `is_even`: VL 16, masked, n vector */
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

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdN8v_is_even of `is_even`: VL 8, unmasked, n vector */
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
        __m256i t8 = _mm256_ternarylogic_epi32(t2, t7, (__m256i)(vcc_v8_int){0}, 0xCA);
        t1 = (vcc_v8_int)_ZGVdM8v_is_odd(t6, t8);
    } else {
        t1 = (vcc_v8_int)(__m256i)(vcc_v8_int){0};
        t2 = (__m256i)(vcc_m8){0};
    }
    __m256i t9 = _mm256_set1_epi32(1);
    __m256i t10 = _mm256_ternarylogic_epi32(t2, (__m256i)t1, t9, 0xCA);
    return t10;
}

/* vcc: function at naive_recursion.c:26 vector variant _ZGVdM8v_is_even of `is_even`: VL 8, masked, n vector */
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

v8i _ZGVdN8v_fact(v8i);
v8i _ZGVdM8v_fact(v8i, v8i);
v8i _ZGVdN8v_is_even(v8i);
v8i _ZGVdM8v_is_odd(v8i, v8i);

int main(void) {
    int n[8] = {0, 1, 5, 11, 2, 7, 3, 10}, im[8] = {1, 0, 1, 1, 0, 1, 0, 1};
    for (int l = 0; l < 8; l++)
        printf("%d %d %d | ", fact(n[l]), is_even(n[l]), is_odd(n[l]));
    printf("\n");
    print8i("fact N", _ZGVdN8v_fact(TO_VEC(v8i, n)), NULL);
    print8i("fact M", _ZGVdM8v_fact(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    print8i("is_even N", _ZGVdN8v_is_even(TO_VEC(v8i, n)), NULL);
    print8i("is_odd M", _ZGVdM8v_is_odd(TO_VEC(v8i, n), TO_VEC(v8i, im)), im);
    return 0;
}
