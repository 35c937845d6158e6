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

/* widen_i16_i64: d[i] += s[i] with short inputs accumulated into 64-bit integers.
   needs: int16 loads, widening conversion from 16 to 64 bits (4 lanes of a 256-bit plan), i64 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static short s[N];
static long long d[N];

static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        long long *t3 = &d[t2];
        __m512i t4 = _mm512_loadu_si512(t3);
        __m128i t5 = _mm_loadu_si128((const __m128i *)&s[t2]);
        __m512i t6 = _mm512_cvtepi16_epi64(t5);
        __m512i t7 = _mm512_add_epi64(t4, t6);
        _mm512_storeu_si512(t3, t7);
        long t8 = (long)(int)(t1 + 8L);
        long long *t9 = &d[t8];
        __m512i t10 = _mm512_loadu_si512(t9);
        __m128i t11 = _mm_loadu_si128((const __m128i *)&s[t8]);
        __m512i t12 = _mm512_cvtepi16_epi64(t11);
        __m512i t13 = _mm512_add_epi64(t10, t12);
        _mm512_storeu_si512(t9, t13);
        long t14 = (long)(int)(t1 + 16L);
        long long *t15 = &d[t14];
        __m512i t16 = _mm512_loadu_si512(t15);
        __m128i t17 = _mm_loadu_si128((const __m128i *)&s[t14]);
        __m512i t18 = _mm512_cvtepi16_epi64(t17);
        __m512i t19 = _mm512_add_epi64(t16, t18);
        _mm512_storeu_si512(t15, t19);
        long t20 = (long)(int)(t1 + 24L);
        long long *t21 = &d[t20];
        __m512i t22 = _mm512_loadu_si512(t21);
        __m128i t23 = _mm_loadu_si128((const __m128i *)&s[t20]);
        __m512i t24 = _mm512_cvtepi16_epi64(t23);
        __m512i t25 = _mm512_add_epi64(t22, t24);
        _mm512_storeu_si512(t21, t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        long long *t27 = &d[t26];
        *t27 = *t27 + (long long)s[t26];
    }
}

static __typeof__(s) s __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(-1640531535));
        __m512i t8 = (__m512i)((vcc_v16_uint)t7 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(9), vcc_v16_uint));
        __m256i t9 = _mm512_cvtepi32_epi16(t8);
        _mm256_storeu_si256((__m256i *)&s[(int)t2], t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t11 = t10;
        __m512i t12 = t11;
        __m512i t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(-1640531535));
        __m512i t14 = (__m512i)((vcc_v16_uint)t13 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(9), vcc_v16_uint));
        __m256i t15 = _mm512_cvtepi32_epi16(t14);
        _mm256_storeu_si256((__m256i *)&s[(int)(t2 + 16L)], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t17 = t16;
        __m512i t18 = t17;
        __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(-1640531535));
        __m512i t20 = (__m512i)((vcc_v16_uint)t19 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(9), vcc_v16_uint));
        __m256i t21 = _mm512_cvtepi32_epi16(t20);
        _mm256_storeu_si256((__m256i *)&s[(int)(t2 + 32L)], t21);
        __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t23 = t22;
        __m512i t24 = t23;
        __m512i t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32(-1640531535));
        __m512i t26 = (__m512i)((vcc_v16_uint)t25 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32(9), vcc_v16_uint));
        __m256i t27 = _mm512_cvtepi32_epi16(t26);
        _mm256_storeu_si256((__m256i *)&s[(int)(t2 + 48L)], t27);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        s[i] = (short)(((unsigned int)i * 2654435761U) >> 9);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("widen_i16_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)d, 32768UL))));
    return 0;
}
