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
    int t1;
    int t2;
    int i;
    unsigned int *t3;
    int i_1;
    unsigned int *t4;
    long t5;
    long t6;
    unsigned int *t7;
    t1 = 0;
    t2 = t1;
    t5 = 0L;
    for (;;) {
        if (t5 >= 256L) {
            i = t2;
            break;
        }
        h_part1[t5] = 0U;
        t5++;
    }
    for (; i < 4096; i = i_1 + 1) {
        t3 = &h[(int)p[i]];
        *t3 = *t3 + 1U;
        i_1 = i + 1;
        if (i_1 >= 4096) {
            break;
        }
        t4 = &h_part1[(int)p[i_1]];
        *t4 = *t4 + 1U;
    }
    t6 = 0L;
    while (t6 < 256L) {
        t7 = &h[t6];
        *t7 = *t7 + h_part1[t6];
        t6++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m128i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m128i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m128i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m128i t28;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 100000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)-1640531535));
            t9 = (__m512i)((vcc_v16_uint)t8 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)13), vcc_v16_uint));
            t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + t2)], t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t12 = t11;
            t13 = t12;
            t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)-1640531535));
            t15 = (__m512i)((vcc_v16_uint)t14 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)13), vcc_v16_uint));
            t16 = _mm512_cvtepi32_epi8(t15);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = t18;
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)-1640531535));
            t21 = (__m512i)((vcc_v16_uint)t20 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)13), vcc_v16_uint));
            t22 = _mm512_cvtepi32_epi8(t21);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 32L))], t22);
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t24 = t23;
            t25 = t24;
            t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32((int)-1640531535));
            t27 = (__m512i)((vcc_v16_uint)t26 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)13), vcc_v16_uint));
            t28 = _mm512_cvtepi32_epi8(t27);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 48L))], t28);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        p[i] = (unsigned char)(((unsigned int)i * 2654435761U) >> 13);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        p[r % 4096L] = (unsigned char)h[r * 5L % 256L];
    }
    (_mm256_zeroupper(), bench_print("histo_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)h, 1024UL))));
    return 0;
}
