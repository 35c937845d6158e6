/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* strlen_u8: the length of a string (a loop with no counted exit: `while (s[n]) n++;`).
   vcc leaves it as written (remark: a strlen search): gcc -O2 and -O3 call the C library's
   strlen for it, which is faster than vcc's byte loop; clang-19 keeps the scalar loop. */
#include "bench.h"
#ifndef REPS
#define REPS 4000000
#endif
#define N 4096

__attribute__((noinline)) long kernel(const char *s)
{
    long n = 0;
    while (s[n]) /* hot */
        n++;
    return n;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 4000000L));
    char *buf = (char *)malloc(4160UL);
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(26));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at strlen_u8.c:22 vectorized: VF 8, UF 4, the remainder at 23:31 by 26 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t5 = _mm256_add_epi32(_mm256_set1_epi32(97), (__m256i)t1);
        vcc_v8_char t6 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t5));
        vcc_store(buf + i_vec, t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(26));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t10 = _mm256_add_epi32(_mm256_set1_epi32(97), t9);
        vcc_v8_char t11 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
        vcc_store(buf + (i_vec + 8L), t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(26));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = _mm256_add_epi32(_mm256_set1_epi32(97), t14);
        vcc_v8_char t16 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t15));
        vcc_store(buf + (i_vec + 16L), t16);
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(26));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256i t20 = _mm256_add_epi32(_mm256_set1_epi32(97), t19);
        vcc_v8_char t21 = (vcc_v8_char)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
        vcc_store(buf + (i_vec + 24L), t21);
        i_vec += 32L;
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(26));
        t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    } while (i_vec < 4160L);
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        char *t24 = buf + (start + (3500 + (int)(r % 512L)));
        *t24 = (char)0;
        long t25 = total;
        total = t25 + (_mm256_zeroupper(), kernel(buf + start));
        *t24 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("strlen_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
