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
    long t1;
    long t2;
    long t3;
    long long *t4;
    __m256i t5;
    vcc_v4_short t6;
    __m256i t7;
    __m256i t8;
    long t9;
    long long *t10;
    __m256i t11;
    vcc_v4_short t12;
    __m256i t13;
    __m256i t14;
    long t15;
    long long *t16;
    __m256i t17;
    vcc_v4_short t18;
    __m256i t19;
    __m256i t20;
    long t21;
    long long *t22;
    __m256i t23;
    vcc_v4_short t24;
    __m256i t25;
    __m256i t26;
    int i;
    long t27;
    long long *t28;
    if (4096L >= 16L) {
        t2 = 4096L & -16L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = &d[t3];
            t5 = _mm256_loadu_si256((const __m256i *)t4);
            t6 = vcc_load(vcc_v4_short, &s[t3]);
            t7 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t6));
            t8 = _mm256_add_epi64(t5, t7);
            _mm256_storeu_si256((__m256i *)t4, t8);
            t9 = (long)(int)((long)0 + (t1 + 4L));
            t10 = &d[t9];
            t11 = _mm256_loadu_si256((const __m256i *)t10);
            t12 = vcc_load(vcc_v4_short, &s[t9]);
            t13 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t12));
            t14 = _mm256_add_epi64(t11, t13);
            _mm256_storeu_si256((__m256i *)t10, t14);
            t15 = (long)(int)((long)0 + (t1 + 8L));
            t16 = &d[t15];
            t17 = _mm256_loadu_si256((const __m256i *)t16);
            t18 = vcc_load(vcc_v4_short, &s[t15]);
            t19 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t18));
            t20 = _mm256_add_epi64(t17, t19);
            _mm256_storeu_si256((__m256i *)t16, t20);
            t21 = (long)(int)((long)0 + (t1 + 12L));
            t22 = &d[t21];
            t23 = _mm256_loadu_si256((const __m256i *)t22);
            t24 = vcc_load(vcc_v4_short, &s[t21]);
            t25 = _mm256_cvtepi16_epi64(_mm_cvtsi64_si128((long long)t24));
            t26 = _mm256_add_epi64(t23, t25);
            _mm256_storeu_si256((__m256i *)t22, t26);
            t1 += 16L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m128i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m128i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m128i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m128i t28;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)-1640531535));
            t9 = (__m256i)((vcc_v8_uint)t8 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)9), vcc_v8_uint));
            t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)&s[(int)((long)0 + t2)], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t12 = t11;
            t13 = t12;
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)-1640531535));
            t15 = (__m256i)((vcc_v8_uint)t14 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)9), vcc_v8_uint));
            t16 = _mm256_cvtepi32_epi16(t15);
            _mm_storeu_si128((__m128i *)&s[(int)((long)0 + (t2 + 8L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = t18;
            t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)-1640531535));
            t21 = (__m256i)((vcc_v8_uint)t20 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)9), vcc_v8_uint));
            t22 = _mm256_cvtepi32_epi16(t21);
            _mm_storeu_si128((__m128i *)&s[(int)((long)0 + (t2 + 16L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t24 = t23;
            t25 = t24;
            t26 = _mm256_mullo_epi32(t25, _mm256_set1_epi32((int)-1640531535));
            t27 = (__m256i)((vcc_v8_uint)t26 >> __builtin_convertvector((vcc_v8_int)_mm256_set1_epi32((int)9), vcc_v8_uint));
            t28 = _mm256_cvtepi32_epi16(t27);
            _mm_storeu_si128((__m128i *)&s[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
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
