/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* The seed's example (slp-vectorizer-in-llvm, "Overview"): four stores to consecutive elements
   of `a`, each of (b + c) * (d - e), become one tree of 4-wide loads, add, sub, mul and a
   store. */
/* vcc-test: expect-slp 1 */
#include <stdio.h>

int a[4], b[4], c[4], d[4], e[4];

__attribute__((target("avx2"))) void foo(void) {
    __m128i t1 = _mm_loadu_si128((const __m128i *)b);
    __m128i t2 = _mm_loadu_si128((const __m128i *)c);
    __m128i t3 = _mm_add_epi32(t1, t2);
    __m128i t4 = _mm_loadu_si128((const __m128i *)d);
    __m128i t5 = _mm_loadu_si128((const __m128i *)e);
    __m128i t6 = _mm_sub_epi32(t4, t5);
    __m128i t7 = _mm_mullo_epi32(t3, t6);
    _mm_storeu_si128((__m128i *)a, t7);
}

__attribute__((target("avx2"))) int main(void) {
    int round = 0;
    while (round < 3) {
        __m128i round_v = _mm_set1_epi32((int)round);
        __m128i t1 = _mm_set1_epi32(0);
        vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t1, _mm_setr_epi32(0, 1, 2, 3));
        long i_vec = 0L;
        /* vcc: loop at seed.c:18 vectorized: VF 4, UF 1, scalar epilogue */
        for (;;) {
            __m128i t2 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(1));
            __m128i t3 = _mm_add_epi32(t2, round_v);
            _mm_storeu_si128((__m128i *)&b[i_vec], t3);
            __m128i t4 = _mm_mullo_epi32(_mm_set1_epi32(3), (__m128i)i_v);
            __m128i t5 = _mm_sub_epi32(t4, round_v);
            _mm_storeu_si128((__m128i *)&c[i_vec], t5);
            __m128i t6 = _mm_mullo_epi32((__m128i)i_v, round_v);
            __m128i t7 = _mm_sub_epi32(_mm_set1_epi32(7), t6);
            _mm_storeu_si128((__m128i *)&d[i_vec], t7);
            __m128i t8 = _mm_mullo_epi32((__m128i)i_v, (__m128i)i_v);
            _mm_storeu_si128((__m128i *)&e[i_vec], t8);
            i_vec += 4L;
            __m128i t9 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
            if (i_vec >= 4L) {
                break;
            }
            i_v = (vcc_v4_uint)t9;
        }
        foo();
        printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
        round++;
    }
    return 0;
}
