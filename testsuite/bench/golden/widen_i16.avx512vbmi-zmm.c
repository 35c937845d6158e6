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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)&a[t2]);
        __m256i t4 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m512i t5 = _mm512_cvtepi16_epi32(t3);
        __m512i t6 = _mm512_cvtepi16_epi32(t4);
        __m512i t7 = _mm512_mullo_epi32(t5, t6);
        _mm512_storeu_si512(&c[t2], t7);
        long t8 = (long)(int)(t1 + 16L);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&a[t8]);
        __m256i t10 = _mm256_loadu_si256((const __m256i *)&b[t8]);
        __m512i t11 = _mm512_cvtepi16_epi32(t9);
        __m512i t12 = _mm512_cvtepi16_epi32(t10);
        __m512i t13 = _mm512_mullo_epi32(t11, t12);
        _mm512_storeu_si512(&c[t8], t13);
        long t14 = (long)(int)(t1 + 32L);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&a[t14]);
        __m256i t16 = _mm256_loadu_si256((const __m256i *)&b[t14]);
        __m512i t17 = _mm512_cvtepi16_epi32(t15);
        __m512i t18 = _mm512_cvtepi16_epi32(t16);
        __m512i t19 = _mm512_mullo_epi32(t17, t18);
        _mm512_storeu_si512(&c[t14], t19);
        long t20 = (long)(int)(t1 + 48L);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)&a[t20]);
        __m256i t22 = _mm256_loadu_si256((const __m256i *)&b[t20]);
        __m512i t23 = _mm512_cvtepi16_epi32(t21);
        __m512i t24 = _mm512_cvtepi16_epi32(t22);
        __m512i t25 = _mm512_mullo_epi32(t23, t24);
        _mm512_storeu_si512(&c[t20], t25);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        c[t26] = (int)a[t26] * (int)b[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        long t6 = (long)(int)t2;
        __m512i t7 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(97));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(20000));
        __m256i t9 = _mm512_cvtepi32_epi16(t8);
        _mm256_storeu_si256((__m256i *)&a[t6], t9);
        __m512i t10 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(31));
        __m512i t11 = _mm512_add_epi32(t10, _mm512_set1_epi32(7));
        __m256i t12 = _mm512_cvtepi32_epi16(t11);
        _mm256_storeu_si256((__m256i *)&b[t6], t12);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t14 = t13;
        long t15 = (long)(int)(t2 + 16L);
        __m512i t16 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(97));
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(20000));
        __m256i t18 = _mm512_cvtepi32_epi16(t17);
        _mm256_storeu_si256((__m256i *)&a[t15], t18);
        __m512i t19 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(31));
        __m512i t20 = _mm512_add_epi32(t19, _mm512_set1_epi32(7));
        __m256i t21 = _mm512_cvtepi32_epi16(t20);
        _mm256_storeu_si256((__m256i *)&b[t15], t21);
        __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t23 = t22;
        long t24 = (long)(int)(t2 + 32L);
        __m512i t25 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(97));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(20000));
        __m256i t27 = _mm512_cvtepi32_epi16(t26);
        _mm256_storeu_si256((__m256i *)&a[t24], t27);
        __m512i t28 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(31));
        __m512i t29 = _mm512_add_epi32(t28, _mm512_set1_epi32(7));
        __m256i t30 = _mm512_cvtepi32_epi16(t29);
        _mm256_storeu_si256((__m256i *)&b[t24], t30);
        __m512i t31 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t32 = t31;
        long t33 = (long)(int)(t2 + 48L);
        __m512i t34 = _mm512_mullo_epi32(t32, _mm512_set1_epi32(97));
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(20000));
        __m256i t36 = _mm512_cvtepi32_epi16(t35);
        _mm256_storeu_si256((__m256i *)&a[t33], t36);
        __m512i t37 = _mm512_mullo_epi32(t32, _mm512_set1_epi32(31));
        __m512i t38 = _mm512_add_epi32(t37, _mm512_set1_epi32(7));
        __m256i t39 = _mm512_cvtepi32_epi16(t38);
        _mm256_storeu_si256((__m256i *)&b[t33], t39);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
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
