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
    long t1;
    long t2;
    long t3;
    long long *t4;
    __m512i t5;
    __m128i t6;
    __m512i t7;
    __m512i t8;
    long t9;
    long long *t10;
    __m512i t11;
    __m128i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    long long *t16;
    __m512i t17;
    __m128i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    long long *t22;
    __m512i t23;
    __m128i t24;
    __m512i t25;
    __m512i t26;
    int i;
    long t27;
    long long *t28;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = &d[t3];
            t5 = _mm512_loadu_si512(t4);
            t6 = _mm_loadu_si128((const __m128i *)&s[t3]);
            t7 = _mm512_cvtepi16_epi64(t6);
            t8 = _mm512_add_epi64(t5, t7);
            _mm512_storeu_si512(t4, t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = &d[t9];
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm_loadu_si128((const __m128i *)&s[t9]);
            t13 = _mm512_cvtepi16_epi64(t12);
            t14 = _mm512_add_epi64(t11, t13);
            _mm512_storeu_si512(t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = &d[t15];
            t17 = _mm512_loadu_si512(t16);
            t18 = _mm_loadu_si128((const __m128i *)&s[t15]);
            t19 = _mm512_cvtepi16_epi64(t18);
            t20 = _mm512_add_epi64(t17, t19);
            _mm512_storeu_si512(t16, t20);
            t21 = (long)(int)((long)0 + (t1 + 24L));
            t22 = &d[t21];
            t23 = _mm512_loadu_si512(t22);
            t24 = _mm_loadu_si128((const __m128i *)&s[t21]);
            t25 = _mm512_cvtepi16_epi64(t24);
            t26 = _mm512_add_epi64(t23, t25);
            _mm512_storeu_si512(t22, t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        t28 = &d[t27];
        *t28 = *t28 + (long long)s[t27];
    }
}

static __typeof__(s) s __attribute__((aligned(32)));
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
    __m256i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m256i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m256i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m256i t28;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
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
            t9 = (__m512i)((vcc_v16_uint)t8 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)9), vcc_v16_uint));
            t10 = _mm512_cvtepi32_epi16(t9);
            _mm256_storeu_si256((__m256i *)&s[(int)((long)0 + t2)], t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t12 = t11;
            t13 = t12;
            t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)-1640531535));
            t15 = (__m512i)((vcc_v16_uint)t14 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)9), vcc_v16_uint));
            t16 = _mm512_cvtepi32_epi16(t15);
            _mm256_storeu_si256((__m256i *)&s[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = t18;
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)-1640531535));
            t21 = (__m512i)((vcc_v16_uint)t20 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)9), vcc_v16_uint));
            t22 = _mm512_cvtepi32_epi16(t21);
            _mm256_storeu_si256((__m256i *)&s[(int)((long)0 + (t2 + 32L))], t22);
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t24 = t23;
            t25 = t24;
            t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32((int)-1640531535));
            t27 = (__m512i)((vcc_v16_uint)t26 >> __builtin_convertvector((vcc_v16_int)_mm512_set1_epi32((int)9), vcc_v16_uint));
            t28 = _mm512_cvtepi32_epi16(t27);
            _mm256_storeu_si256((__m256i *)&s[(int)((long)0 + (t2 + 48L))], t28);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        s[i] = (short)(((unsigned int)i * 2654435761U) >> 9);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
    }
    (_mm256_zeroupper(), bench_print("widen_i16_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)d, 32768UL))));
    return 0;
}
