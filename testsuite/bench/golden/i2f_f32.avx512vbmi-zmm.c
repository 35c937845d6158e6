/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(f) f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at i2f_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512 t1 = _mm512_cvtepi32_ps(a_v);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512 t2 = _mm512_cvtepi32_ps(b_v);
        __m512 t3 = _mm512_fmadd_ps(t1, _mm512_set1_ps(0.5f), t2);
        _mm512_storeu_ps(&f[i_vec], t3);
        long t4 = i_vec + 16L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t4]);
        __m512 t5 = _mm512_cvtepi32_ps(a_v_1);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t4]);
        __m512 t6 = _mm512_cvtepi32_ps(b_v_1);
        __m512 t7 = _mm512_fmadd_ps(t5, _mm512_set1_ps(0.5f), t6);
        _mm512_storeu_ps(&f[t4], t7);
        long t8 = i_vec + 32L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t8]);
        __m512 t9 = _mm512_cvtepi32_ps(a_v_2);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t8]);
        __m512 t10 = _mm512_cvtepi32_ps(b_v_2);
        __m512 t11 = _mm512_fmadd_ps(t9, _mm512_set1_ps(0.5f), t10);
        _mm512_storeu_ps(&f[t8], t11);
        long t12 = i_vec + 48L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t12]);
        __m512 t13 = _mm512_cvtepi32_ps(a_v_3);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t12]);
        __m512 t14 = _mm512_cvtepi32_ps(b_v_3);
        __m512 t15 = _mm512_fmadd_ps(t13, _mm512_set1_ps(0.5f), t14);
        _mm512_storeu_ps(&f[t12], t15);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91, 104, 117, 130, 143, 156, 169, 182, 195));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(1000));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at i2f_f32.c:21 vectorized: VF 16, UF 4, the remainder at 23:16 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(37));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(70000));
        _mm512_storeu_si512(&a[i_vec], t7);
        _mm512_storeu_si512(&b[i_vec], (__m512i)t1);
        long t8 = i_vec + 16L;
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(37));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(70000));
        _mm512_storeu_si512(&a[t8], t11);
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(208));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(1000));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        _mm512_storeu_si512(&b[t8], t14);
        long t15 = i_vec + 32L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(37));
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(70000));
        _mm512_storeu_si512(&a[t15], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(416));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(1000));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        _mm512_storeu_si512(&b[t15], t21);
        long t22 = i_vec + 48L;
        __m512i t23 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(37));
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(70000));
        _mm512_storeu_si512(&a[t22], t25);
        __m512i t26 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(624));
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(1000));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        _mm512_storeu_si512(&b[t22], t28);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t29 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(832));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(1000));
        t1 = (vcc_v16_int)_mm512_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t31 = &a[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("i2f_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
