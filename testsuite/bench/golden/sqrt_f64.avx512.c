/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* sqrt_f64: a[i] = sqrt(b[i] * b[i] + c[i] * c[i]) on doubles (vector length; exact products).
   needs: math call sqrt (vector sqrt, no errno: the argument is never negative), f64 ops */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 50000
#endif
#define N 4096

static double a[N], b[N], c[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m256d t10;
    __m256d t11;
    __m256d t12;
    __m256d t13;
    __m256d t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
    __m256d t29;
    __m256d t30;
    int i;
    long t31;
    double t32;
    double t33;
    if (4096L >= 16L) {
        t2 = 4096L & -16L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = (long)(int)((long)0 + (t1 + 4L));
            t5 = (long)(int)((long)0 + (t1 + 8L));
            t6 = (long)(int)((long)0 + (t1 + 12L));
            t7 = _mm256_loadu_pd(&b[t3]);
            t8 = _mm256_loadu_pd(&b[t4]);
            t9 = _mm256_loadu_pd(&b[t5]);
            t10 = _mm256_loadu_pd(&b[t6]);
            t11 = _mm256_mul_pd(t7, t7);
            t12 = _mm256_mul_pd(t8, t8);
            t13 = _mm256_mul_pd(t9, t9);
            t14 = _mm256_mul_pd(t10, t10);
            t15 = _mm256_loadu_pd(&c[t3]);
            t16 = _mm256_loadu_pd(&c[t4]);
            t17 = _mm256_loadu_pd(&c[t5]);
            t18 = _mm256_loadu_pd(&c[t6]);
            t19 = _mm256_mul_pd(t15, t15);
            t20 = _mm256_add_pd(t11, t19);
            t21 = _mm256_sqrt_pd(t20);
            _mm256_storeu_pd(&a[t3], t21);
            t22 = _mm256_mul_pd(t16, t16);
            t23 = _mm256_add_pd(t12, t22);
            t24 = _mm256_sqrt_pd(t23);
            _mm256_storeu_pd(&a[t4], t24);
            t25 = _mm256_mul_pd(t17, t17);
            t26 = _mm256_add_pd(t13, t25);
            t27 = _mm256_sqrt_pd(t26);
            _mm256_storeu_pd(&a[t5], t27);
            t28 = _mm256_mul_pd(t18, t18);
            t29 = _mm256_add_pd(t14, t28);
            t30 = _mm256_sqrt_pd(t29);
            _mm256_storeu_pd(&a[t6], t30);
            t1 += 16L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t31 = (long)i;
        t32 = b[t31];
        t33 = c[t31];
        a[t31] = sqrt(t32 * t32 + t33 * t33);
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        b[i] = (double)(i % 300 - 150) * 0.5;
        c[i] = (double)((i * 7) % 200 - 100) * 0.25;
    }
    for (long r = 0; r < reps; r++) {
        kernel();
        b[r % N] = -b[r % N];
    }
    bench_print("sqrt_f64", bench_hash(BENCH_HASH_INIT, a, sizeof a));
    return 0;
}
