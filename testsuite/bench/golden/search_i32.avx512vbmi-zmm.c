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
    long t1;
    long t2;
    __m512i t3;
    __m512i t4;
    __mmask16 t5;
    __m512i t6;
    __mmask16 t7;
    __m512i t8;
    __mmask16 t9;
    __m512i t10;
    __mmask16 t11;
    __mmask16 t12;
    __mmask16 t13;
    __mmask16 t14;
    int i;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t3 = _mm512_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t4 = _mm512_loadu_si512(&a[(int)((long)0 + t1)]);
            t5 = _mm512_cmp_epi32_mask(t4, t3, _MM_CMPINT_EQ);
            t6 = _mm512_loadu_si512(&a[(int)((long)0 + (t1 + 16L))]);
            t7 = _mm512_cmp_epi32_mask(t6, t3, _MM_CMPINT_EQ);
            t8 = _mm512_loadu_si512(&a[(int)((long)0 + (t1 + 32L))]);
            t9 = _mm512_cmp_epi32_mask(t8, t3, _MM_CMPINT_EQ);
            t10 = _mm512_loadu_si512(&a[(int)((long)0 + (t1 + 48L))]);
            t11 = _mm512_cmp_epi32_mask(t10, t3, _MM_CMPINT_EQ);
            t12 = _kor_mask16(t5, t7);
            t13 = _kor_mask16(t12, t9);
            t14 = _kor_mask16(t13, t11);
            if ((t14 != 0)) {
                break;
            }
            t1 += 64L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
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
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    int i;
    long r;
    long t17;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0L;
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t7);
            t8 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t9 = t8;
            t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t12 = t11;
            t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t15 = t14;
            t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t16);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
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
