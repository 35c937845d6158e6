/* vcc: vector types and helpers */
#include <immintrin.h>
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* ddot_pragma_f64: a double dot product under `#pragma omp simd reduction(+:s)`. Products and
   partial sums are exact (small multiples of 1/16), so every order gives the same bits.
   needs: f64 loads, f64 multiply, double add reduction allowed by the pragma */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static double x[N], y[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) double kernel(void)
{
    vcc_no_contract_body
    long t1;
    __m256d t2;
    __m256d t3;
    __m256d t4;
    __m256d t5;
    double s;
    long t6;
    long t7;
    long t8;
    long t9;
    long t10;
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
    int i;
    long t26;
    if (4096L >= 16L) {
        t6 = 4096L & -16L;
        t1 = 0L;
        t2 = _mm256_set1_pd(-0.0);
        t3 = _mm256_set1_pd(-0.0);
        t4 = _mm256_set1_pd(-0.0);
        t5 = _mm256_set1_pd(-0.0);
        do {
            t7 = (long)(int)((long)0 + t1);
            t8 = (long)(int)((long)0 + (t1 + 4L));
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = (long)(int)((long)0 + (t1 + 12L));
            t11 = _mm256_loadu_pd(&x[t7]);
            t12 = _mm256_loadu_pd(&x[t8]);
            t13 = _mm256_loadu_pd(&x[t9]);
            t14 = _mm256_loadu_pd(&x[t10]);
            t15 = _mm256_loadu_pd(&y[t7]);
            t16 = _mm256_loadu_pd(&y[t8]);
            t17 = _mm256_loadu_pd(&y[t9]);
            t18 = _mm256_loadu_pd(&y[t10]);
            t19 = _mm256_mul_pd(t11, t15);
            t2 = _mm256_add_pd(t2, t19);
            t20 = _mm256_mul_pd(t12, t16);
            t3 = _mm256_add_pd(t3, t20);
            t21 = _mm256_mul_pd(t13, t17);
            t4 = _mm256_add_pd(t4, t21);
            t22 = _mm256_mul_pd(t14, t18);
            t5 = _mm256_add_pd(t5, t22);
            t1 += 16L;
        } while (t1 < t6);
        t23 = _mm256_add_pd(t2, t3);
        t24 = _mm256_add_pd(t23, t4);
        t25 = _mm256_add_pd(t24, t5);
        i = (int)((long)0 + t6);
        s = 0.0 + vcc_avx2_sum_pd(t25);
    } else {
        i = 0;
        s = 0.0;
    }
    for (; i < 4096; i++) {
        t26 = (long)i;
        s += x[t26] * y[t26];
    }
    return s;
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    double total = 0.0;
    for (int i = 0; i < N; i++) {
        x[i] = (double)(i % 13 - 6) * 0.25;
        y[i] = (double)(i % 11 - 5) * 0.25;
    }
    for (long r = 0; r < reps; r++) {
        total += kernel();
        x[r % N] = -x[r % N];
    }
    bench_print("ddot_pragma_f64", bench_hash(BENCH_HASH_INIT, &total, sizeof total));
    return 0;
}
