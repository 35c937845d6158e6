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

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at vmul_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 t1 = _mm512_mul_ps(b_v, c_v);
        _mm512_storeu_ps(&a[i_vec], t1);
        long t2 = i_vec + 16L;
        __m512 b_v_1 = _mm512_loadu_ps(&b[t2]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t2]);
        __m512 t3 = _mm512_mul_ps(b_v_1, c_v_1);
        _mm512_storeu_ps(&a[t2], t3);
        long t4 = i_vec + 32L;
        __m512 b_v_2 = _mm512_loadu_ps(&b[t4]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t4]);
        __m512 t5 = _mm512_mul_ps(b_v_2, c_v_2);
        _mm512_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 48L;
        __m512 b_v_3 = _mm512_loadu_ps(&b[t6]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t6]);
        __m512 t7 = _mm512_mul_ps(b_v_3, c_v_3);
        _mm512_storeu_ps(&a[t6], t7);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(23));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at vmul_f32.c:20 vectorized: VF 16, UF 4, the remainder at 22:24 by 23 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(32));
        __m512 t8 = _mm512_cvtepi32_ps(t7);
        __m512 t9 = _mm512_mul_ps(t8, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[i_vec], t9);
        __m512i t10 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512 t11 = _mm512_cvtepi32_ps(t10);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[i_vec], t12);
        long t13 = i_vec + 16L;
        __m512i t14 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t15 = (__m512i)((vcc_v16_int)t14 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(32));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t13], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(20));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(23));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(11));
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        __m512 t24 = _mm512_mul_ps(t23, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t13], t24);
        long t25 = i_vec + 32L;
        __m512i t26 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t27 = (__m512i)((vcc_v16_int)t26 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(32));
        __m512 t29 = _mm512_cvtepi32_ps(t28);
        __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t25], t30);
        __m512i t31 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(17));
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(23));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(11));
        __m512 t35 = _mm512_cvtepi32_ps(t34);
        __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t25], t36);
        long t37 = i_vec + 48L;
        __m512i t38 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t39 = (__m512i)((vcc_v16_int)t38 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(32));
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t37], t42);
        __m512i t43 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(14));
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(23));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(11));
        __m512 t47 = _mm512_cvtepi32_ps(t46);
        __m512 t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t37], t48);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t49 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512i t50 = _mm512_sub_epi32(t49, _mm512_set1_epi32(23));
        t1 = (vcc_v16_int)_mm512_min_epu32(t49, t50);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t51 = &b[r % 4096L];
        *t51 = *t51 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("vmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
