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
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    int i;
    int t8;
    long t9;
    long t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __mmask16 t15;
    __mmask16 t16;
    __mmask16 t17;
    __mmask16 t18;
    int i_1;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t8 = t6;
            break;
        }
        i = t6;
        if (a[i] == key) {
            i_1 = i;
            goto L20;
        }
    }
    t9 = (long)0 * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = _mm512_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t12 = _mm512_load_si512(a + (int)((long)t8 + t1));
            t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_NE);
            t14 = _mm512_load_si512(a + (int)((long)t8 + (t1 + 16L)));
            t15 = _mm512_cmp_epi32_mask(t14, t11, _MM_CMPINT_NE);
            t16 = _knot_mask16(t13);
            t17 = _knot_mask16(t15);
            t18 = _kor_mask16(t16, t17);
            if ((t18 != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L19;
            }
        }
        t2 = t1;
    L19:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L20:
    while (a[i_1] != key) {
        i_1++;
    }
    return i_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    long t2;
    long reps;
    int *a;
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
    int key;
    long t17;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    a = (int *)malloc(16388UL);
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + (int)((long)0 + t2), t7);
            t8 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t9 = t8;
            t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 16L)), t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t12 = t11;
            t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 32L)), t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t15 = t14;
            t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)3));
            _mm512_storeu_si512(a + (int)((long)0 + (t2 + 48L)), t16);
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
    total = 0L;
    for (r = 0L; r < reps; r++) {
        key = 3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L);
        a[4096] = key;
        t17 = total;
        total = t17 + (long)(_mm256_zeroupper(), kernel(a, key));
    }
    (_mm256_zeroupper(), bench_print("sentinel_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    return 0;
}
