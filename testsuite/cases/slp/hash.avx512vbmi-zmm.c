/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* A four-accumulator hash round (xxHash's XXH32 round on four lanes): each accumulator takes
   its input word times a prime, rotates left by 13 (shifts by constants, whose `int` counts
   become a vector of the lanes' type) and is multiplied by another prime, in place: the
   loads of `acc` move down to its stores, which touch other elements. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

#define PRIME1 0x9E3779B1u
#define PRIME2 0x85EBCA77u

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void round4(unsigned *restrict acc, const unsigned *restrict in) {
    vcc_no_contract_body
    unsigned int *t1 = acc + 0;
    __m128i t2 = _mm_loadu_si128((const __m128i *)t1);
    __m128i t3 = _mm_loadu_si128((const __m128i *)(in + 0));
    __m128i t4 = _mm_mullo_epi32(t3, _mm_set1_epi32(-2048144777));
    __m128i t5 = _mm_add_epi32(t2, t4);
    __m128i t6 = _mm_rol_epi32(t5, 13);
    __m128i t7 = _mm_mullo_epi32(t6, _mm_set1_epi32(-1640531535));
    _mm_storeu_si128((__m128i *)t1, t7);
}

/* At file scope: a local `acc`, read at constant indices only and handed to round4 in a
   loop, would be kept in registers by cc once it inlines round4, which then stays scalar
   (`analysis/caller_locals.rs`, case caller_locals.c). */
static unsigned acc[4] = {1, PRIME1, PRIME2, 0xdeadbeefu};

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    unsigned int in[64];
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at hash.c:29 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_add_epi32(t2, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&in[i_vec], t3);
        __m512i t4 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t5 = _mm512_mullo_epi32(t4, _mm512_set1_epi32(-1640531535));
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&in[i_vec + 16L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(-1640531535));
        __m512i t9 = _mm512_add_epi32(t8, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&in[i_vec + 32L], t9);
        __m512i t10 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(-1640531535));
        __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(12345));
        _mm512_storeu_si512(&in[i_vec + 48L], t12);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 64L);
    for (int i = 0; i < 64; i += 4) {
        round4(acc, in + i);
    }
    printf("%08x %08x %08x %08x\n", acc[0], acc[1], acc[2], acc[3]);
    return 0;
}
