/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

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
    long t2;
    int t3;
    long t4;
    long t5;
    int i;
    t2 = (long)((0UL - (unsigned long)s) & 31UL);
    t4 = 0L;
    for (t3 = 0; t4 < t2; t3++, t4++) {
        if (t3 >= n) {
            i = t3;
            goto L7;
        }
        if ((int)s[t3] == (int)c) {
            i = t3;
            goto L7;
        }
    }
    t5 = (long)n - t2;
    if ((t5 >= 32L) & 1) {
        long t1 = t5 & -32L;
        __m256i c_v = _mm256_set1_epi8((char)c);
        long i_vec = 0L;
        /* vcc: loop at memchr_u8.c:12 vectorized: VF 32, UF 1, early exit, peeled to align `s` to 32 bytes, scalar epilogue */
        do {
            __m256i s_v = _mm256_load_si256((const __m256i *)(s + (int)((long)t3 + i_vec)));
            __mmask32 t6 = _mm256_cmp_epi8_mask(s_v, c_v, _MM_CMPINT_EQ);
            if ((t6 != 0)) {
                t1 = i_vec;
                break;
            }
            i_vec += 32L;
        } while (i_vec < t1);
        i = (int)((long)t3 + t1);
    } else {
        i = t3;
    }
L7:
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
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(26));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at memchr_u8.c:22 vectorized: VF 8, UF 4, the remainder at 23:40 by 26 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t5 = _mm256_add_epi32(_mm256_set1_epi32(97), (__m256i)t1);
        vcc_v8_uchar t6 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
        vcc_store(buf + i_vec, t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(26));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t10 = _mm256_add_epi32(_mm256_set1_epi32(97), t9);
        vcc_v8_uchar t11 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
        vcc_store(buf + (i_vec + 8L), t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(26));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = _mm256_add_epi32(_mm256_set1_epi32(97), t14);
        vcc_v8_uchar t16 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
        vcc_store(buf + (i_vec + 16L), t16);
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(26));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256i t20 = _mm256_add_epi32(_mm256_set1_epi32(97), t19);
        vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
        vcc_store(buf + (i_vec + 24L), t21);
        i_vec += 32L;
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(26));
        t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    } while (i_vec < 4160L);
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        unsigned char *t24 = buf + (start + (3500 + (int)(r % 512L)));
        *t24 = (unsigned char)0;
        long t25 = total;
        total = t25 + (long)kernel(buf + start, 4096, (unsigned char)0);
        *t24 = (unsigned char)120;
    }
    (_mm256_zeroupper(), bench_print("memchr_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
