/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        __m512i t8 = (__m512i)((vcc_v16_uint)t7 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(13), vcc_v16_uint));
        __m128i t9 = _mm512_cvtepi32_epi8(t8);
        _mm_storeu_si128((__m128i *)&p[(int)t2], t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t11 = t10;
        __m512i t12 = t11;
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(-1640531535));
        __m512i t14 = (__m512i)((vcc_v16_uint)t13 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(13), vcc_v16_uint));
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 16L)], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t17 = t16;
        __m512i t18 = t17;
        __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(-1640531535));
        __m512i t20 = (__m512i)((vcc_v16_uint)t19 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(13), vcc_v16_uint));
        __m128i t21 = _mm512_cvtepi32_epi8(t20);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 32L)], t21);
        __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t23 = t22;
        __m512i t24 = t23;
        __m512i t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32(-1640531535));
        __m512i t26 = (__m512i)((vcc_v16_uint)t25 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(13), vcc_v16_uint));
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 48L)], t27);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        p[i] = (unsigned char)(((unsigned int)i * 2654435761U) >> 13);
    }
    for (long r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        p[r % 4096L] = (unsigned char)h[r * 5L % 256L];
    }
    (_mm256_zeroupper(), bench_print("histo_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)h, 1024UL))));
    return 0;
}
