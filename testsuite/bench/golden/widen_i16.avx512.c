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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* widen_i16: c[i] = a[i] * b[i] with short inputs and int results (short*short -> int).
   needs: int16 loads, widening conversion to i32, i32 multiply, i32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static short a[N], b[N];
static int c[N];

static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m128i t3 = _mm_loadu_si128((const __m128i *)&a[t2]);
        __m128i t4 = _mm_loadu_si128((const __m128i *)&b[t2]);
        __m256i t5 = _mm256_cvtepi16_epi32(t3);
        __m256i t6 = _mm256_cvtepi16_epi32(t4);
        __m256i t7 = _mm256_mullo_epi32(t5, t6);
        _mm256_storeu_si256((__m256i *)&c[t2], t7);
        long t8 = (long)(int)(t1 + 8L);
        __m128i t9 = _mm_loadu_si128((const __m128i *)&a[t8]);
        __m128i t10 = _mm_loadu_si128((const __m128i *)&b[t8]);
        __m256i t11 = _mm256_cvtepi16_epi32(t9);
        __m256i t12 = _mm256_cvtepi16_epi32(t10);
        __m256i t13 = _mm256_mullo_epi32(t11, t12);
        _mm256_storeu_si256((__m256i *)&c[t8], t13);
        long t14 = (long)(int)(t1 + 16L);
        __m128i t15 = _mm_loadu_si128((const __m128i *)&a[t14]);
        __m128i t16 = _mm_loadu_si128((const __m128i *)&b[t14]);
        __m256i t17 = _mm256_cvtepi16_epi32(t15);
        __m256i t18 = _mm256_cvtepi16_epi32(t16);
        __m256i t19 = _mm256_mullo_epi32(t17, t18);
        _mm256_storeu_si256((__m256i *)&c[t14], t19);
        long t20 = (long)(int)(t1 + 24L);
        __m128i t21 = _mm_loadu_si128((const __m128i *)&a[t20]);
        __m128i t22 = _mm_loadu_si128((const __m128i *)&b[t20]);
        __m256i t23 = _mm256_cvtepi16_epi32(t21);
        __m256i t24 = _mm256_cvtepi16_epi32(t22);
        __m256i t25 = _mm256_mullo_epi32(t23, t24);
        _mm256_storeu_si256((__m256i *)&c[t20], t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        c[t26] = (int)a[t26] * (int)b[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        long t6 = (long)(int)t2;
        __m256i t7 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(97));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(20000));
        __m128i t9 = _mm256_cvtepi32_epi16(t8);
        _mm_storeu_si128((__m128i *)&a[t6], t9);
        __m256i t10 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(31));
        __m256i t11 = _mm256_add_epi32(t10, _mm256_set1_epi32(7));
        __m128i t12 = _mm256_cvtepi32_epi16(t11);
        _mm_storeu_si128((__m128i *)&b[t6], t12);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t14 = t13;
        long t15 = (long)(int)(t2 + 8L);
        __m256i t16 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(97));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(20000));
        __m128i t18 = _mm256_cvtepi32_epi16(t17);
        _mm_storeu_si128((__m128i *)&a[t15], t18);
        __m256i t19 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(31));
        __m256i t20 = _mm256_add_epi32(t19, _mm256_set1_epi32(7));
        __m128i t21 = _mm256_cvtepi32_epi16(t20);
        _mm_storeu_si128((__m128i *)&b[t15], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t23 = t22;
        long t24 = (long)(int)(t2 + 16L);
        __m256i t25 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(97));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(20000));
        __m128i t27 = _mm256_cvtepi32_epi16(t26);
        _mm_storeu_si128((__m128i *)&a[t24], t27);
        __m256i t28 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(31));
        __m256i t29 = _mm256_add_epi32(t28, _mm256_set1_epi32(7));
        __m128i t30 = _mm256_cvtepi32_epi16(t29);
        _mm_storeu_si128((__m128i *)&b[t24], t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t32 = t31;
        long t33 = (long)(int)(t2 + 24L);
        __m256i t34 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(97));
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(20000));
        __m128i t36 = _mm256_cvtepi32_epi16(t35);
        _mm_storeu_si128((__m128i *)&a[t33], t36);
        __m256i t37 = _mm256_mullo_epi32(t32, _mm256_set1_epi32(31));
        __m256i t38 = _mm256_add_epi32(t37, _mm256_set1_epi32(7));
        __m128i t39 = _mm256_cvtepi32_epi16(t38);
        _mm_storeu_si128((__m128i *)&b[t33], t39);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t40 = (long)i;
        a[t40] = (short)(i * 97 - 20000);
        b[t40] = (short)(i * 31 + 7);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        short *t41 = &a[r % 4096L];
        *t41 = (short)((int)*t41 + c[r * 3L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("widen_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
