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
    __m512i t1;
    long t2;
    long t3;
    unsigned long t4;
    long t5;
    int t6;
    int t7;
    long t8;
    int i;
    int t9;
    long t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __mmask16 t18;
    __mmask16 t19;
    __mmask16 t20;
    int i_1;
    t4 = (unsigned long)a + (unsigned long)0L;
    t5 = (long)((0UL - t4) & 63UL) / 4L;
    t6 = (t4 & 3UL) == 0UL;
    t7 = 0;
    t8 = 0L;
    for (;; t7 = i + 1, t8++) {
        if (t8 >= t5) {
            t9 = t7;
            break;
        }
        i = t7;
        if (a[i] == key) {
            i_1 = i;
            goto L22;
        }
        if (i >= n) {
            i_1 = i;
            goto L22;
        }
    }
    t10 = (long)0 * -1L + 2147483648L;
    t11 = (t10 < 1152921504606846976L ? t10 : 1152921504606846976L) - t5;
    if ((t11 >= 16L) & t6) {
        t3 = t11 & -16L;
        t12 = _mm512_set1_epi32((int)key);
        t13 = _mm512_set1_epi32((int)n);
        t14 = _mm512_set1_epi32((int)t9);
        t15 = t14;
        t1 = _mm512_add_epi32(t15, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        for (;;) {
            t16 = t1;
            t17 = _mm512_load_si512(a + (int)((long)t9 + t2));
            t18 = _mm512_cmp_epi32_mask(t17, t12, _MM_CMPINT_EQ);
            t19 = _mm512_cmp_epi32_mask(t16, t13, _MM_CMPINT_NLT);
            t20 = _kor_mask16(t18, t19);
            if ((t20 != 0)) {
                break;
            }
            t2 += 16L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            if (t2 >= t3) {
                goto L21;
            }
        }
        t3 = t2;
    L21:
        i_1 = (int)((long)t9 + t3);
    } else {
        i_1 = t9;
    }
L22:
    for (;; i_1++) {
        if (a[i_1] != key) {
            if (i_1 < n) {
                continue;
            }
        }
        return i_1;
    }
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
    long t17;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    a = (int *)malloc(16388UL);
    if (4097L >= 64L) {
        t3 = 4097L & -64L;
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
    for (; i <= 4096; i++) {
        a[i] = i * 3;
    }
    total = 0L;
    for (r = 0L; r < reps; r++) {
        t17 = total;
        total = t17 + (long)(_mm256_zeroupper(), kernel(a, 4096, 3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L)));
    }
    (_mm256_zeroupper(), bench_print("mid_exit_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    return 0;
}
