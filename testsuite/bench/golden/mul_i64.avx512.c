/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* mul_i64: a[i] = b[i] * c[i] + a[i] on unsigned 64-bit integers (wrapping).
   needs: consecutive i64 loads/stores, 64-bit multiply (vpmullq with AVX-512DQ, else emulated) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 2048

static unsigned long long a[N], b[N], c[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    unsigned long long *t7;
    unsigned long long *t8;
    unsigned long long *t9;
    unsigned long long *t10;
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
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    int i;
    long t31;
    unsigned long long *t32;
    if (2048L >= 16L) {
        t2 = 2048L & -16L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 4L));
            t5 = (long)(int)((long)0 + (t1 + 8L));
            t6 = (long)(int)((long)0 + (t1 + 12L));
            t7 = &a[t3];
            t8 = &a[t4];
            t9 = &a[t5];
            t10 = &a[t6];
            t11 = _mm256_loadu_si256((const __m256i *)&b[t3]);
            t12 = _mm256_loadu_si256((const __m256i *)&b[t4]);
            t13 = _mm256_loadu_si256((const __m256i *)&b[t5]);
            t14 = _mm256_loadu_si256((const __m256i *)&b[t6]);
            t15 = _mm256_loadu_si256((const __m256i *)&c[t3]);
            t16 = _mm256_loadu_si256((const __m256i *)&c[t4]);
            t17 = _mm256_loadu_si256((const __m256i *)&c[t5]);
            t18 = _mm256_loadu_si256((const __m256i *)&c[t6]);
            t19 = _mm256_mullo_epi64(t11, t15);
            t20 = _mm256_mullo_epi64(t12, t16);
            t21 = _mm256_mullo_epi64(t13, t17);
            t22 = _mm256_mullo_epi64(t14, t18);
            t23 = _mm256_loadu_si256((const __m256i *)t7);
            t24 = _mm256_loadu_si256((const __m256i *)t8);
            t25 = _mm256_loadu_si256((const __m256i *)t9);
            t26 = _mm256_loadu_si256((const __m256i *)t10);
            t27 = _mm256_add_epi64(t19, t23);
            t28 = _mm256_add_epi64(t20, t24);
            t29 = _mm256_add_epi64(t21, t25);
            t30 = _mm256_add_epi64(t22, t26);
            _mm256_storeu_si256((__m256i *)t7, t27);
            _mm256_storeu_si256((__m256i *)t8, t28);
            _mm256_storeu_si256((__m256i *)t9, t29);
            _mm256_storeu_si256((__m256i *)t10, t30);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t31 = (long)i;
        t32 = &a[t31];
        *t32 = b[t31] * c[t31] + *t32;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (unsigned long long)i * 0x9e3779b97f4a7c15ull;
        c[i] = (unsigned long long)(i % 1000) * 12345ull + 1;
    }
    for (long r = 0; r < reps; r++)
        kernel();
    bench_print("mul_i64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
