/* vcc: vector types and helpers */
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* daxpy_f64: y[i] = a * x[i] + y[i] on double arrays passed as restrict pointers (BLAS daxpy).
   needs: consecutive f64 loads/stores, restrict pointer arguments, runtime trip count, splat */
#include "bench.h"
#ifndef REPS
#define REPS 320000
#endif
#define N 4096

static double xs[N], ys[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int n, double a, const double *restrict x, double *restrict y)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    __m256d t5;
    long t6;
    long t7;
    long t8;
    long t9;
    double *t10;
    double *t11;
    double *t12;
    double *t13;
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
    int t30;
    long t31;
    long t32;
    __m256d t33;
    long t34;
    double *t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    __m256d t39;
    int i;
    long t40;
    double *t41;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t5 = _mm256_set1_pd(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = (long)(int)((long)0 + (t1 + 4L));
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = (long)(int)((long)0 + (t1 + 12L));
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = y + t9;
            t14 = _mm256_loadu_pd(x + t6);
            t15 = _mm256_loadu_pd(x + t7);
            t16 = _mm256_loadu_pd(x + t8);
            t17 = _mm256_loadu_pd(x + t9);
            t18 = _mm256_mul_pd(t5, t14);
            t19 = _mm256_mul_pd(t5, t15);
            t20 = _mm256_mul_pd(t5, t16);
            t21 = _mm256_mul_pd(t5, t17);
            t22 = _mm256_loadu_pd(t10);
            t23 = _mm256_loadu_pd(t11);
            t24 = _mm256_loadu_pd(t12);
            t25 = _mm256_loadu_pd(t13);
            t26 = _mm256_add_pd(t18, t22);
            _mm256_storeu_pd(t10, t26);
            t27 = _mm256_add_pd(t19, t23);
            _mm256_storeu_pd(t11, t27);
            t28 = _mm256_add_pd(t20, t24);
            _mm256_storeu_pd(t12, t28);
            t29 = _mm256_add_pd(t21, t25);
            _mm256_storeu_pd(t13, t29);
            t1 += 16L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        t32 = t31 & -4L;
        t33 = _mm256_set1_pd(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm256_loadu_pd(x + t34);
            t37 = _mm256_mul_pd(t33, t36);
            t38 = _mm256_loadu_pd(t35);
            t39 = _mm256_add_pd(t37, t38);
            _mm256_storeu_pd(t35, t39);
            t2 += 4L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t40 = (long)i;
        t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

int main(int argc, char **argv)
{
    long reps = bench_reps(argc, argv, REPS);
    for (int i = 0; i < N; i++) {
        xs[i] = (double)(i % 19) * 0.25;
        ys[i] = (double)(i % 7);
    }
    for (long r = 0; r < reps; r++)
        kernel(N, r % 2 ? 0.5 : -0.5, xs, ys);
    bench_print("daxpy_f64", bench_hash(BENCH_HASH_INIT, ys, sizeof ys));
    return 0;
}
