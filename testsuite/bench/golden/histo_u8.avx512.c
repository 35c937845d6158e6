/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at histo_u8.c:22 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t3 = _mm256_srli_epi32(t2, 13);
        vcc_v8_uchar t4 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t3));
        vcc_store(&p[i_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(-1640531535));
        __m256i t7 = _mm256_srli_epi32(t6, 13);
        vcc_v8_uchar t8 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t7));
        vcc_store(&p[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(-1640531535));
        __m256i t11 = _mm256_srli_epi32(t10, 13);
        vcc_v8_uchar t12 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t11));
        vcc_store(&p[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t15 = _mm256_srli_epi32(t14, 13);
        vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
        vcc_store(&p[i_vec + 24L], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        p[r % 4096L] = (unsigned char)h[r * 5L % 256L];
    }
    (_mm256_zeroupper(), bench_print("histo_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)h, 1024UL))));
    return 0;
}
