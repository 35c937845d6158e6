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

/* cond_store_f32: if (b[i] > 0) a[i] = b[i] * s; a[i] keeps its value otherwise (TSVC s272-like).
   needs: if-conversion with a conditional (masked) store, f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 560000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    __m256 s_v = _mm256_set1_ps(s);
    long i_vec = 0L;
    /* vcc: loop at cond_store_f32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256i t1 = _mm256_castps_si256(_mm256_cmp_ps(b_v, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t2 = _mm256_mul_ps(b_v, s_v);
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)i_vec * 4UL), _mm256_movepi32_mask(t1), t2);
        long t3 = i_vec + 8L;
        __m256 b_v_1 = _mm256_loadu_ps(&b[t3]);
        __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(b_v_1, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t5 = _mm256_mul_ps(b_v_1, s_v);
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t3 * 4UL), _mm256_movepi32_mask(t4), t5);
        long t6 = i_vec + 16L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[t6]);
        __m256i t7 = _mm256_castps_si256(_mm256_cmp_ps(b_v_2, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t8 = _mm256_mul_ps(b_v_2, s_v);
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t6 * 4UL), _mm256_movepi32_mask(t7), t8);
        long t9 = i_vec + 24L;
        __m256 b_v_3 = _mm256_loadu_ps(&b[t9]);
        __m256i t10 = _mm256_castps_si256(_mm256_cmp_ps(b_v_3, _mm256_set1_ps(0.0f), _CMP_GT_OQ));
        __m256 t11 = _mm256_mul_ps(b_v_3, s_v);
        _mm256_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t9 * 4UL), _mm256_movepi32_mask(t10), t11);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t47;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 560000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(9));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at cond_store_f32.c:21 vectorized: VF 8, UF 4, the remainder at 22:23 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t6 = _mm256_cvtepi32_ps((__m256i)t1);
        _mm256_storeu_ps(&a[i_vec], t6);
        __m256i t7 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(13));
        __m256i t8 = (__m256i)((vcc_v8_int)t7 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(32));
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[i_vec], t11);
        long t12 = i_vec + 8L;
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(9));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        _mm256_storeu_ps(&a[t12], t17);
        __m256i t18 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(13));
        __m256i t19 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(32));
        __m256 t21 = _mm256_cvtepi32_ps(t20);
        __m256 t22 = _mm256_mul_ps(t21, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t12], t22);
        long t23 = i_vec + 16L;
        __m256i t24 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(9));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256 t28 = _mm256_cvtepi32_ps(t27);
        _mm256_storeu_ps(&a[t23], t28);
        __m256i t29 = _mm256_mullo_epi32(t24, _mm256_set1_epi32(13));
        __m256i t30 = (__m256i)((vcc_v8_int)t29 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(32));
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t23], t33);
        long t34 = i_vec + 24L;
        __m256i t35 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t36 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(9));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256 t39 = _mm256_cvtepi32_ps(t38);
        _mm256_storeu_ps(&a[t34], t39);
        __m256i t40 = _mm256_mullo_epi32(t35, _mm256_set1_epi32(13));
        __m256i t41 = (__m256i)((vcc_v8_int)t40 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(32));
        __m256 t43 = _mm256_cvtepi32_ps(t42);
        __m256 t44 = _mm256_mul_ps(t43, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t34], t44);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t45 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(5));
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(9));
        t1 = (vcc_v8_int)_mm256_min_epu32(t45, t46);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t47 = 0.5f;
        } else {
            t47 = 2.0f;
        }
        kernel(t47);
        float *t48 = &b[r % 4096L];
        *t48 = -*t48;
    }
    (_mm256_zeroupper(), bench_print("cond_store_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
