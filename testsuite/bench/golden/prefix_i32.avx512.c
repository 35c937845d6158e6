/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(int n, const int *a, const int *b)
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
            goto L41;
        }
        long t8 = (long)t6;
        if ((a[t8] == b[t8]) == 0) {
            i = t6;
            goto L41;
        }
    }
    t9 = (long)n - t4;
    if ((t9 >= 32L) & t5) {
        long t2 = t9 & -32L;
        unsigned long t10 = (unsigned long)b + (unsigned long)(t4 * 4L);
        long t1 = 0L;
        for (;;) {
            long t11 = t1 + 8L;
            long t12 = t1 + 16L;
            long t13 = t1 + 24L;
            if (((t10 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                long t38 = 0L;
                for (int t37 = (int)((long)t6 + t1); t38 < 32L; t37++, t38++) {
                    if (t37 >= n) {
                        i = t37;
                        goto L41;
                    }
                    long t39 = (long)t37;
                    if ((a[t39] == b[t39]) == 0) {
                        i = t37;
                        goto L41;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                long t14 = (long)(int)((long)t6 + t1);
                __m256i t15 = _mm256_load_si256((const __m256i *)(a + t14));
                __m256i t16 = _mm256_loadu_si256((const __m256i *)(b + t14));
                __m256i t17 = _mm256_cmpeq_epi32(t15, t16);
                long t18 = (long)(int)((long)t6 + t11);
                __m256i t19 = _mm256_load_si256((const __m256i *)(a + t18));
                __m256i t20 = _mm256_loadu_si256((const __m256i *)(b + t18));
                __m256i t21 = _mm256_cmpeq_epi32(t19, t20);
                long t22 = (long)(int)((long)t6 + t12);
                __m256i t23 = _mm256_load_si256((const __m256i *)(a + t22));
                __m256i t24 = _mm256_loadu_si256((const __m256i *)(b + t22));
                __m256i t25 = _mm256_cmpeq_epi32(t23, t24);
                long t26 = (long)(int)((long)t6 + t13);
                __m256i t27 = _mm256_load_si256((const __m256i *)(a + t26));
                __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t26));
                __m256i t29 = _mm256_cmpeq_epi32(t27, t28);
                __m256i t30 = (__m256i)~(vcc_m8)t17;
                __m256i t31 = (__m256i)~(vcc_m8)t21;
                __m256i t32 = _mm256_or_si256(t30, t31);
                __m256i t33 = (__m256i)~(vcc_m8)t25;
                __m256i t34 = _mm256_or_si256(t32, t33);
                __m256i t35 = (__m256i)~(vcc_m8)t29;
                __m256i t36 = _mm256_or_si256(t34, t35);
                if ((_mm256_movemask_epi8(t36) != 0)) {
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
L41:
    for (; i < n; i++) {
        long t40 = (long)i;
        if ((a[t40] == b[t40]) == 0) {
            break;
        }
    }
    return i;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
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
        __m256i t7 = _mm256_set1_epi32(0);
        __m256i t8 = t7;
        __m256i t1 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t2 = 0L;
        do {
            __m256i t9 = t1;
            long t10 = (long)(int)t2;
            __m256i t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(b + t10), t11);
            _mm256_storeu_si256((__m256i *)(a + t10), t11);
            __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t13 = t12;
            long t14 = (long)(int)(t2 + 8L);
            __m256i t15 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(b + t14), t15);
            _mm256_storeu_si256((__m256i *)(a + t14), t15);
            __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
            __m256i t17 = t16;
            long t18 = (long)(int)(t2 + 16L);
            __m256i t19 = _mm256_mullo_epi32(t17, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(b + t18), t19);
            _mm256_storeu_si256((__m256i *)(a + t18), t19);
            __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
            __m256i t21 = t20;
            long t22 = (long)(int)(t2 + 24L);
            __m256i t23 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(7));
            _mm256_storeu_si256((__m256i *)(b + t22), t23);
            _mm256_storeu_si256((__m256i *)(a + t22), t23);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
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
