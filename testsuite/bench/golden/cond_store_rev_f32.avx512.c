/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* cond_store_rev_f32: if (b[i] > 0) a[N-1-i] = b[i] * s; a reversed store under a condition.
   needs: if-conversion with a masked store that runs downwards (the value and the mask reversed,
   one masked store at the lowest address; AVX-512 k-masks), f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 80000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    __m256 s_v = _mm256_set1_ps(s);
    long i_vec = 0L;
    /* vcc: loop at cond_store_rev_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256i t1 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t2 = _mm256_mul_ps(b_v, s_v);
        __m256i t3 = _mm256_permutevar8x32_epi32(t1, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t4 = _mm256_permutevar8x32_ps(t2, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - (int)i_vec) * 4UL - 28UL), _mm256_movepi32_mask(t3), t4);
        long t5 = i_vec + 8L;
        __m256 b_v_1 = _mm256_loadu_ps(&b[t5]);
        __m256i t6 = _mm256_castps_si256(_mm256_cmp_ps(b_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t7 = _mm256_mul_ps(b_v_1, s_v);
        __m256i t8 = _mm256_permutevar8x32_epi32(t6, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t9 = _mm256_permutevar8x32_ps(t7, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - (int)t5) * 4UL - 28UL), _mm256_movepi32_mask(t8), t9);
        long t10 = i_vec + 16L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[t10]);
        __m256i t11 = _mm256_castps_si256(_mm256_cmp_ps(b_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t12 = _mm256_mul_ps(b_v_2, s_v);
        __m256i t13 = _mm256_permutevar8x32_epi32(t11, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t14 = _mm256_permutevar8x32_ps(t12, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - (int)t10) * 4UL - 28UL), _mm256_movepi32_mask(t13), t14);
        long t15 = i_vec + 24L;
        __m256 b_v_3 = _mm256_loadu_ps(&b[t15]);
        __m256i t16 = _mm256_castps_si256(_mm256_cmp_ps(b_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t17 = _mm256_mul_ps(b_v_3, s_v);
        __m256i t18 = _mm256_permutevar8x32_epi32(t16, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256 t19 = _mm256_permutevar8x32_ps(t17, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - (int)t15) * 4UL - 28UL), _mm256_movepi32_mask(t18), t19);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 80000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(101));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at cond_store_rev_f32.c:22 vectorized: VF 8, UF 4, the remainder at 23:23 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t6 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t7 = _mm256_sub_ps(t6, _mm256_set1_ps(50.0f));
        _mm256_storeu_ps(&b[i_vec], t7);
        __m256 t8 = _mm256_cvtepi32_ps((__m256i)i_v);
        _mm256_storeu_ps(&a[i_vec], t8);
        long t9 = i_vec + 8L;
        __m256i t10 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(94));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(101));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256 t14 = _mm256_cvtepi32_ps(t13);
        __m256 t15 = _mm256_sub_ps(t14, _mm256_set1_ps(50.0f));
        _mm256_storeu_ps(&b[t9], t15);
        __m256 t16 = _mm256_cvtepi32_ps(t10);
        _mm256_storeu_ps(&a[t9], t16);
        long t17 = i_vec + 16L;
        __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(87));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(101));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_sub_ps(t22, _mm256_set1_ps(50.0f));
        _mm256_storeu_ps(&b[t17], t23);
        __m256 t24 = _mm256_cvtepi32_ps(t18);
        _mm256_storeu_ps(&a[t17], t24);
        long t25 = i_vec + 24L;
        __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t27 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(80));
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(101));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256 t30 = _mm256_cvtepi32_ps(t29);
        __m256 t31 = _mm256_sub_ps(t30, _mm256_set1_ps(50.0f));
        _mm256_storeu_ps(&b[t25], t31);
        __m256 t32 = _mm256_cvtepi32_ps(t26);
        _mm256_storeu_ps(&a[t25], t32);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t33 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(73));
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(101));
        t1 = (vcc_v8_int)_mm256_min_epu32(t33, t34);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(1.0f + (float)(r & 3L) * 0.25f);
        float *t35 = &b[r % 4096L];
        *t35 = -*t35;
    }
    (_mm256_zeroupper(), bench_print("cond_store_rev_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
