/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)

/* memchr_u8: the index of the first byte equal to c, or n (a byte search with an early exit).
   needs: early exit, comparison in byte lanes (narrowing `(int)s[i] == (int)c`), byte masks
   (one movemask or k-mask test per 32 bytes), peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const unsigned char *s, int n, unsigned char c)
{
    vcc_no_contract_body
    long t3;
    int t4;
    long t5;
    long t6;
    int i;
    t3 = (long)((0UL - (unsigned long)s) & 31UL);
    t5 = 0L;
    for (t4 = 0; t5 < t3; t4++, t5++) {
        if (t4 >= n) {
            i = t4;
            goto L12;
        }
        if ((int)s[t4] == (int)c) {
            i = t4;
            goto L12;
        }
    }
    t6 = (long)n - t3;
    if ((t6 >= 32L) & 1) {
        long t2 = t6 & -32L;
        __m256i t7 = _mm256_set1_epi8((char)c);
        __m256i t8 = t7;
        long t1 = 0L;
        do {
            __m256i t9 = _mm256_load_si256((const __m256i *)(s + (int)((long)t4 + t1)));
            __m256i t10 = t9;
            __mmask32 t11 = _mm256_cmp_epi8_mask(t10, t8, _MM_CMPINT_EQ);
            if ((t11 != 0)) {
                t2 = t1;
                break;
            }
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)t4 + t2);
    } else {
        i = t4;
    }
L12:
    for (; i < n; i++) {
        if ((int)s[i] == (int)c) {
            return i;
        }
    }
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    unsigned char *buf = (unsigned char *)malloc(4160UL);
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(26));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m256i t8 = _mm256_add_epi32(_mm256_set1_epi32(97), t1);
        vcc_v8_uchar t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_uchar);
        vcc_store(buf + (int)t2, t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(26));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_add_epi32(_mm256_set1_epi32(97), t14);
        vcc_v8_uchar t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_uchar);
        vcc_store(buf + (int)(t2 + 8L), t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(26));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_add_epi32(_mm256_set1_epi32(97), t21);
        vcc_v8_uchar t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_uchar);
        vcc_store(buf + (int)(t2 + 16L), t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(26));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_add_epi32(_mm256_set1_epi32(97), t28);
        vcc_v8_uchar t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_uchar);
        vcc_store(buf + (int)(t2 + 24L), t30);
        t2 += 32L;
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(26));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 4160L);
    for (int i = 4160; i < 4160; i++) {
        buf[i] = (unsigned char)(97 + i % 26);
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        unsigned char *t35 = buf + (start + (3500 + (int)(r % 512L)));
        *t35 = (unsigned char)0;
        long t36 = total;
        total = t36 + (long)kernel(buf + start, 4096, (unsigned char)0);
        *t35 = (unsigned char)120;
    }
    (_mm256_zeroupper(), bench_print("memchr_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
