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
    long t1;
    long t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int i;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t4 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + t1)]);
            t5 = _mm256_cmpeq_epi32(t4, t3);
            t6 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t1 + 8L))]);
            t7 = _mm256_cmpeq_epi32(t6, t3);
            t8 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t1 + 16L))]);
            t9 = _mm256_cmpeq_epi32(t8, t3);
            t10 = _mm256_loadu_si256((const __m256i *)&a[(int)((long)0 + (t1 + 24L))]);
            t11 = _mm256_cmpeq_epi32(t10, t3);
            t12 = _mm256_or_si256(t5, t7);
            t13 = _mm256_or_si256(t12, t9);
            t14 = _mm256_or_si256(t13, t11);
            if ((_mm256_movemask_epi8(t14) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L15;
            }
        }
        t2 = t1;
    L15:
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
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
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    int i;
    long r;
    long t17;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0L;
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t7);
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t15 = t14;
            t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t16);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        a[i] = i * 3;
    }
    for (r = 0L; r < reps; r++) {
        t17 = total;
        total = t17 + (long)(_mm256_zeroupper(), kernel(3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L)));
    }
    (_mm256_zeroupper(), bench_print("search_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
