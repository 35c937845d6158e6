/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* saxpy: y[i] = a * x[i] + y[i] on float arrays, a alternating +-0.5 (BLAS saxpy).
   needs: consecutive f32 loads/stores, loop-invariant scalar (splat) */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static float x[N], y[N];

static __typeof__(x) x __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float a)
{
    vcc_no_contract_body
    __m512 a_v = _mm512_set1_ps(a);
    long i_vec = 0L;
    /* vcc: loop at saxpy.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        float *t1 = &y[i_vec];
        __m512 x_v = _mm512_loadu_ps(&x[i_vec]);
        __m512 t2 = _mm512_mul_ps(a_v, x_v);
        __m512 y_v = _mm512_loadu_ps(t1);
        __m512 t3 = _mm512_add_ps(t2, y_v);
        _mm512_storeu_ps(t1, t3);
        long t4 = i_vec + 16L;
        float *t5 = &y[t4];
        __m512 x_v_1 = _mm512_loadu_ps(&x[t4]);
        __m512 t6 = _mm512_mul_ps(a_v, x_v_1);
        __m512 y_v_1 = _mm512_loadu_ps(t5);
        __m512 t7 = _mm512_add_ps(t6, y_v_1);
        _mm512_storeu_ps(t5, t7);
        long t8 = i_vec + 32L;
        float *t9 = &y[t8];
        __m512 x_v_2 = _mm512_loadu_ps(&x[t8]);
        __m512 t10 = _mm512_mul_ps(a_v, x_v_2);
        __m512 y_v_2 = _mm512_loadu_ps(t9);
        __m512 t11 = _mm512_add_ps(t10, y_v_2);
        _mm512_storeu_ps(t9, t11);
        long t12 = i_vec + 48L;
        float *t13 = &y[t12];
        __m512 x_v_3 = _mm512_loadu_ps(&x[t12]);
        __m512 t14 = _mm512_mul_ps(a_v, x_v_3);
        __m512 y_v_3 = _mm512_loadu_ps(t13);
        __m512 t15 = _mm512_add_ps(t14, y_v_3);
        _mm512_storeu_ps(t13, t15);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t46;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(17));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(5));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at saxpy.c:20 vectorized: VF 16, UF 4, the remainder at 21:23 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 22:23 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t9 = _mm512_cvtepi32_ps((__m512i)t1);
        __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[i_vec], t10);
        __m512 t11 = _mm512_cvtepi32_ps((__m512i)t2);
        _mm512_storeu_ps(&y[i_vec], t11);
        long t12 = i_vec + 16L;
        __m512i t13 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(17));
        __m512i t15 = _mm512_min_epu32(t13, t14);
        __m512 t16 = _mm512_cvtepi32_ps(t15);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t12], t17);
        __m512i t18 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(5));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512 t21 = _mm512_cvtepi32_ps(t20);
        _mm512_storeu_ps(&y[t12], t21);
        long t22 = i_vec + 32L;
        __m512i t23 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(15));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(17));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t22], t27);
        __m512i t28 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(5));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        _mm512_storeu_ps(&y[t22], t31);
        long t32 = i_vec + 48L;
        __m512i t33 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(14));
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(17));
        __m512i t35 = _mm512_min_epu32(t33, t34);
        __m512 t36 = _mm512_cvtepi32_ps(t35);
        __m512 t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t32], t37);
        __m512i t38 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(3));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(5));
        __m512i t40 = _mm512_min_epu32(t38, t39);
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        _mm512_storeu_ps(&y[t32], t41);
        i_vec += 64L;
        __m512i t42 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(13));
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(17));
        t1 = (vcc_v16_int)_mm512_min_epu32(t42, t43);
        __m512i t44 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
        __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(5));
        t2 = (vcc_v16_int)_mm512_min_epu32(t44, t45);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t46 = 0.5f;
        } else {
            t46 = -0.5f;
        }
        kernel(t46);
    }
    (_mm256_zeroupper(), bench_print("saxpy", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 16384UL))));
    return 0;
}
