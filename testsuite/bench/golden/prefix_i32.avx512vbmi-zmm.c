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
    long t1;
    long t2;
    unsigned long t3;
    long t4;
    int t5;
    int t6;
    long t7;
    int i;
    long t8;
    int t9;
    long t10;
    unsigned long t11;
    long t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __mmask16 t20;
    __mmask16 t21;
    __mmask16 t22;
    __mmask16 t23;
    int t24;
    long t25;
    int i_1;
    long t26;
    int i_2;
    long t27;
    t3 = (unsigned long)a + (unsigned long)0L;
    t4 = (long)((0UL - t3) & 127UL) / 4L;
    t5 = (t3 & 3UL) == 0UL;
    t6 = 0;
    t7 = 0L;
    for (;; t6 = i + 1, t7++) {
        if (t7 >= t4) {
            t9 = t6;
            break;
        }
        i = t6;
        if (i >= n) {
            i_2 = i;
            goto L28;
        }
        t8 = (long)i;
        if ((a[t8] == b[t8]) == 0) {
            i_2 = i;
            goto L28;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = (unsigned long)b + (unsigned long)(0L + t4 * 4L);
        t1 = 0L;
        for (;;) {
            t12 = t1 + 16L;
            if (((t11 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                t25 = 0L;
                for (t24 = (int)((long)t9 + t1); t25 < 32L; t24 = i_1 + 1, t25++) {
                    i_1 = t24;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L28;
                    }
                    t26 = (long)i_1;
                    if ((a[t26] == b[t26]) == 0) {
                        i_2 = i_1;
                        goto L28;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t13 = (long)(int)((long)t9 + t1);
                t14 = _mm512_load_si512(a + t13);
                t15 = _mm512_loadu_si512(b + t13);
                t16 = _mm512_cmp_epi32_mask(t14, t15, _MM_CMPINT_EQ);
                t17 = (long)(int)((long)t9 + t12);
                t18 = _mm512_load_si512(a + t17);
                t19 = _mm512_loadu_si512(b + t17);
                t20 = _mm512_cmp_epi32_mask(t18, t19, _MM_CMPINT_EQ);
                t21 = _knot_mask16(t16);
                t22 = _knot_mask16(t20);
                t23 = _kor_mask16(t21, t22);
                if ((t23 != 0)) {
                    t2 = t1;
                    break;
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            }
        }
        i_2 = (int)((long)t9 + t2);
    } else {
        i_2 = t9;
    }
L28:
    for (; i_2 < n; i_2++) {
        t27 = (long)i_2;
        if ((a[t27] == b[t27]) == 0) {
            break;
        }
    }
    return i_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    long t2;
    long reps;
    void *t3;
    int *a;
    void *t4;
    int *b;
    unsigned long t5;
    unsigned long t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    long t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512i t24;
    int i;
    long t25;
    int t26;
    long r;
    int *t27;
    long t28;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    t3 = malloc(16384UL);
    a = (int *)t3;
    t4 = malloc(16384UL);
    b = (int *)t4;
    t5 = (unsigned long)t3;
    t6 = (unsigned long)t4;
    if ((4096L >= 64L) & (((t5 + (unsigned long)(4L + (4096L - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(4L + (4096L - 1L) * 4L)) <= (t5 + (unsigned long)0L)))) {
        t7 = 4096L & -64L;
        t8 = _mm512_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)7));
            _mm512_storeu_si512(b + t11, t12);
            _mm512_storeu_si512(a + t11, t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 16L));
            t16 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)7));
            _mm512_storeu_si512(b + t15, t16);
            _mm512_storeu_si512(a + t15, t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t2 + 32L));
            t20 = _mm512_mullo_epi32(t18, _mm512_set1_epi32((int)7));
            _mm512_storeu_si512(b + t19, t20);
            _mm512_storeu_si512(a + t19, t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 48L));
            t24 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)7));
            _mm512_storeu_si512(b + t23, t24);
            _mm512_storeu_si512(a + t23, t24);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t7);
        i = (int)((long)0 + t7);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t25 = (long)i;
        t26 = i * 7;
        b[t25] = t26;
        a[t25] = t26;
    }
    total = 0L;
    for (r = 0L; r < reps; r++) {
        t27 = b + (4095 - (int)(r % 512L));
        *t27 = *t27 + 1;
        t28 = total;
        total = t28 + (long)(_mm256_zeroupper(), kernel(4096, a, b));
        *t27 = *t27 - 1;
    }
    (_mm256_zeroupper(), bench_print("prefix_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)a);
    free((void *)b);
    return 0;
}
