/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef char vcc_v8_char __attribute__((vector_size(8)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(26));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m256i t8 = _mm256_add_epi32(_mm256_set1_epi32(97), t1);
        vcc_v8_char t9 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t8, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)t2, t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(26));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_add_epi32(_mm256_set1_epi32(97), t14);
        vcc_v8_char t16 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t15, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t2 + 8L), t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(26));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_add_epi32(_mm256_set1_epi32(97), t21);
        vcc_v8_char t23 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t22, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t2 + 16L), t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(26));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_add_epi32(_mm256_set1_epi32(97), t28);
        vcc_v8_char t30 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t29, vcc_v8_short), vcc_v8_char);
        vcc_store(buf + (int)(t2 + 24L), t30);
        t2 += 32L;
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(6));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(26));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 4160L);
    for (int i = 4160; i < 4160; i++) {
        buf[i] = (char)(97 + i % 26);
    }
    total = 0L;
    for (long r = 0L; r < reps; r++) {
        int start = (int)(r % 61L);
        char *t35 = buf + (start + (3500 + (int)(r % 512L)));
        *t35 = (char)0;
        long t36 = total;
        total = t36 + (_mm256_zeroupper(), kernel(buf + start));
        *t35 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("strlen_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
