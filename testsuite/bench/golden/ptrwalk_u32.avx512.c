/* vcc: vector types and helpers */
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
    __m256i t3;
    long t4;
    unsigned int *t5;
    unsigned int *t6;
    unsigned int *t7;
    unsigned int *t8;
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
    long t21;
    unsigned int *t22;
    long t23;
    long t24;
    __m256i t25;
    long t26;
    unsigned int *t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    unsigned int *p;
    t1 = ((long)begin * -1L + (long)end) / 4L;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = _mm256_set1_epi32((int)k);
        t4 = 0L;
        for (;;) {
            t5 = begin + t4;
            t6 = begin + (t4 + 8L);
            t7 = begin + (t4 + 16L);
            t8 = begin + (t4 + 24L);
            t9 = _mm256_loadu_si256((const __m256i *)t5);
            t10 = _mm256_loadu_si256((const __m256i *)t6);
            t11 = _mm256_loadu_si256((const __m256i *)t7);
            t12 = _mm256_loadu_si256((const __m256i *)t8);
            t13 = _mm256_mullo_epi32(t9, _mm256_set1_epi32((int)3));
            t14 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)3));
            t15 = _mm256_mullo_epi32(t11, _mm256_set1_epi32((int)3));
            t16 = _mm256_mullo_epi32(t12, _mm256_set1_epi32((int)3));
            t17 = _mm256_add_epi32(t13, t3);
            t18 = _mm256_add_epi32(t14, t3);
            t19 = _mm256_add_epi32(t15, t3);
            t20 = _mm256_add_epi32(t16, t3);
            _mm256_storeu_si256((__m256i *)t5, t17);
            _mm256_storeu_si256((__m256i *)t6, t18);
            _mm256_storeu_si256((__m256i *)t7, t19);
            _mm256_storeu_si256((__m256i *)t8, t20);
            t21 = t4 + 32L;
            if (t21 >= t2) {
                break;
            }
            t4 = t21;
        }
        t22 = begin + t2;
    } else {
        t22 = begin;
    }
    t23 = ((long)end + (long)t22 * -1L) / 4L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t25 = _mm256_set1_epi32((int)k);
        t26 = 0L;
        for (;;) {
            t27 = t22 + t26;
            t28 = _mm256_loadu_si256((const __m256i *)t27);
            t29 = _mm256_mullo_epi32(t28, _mm256_set1_epi32((int)3));
            t30 = _mm256_add_epi32(t29, t25);
            _mm256_storeu_si256((__m256i *)t27, t30);
            t31 = t26 + 8L;
            if (t31 >= t24) {
                break;
            }
            t26 = t31;
        }
        p = t22 + t24;
    } else {
        p = t22;
    }
    for (; p != end; p = p + 1) {
        *p = *p * 3U + k;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long reps;
    long t2;
    __m256i t3;
    __m256i t4;
    long t5;
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
    long t21;
    int i;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t3 = _mm256_set1_epi32((int)0);
        t4 = t3;
        t1 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t5 = 0L;
        for (;;) {
            t6 = t1;
            t7 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t8 = t7;
            t9 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t10 = t9;
            t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t12 = t11;
            t13 = t6;
            t14 = t8;
            t15 = t10;
            t16 = t12;
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)40503));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)40503));
            t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)40503));
            t20 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)40503));
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + t5)], t17);
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t5 + 8L))], t18);
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t5 + 16L))], t19);
            _mm256_storeu_si256((__m256i *)&v[(int)((long)0 + (t5 + 24L))], t20);
            t21 = t5 + 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            if (t21 >= t2) {
                break;
            }
            t5 = t21;
        }
        i = (int)((long)0 + t2);
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
