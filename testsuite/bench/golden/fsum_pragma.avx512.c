/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long i_vec = 0L;
    __m256 s_v = _mm256_set1_ps(-0.0f);
    __m256 s_v_1 = _mm256_set1_ps(-0.0f);
    __m256 s_v_2 = _mm256_set1_ps(-0.0f);
    __m256 s_v_3 = _mm256_set1_ps(-0.0f);
    /* vcc: loop at fsum_pragma.c:16 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 a_v = _mm256_loadu_ps(&a[i_vec]);
        s_v = _mm256_add_ps(s_v, a_v);
        __m256 a_v_1 = _mm256_loadu_ps(&a[i_vec + 8L]);
        s_v_1 = _mm256_add_ps(s_v_1, a_v_1);
        __m256 a_v_2 = _mm256_loadu_ps(&a[i_vec + 16L]);
        s_v_2 = _mm256_add_ps(s_v_2, a_v_2);
        __m256 a_v_3 = _mm256_loadu_ps(&a[i_vec + 24L]);
        s_v_3 = _mm256_add_ps(s_v_3, a_v_3);
        i_vec += 32L;
    } while (i_vec < 4096L);
    __m256 t1 = _mm256_add_ps(s_v, s_v_1);
    __m256 t2 = _mm256_add_ps(t1, s_v_2);
    __m256 t3 = _mm256_add_ps(t2, s_v_3);
    float t4 = 0.0f + vcc_avx2_sum_ps(t3);
    return t4;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0f;
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(17));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at fsum_pragma.c:25 vectorized: VF 8, UF 4, the remainder at 26:24 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t5 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256 t6 = _mm256_cvtepi32_ps(t5);
        __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[i_vec], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(17));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(8));
        __m256 t12 = _mm256_cvtepi32_ps(t11);
        __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[i_vec + 8L], t13);
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(17));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(8));
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[i_vec + 16L], t19);
        __m256i t20 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(17));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(8));
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&a[i_vec + 24L], t25);
        i_vec += 32L;
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(15));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(17));
        t1 = (vcc_v8_int)_mm256_min_epu32(t26, t27);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        float t28 = total;
        total = t28 + kernel();
        float *t29 = &a[r % 4096L];
        *t29 = -*t29;
    }
    (_mm256_zeroupper(), bench_print("fsum_pragma", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
