/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvv_mix(__m512i a, __m512i b, __m512i c);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvv_mix(__m256i a, __m256i b, __m256i c);
/* `omp declare simd` on a prototype in a header, the definition here. vcc writes the variant;
   gcc -fopenmp-simd also makes its own clones of a definition that any declaration marks, so
   `_ZGVdN8vvv_mix` was defined twice (the header's pragma cannot be commented out): vcc's
   output now gives the definition `noclone` under gcc. */
#include <stdio.h>
#include "vec.h"
#include "declare_in_header.h"
/* vcc-test: expect-variants 1 */

int mix(int a, int b, int c) {
    int t = a * b + c;
    return t > 100 ? t - 100 : t;
}

#if defined(__GNUC__) && !defined(__clang__)
__typeof__(mix) mix __attribute__((noclone));
#endif

/* vcc: function at declare_in_header.c:10 vector variant _ZGVeN16vvv_mix of `mix`: VL 16, unmasked, a vector, b vector, c vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvv_mix(__m512i a, __m512i b, __m512i c) {
    vcc_no_contract_body
    __m512i t1 = _mm512_mullo_epi32(a, b);
    __m512i t2 = _mm512_add_epi32(t1, c);
    __m512i t3 = _mm512_set1_epi32(100);
    __mmask16 t4 = _mm512_cmp_epi32_mask(t2, t3, _MM_CMPINT_NLE);
    __m512i t5 = _mm512_set1_epi32(100);
    __m512i t6 = _mm512_sub_epi32(t2, t5);
    __m512i t7 = _mm512_mask_blend_epi32(t4, t2, t6);
    return t7;
}

/* vcc: function at declare_in_header.c:10 vector variant _ZGVdN8vvv_mix of `mix`: VL 8, unmasked, a vector, b vector, c vector */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvv_mix(__m256i a, __m256i b, __m256i c) {
    vcc_no_contract_body
    __m256i t1 = _mm256_mullo_epi32(a, b);
    __m256i t2 = _mm256_add_epi32(t1, c);
    __m256i t3 = _mm256_set1_epi32(100);
    __m256i t4 = _mm256_cmpgt_epi32(t2, t3);
    __m256i t5 = _mm256_set1_epi32(100);
    __m256i t6 = _mm256_sub_epi32(t2, t5);
    __m256i t7 = _mm256_ternarylogic_epi32(t4, t6, t2, 0xCA);
    return t7;
}

v8i _ZGVdN8vvv_mix(v8i, v8i, v8i);

int main(void) {
    for (int row = 0; row < 4; row++) {
        int a[8], b[8], c[8], r[8];
        for (int k = 0; k < 8; k++) {
            a[k] = k * 7 - row;
            b[k] = row * 5 + k;
            c[k] = k - 3 * row;
        }
        FROM_VEC(r, _ZGVdN8vvv_mix(TO_VEC(v8i, a), TO_VEC(v8i, b), TO_VEC(v8i, c)));
        for (int k = 0; k < 8; k++)
            printf("%d %d\n", mix(a[k], b[k], c[k]), r[k]);
    }
    return 0;
}
