/* vcc: vector types and helpers */
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* sum_i32: sum of squares over an unsigned int array passed as a pointer (integer reduction).
   needs: consecutive i32 loads, integer add reduction, pointer argument (read only) */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned int values[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned int kernel(int n, const unsigned int *v)
{
    vcc_no_contract_body
    unsigned int sum;
    long t1;
    long t2;
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
    long t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    int t24;
    unsigned int t25;
    long t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    long t33;
    int i;
    unsigned int t34;
    t1 = (long)n;
    if (t1 >= 32L) {
        t2 = t1 & -32L;
        t3 = 0L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        t6 = _mm256_set1_epi32((int)0);
        t7 = _mm256_set1_epi32((int)0);
        for (;;) {
            t8 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)0 + t3)));
            t9 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)0 + (t3 + 8L))));
            t10 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)0 + (t3 + 16L))));
            t11 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)0 + (t3 + 24L))));
            t12 = _mm256_mullo_epi32(t8, t8);
            t13 = _mm256_mullo_epi32(t9, t9);
            t14 = _mm256_mullo_epi32(t10, t10);
            t15 = _mm256_mullo_epi32(t11, t11);
            t16 = _mm256_add_epi32(t4, t12);
            t17 = _mm256_add_epi32(t5, t13);
            t18 = _mm256_add_epi32(t6, t14);
            t19 = _mm256_add_epi32(t7, t15);
            t20 = t3 + 32L;
            if (t20 >= t2) {
                break;
            }
            t3 = t20;
            t4 = t16;
            t5 = t17;
            t6 = t18;
            t7 = t19;
        }
        t21 = _mm256_add_epi32(t16, t17);
        t22 = _mm256_add_epi32(t21, t18);
        t23 = _mm256_add_epi32(t22, t19);
        t24 = (int)((long)0 + t2);
        t25 = 0U + vcc_avx2_sum_epi32(t23);
    } else {
        t24 = 0;
        t25 = 0U;
    }
    t26 = (long)n + (long)t24 * -1L;
    if (t26 >= 8L) {
        t27 = t26 & -8L;
        t28 = 0L;
        t29 = _mm256_set1_epi32((int)0);
        for (;;) {
            t30 = _mm256_loadu_si256((const __m256i *)(v + (int)((long)t24 + t28)));
            t31 = _mm256_mullo_epi32(t30, t30);
            t32 = _mm256_add_epi32(t29, t31);
            t33 = t28 + 8L;
            if (t33 >= t27) {
                break;
            }
            t28 = t33;
            t29 = t32;
        }
        i = (int)((long)t24 + t27);
        sum = t25 + vcc_avx2_sum_epi32(t32);
    } else {
        i = t24;
        sum = t25;
    }
    for (; i < n; i++) {
        t34 = v[i];
        sum += t34 * t34;
    }
    return sum;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
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
    unsigned int *t22;
    unsigned int t23;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
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
            t17 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)-1640531535));
            t18 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)-1640531535));
            t19 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)-1640531535));
            t20 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)-1640531535));
            _mm256_storeu_si256((__m256i *)&values[(int)((long)0 + t5)], t17);
            _mm256_storeu_si256((__m256i *)&values[(int)((long)0 + (t5 + 8L))], t18);
            _mm256_storeu_si256((__m256i *)&values[(int)((long)0 + (t5 + 16L))], t19);
            _mm256_storeu_si256((__m256i *)&values[(int)((long)0 + (t5 + 24L))], t20);
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
        values[i] = (unsigned int)i * 2654435761U;
    }
    for (r = 0L; r < reps; r++) {
        t22 = &values[r % 4096L];
        *t22 = *t22 + 1U;
        t23 = total;
        total = t23 ^ (_mm256_zeroupper(), kernel(4096, values));
    }
    (_mm256_zeroupper(), bench_print("sum_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
