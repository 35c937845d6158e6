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

/* mid_exit_i32: a search whose counted test comes after the uncounted one
   (`if (a[i] == k) break; if (i >= n) break;`). needs: every exit an early exit, peel */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const int *a, int n, int key)
{
    vcc_no_contract_body
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    long t9;
    int i;
    t4 = (unsigned long)a;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t8 = 0L;
    for (t7 = 0; t8 < t5; t7++, t8++) {
        if (a[t7] == key) {
            i = t7;
            goto L19;
        }
        if (t7 >= n) {
            i = t7;
            goto L19;
        }
    }
    t9 = 2147483648L - t5;
    if ((t9 >= 16L) & t6) {
        long t3 = t9 & -16L;
        __m512i t10 = _mm512_set1_epi32((int)key);
        __m512i t11 = _mm512_set1_epi32((int)n);
        __m512i t12 = _mm512_set1_epi32((int)t7);
        __m512i t13 = t12;
        __m512i t1 = _mm512_add_epi32(t13, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t14 = t1;
            __m512i t15 = _mm512_load_si512(a + (int)((long)t7 + t2));
            __mmask16 t16 = _mm512_cmp_epi32_mask(t15, t10, _MM_CMPINT_EQ);
            __mmask16 t17 = _mm512_cmp_epi32_mask(t14, t11, _MM_CMPINT_NLT);
            __mmask16 t18 = _kor_mask16(t16, t17);
            if ((t18 != 0)) {
                t3 = t2;
                break;
            }
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        } while (t2 < t3);
        i = (int)((long)t7 + t3);
    } else {
        i = t7;
    }
L19:
    for (;; i++) {
        if (a[i] != key) {
            if (i < n) {
                continue;
            }
        }
        return i;
    }
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
    for (int i = 4096; i <= 4096; i++) {
        a[i] = i * 3;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        long t16 = total;
        total = t16 + (long)kernel(a, 4096, 3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L));
    }
    (_mm256_zeroupper(), bench_print("mid_exit_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    return 0;
}
