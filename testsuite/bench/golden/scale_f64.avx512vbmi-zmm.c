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
    __m512d s_v = _mm512_set1_pd(s);
    long i_vec = 0L;
    /* vcc: loop at scale_f64.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512d b_v = _mm512_loadu_pd(&b[t1]);
        __m512d t2 = _mm512_mul_pd(s_v, b_v);
        _mm512_storeu_pd(&a[t1], t2);
        long t3 = (long)(int)(i_vec + 8L);
        __m512d b_v_1 = _mm512_loadu_pd(&b[t3]);
        __m512d t4 = _mm512_mul_pd(s_v, b_v_1);
        _mm512_storeu_pd(&a[t3], t4);
        long t5 = (long)(int)(i_vec + 16L);
        __m512d b_v_2 = _mm512_loadu_pd(&b[t5]);
        __m512d t6 = _mm512_mul_pd(s_v, b_v_2);
        _mm512_storeu_pd(&a[t5], t6);
        long t7 = (long)(int)(i_vec + 24L);
        __m512d b_v_3 = _mm512_loadu_pd(&b[t7]);
        __m512d t8 = _mm512_mul_pd(s_v, b_v_3);
        _mm512_storeu_pd(&a[t7], t8);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double sum;
    double t38;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    sum = 0.0;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = t3;
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(101));
    __m256i t6 = _mm256_min_epu32(t4, t5);
    __m256i t1 = t6;
    long i_vec = 0L;
    /* vcc: loop at scale_f64.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t7 = _mm256_sub_epi32(t1, _mm256_set1_epi32(50));
        __m512d t8 = _mm512_cvtepi32_pd(t7);
        __m512d t9 = _mm512_mul_pd(t8, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)i_vec], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(101));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(50));
        __m512d t16 = _mm512_cvtepi32_pd(t15);
        __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(i_vec + 8L)], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t19 = t18;
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(101));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(50));
        __m512d t24 = _mm512_cvtepi32_pd(t23);
        __m512d t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(i_vec + 16L)], t25);
        __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(101));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(50));
        __m512d t32 = _mm512_cvtepi32_pd(t31);
        __m512d t33 = _mm512_mul_pd(t32, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[(int)(i_vec + 24L)], t33);
        i_vec += 32L;
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(101));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        t1 = t37;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 3L) {
            t38 = 0.75;
        } else {
            t38 = -1.5;
        }
        kernel(t38);
        sum = sum + a[r % 4096L];
    }
    unsigned long long h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL));
    (_mm256_zeroupper(), bench_print("scale_f64", (_mm256_zeroupper(), bench_hash(h, (const void *)&sum, 8UL))));
    return 0;
}
