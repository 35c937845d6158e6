/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_order(__m512i l, __m512i r, int up);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_order(__m256i l, __m256i r, int up);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vuu_clampi(__m512i x, int a, int b);
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vuu_clampi(__m256i x, int a, int b);
/* A branch whose two edges go to one block with different arguments: `l < r ? l : r` left by
   simplify as `br c, b(l), b(r)`. With a varying condition the merged value is a select per
   lane; with a uniform one a scalar select. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(up) notinbranch */
unsigned order(unsigned l, unsigned r, int up) {
    unsigned lesser = l < r ? l : r, greater = l < r ? r : l;
    unsigned pick = up ? lesser : greater;
    return pick * 2u + (lesser ^ greater);
}

/* vcc: function at two_edges.c:9 vector variant _ZGVeN16vvu_order of `order`: VL 16, unmasked, l vector, r vector, up uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vvu_order(__m512i l, __m512i r, int up) {
    vcc_no_contract_body
    __m512i t1 = _mm512_min_epu32(l, r);
    __m512i t2 = _mm512_max_epu32(r, l);
    __m512i t3 = _mm512_set1_epi32((int)up);
    __mmask16 t4 = _mm512_test_epi32_mask(t3, t3);
    __m512i t5 = _mm512_mask_blend_epi32(t4, t2, t1);
    __m512i t6 = _mm512_set1_epi32((int)2U);
    __m512i t7 = _mm512_mullo_epi32(t5, t6);
    __m512i t8 = _mm512_xor_si512(t1, t2);
    __m512i t9 = _mm512_add_epi32(t7, t8);
    return t9;
}

/* vcc: function at two_edges.c:9 vector variant _ZGVdN8vvu_order of `order`: VL 8, unmasked, l vector, r vector, up uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vvu_order(__m256i l, __m256i r, int up) {
    vcc_no_contract_body
    __m256i t1 = _mm256_min_epu32(l, r);
    __m256i t2 = _mm256_max_epu32(r, l);
    __m256i t3 = _mm256_set1_epi32((int)up);
    __m256i t4 = (__m256i)(vcc_m8)((vcc_v8_int)t3 != (vcc_v8_int){0});
    __m256i t5 = _mm256_ternarylogic_epi32(t4, t1, t2, 0xCA);
    __m256i t6 = _mm256_set1_epi32((int)2U);
    __m256i t7 = _mm256_mullo_epi32(t5, t6);
    __m256i t8 = _mm256_xor_si256(t1, t2);
    __m256i t9 = _mm256_add_epi32(t7, t8);
    return t9;
}

/* #pragma omp declare simd uniform(a, b) notinbranch */
int clampi(int x, int a, int b) {
    int lo = a < b ? a : b;
    return x < lo ? lo : x;
}

/* vcc: function at two_edges.c:16 vector variant _ZGVeN16vuu_clampi of `clampi`: VL 16, unmasked, x vector, a uniform, b uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m512i _ZGVeN16vuu_clampi(__m512i x, int a, int b) {
    vcc_no_contract_body
    int t1 = a < b ? a : b;
    __m512i t2 = _mm512_set1_epi32((int)t1);
    __mmask16 t3 = _mm512_cmp_epi32_mask(x, t2, _MM_CMPINT_LT);
    __m512i t4 = _mm512_set1_epi32((int)t1);
    __m512i t5 = _mm512_mask_blend_epi32(t3, x, t4);
    return t5;
}

/* vcc: function at two_edges.c:16 vector variant _ZGVdN8vuu_clampi of `clampi`: VL 8, unmasked, x vector, a uniform, b uniform */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __m256i _ZGVdN8vuu_clampi(__m256i x, int a, int b) {
    vcc_no_contract_body
    int t1 = a < b ? a : b;
    __m256i t2 = _mm256_set1_epi32((int)t1);
    __m256i t3 = _mm256_cmpgt_epi32(t2, x);
    __m256i t4 = _mm256_set1_epi32((int)t1);
    __m256i t5 = _mm256_ternarylogic_epi32(t3, t4, x, 0xCA);
    return t5;
}

v8u _ZGVdN8vvu_order(v8u, v8u, int);
v8i _ZGVdN8vuu_clampi(v8i, int, int);

int main(void) {
    for (int row = 0; row < 6; row++) {
        unsigned l[8], r[8], o[8];
        int x[8], c[8];
        for (int k = 0; k < 8; k++) {
            l[k] = (unsigned)(k * 37 + row * 11) % 23;
            r[k] = (unsigned)(k * 13 + row * 5) % 19;
            x[k] = k * 3 - row * 2;
        }
        int up = row % 2;
        FROM_VEC(o, _ZGVdN8vvu_order(TO_VEC(v8u, l), TO_VEC(v8u, r), up));
        FROM_VEC(c, _ZGVdN8vuu_clampi(TO_VEC(v8i, x), row - 3, 2 - row));
        for (int k = 0; k < 8; k++)
            printf("%u %u %d %d\n", order(l[k], r[k], up), o[k], clampi(x[k], row - 3, 2 - row), c[k]);
    }
    return 0;
}
