/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v4_short __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
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

static __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        long long *t3 = &d[t2];
        __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
        vcc_v4_short t5 = vcc_load(vcc_v4_short, &s[t2]);
        __m256i t6 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t5));
        __m256i t7 = _mm256_add_epi64(t4, t6);
        _mm256_storeu_si256((__m256i *)t3, t7);
        long t8 = (long)(int)(t1 + 4L);
        long long *t9 = &d[t8];
        __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
        vcc_v4_short t11 = vcc_load(vcc_v4_short, &s[t8]);
        __m256i t12 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t11));
        __m256i t13 = _mm256_add_epi64(t10, t12);
        _mm256_storeu_si256((__m256i *)t9, t13);
        long t14 = (long)(int)(t1 + 8L);
        long long *t15 = &d[t14];
        __m256i t16 = _mm256_loadu_si256((const __m256i *)t15);
        vcc_v4_short t17 = vcc_load(vcc_v4_short, &s[t14]);
        __m256i t18 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t17));
        __m256i t19 = _mm256_add_epi64(t16, t18);
        _mm256_storeu_si256((__m256i *)t15, t19);
        long t20 = (long)(int)(t1 + 12L);
        long long *t21 = &d[t20];
        __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
        vcc_v4_short t23 = vcc_load(vcc_v4_short, &s[t20]);
        __m256i t24 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t23));
        __m256i t25 = _mm256_add_epi64(t22, t24);
        _mm256_storeu_si256((__m256i *)t21, t25);
        t1 += 16L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        long long *t27 = &d[t26];
        *t27 = *t27 + (long long)s[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = t5;
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(-1640531535));
        __m256i t8 = (__m256i)((vcc_v8_uint)t7 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(9), vcc_v8_uint));
        __m128i t9 = _mm256_cvtepi32_epi16(t8);
        _mm_storeu_si128((__m128i *)&s[(int)t2], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = t11;
        __m256i t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32(-1640531535));
        __m256i t14 = (__m256i)((vcc_v8_uint)t13 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(9), vcc_v8_uint));
        __m128i t15 = _mm256_cvtepi32_epi16(t14);
        _mm_storeu_si128((__m128i *)&s[(int)(t2 + 8L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t17 = t16;
        __m256i t18 = t17;
        __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(-1640531535));
        __m256i t20 = (__m256i)((vcc_v8_uint)t19 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(9), vcc_v8_uint));
        __m128i t21 = _mm256_cvtepi32_epi16(t20);
        _mm_storeu_si128((__m128i *)&s[(int)(t2 + 16L)], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t23 = t22;
        __m256i t24 = t23;
        __m256i t25 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(-1640531535));
        __m256i t26 = (__m256i)((vcc_v8_uint)t25 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32(9), vcc_v8_uint));
        __m128i t27 = _mm256_cvtepi32_epi16(t26);
        _mm_storeu_si128((__m128i *)&s[(int)(t2 + 24L)], t27);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
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
