/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* scale_f64: a[i] = s * b[i] on double arrays, s loop-invariant (BLAS dscal, out of place).
   needs: consecutive f64 loads/stores, splat of a function argument */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static double a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(double s)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256d t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    int i;
    long t16;
    if (4096L >= 16L) {
        t2 = 4096L & -16L;
        t3 = _mm256_set1_pd(s);
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = (long)(int)((long)0 + (t1 + 4L));
            t6 = (long)(int)((long)0 + (t1 + 8L));
            t7 = (long)(int)((long)0 + (t1 + 12L));
            t8 = _mm256_loadu_pd(&b[t4]);
            t9 = _mm256_loadu_pd(&b[t5]);
            t10 = _mm256_loadu_pd(&b[t6]);
            t11 = _mm256_loadu_pd(&b[t7]);
            t12 = _mm256_mul_pd(t3, t8);
            _mm256_storeu_pd(&a[t4], t12);
            t13 = _mm256_mul_pd(t3, t9);
            _mm256_storeu_pd(&a[t5], t13);
            t14 = _mm256_mul_pd(t3, t10);
            _mm256_storeu_pd(&a[t6], t14);
            t15 = _mm256_mul_pd(t3, t11);
            _mm256_storeu_pd(&a[t7], t15);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t16 = (long)i;
        a[t16] = s * b[t16];
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        b[i] = (double)(i % 101 - 50) * 0.0625;
    for (long r = 0; r < reps; r++) {
        kernel(r % 3 ? 0.75 : -1.5);
        sum += a[r % N];
    }
    unsigned long long h = bench_hash(BENCH_HASH_INIT, a, sizeof a);
    bench_print("scale_f64", bench_hash(h, &sum, sizeof sum));
    return 0;
}
