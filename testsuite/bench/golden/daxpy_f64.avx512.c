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
    __m256d t3;
    long t4;
    long t5;
    long t6;
    long t7;
    long t8;
    double *t9;
    double *t10;
    double *t11;
    double *t12;
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
    long t29;
    int t30;
    long t31;
    long t32;
    __m256d t33;
    long t34;
    long t35;
    double *t36;
    __m256d t37;
    __m256d t38;
    __m256d t39;
    __m256d t40;
    long t41;
    int i;
    long t42;
    double *t43;
    t1 = (long)n;
    if (t1 >= 16L) {
        t2 = t1 & -16L;
        t3 = _mm256_set1_pd(a);
        t4 = 0L;
        for (;;) {
            t5 = (long)(int)((long)0 + t4);
            t6 = (long)(int)((long)0 + (t4 + 4L));
            t7 = (long)(int)((long)0 + (t4 + 8L));
            t8 = (long)(int)((long)0 + (t4 + 12L));
            t9 = y + t5;
            t10 = y + t6;
            t11 = y + t7;
            t12 = y + t8;
            t13 = _mm256_loadu_pd(x + t5);
            t14 = _mm256_loadu_pd(x + t6);
            t15 = _mm256_loadu_pd(x + t7);
            t16 = _mm256_loadu_pd(x + t8);
            t17 = _mm256_mul_pd(t3, t13);
            t18 = _mm256_mul_pd(t3, t14);
            t19 = _mm256_mul_pd(t3, t15);
            t20 = _mm256_mul_pd(t3, t16);
            t21 = _mm256_loadu_pd(t9);
            t22 = _mm256_loadu_pd(t10);
            t23 = _mm256_loadu_pd(t11);
            t24 = _mm256_loadu_pd(t12);
            t25 = _mm256_add_pd(t17, t21);
            t26 = _mm256_add_pd(t18, t22);
            t27 = _mm256_add_pd(t19, t23);
            t28 = _mm256_add_pd(t20, t24);
            _mm256_storeu_pd(t9, t25);
            _mm256_storeu_pd(t10, t26);
            _mm256_storeu_pd(t11, t27);
            _mm256_storeu_pd(t12, t28);
            t29 = t4 + 16L;
            if (t29 >= t2) {
                break;
            }
            t4 = t29;
        }
        t30 = (int)((long)0 + t2);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        t32 = t31 & -4L;
        t33 = _mm256_set1_pd(a);
        t34 = 0L;
        for (;;) {
            t35 = (long)(int)((long)t30 + t34);
            t36 = y + t35;
            t37 = _mm256_loadu_pd(x + t35);
            t38 = _mm256_mul_pd(t33, t37);
            t39 = _mm256_loadu_pd(t36);
            t40 = _mm256_add_pd(t38, t39);
            _mm256_storeu_pd(t36, t40);
            t41 = t34 + 4L;
            if (t41 >= t32) {
                break;
            }
            t34 = t41;
        }
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        t42 = (long)i;
        t43 = y + t42;
        *t43 = a * x[t42] + *t43;
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
