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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(double s)
{
    vcc_no_contract_body
    __m512d t2 = _mm512_set1_pd(s);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512d t4 = _mm512_loadu_pd(&b[t3]);
        __m512d t5 = _mm512_mul_pd(t2, t4);
        _mm512_storeu_pd(&a[t3], t5);
        long t6 = (long)(int)(t1 + 8L);
        __m512d t7 = _mm512_loadu_pd(&b[t6]);
        __m512d t8 = _mm512_mul_pd(t2, t7);
        _mm512_storeu_pd(&a[t6], t8);
        long t9 = (long)(int)(t1 + 16L);
        __m512d t10 = _mm512_loadu_pd(&b[t9]);
        __m512d t11 = _mm512_mul_pd(t2, t10);
        _mm512_storeu_pd(&a[t9], t11);
        long t12 = (long)(int)(t1 + 24L);
        __m512d t13 = _mm512_loadu_pd(&b[t12]);
        __m512d t14 = _mm512_mul_pd(t2, t13);
        _mm512_storeu_pd(&a[t12], t14);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t15 = (long)i;
        a[t15] = s * b[t15];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double sum;
    double t39;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    sum = 0.0;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(101));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m256i t8 = _mm256_sub_epi32(t1, _mm256_set1_epi32(50));
        __m512d t9 = _mm512_cvtepi32_pd(t8);
        __m512d t10 = _mm512_mul_pd(t9, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(101));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(50));
        __m512d t17 = _mm512_cvtepi32_pd(t16);
        __m512d t18 = _mm512_mul_pd(t17, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(t2 + 8L)], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(101));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(50));
        __m512d t25 = _mm512_cvtepi32_pd(t24);
        __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(t2 + 16L)], t26);
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(101));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(50));
        __m512d t33 = _mm512_cvtepi32_pd(t32);
        __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(t2 + 24L)], t34);
        t2 += 32L;
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(101));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        t1 = t38;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        b[i] = (double)(i % 101 - 50) * 0.0625;
    }
    for (long r = 0L; r < reps; r++) {
        if (r % 3L) {
            t39 = 0.75;
        } else {
            t39 = -1.5;
        }
        kernel(t39);
        sum = sum + a[r % 4096L];
    }
    unsigned long long h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL));
    (_mm256_zeroupper(), bench_print("scale_f64", (_mm256_zeroupper(), bench_hash(h, (const void *)&sum, 8UL))));
    return 0;
}
