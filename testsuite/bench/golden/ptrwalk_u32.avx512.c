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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned *begin, unsigned *end, unsigned k)
{
    vcc_no_contract_body
    unsigned int *t22;
    unsigned int *t30;
    unsigned int *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i t5 = _mm256_set1_epi32((int)k);
        long t1 = 0L;
        do {
            unsigned int *t6 = begin + t1;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
            __m256i t9 = _mm256_add_epi32(t8, t5);
            _mm256_storeu_si256((__m256i *)t6, t9);
            unsigned int *t10 = begin + (t1 + 8L);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)t10);
            __m256i t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t12, t5);
            _mm256_storeu_si256((__m256i *)t10, t13);
            unsigned int *t14 = begin + (t1 + 16L);
            __m256i t15 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32(3));
            __m256i t17 = _mm256_add_epi32(t16, t5);
            _mm256_storeu_si256((__m256i *)t14, t17);
            unsigned int *t18 = begin + (t1 + 24L);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)t18);
            __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(3));
            __m256i t21 = _mm256_add_epi32(t20, t5);
            _mm256_storeu_si256((__m256i *)t18, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = begin + t4;
    } else {
        t22 = begin;
    }
    long t23 = ((long)end + (long)t22 * -1L) / 4L;
    if (t23 >= 8L) {
        long t24 = t23 & -8L;
        __m256i t25 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        do {
            unsigned int *t26 = t22 + t2;
            __m256i t27 = _mm256_loadu_si256((const __m256i *)t26);
            __m256i t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32(3));
            __m256i t29 = _mm256_add_epi32(t28, t25);
            _mm256_storeu_si256((__m256i *)t26, t29);
            t2 += 8L;
        } while (t2 < t24);
        t30 = t22 + t24;
    } else {
        t30 = t22;
    }
    long t31 = ((long)end + (long)t30 * -1L) / 4L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        __m256i t32 = _mm256_set1_epi32((int)(int)t31);
        __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i t34 = _mm256_set1_epi32((int)k);
        unsigned int *t35 = t30 + 0;
        __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), t35);
        __m256i t37 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(3));
        __m256i t38 = _mm256_add_epi32(t37, t34);
        _mm256_mask_storeu_epi32(t35, _mm256_movepi32_mask(t33), t38);
        p = t30 + t31;
    } else {
        p = t30;
    }
    for (; p != end; p = p + 1) {
        *p = *p * 3U + k;
    }
}

static __typeof__(v) v __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long t2 = 0L;
    do {
        __m256i t5 = t1;
        __m256i t6 = t5;
        __m256i t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[(int)t2], t7);
        __m256i t8 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t9 = t8;
        __m256i t10 = t9;
        __m256i t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[(int)(t2 + 8L)], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t13 = t12;
        __m256i t14 = t13;
        __m256i t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[(int)(t2 + 16L)], t15);
        __m256i t16 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t17 = t16;
        __m256i t18 = t17;
        __m256i t19 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[(int)(t2 + 24L)], t19);
        t2 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
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
