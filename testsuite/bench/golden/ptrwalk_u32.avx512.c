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
    long t1;
    long t2;
    long t3;
    long t4;
    __m256i t5;
    unsigned int *t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    unsigned int *t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    unsigned int *t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    unsigned int *t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    unsigned int *t22;
    long t23;
    long t24;
    __m256i t25;
    unsigned int *t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    unsigned int *t30;
    long t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    long t35;
    unsigned int *t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    unsigned int *p;
    t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm256_set1_epi32((int)k);
        t1 = 0L;
        do {
            t6 = begin + t1;
            t7 = _mm256_loadu_si256((const __m256i *)t6);
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)3));
            t9 = _mm256_add_epi32(t8, t5);
            _mm256_storeu_si256((__m256i *)t6, t9);
            t10 = begin + (t1 + 8L);
            t11 = _mm256_loadu_si256((const __m256i *)t10);
            t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
            t13 = _mm256_add_epi32(t12, t5);
            _mm256_storeu_si256((__m256i *)t10, t13);
            t14 = begin + (t1 + 16L);
            t15 = _mm256_loadu_si256((const __m256i *)t14);
            t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)3));
            t17 = _mm256_add_epi32(t16, t5);
            _mm256_storeu_si256((__m256i *)t14, t17);
            t18 = begin + (t1 + 24L);
            t19 = _mm256_loadu_si256((const __m256i *)t18);
            t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)3));
            t21 = _mm256_add_epi32(t20, t5);
            _mm256_storeu_si256((__m256i *)t18, t21);
            t1 += 32L;
        } while (t1 < t4);
        t22 = begin + t4;
    } else {
        t22 = begin;
    }
    t23 = ((long)end + (long)t22 * -1L) / 4L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = _mm256_set1_epi32((int)k);
        t2 = 0L;
        do {
            t26 = t22 + t2;
            t27 = _mm256_loadu_si256((const __m256i *)t26);
            t28 = _mm256_mullo_epi32(t27, _mm256_set1_epi32((int)3));
            t29 = _mm256_add_epi32(t28, t25);
            _mm256_storeu_si256((__m256i *)t26, t29);
            t2 += 8L;
        } while (t2 < t24);
        t30 = t22 + t24;
    } else {
        t30 = t22;
    }
    t31 = ((long)end + (long)t30 * -1L) / 4L;
    if ((t31 >= 1L) & (t31 <= 8L)) {
        t32 = _mm256_set1_epi32((int)(int)t31);
        t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t34 = _mm256_set1_epi32((int)k);
        t35 = 0L;
        t36 = t30 + t35;
        t37 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t33), t36);
        t38 = _mm256_mullo_epi32(t37, _mm256_set1_epi32((int)3));
        t39 = _mm256_add_epi32(t38, t34);
        _mm256_mask_storeu_epi32(t36, _mm256_movepi32_mask(t33), t39);
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
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = t6;
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)40503));
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + t2)], t8);
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t10 = t9;
            t11 = t10;
            t12 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)40503));
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t2 + 8L))], t12);
            t13 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t14 = t13;
            t15 = t14;
            t16 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)40503));
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t18 = t17;
            t19 = t18;
            t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32((int)40503));
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t2 + 24L))], t20);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
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
