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

/* histo_u8: h[p[i]]++ over bytes (a histogram: a load and a store of one element through an
   index, two iterations may update one element).
   needs: conflict detection (AVX-512CD) around a gather and a scatter, or the scalar loop */
#include "bench.h"
#ifndef REPS
#define REPS 100000
#endif
#define N 4096

static unsigned h[256];
static unsigned char p[N];

__attribute__((noinline)) void kernel(void)
{
    unsigned int h_part1[256];
    int i;
    int i_1;
    long t3 = 0L;
    for (;;) {
        if (t3 >= 256L) {
            i = 0;
            break;
        }
        h_part1[t3] = 0U;
        t3++;
    }
    for (; i < 4096; i = i_1 + 1) {
        unsigned int *t1 = &h[(int)p[i]];
        *t1 = *t1 + 1U;
        i_1 = i + 1;
        if (i_1 >= 4096) {
            break;
        }
        unsigned int *t2 = &h_part1[(int)p[i_1]];
        *t2 = *t2 + 1U;
    }
    long t4 = 0L;
    while (t4 < 256L) {
        unsigned int *t5 = &h[t4];
        *t5 = *t5 + h_part1[t4];
        t4++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at histo_u8.c:22 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = _mm512_srli_epi32(t2, 13);
        __m128i t4 = _mm512_cvtepi32_epi8(t3);
        _mm_storeu_si128((__m128i *)&p[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        __m512i t7 = _mm512_srli_epi32(t6, 13);
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&p[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(-1640531535));
        __m512i t11 = _mm512_srli_epi32(t10, 13);
        __m128i t12 = _mm512_cvtepi32_epi8(t11);
        _mm_storeu_si128((__m128i *)&p[i_vec + 32L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = _mm512_srli_epi32(t14, 13);
        __m128i t16 = _mm512_cvtepi32_epi8(t15);
        _mm_storeu_si128((__m128i *)&p[i_vec + 48L], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        p[r % 4096L] = (unsigned char)h[r * 5L % 256L];
    }
    (_mm256_zeroupper(), bench_print("histo_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)h, 1024UL))));
    return 0;
}
