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

/* Must not vectorize: `a` and `b` may overlap, so moving the store to a[0] down past the
   load of b[1] (where the vector store goes) could change what that load reads; main calls
   it on overlapping arrays both ways. With `restrict` the same code is one tree. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

void inc(int *a, const int *b) {
    a[0] = b[0] + 1;
    a[1] = b[1] + 1;
    a[2] = b[2] + 1;
    a[3] = b[3] + 1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void inc_restrict(int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    __m128i t1 = _mm_loadu_si128((const __m128i *)(b + 0));
    __m128i t2 = _mm_add_epi32(t1, _mm_set1_epi32(1));
    _mm_storeu_si128((__m128i *)(a + 0), t2);
}

int main(void) {
    int x[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    inc(x + 1, x);
    inc(x, x + 1);
    int y[4];
    inc_restrict(y, x + 4);
    for (int i = 0; i < 8; i++) {
        printf("%d ", x[i]);
    }
    printf("| %d %d %d %d\n", y[0], y[1], y[2], y[3]);
    return 0;
}
