/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* External uses: the products are stored (plus one) as one tree, and also used outside it.
   `early` uses a product before the vector code, so that product's scalar stays; the return
   uses two after it, so they are extracted from the vector (and costed as extracts). */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int mixed(int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t1 = b[1];
    int t2 = c[1];
    __m128i t3 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t4 = _mm_loadu_si128((const __m128i *)(c + 0));
    __m128i t5 = _mm_mullo_epi32(t3, t4);
    __m128i t6 = _mm_add_epi32(t5, _mm_set1_epi32(1));
    _mm_storeu_si128((__m128i *)(a + 0), t6);
    return ((t1 * t2) ^ 5) + ((vcc_v4_int)t5)[0] - ((vcc_v4_int)t5)[3];
}

int main(void) {
    int a[4], b[4] = {3, -4, 5, 600}, c[4] = {7, 8, -9, 10};
    int r = mixed(a, b, c);
    printf("%d %d %d %d %d\n", a[0], a[1], a[2], a[3], r);
    return 0;
}
