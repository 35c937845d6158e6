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

/* reverse_f32: a[i] = b[N - 1 - i] + 1 (reversed copy: a consecutive load running backwards).
   needs: reversed f32 loads (load + lane reverse), consecutive stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        __m256 t3 = _mm256_loadu_ps(&b[4095 - t2] + -7);
        __m256 t4 = _mm256_permutevar8x32_ps(t3, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t5 = _mm256_add_ps(t4, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t2], t5);
        int t6 = (int)(t1 + 8L);
        __m256 t7 = _mm256_loadu_ps(&b[4095 - t6] + -7);
        __m256 t8 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t9 = _mm256_add_ps(t8, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t6], t9);
        int t10 = (int)(t1 + 16L);
        __m256 t11 = _mm256_loadu_ps(&b[4095 - t10] + -7);
        __m256 t12 = _mm256_permutevar8x32_ps(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t13 = _mm256_add_ps(t12, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t10], t13);
        int t14 = (int)(t1 + 24L);
        __m256 t15 = _mm256_loadu_ps(&b[4095 - t14] + -7);
        __m256 t16 = _mm256_permutevar8x32_ps(t15, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t17 = _mm256_add_ps(t16, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t14], t17);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = b[4095 - i] + 1.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(41));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m256 t8 = _mm256_cvtepi32_ps(t1);
        __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[(int)t2], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(41));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(41));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[(int)(t2 + 16L)], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(41));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = t27;
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[(int)(t2 + 24L)], t30);
        t2 += 32L;
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(41));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        b[i] = (float)(i % 41) * 0.5f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("reverse_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
