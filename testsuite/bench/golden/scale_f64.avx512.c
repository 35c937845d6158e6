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

/* scale_f64: a[i] = s * b[i] on double arrays, s loop-invariant (BLAS dscal, out of place).
   needs: consecutive f64 loads/stores, splat of a function argument */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static double a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(double s)
{
    vcc_no_contract_body
    long t1;
    long t2;
    __m256d t3;
    long t4;
    __m256d t5;
    __m256d t6;
    long t7;
    __m256d t8;
    __m256d t9;
    long t10;
    __m256d t11;
    __m256d t12;
    long t13;
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
            t5 = _mm256_loadu_pd(&b[t4]);
            t6 = _mm256_mul_pd(t3, t5);
            _mm256_storeu_pd(&a[t4], t6);
            t7 = (long)(int)((long)0 + (t1 + 4L));
            t8 = _mm256_loadu_pd(&b[t7]);
            t9 = _mm256_mul_pd(t3, t8);
            _mm256_storeu_pd(&a[t7], t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = _mm256_loadu_pd(&b[t10]);
            t12 = _mm256_mul_pd(t3, t11);
            _mm256_storeu_pd(&a[t10], t12);
            t13 = (long)(int)((long)0 + (t1 + 12L));
            t14 = _mm256_loadu_pd(&b[t13]);
            t15 = _mm256_mul_pd(t3, t14);
            _mm256_storeu_pd(&a[t13], t15);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double sum;
    __m128i t1;
    long t2;
    long reps;
    long t3;
    __m128i t4;
    __m128i t5;
    __m128i t6;
    __m128i t7;
    __m128i t8;
    __m128i t9;
    __m256d t10;
    __m256d t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    __m256d t18;
    __m256d t19;
    __m128i t20;
    __m128i t21;
    __m128i t22;
    __m128i t23;
    __m128i t24;
    __m128i t25;
    __m256d t26;
    __m256d t27;
    __m128i t28;
    __m128i t29;
    __m128i t30;
    __m128i t31;
    __m128i t32;
    __m128i t33;
    __m256d t34;
    __m256d t35;
    __m128i t36;
    __m128i t37;
    __m128i t38;
    __m128i t39;
    int i;
    long r;
    double t40;
    unsigned long long h;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    sum = 0.0;
    if ((4096L >= 16L) & (0 >= 0)) {
        t3 = 4096L & -16L;
        t4 = _mm_set1_epi32((int)(0 % 101));
        t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
        t6 = t5;
        t7 = _mm_sub_epi32(t6, _mm_set1_epi32((int)101));
        t8 = _mm_min_epu32(t6, t7);
        t1 = t8;
        t2 = 0L;
        do {
            t9 = _mm_sub_epi32(t1, _mm_set1_epi32((int)50));
            t10 = _mm256_cvtepi32_pd(t9);
            t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.0625));
            _mm256_storeu_pd(&b[(int)((long)0 + t2)], t11);
            t12 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
            t13 = t12;
            t14 = _mm_sub_epi32(t13, _mm_set1_epi32((int)101));
            t15 = _mm_min_epu32(t13, t14);
            t16 = t15;
            t17 = _mm_sub_epi32(t16, _mm_set1_epi32((int)50));
            t18 = _mm256_cvtepi32_pd(t17);
            t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.0625));
            _mm256_storeu_pd(&b[(int)((long)0 + (t2 + 4L))], t19);
            t20 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm_sub_epi32(t21, _mm_set1_epi32((int)101));
            t23 = _mm_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm_sub_epi32(t24, _mm_set1_epi32((int)50));
            t26 = _mm256_cvtepi32_pd(t25);
            t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.0625));
            _mm256_storeu_pd(&b[(int)((long)0 + (t2 + 8L))], t27);
            t28 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
            t29 = t28;
            t30 = _mm_sub_epi32(t29, _mm_set1_epi32((int)101));
            t31 = _mm_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm_sub_epi32(t32, _mm_set1_epi32((int)50));
            t34 = _mm256_cvtepi32_pd(t33);
            t35 = _mm256_mul_pd(t34, _mm256_set1_pd(0.0625));
            _mm256_storeu_pd(&b[(int)((long)0 + (t2 + 12L))], t35);
            t2 += 16L;
            t36 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
            t37 = t36;
            t38 = _mm_sub_epi32(t37, _mm_set1_epi32((int)101));
            t39 = _mm_min_epu32(t37, t38);
            t1 = t39;
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        b[i] = (double)(i % 101 - 50) * 0.0625;
    }
    for (r = 0L; r < reps; r++) {
        if (r % 3L) {
            t40 = 0.75;
        } else {
            t40 = -1.5;
        }
        (_mm256_zeroupper(), kernel(t40));
        sum = sum + a[r % 4096L];
    }
    h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL));
    (_mm256_zeroupper(), bench_print("scale_f64", (_mm256_zeroupper(), bench_hash(h, (const void *)&sum, 8UL))));
    return 0;
}
