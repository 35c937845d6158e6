/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
        __m512d b_v = _mm512_loadu_pd(&b[i_vec]);
        __m512d t1 = _mm512_mul_pd(s_v, b_v);
        _mm512_storeu_pd(&a[i_vec], t1);
        long t2 = i_vec + 8L;
        __m512d b_v_1 = _mm512_loadu_pd(&b[t2]);
        __m512d t3 = _mm512_mul_pd(s_v, b_v_1);
        _mm512_storeu_pd(&a[t2], t3);
        long t4 = i_vec + 16L;
        __m512d b_v_2 = _mm512_loadu_pd(&b[t4]);
        __m512d t5 = _mm512_mul_pd(s_v, b_v_2);
        _mm512_storeu_pd(&a[t4], t5);
        long t6 = i_vec + 24L;
        __m512d b_v_3 = _mm512_loadu_pd(&b[t6]);
        __m512d t7 = _mm512_mul_pd(s_v, b_v_3);
        _mm512_storeu_pd(&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double sum;
    double t28;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    sum = 0.0;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(101));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at scale_f64.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t5 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(50));
        __m512d t6 = _mm512_cvtepi32_pd(t5);
        __m512d t7 = _mm512_mul_pd(t6, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[i_vec], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(101));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(50));
        __m512d t12 = _mm512_cvtepi32_pd(t11);
        __m512d t13 = _mm512_mul_pd(t12, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[i_vec + 8L], t13);
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(101));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(50));
        __m512d t18 = _mm512_cvtepi32_pd(t17);
        __m512d t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[i_vec + 16L], t19);
        __m256i t20 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(101));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(50));
        __m512d t24 = _mm512_cvtepi32_pd(t23);
        __m512d t25 = _mm512_mul_pd(t24, _mm512_set1_pd(0.0625));
        _mm512_storeu_pd(&b[i_vec + 24L], t25);
        i_vec += 32L;
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(101));
        t1 = (vcc_v8_int)_mm256_min_epu32(t26, t27);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 3L) {
            t28 = 0.75;
        } else {
            t28 = -1.5;
        }
        kernel(t28);
        sum = sum + a[r % 4096L];
    }
    unsigned long long h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL));
    (_mm256_zeroupper(), bench_print("scale_f64", (_mm256_zeroupper(), bench_hash(h, (const void *)&sum, 8UL))));
    return 0;
}
