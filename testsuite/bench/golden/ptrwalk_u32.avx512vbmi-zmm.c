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

/* ptrwalk_u32: for (p = begin; p != end; p++) *p = *p * 3 + k (a pointer induction, no index).
   needs: pointer induction with a `!=` exit (trip count from end - begin), in-place update,
   runtime trip count, unsigned wraparound */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static unsigned v[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(unsigned *begin, unsigned *end, unsigned k)
{
    vcc_no_contract_body
    unsigned int *t14;
    unsigned int *t22;
    unsigned int *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i t5 = _mm512_set1_epi32((int)k);
        long t1 = 0L;
        do {
            unsigned int *t6 = begin + t1;
            __m512i t7 = _mm512_loadu_si512(t6);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(3));
            __m512i t9 = _mm512_add_epi32(t8, t5);
            _mm512_storeu_si512(t6, t9);
            unsigned int *t10 = begin + (t1 + 16L);
            __m512i t11 = _mm512_loadu_si512(t10);
            __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
            __m512i t13 = _mm512_add_epi32(t12, t5);
            _mm512_storeu_si512(t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = begin + t4;
    } else {
        t14 = begin;
    }
    long t15 = ((long)end + (long)t14 * -1L) / 4L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        __m512i t17 = _mm512_set1_epi32((int)k);
        long t2 = 0L;
        do {
            unsigned int *t18 = t14 + t2;
            __m512i t19 = _mm512_loadu_si512(t18);
            __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(3));
            __m512i t21 = _mm512_add_epi32(t20, t17);
            _mm512_storeu_si512(t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = t14 + t16;
    } else {
        t22 = t14;
    }
    long t23 = ((long)end + (long)t22 * -1L) / 4L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        __m512i t24 = _mm512_set1_epi32((int)(int)t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        __m512i t26 = _mm512_set1_epi32((int)k);
        unsigned int *t27 = t22 + 0;
        __m512i t28 = _mm512_maskz_loadu_epi32(t25, t27);
        __m512i t29 = _mm512_mullo_epi32(t28, _mm512_set1_epi32(3));
        __m512i t30 = _mm512_add_epi32(t29, t26);
        _mm512_mask_storeu_epi32(t27, t25, t30);
        p = t22 + t23;
    } else {
        p = t22;
    }
    for (; p != end; p = p + 1) {
        *p = *p * 3U + k;
    }
}

static __typeof__(v) v __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = t5;
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[(int)t2], t7);
        __m512i t8 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t9 = t8;
        __m512i t10 = t9;
        __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[(int)(t2 + 16L)], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t13 = t12;
        __m512i t14 = t13;
        __m512i t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[(int)(t2 + 32L)], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t17 = t16;
        __m512i t18 = t17;
        __m512i t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[(int)(t2 + 48L)], t19);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        v[i] = (unsigned int)i * 40503U;
    }
    for (long r = 0L; r < reps; r++) {
        kernel(v, v + 4096, (unsigned int)r);
    }
    (_mm256_zeroupper(), bench_print("ptrwalk_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)v, 16384UL))));
    return 0;
}
