/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* fsum_pragma: a float sum under `#pragma omp simd reduction(+:s)`, which allows reassociation.
   The data are multiples of 0.5 with small sums, so every order of summation gives the same bits.
   needs: float add reduction allowed by the pragma (gcc and clang ignore it without -fopenmp-simd) */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static float a[N];

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) float kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    __m256 t2 = _mm256_set1_ps(-0.0f);
    __m256 t3 = _mm256_set1_ps(-0.0f);
    __m256 t4 = _mm256_set1_ps(-0.0f);
    __m256 t5 = _mm256_set1_ps(-0.0f);
    do {
        __m256 t6 = _mm256_loadu_ps(&a[(int)t1]);
        t2 = _mm256_add_ps(t2, t6);
        __m256 t7 = _mm256_loadu_ps(&a[(int)(t1 + 8L)]);
        t3 = _mm256_add_ps(t3, t7);
        __m256 t8 = _mm256_loadu_ps(&a[(int)(t1 + 16L)]);
        t4 = _mm256_add_ps(t4, t8);
        __m256 t9 = _mm256_loadu_ps(&a[(int)(t1 + 24L)]);
        t5 = _mm256_add_ps(t5, t9);
        t1 += 32L;
    } while (t1 < 4096L);
    __m256 t10 = _mm256_add_ps(t2, t3);
    __m256 t11 = _mm256_add_ps(t10, t4);
    __m256 t12 = _mm256_add_ps(t11, t5);
    float s = 0.0f + vcc_avx2_sum_ps(t12);
    for (int i = 4096; i < 4096; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0f;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(17));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m256i t8 = _mm256_sub_epi32(t1, _mm256_set1_epi32(8));
        __m256 t9 = _mm256_cvtepi32_ps(t8);
        __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(17));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(8));
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[(int)(t2 + 8L)], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(17));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(8));
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[(int)(t2 + 16L)], t26);
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(7));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(17));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(8));
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[(int)(t2 + 24L)], t34);
        t2 += 32L;
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(15));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(17));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        t1 = t38;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = (float)(i % 17 - 8) * 0.5f;
    }
    for (long r = 0L; r < reps; r++) {
        float t39 = total;
        total = t39 + kernel();
        float *t40 = &a[r % 4096L];
        *t40 = -*t40;
    }
    (_mm256_zeroupper(), bench_print("fsum_pragma", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
