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

/* prefix_i32: the common prefix of two arrays (`while (i < n && a[i] == b[i]) i++;`), two
   pointers of unknown extent read before the exit test. needs: a peel aligning `a`, and `b`
   read unaligned with a page-crossing test per vector iteration (malloc'd here: the two arrays'
   misalignments modulo the vector iteration's 64 bytes need not agree) */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(int n, const int *a, const int *b)
{
    vcc_no_contract_body
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    long t9;
    int i;
    t3 = (unsigned long)a;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t7 = 0L;
    for (t6 = 0; t7 < t4; t6++, t7++) {
        if (t6 >= n) {
            i = t6;
            goto L27;
        }
        long t8 = (long)t6;
        if ((a[t8] == b[t8]) == 0) {
            i = t6;
            goto L27;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        unsigned long t10 = (unsigned long)b + (unsigned long)(t4 * 4L);
        long t1 = 0L;
        for (;;) {
            long t11 = t1 + 16L;
            if (((t10 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                long t24 = 0L;
                for (int t23 = (int)((long)t6 + t1); t24 < 32L; t23++, t24++) {
                    if (t23 >= n) {
                        i = t23;
                        goto L27;
                    }
                    long t25 = (long)t23;
                    if ((a[t25] == b[t25]) == 0) {
                        i = t23;
                        goto L27;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t12 = (long)(int)((long)t6 + t1);
                __m512i t13 = _mm512_load_si512(a + t12);
                __m512i t14 = _mm512_loadu_si512(b + t12);
                __mmask16 t15 = _mm512_cmp_epi32_mask(t13, t14, _MM_CMPINT_EQ);
                long t16 = (long)(int)((long)t6 + t11);
                __m512i t17 = _mm512_load_si512(a + t16);
                __m512i t18 = _mm512_loadu_si512(b + t16);
                __mmask16 t19 = _mm512_cmp_epi32_mask(t17, t18, _MM_CMPINT_EQ);
                __mmask16 t20 = _knot_mask16(t15);
                __mmask16 t21 = _knot_mask16(t19);
                __mmask16 t22 = _kor_mask16(t20, t21);
                if ((t22 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i = (int)((long)t6 + t2);
    } else {
        i = t6;
    }
L27:
    for (; i < n; i++) {
        long t26 = (long)i;
        if ((a[t26] == b[t26]) == 0) {
            break;
        }
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    int i;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    void *t3 = malloc(16384UL);
    int *a = (int *)t3;
    void *t4 = malloc(16384UL);
    int *b = (int *)t4;
    unsigned long t5 = (unsigned long)t3;
    unsigned long t6 = (unsigned long)t4;
    if (1 & (((t5 + 16384UL) <= t6) | ((t6 + 16384UL) <= t5))) {
        __m512i t7 = _mm512_set1_epi32(0);
        __m512i t8 = t7;
        __m512i t1 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        long t2 = 0L;
        do {
            __m512i t9 = t1;
            long t10 = (long)(int)t2;
            __m512i t11 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t10, t11);
            _mm512_storeu_si512(a + t10, t11);
            __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
            __m512i t13 = t12;
            long t14 = (long)(int)(t2 + 16L);
            __m512i t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t14, t15);
            _mm512_storeu_si512(a + t14, t15);
            __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
            __m512i t17 = t16;
            long t18 = (long)(int)(t2 + 32L);
            __m512i t19 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t18, t19);
            _mm512_storeu_si512(a + t18, t19);
            __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
            __m512i t21 = t20;
            long t22 = (long)(int)(t2 + 48L);
            __m512i t23 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(7));
            _mm512_storeu_si512(b + t22, t23);
            _mm512_storeu_si512(a + t22, t23);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        } while (t2 < 4096L);
        i = 4096;
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        long t24 = (long)i;
        int t25 = i * 7;
        b[t24] = t25;
        a[t24] = t25;
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int *t26 = b + (4095 - (int)(r % 512L));
        *t26 = *t26 + 1;
        long t27 = total;
        total = t27 + (long)kernel(4096, a, b);
        *t26 = *t26 - 1;
    }
    (_mm256_zeroupper(), bench_print("prefix_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
