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
    long i_vec = 0L;
    /* vcc: loop at reverse_f32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 t1 = _mm256_loadu_ps(&b[4095 - (int)i_vec] + -7);
        __m256 b_v = _mm256_permutevar8x32_ps(t1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t2 = _mm256_add_ps(b_v, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[i_vec], t2);
        long t3 = i_vec + 8L;
        __m256 t4 = _mm256_loadu_ps(&b[4095 - (int)t3] + -7);
        __m256 b_v_1 = _mm256_permutevar8x32_ps(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t5 = _mm256_add_ps(b_v_1, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t3], t5);
        long t6 = i_vec + 16L;
        __m256 t7 = _mm256_loadu_ps(&b[4095 - (int)t6] + -7);
        __m256 b_v_2 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t8 = _mm256_add_ps(b_v_2, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t6], t8);
        long t9 = i_vec + 24L;
        __m256 t10 = _mm256_loadu_ps(&b[4095 - (int)t9] + -7);
        __m256 b_v_3 = _mm256_permutevar8x32_ps(t10, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t11 = _mm256_add_ps(b_v_3, _mm256_set1_ps(1.0f));
        _mm256_storeu_ps(&a[t9], t11);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = _mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(41));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at reverse_f32.c:20 vectorized: VF 8, UF 4, the remainder at 21:23 by 41 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t5 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t6 = _mm256_mul_ps(t5, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(41));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[i_vec + 8L], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(41));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[i_vec + 16L], t16);
        __m256i t17 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(41));
        __m256i t19 = _mm256_min_epu32(t17, t18);
        __m256 t20 = _mm256_cvtepi32_ps(t19);
        __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&b[i_vec + 24L], t21);
        i_vec += 32L;
        __m256i t22 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(41));
        t1 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("reverse_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
