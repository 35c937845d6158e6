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

/* sentinel_i32: the index of a key known to be in the array (`while (a[i] != key) i++;`: no
   counted exit). needs: uncounted loop, int index, peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const int *a, int key)
{
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t8;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (a[t6] == key) {
            i = t6;
            goto L17;
        }
    }
    t8 = 2147483648L - t4;
    if ((t8 >= 32L) & t5) {
        long t2 = t8 & -32L;
        __m512i t9 = _mm512_set1_epi32((int)key);
        long t1 = 0L;
        do {
            __m512i t10 = _mm512_load_si512(a + (int)((long)t6 + t1));
            __mmask16 t11 = _mm512_cmp_epi32_mask(t10, t9, _MM_CMPINT_NE);
            __m512i t12 = _mm512_load_si512(a + (int)((long)t6 + (t1 + 16L)));
            __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t9, _MM_CMPINT_NE);
            __mmask16 t14 = _knot_mask16(t11);
            __mmask16 t15 = _knot_mask16(t13);
            __mmask16 t16 = _kor_mask16(t14, t15);
            if ((t16 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L17:
    while (a[i] != key) {
        i++;
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    int *a = (int *)malloc(16388UL);
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (int)t2, t6);
        __m512i t7 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t8 = t7;
        __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (int)(t2 + 16L), t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t11 = t10;
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (int)(t2 + 32L), t12);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t14 = t13;
        __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(3));
        _mm512_storeu_si512(a + (int)(t2 + 48L), t15);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = i * 3;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int key = 3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L);
        a[4096] = key;
        long t16 = total;
        total = t16 + (long)kernel(a, key);
    }
    (_mm256_zeroupper(), bench_print("sentinel_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    return 0;
}
