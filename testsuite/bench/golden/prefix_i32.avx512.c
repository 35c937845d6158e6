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
    long t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    int t38;
    long t39;
    int i_1;
    long t40;
    int i_2;
    long t41;
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
            goto L42;
        }
        t8 = (long)i;
        if ((a[t8] == b[t8]) == 0) {
            i_2 = i;
            goto L42;
        }
    }
    t10 = (long)n - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = (unsigned long)b + (unsigned long)(0L + t4 * 4L);
        t1 = 0L;
        for (;;) {
            t12 = t1 + 8L;
            t13 = t1 + 16L;
            t14 = t1 + 24L;
            if (((t11 + (unsigned long)t1 * 4UL) & 4095UL) > 3968UL) {
                t39 = 0L;
                for (t38 = (int)((long)t9 + t1); t39 < 32L; t38 = i_1 + 1, t39++) {
                    i_1 = t38;
                    if (i_1 >= n) {
                        i_2 = i_1;
                        goto L42;
                    }
                    t40 = (long)i_1;
                    if ((a[t40] == b[t40]) == 0) {
                        i_2 = i_1;
                        goto L42;
                    }
                }
                t1 += 32L;
                if (t1 >= t2) {
                    break;
                }
            } else {
                t15 = (long)(int)((long)t9 + t1);
                t16 = _mm256_load_si256((const __m256i *)(a + t15));
                t17 = _mm256_loadu_si256((const __m256i *)(b + t15));
                t18 = _mm256_cmpeq_epi32(t16, t17);
                t19 = (long)(int)((long)t9 + t12);
                t20 = _mm256_load_si256((const __m256i *)(a + t19));
                t21 = _mm256_loadu_si256((const __m256i *)(b + t19));
                t22 = _mm256_cmpeq_epi32(t20, t21);
                t23 = (long)(int)((long)t9 + t13);
                t24 = _mm256_load_si256((const __m256i *)(a + t23));
                t25 = _mm256_loadu_si256((const __m256i *)(b + t23));
                t26 = _mm256_cmpeq_epi32(t24, t25);
                t27 = (long)(int)((long)t9 + t14);
                t28 = _mm256_load_si256((const __m256i *)(a + t27));
                t29 = _mm256_loadu_si256((const __m256i *)(b + t27));
                t30 = _mm256_cmpeq_epi32(t28, t29);
                t31 = (__m256i)~(vcc_m8)t18;
                t32 = (__m256i)~(vcc_m8)t22;
                t33 = _mm256_or_si256(t31, t32);
                t34 = (__m256i)~(vcc_m8)t26;
                t35 = _mm256_or_si256(t33, t34);
                t36 = (__m256i)~(vcc_m8)t30;
                t37 = _mm256_or_si256(t35, t36);
                if ((_mm256_movemask_epi8(t37) != 0)) {
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
L42:
    for (; i_2 < n; i_2++) {
        t41 = (long)i_2;
        if ((a[t41] == b[t41]) == 0) {
            break;
        }
    }
    return i_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m256i t1;
    long t2;
    long reps;
    void *t3;
    int *a;
    void *t4;
    int *b;
    unsigned long t5;
    unsigned long t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    long t23;
    __m256i t24;
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
    if ((4096L >= 32L) & (((t5 + (unsigned long)(4L + (4096L - 1L) * 4L)) <= (t6 + (unsigned long)0L)) | ((t6 + (unsigned long)(4L + (4096L - 1L) * 4L)) <= (t5 + (unsigned long)0L)))) {
        t7 = 4096L & -32L;
        t8 = _mm256_set1_epi32((int)0);
        t9 = t8;
        t1 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t10 = t1;
            t11 = (long)(int)((long)0 + t2);
            t12 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(b + t11), t12);
            _mm256_storeu_si256((__m256i *)(a + t11), t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 8L));
            t16 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(b + t15), t16);
            _mm256_storeu_si256((__m256i *)(a + t15), t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t18 = t17;
            t19 = (long)(int)((long)0 + (t2 + 16L));
            t20 = _mm256_mullo_epi32(t18, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(b + t19), t20);
            _mm256_storeu_si256((__m256i *)(a + t19), t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 24L));
            t24 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)7));
            _mm256_storeu_si256((__m256i *)(b + t23), t24);
            _mm256_storeu_si256((__m256i *)(a + t23), t24);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
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
