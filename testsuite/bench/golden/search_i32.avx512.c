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

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) int kernel(int key)
{
    vcc_no_contract_body
    long t14;
    __m256i t2 = _mm256_set1_epi32((int)key);
    long t1 = 0L;
    for (;;) {
        __m256i t3 = _mm256_loadu_si256((const __m256i *)&a[(int)t1]);
        __m256i t4 = _mm256_cmpeq_epi32(t3, t2);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&a[(int)(t1 + 8L)]);
        __m256i t6 = _mm256_cmpeq_epi32(t5, t2);
        __m256i t7 = _mm256_loadu_si256((const __m256i *)&a[(int)(t1 + 16L)]);
        __m256i t8 = _mm256_cmpeq_epi32(t7, t2);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&a[(int)(t1 + 24L)]);
        __m256i t10 = _mm256_cmpeq_epi32(t9, t2);
        __m256i t11 = _mm256_or_si256(t4, t6);
        __m256i t12 = _mm256_or_si256(t11, t8);
        __m256i t13 = _mm256_or_si256(t12, t10);
        if ((_mm256_movemask_epi8(t13) != 0)) {
            t14 = t1;
            break;
        }
        t1 += 32L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0L;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t6);
        __m256i t7 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t8 = t7;
        __m256i t9 = _mm256_mullo_epi32(t8, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t11 = t10;
        __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t12);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t14 = t13;
        __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t15);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
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
