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

/* strided_f32: a[i] = b[2*i] * 0.5f + c[i] (every other element of b: a stride-2 load).
   needs: strided (or interleaved-group) f32 loads, consecutive loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 2048

static float a[N], b[2 * N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at strided_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        float *t1 = &b[2 * (int)i_vec];
        __m512 t2 = _mm512_loadu_ps(t1);
        __m512 t3 = _mm512_loadu_ps(t1 + 16);
        __m512 b_v = _mm512_permutex2var_ps(t2, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t3);
        __m512 t4 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 t5 = _mm512_add_ps(t4, c_v);
        _mm512_storeu_ps(&a[i_vec], t5);
        long t6 = i_vec + 16L;
        float *t7 = &b[2 * (int)t6];
        __m512 t8 = _mm512_loadu_ps(t7);
        __m512 t9 = _mm512_loadu_ps(t7 + 16);
        __m512 b_v_1 = _mm512_permutex2var_ps(t8, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t9);
        __m512 t10 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.5f));
        __m512 c_v_1 = _mm512_loadu_ps(&c[t6]);
        __m512 t11 = _mm512_add_ps(t10, c_v_1);
        _mm512_storeu_ps(&a[t6], t11);
        long t12 = i_vec + 32L;
        float *t13 = &b[2 * (int)t12];
        __m512 t14 = _mm512_loadu_ps(t13);
        __m512 t15 = _mm512_loadu_ps(t13 + 16);
        __m512 b_v_2 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t15);
        __m512 t16 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(0.5f));
        __m512 c_v_2 = _mm512_loadu_ps(&c[t12]);
        __m512 t17 = _mm512_add_ps(t16, c_v_2);
        _mm512_storeu_ps(&a[t12], t17);
        long t18 = i_vec + 48L;
        float *t19 = &b[2 * (int)t18];
        __m512 t20 = _mm512_loadu_ps(t19);
        __m512 t21 = _mm512_loadu_ps(t19 + 16);
        __m512 b_v_3 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t21);
        __m512 t22 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(0.5f));
        __m512 c_v_3 = _mm512_loadu_ps(&c[t18]);
        __m512 t23 = _mm512_add_ps(t22, c_v_3);
        _mm512_storeu_ps(&a[t18], t23);
        i_vec += 64L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(31));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at strided_f32.c:20 vectorized: VF 16, UF 4, the remainder at 21:24 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(15));
        __m512 t7 = _mm512_cvtepi32_ps(t6);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[i_vec], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(31));
        __m512i t11 = _mm512_min_epu32(t9, t10);
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(15));
        __m512 t13 = _mm512_cvtepi32_ps(t12);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[i_vec + 16L], t14);
        __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(1));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(31));
        __m512i t17 = _mm512_min_epu32(t15, t16);
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(15));
        __m512 t19 = _mm512_cvtepi32_ps(t18);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[i_vec + 32L], t20);
        __m512i t21 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(17));
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(31));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(15));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[i_vec + 48L], t26);
        i_vec += 64L;
        __m512i t27 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(2));
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(31));
        t1 = (vcc_v16_int)_mm512_min_epu32(t27, t28);
    } while (i_vec < 4096L);
    __m512i t29 = _mm512_set1_epi32(0);
    __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
    __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(7));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t30, t31);
    long i_vec_1 = 0L;
    /* vcc: loop at strided_f32.c:22 vectorized: VF 16, UF 4, the remainder at 23:23 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t32 = _mm512_cvtepi32_ps((__m512i)t2);
        _mm512_storeu_ps(&c[i_vec_1], t32);
        __m512i t33 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(2));
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(7));
        __m512i t35 = _mm512_min_epu32(t33, t34);
        __m512 t36 = _mm512_cvtepi32_ps(t35);
        _mm512_storeu_ps(&c[i_vec_1 + 16L], t36);
        __m512i t37 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(4));
        __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(7));
        __m512i t39 = _mm512_min_epu32(t37, t38);
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        _mm512_storeu_ps(&c[i_vec_1 + 32L], t40);
        __m512i t41 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(6));
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(7));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512 t44 = _mm512_cvtepi32_ps(t43);
        _mm512_storeu_ps(&c[i_vec_1 + 48L], t44);
        i_vec_1 += 64L;
        __m512i t45 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(1));
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(7));
        t2 = (vcc_v16_int)_mm512_min_epu32(t45, t46);
    } while (i_vec_1 < 2048L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t47 = &b[2L * r % 4096L];
        *t47 = *t47 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("strided_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 8192UL))));
    return 0;
}
