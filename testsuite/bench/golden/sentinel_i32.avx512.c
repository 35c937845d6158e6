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

/* sentinel_i32: the index of a key known to be in the array (`while (a[i] != key) i++;`: no
   counted exit). needs: uncounted loop, int index, peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const int *a, int key)
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
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
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
            goto L28;
        }
    }
    t9 = (long)0 * -1L + 2147483648L;
    t10 = (t9 < 1152921504606846976L ? t9 : 1152921504606846976L) - t4;
    if ((t10 >= 32L) & t5) {
        t2 = t10 & -32L;
        t11 = _mm256_set1_epi32((int)key);
        t1 = 0L;
        for (;;) {
            t12 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + t1)));
            t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t12, t11, _MM_CMPINT_NE));
            t14 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 8L))));
            t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t14, t11, _MM_CMPINT_NE));
            t16 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 16L))));
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t16, t11, _MM_CMPINT_NE));
            t18 = _mm256_load_si256((const __m256i *)(a + (int)((long)t8 + (t1 + 24L))));
            t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(t18, t11, _MM_CMPINT_NE));
            t20 = (__m256i)~(vcc_m8)t13;
            t21 = (__m256i)~(vcc_m8)t15;
            t22 = _mm256_or_si256(t20, t21);
            t23 = (__m256i)~(vcc_m8)t17;
            t24 = _mm256_or_si256(t22, t23);
            t25 = (__m256i)~(vcc_m8)t19;
            t26 = _mm256_or_si256(t24, t25);
            if ((_mm256_movemask_epi8(t26) != 0)) {
                break;
            }
            t1 += 32L;
            if (t1 >= t2) {
                goto L27;
            }
        }
        t2 = t1;
    L27:
        i_1 = (int)((long)t8 + t2);
    } else {
        i_1 = t8;
    }
L28:
    while (a[i_1] != key) {
        i_1++;
    }
    return i_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m256i t1;
    long t2;
    long reps;
    int *a;
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
    int key;
    long t17;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    a = (int *)malloc(16388UL);
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + t2)), t7);
            t8 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t9 = t8;
            t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 8L))), t10);
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 16L))), t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t15 = t14;
            t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)3));
            _mm256_storeu_si256((__m256i *)(a + (int)((long)0 + (t2 + 24L))), t16);
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
