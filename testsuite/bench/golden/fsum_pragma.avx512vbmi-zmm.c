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
    long t1;
    __m512 t2;
    __m512 t3;
    __m512 t4;
    __m512 t5;
    float s;
    long t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    int i;
    if (4096L >= 64L) {
        t6 = 4096L & -64L;
        t1 = 0L;
        t2 = _mm512_set1_ps(-0.0f);
        t3 = _mm512_set1_ps(-0.0f);
        t4 = _mm512_set1_ps(-0.0f);
        t5 = _mm512_set1_ps(-0.0f);
        do {
            t7 = _mm512_loadu_ps(&a[(int)((long)0 + t1)]);
            t2 = _mm512_add_ps(t2, t7);
            t8 = _mm512_loadu_ps(&a[(int)((long)0 + (t1 + 16L))]);
            t3 = _mm512_add_ps(t3, t8);
            t9 = _mm512_loadu_ps(&a[(int)((long)0 + (t1 + 32L))]);
            t4 = _mm512_add_ps(t4, t9);
            t10 = _mm512_loadu_ps(&a[(int)((long)0 + (t1 + 48L))]);
            t5 = _mm512_add_ps(t5, t10);
            t1 += 64L;
        } while (t1 < t6);
        t11 = _mm512_add_ps(t2, t3);
        t12 = _mm512_add_ps(t11, t4);
        t13 = _mm512_add_ps(t12, t5);
        i = (int)((long)0 + t6);
        s = 0.0f + vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256(t13), _mm512_extractf32x8_ps(t13, 1)));
    } else {
        i = 0;
        s = 0.0f;
    }
    for (; i < 4096; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float total;
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512 t10;
    __m512 t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512 t18;
    __m512 t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512 t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512 t34;
    __m512 t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    int i;
    long r;
    float t40;
    float *t41;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0f;
    if ((4096L >= 64L) & (0 >= 0)) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)(0 % 17));
        t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t6 = t5;
        t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32((int)17));
        t8 = _mm512_min_epu32(t6, t7);
        t1 = t8;
        t2 = 0L;
        do {
            t9 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)8));
            t10 = _mm512_cvtepi32_ps(t9);
            t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&a[(int)((long)0 + t2)], t11);
            t12 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t13 = t12;
            t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32((int)17));
            t15 = _mm512_min_epu32(t13, t14);
            t16 = t15;
            t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32((int)8));
            t18 = _mm512_cvtepi32_ps(t17);
            t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 16L))], t19);
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)15));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)17));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)8));
            t26 = _mm512_cvtepi32_ps(t25);
            t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 32L))], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)14));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)17));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)8));
            t34 = _mm512_cvtepi32_ps(t33);
            t35 = _mm512_mul_ps(t34, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 48L))], t35);
            t2 += 64L;
            t36 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)13));
            t37 = t36;
            t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32((int)17));
            t39 = _mm512_min_epu32(t37, t38);
            t1 = t39;
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        a[i] = (float)(i % 17 - 8) * 0.5f;
    }
    for (r = 0L; r < reps; r++) {
        t40 = total;
        total = t40 + (_mm256_zeroupper(), kernel());
        t41 = &a[r % 4096L];
        *t41 = -*t41;
    }
    (_mm256_zeroupper(), bench_print("fsum_pragma", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
