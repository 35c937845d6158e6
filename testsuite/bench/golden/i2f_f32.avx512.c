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

/* i2f_f32: f[i] = (float)a[i] * 0.5f + (float)b[i] (int -> float conversion; exact values).
   needs: i32 loads, int to float conversion, f32 multiply/add, f32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static int a[N], b[N];
static float f[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(f) f __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at i2f_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256 t1 = _mm256_cvtepi32_ps(a_v);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256 t2 = _mm256_cvtepi32_ps(b_v);
        __m256 t3 = _mm256_mask3_fmadd_ps(t1, _mm256_set1_ps(0.5f), t2, (__mmask8)-1);
        _mm256_storeu_ps(&f[i_vec], t3);
        long t4 = i_vec + 8L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256 t5 = _mm256_cvtepi32_ps(a_v_1);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256 t6 = _mm256_cvtepi32_ps(b_v_1);
        __m256 t7 = _mm256_mask3_fmadd_ps(t5, _mm256_set1_ps(0.5f), t6, (__mmask8)-1);
        _mm256_storeu_ps(&f[t4], t7);
        long t8 = i_vec + 16L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t8]);
        __m256 t9 = _mm256_cvtepi32_ps(a_v_2);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t8]);
        __m256 t10 = _mm256_cvtepi32_ps(b_v_2);
        __m256 t11 = _mm256_mask3_fmadd_ps(t9, _mm256_set1_ps(0.5f), t10, (__mmask8)-1);
        _mm256_storeu_ps(&f[t8], t11);
        long t12 = i_vec + 24L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t12]);
        __m256 t13 = _mm256_cvtepi32_ps(a_v_3);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t12]);
        __m256 t14 = _mm256_cvtepi32_ps(b_v_3);
        __m256 t15 = _mm256_mask3_fmadd_ps(t13, _mm256_set1_ps(0.5f), t14, (__mmask8)-1);
        _mm256_storeu_ps(&f[t12], t15);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(1000));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at i2f_f32.c:21 vectorized: VF 8, UF 4, the remainder at 23:16 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(37));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t7);
        _mm256_storeu_si256((__m256i *)&b[i_vec], (__m256i)t1);
        long t8 = i_vec + 8L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(37));
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t8], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(104));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(1000));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        _mm256_storeu_si256((__m256i *)&b[t8], t14);
        long t15 = i_vec + 16L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(37));
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t15], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(208));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(1000));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        _mm256_storeu_si256((__m256i *)&b[t15], t21);
        long t22 = i_vec + 24L;
        __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(37));
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t22], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(312));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(1000));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        _mm256_storeu_si256((__m256i *)&b[t22], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(416));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(1000));
        t1 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t31 = &a[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("i2f_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
