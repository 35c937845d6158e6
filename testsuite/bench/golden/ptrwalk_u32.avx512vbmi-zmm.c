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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512i t5;
    unsigned int *t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    unsigned int *t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    unsigned int *t14;
    long t15;
    long t16;
    __m512i t17;
    unsigned int *t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    unsigned int *t22;
    long t23;
    __m512i t24;
    __mmask16 t25;
    __m512i t26;
    long t27;
    unsigned int *t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    unsigned int *p;
    t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_epi32((int)k);
        t1 = 0L;
        do {
            t6 = begin + t1;
            t7 = _mm512_loadu_si512(t6);
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)3));
            t9 = _mm512_add_epi32(t8, t5);
            _mm512_storeu_si512(t6, t9);
            t10 = begin + (t1 + 16L);
            t11 = _mm512_loadu_si512(t10);
            t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32((int)3));
            t13 = _mm512_add_epi32(t12, t5);
            _mm512_storeu_si512(t10, t13);
            t1 += 32L;
        } while (t1 < t4);
        t14 = begin + t4;
    } else {
        t14 = begin;
    }
    t15 = ((long)end + (long)t14 * -1L) / 4L;
    if (t15 >= 16L) {
        t16 = t15 & -16L;
        t17 = _mm512_set1_epi32((int)k);
        t2 = 0L;
        do {
            t18 = t14 + t2;
            t19 = _mm512_loadu_si512(t18);
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)3));
            t21 = _mm512_add_epi32(t20, t17);
            _mm512_storeu_si512(t18, t21);
            t2 += 16L;
        } while (t2 < t16);
        t22 = t14 + t16;
    } else {
        t22 = t14;
    }
    t23 = ((long)end + (long)t22 * -1L) / 4L;
    if ((t23 >= 1L) & (t23 <= 16L)) {
        t24 = _mm512_set1_epi32((int)(int)t23);
        t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t24, _MM_CMPINT_LT);
        t26 = _mm512_set1_epi32((int)k);
        t27 = 0L;
        t28 = t22 + t27;
        t29 = _mm512_maskz_loadu_epi32(t25, t28);
        t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32((int)3));
        t31 = _mm512_add_epi32(t30, t26);
        _mm512_mask_storeu_epi32(t28, t25, t31);
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
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)40503));
            _mm512_storeu_si512(&v[(int)((long)0 + t2)], t8);
            t9 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t10 = t9;
            t11 = t10;
            t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32((int)40503));
            _mm512_storeu_si512(&v[(int)((long)0 + (t2 + 16L))], t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t14 = t13;
            t15 = t14;
            t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)40503));
            _mm512_storeu_si512(&v[(int)((long)0 + (t2 + 32L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t18 = t17;
            t19 = t18;
            t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32((int)40503));
            _mm512_storeu_si512(&v[(int)((long)0 + (t2 + 48L))], t20);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        v[i] = (unsigned int)i * 40503U;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(v, v + 4096, (unsigned int)r));
    }
    (_mm256_zeroupper(), bench_print("ptrwalk_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)v, 16384UL))));
    return 0;
}
