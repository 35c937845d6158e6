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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    __m512i t1;
    long t2;
    long reps;
    char *buf;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m128i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m128i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m128i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m128i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int i;
    long r;
    int start;
    char *t36;
    long t37;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 4000000L));
    buf = (char *)malloc(4160UL);
    if ((4160L >= 64L) & (0 >= 0)) {
        t3 = 4160L & -64L;
        t4 = _mm512_set1_epi32((int)(0 % 26));
        t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t6 = t5;
        t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32((int)26));
        t8 = _mm512_min_epu32(t6, t7);
        t1 = t8;
        t2 = 0L;
        do {
            t9 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t1);
            t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + t2)), t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32((int)26));
            t14 = _mm512_min_epu32(t12, t13);
            t15 = t14;
            t16 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t15);
            t17 = _mm512_cvtepi32_epi8(t16);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t2 + 16L))), t17);
            t18 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)6));
            t19 = t18;
            t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32((int)26));
            t21 = _mm512_min_epu32(t19, t20);
            t22 = t21;
            t23 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t22);
            t24 = _mm512_cvtepi32_epi8(t23);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t2 + 32L))), t24);
            t25 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)22));
            t26 = t25;
            t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32((int)26));
            t28 = _mm512_min_epu32(t26, t27);
            t29 = t28;
            t30 = _mm512_add_epi32(_mm512_set1_epi32((int)97), t29);
            t31 = _mm512_cvtepi32_epi8(t30);
            _mm_storeu_si128((__m128i *)(buf + (int)((long)0 + (t2 + 48L))), t31);
            t2 += 64L;
            t32 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)12));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)26));
            t35 = _mm512_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4160; i++) {
        buf[i] = (char)(97 + i % 26);
    }
    total = 0L;
    for (r = 0L; r < reps; r++) {
        start = (int)(r % 61L);
        t36 = buf + (start + (3500 + (int)(r % 512L)));
        *t36 = (char)0;
        t37 = total;
        total = t37 + (_mm256_zeroupper(), kernel(buf + start));
        *t36 = (char)120;
    }
    (_mm256_zeroupper(), bench_print("strlen_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    free((void *)buf);
    return 0;
}
