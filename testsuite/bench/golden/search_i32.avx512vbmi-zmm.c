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

/* search_i32: the index of the first a[i] == key, or -1 (a loop with an early exit).
   needs: early exit (vector compare, any-lane test, first set lane), consecutive i32 loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N];

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) int kernel(int key)
{
    vcc_no_contract_body
    long t14;
    __m512i t2 = _mm512_set1_epi32((int)key);
    long t1 = 0L;
    for (;;) {
        __m512i t3 = _mm512_loadu_si512(&a[(int)t1]);
        __mmask16 t4 = _mm512_cmp_epi32_mask(t3, t2, _MM_CMPINT_EQ);
        __m512i t5 = _mm512_loadu_si512(&a[(int)(t1 + 16L)]);
        __mmask16 t6 = _mm512_cmp_epi32_mask(t5, t2, _MM_CMPINT_EQ);
        __m512i t7 = _mm512_loadu_si512(&a[(int)(t1 + 32L)]);
        __mmask16 t8 = _mm512_cmp_epi32_mask(t7, t2, _MM_CMPINT_EQ);
        __m512i t9 = _mm512_loadu_si512(&a[(int)(t1 + 48L)]);
        __mmask16 t10 = _mm512_cmp_epi32_mask(t9, t2, _MM_CMPINT_EQ);
        __mmask16 t11 = _kor_mask16(t4, t6);
        __mmask16 t12 = _kor_mask16(t11, t8);
        __mmask16 t13 = _kor_mask16(t12, t10);
        if ((t13 != 0)) {
            t14 = t1;
            break;
        }
        t1 += 64L;
        if (t1 >= 4096L) {
            t14 = 4096L;
            break;
        }
    }
    for (int i = (int)t14; i < 4096; i++) {
        if (a[i] == key) {
            return i;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0L;
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&a[(int)t2], t6);
        __m512i t7 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t8 = t7;
        __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t11 = t10;
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t12);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t14 = t13;
        __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(3));
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t15);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = i * 3;
    }
    for (long r = 0L; r < reps; r++) {
        long t16 = total;
        total = t16 + (long)kernel(3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L));
    }
    (_mm256_zeroupper(), bench_print("search_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
