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

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) float kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    __m512 t2 = _mm512_set1_ps(-0.0f);
    __m512 t3 = _mm512_set1_ps(-0.0f);
    __m512 t4 = _mm512_set1_ps(-0.0f);
    __m512 t5 = _mm512_set1_ps(-0.0f);
    do {
        __m512 t6 = _mm512_loadu_ps(&a[(int)t1]);
        t2 = _mm512_add_ps(t2, t6);
        __m512 t7 = _mm512_loadu_ps(&a[(int)(t1 + 16L)]);
        t3 = _mm512_add_ps(t3, t7);
        __m512 t8 = _mm512_loadu_ps(&a[(int)(t1 + 32L)]);
        t4 = _mm512_add_ps(t4, t8);
        __m512 t9 = _mm512_loadu_ps(&a[(int)(t1 + 48L)]);
        t5 = _mm512_add_ps(t5, t9);
        t1 += 64L;
    } while (t1 < 4096L);
    __m512 t10 = _mm512_add_ps(t2, t3);
    __m512 t11 = _mm512_add_ps(t10, t4);
    __m512 t12 = _mm512_add_ps(t11, t5);
    float s = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t12), _mm512_extractf32x8_ps(t12, 1)));
    for (int i = 4096; i < 4096; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0f;
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(17));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    long t2 = 0L;
    do {
        __m512i t8 = _mm512_sub_epi32(t1, _mm512_set1_epi32(8));
        __m512 t9 = _mm512_cvtepi32_ps(t8);
        __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[(int)t2], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(17));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(8));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[(int)(t2 + 16L)], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(15));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(17));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(8));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[(int)(t2 + 32L)], t26);
        __m512i t27 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(17));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(8));
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&a[(int)(t2 + 48L)], t34);
        t2 += 64L;
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(13));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(17));
        __m512i t38 = _mm512_min_epu32(t36, t37);
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
