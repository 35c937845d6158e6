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

/* memchr_u8: the index of the first byte equal to c, or n (a byte search with an early exit).
   needs: early exit, comparison in byte lanes (narrowing `(int)s[i] == (int)c`), byte masks
   (one movemask or k-mask test per 32 bytes), peel to align the pointer */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((no_sanitize_address)) __attribute__((noinline)) int kernel(const unsigned char *s, int n, unsigned char c)
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    unsigned char *buf = (unsigned char *)malloc(4160UL);
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(26));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    long t2 = 0L;
    do {
        __m512i t8 = _mm512_add_epi32(_mm512_set1_epi32(97), t1);
        __m128i t9 = _mm512_cvtepi32_epi8(t8);
        _mm_storeu_si128((__m128i *)(buf + (int)t2), t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t11 = t10;
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(26));
        __m512i t13 = _mm512_min_epu32(t11, t12);
        __m512i t14 = t13;
        __m512i t15 = _mm512_add_epi32(_mm512_set1_epi32(97), t14);
        __m128i t16 = _mm512_cvtepi32_epi8(t15);
        _mm_storeu_si128((__m128i *)(buf + (int)(t2 + 16L)), t16);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(6));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(26));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_add_epi32(_mm512_set1_epi32(97), t21);
        __m128i t23 = _mm512_cvtepi32_epi8(t22);
        _mm_storeu_si128((__m128i *)(buf + (int)(t2 + 32L)), t23);
        __m512i t24 = _mm512_add_epi32(t1, _mm512_set1_epi32(22));
        __m512i t25 = t24;
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(26));
        __m512i t27 = _mm512_min_epu32(t25, t26);
        __m512i t28 = t27;
        __m512i t29 = _mm512_add_epi32(_mm512_set1_epi32(97), t28);
        __m128i t30 = _mm512_cvtepi32_epi8(t29);
        _mm_storeu_si128((__m128i *)(buf + (int)(t2 + 48L)), t30);
        t2 += 64L;
        __m512i t31 = _mm512_add_epi32(t1, _mm512_set1_epi32(12));
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(26));
        __m512i t34 = _mm512_min_epu32(t32, t33);
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
