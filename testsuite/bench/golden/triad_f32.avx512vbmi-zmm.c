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

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 d_v = _mm512_loadu_ps(&d[i_vec]);
        __m512 t1 = _mm512_mul_ps(c_v, d_v);
        __m512 t2 = _mm512_add_ps(b_v, t1);
        _mm512_storeu_ps(&a[i_vec], t2);
        long t3 = i_vec + 16L;
        __m512 b_v_1 = _mm512_loadu_ps(&b[t3]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t3]);
        __m512 d_v_1 = _mm512_loadu_ps(&d[t3]);
        __m512 t4 = _mm512_mul_ps(c_v_1, d_v_1);
        __m512 t5 = _mm512_add_ps(b_v_1, t4);
        _mm512_storeu_ps(&a[t3], t5);
        long t6 = i_vec + 32L;
        __m512 b_v_2 = _mm512_loadu_ps(&b[t6]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t6]);
        __m512 d_v_2 = _mm512_loadu_ps(&d[t6]);
        __m512 t7 = _mm512_mul_ps(c_v_2, d_v_2);
        __m512 t8 = _mm512_add_ps(b_v_2, t7);
        _mm512_storeu_ps(&a[t6], t8);
        long t9 = i_vec + 48L;
        __m512 b_v_3 = _mm512_loadu_ps(&b[t9]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t9]);
        __m512 d_v_3 = _mm512_loadu_ps(&d[t9]);
        __m512 t10 = _mm512_mul_ps(c_v_3, d_v_3);
        __m512 t11 = _mm512_add_ps(b_v_3, t10);
        _mm512_storeu_ps(&a[t9], t11);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(100));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:20 vectorized: VF 16, UF 4, the remainder at 21:23 by 100 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t6 = _mm512_cvtepi32_ps((__m512i)t1);
        __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[i_vec], t7);
        __m512i t8 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(8));
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[i_vec], t11);
        __m512i t12 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(3));
        __m512i t13 = (__m512i)((vcc_v16_int)t12 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(16));
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[i_vec], t16);
        long t17 = i_vec + 16L;
        __m512i t18 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(100));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512 t22 = _mm512_cvtepi32_ps(t21);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t17], t23);
        __m512i t24 = (__m512i)((vcc_v16_int)t18 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(8));
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t17], t27);
        __m512i t28 = _mm512_mullo_epi32(t18, _mm512_set1_epi32(3));
        __m512i t29 = (__m512i)((vcc_v16_int)t28 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(16));
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t17], t32);
        long t33 = i_vec + 32L;
        __m512i t34 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t35 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(32));
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(100));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512 t38 = _mm512_cvtepi32_ps(t37);
        __m512 t39 = _mm512_mul_ps(t38, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t33], t39);
        __m512i t40 = (__m512i)((vcc_v16_int)t34 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(8));
        __m512 t42 = _mm512_cvtepi32_ps(t41);
        __m512 t43 = _mm512_mul_ps(t42, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t33], t43);
        __m512i t44 = _mm512_mullo_epi32(t34, _mm512_set1_epi32(3));
        __m512i t45 = (__m512i)((vcc_v16_int)t44 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(16));
        __m512 t47 = _mm512_cvtepi32_ps(t46);
        __m512 t48 = _mm512_mul_ps(t47, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t33], t48);
        long t49 = i_vec + 48L;
        __m512i t50 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t51 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(48));
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(100));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512 t54 = _mm512_cvtepi32_ps(t53);
        __m512 t55 = _mm512_mul_ps(t54, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t49], t55);
        __m512i t56 = (__m512i)((vcc_v16_int)t50 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(8));
        __m512 t58 = _mm512_cvtepi32_ps(t57);
        __m512 t59 = _mm512_mul_ps(t58, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t49], t59);
        __m512i t60 = _mm512_mullo_epi32(t50, _mm512_set1_epi32(3));
        __m512i t61 = (__m512i)((vcc_v16_int)t60 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32(16));
        __m512 t63 = _mm512_cvtepi32_ps(t62);
        __m512 t64 = _mm512_mul_ps(t63, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t49], t64);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t65 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(64));
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(100));
        t1 = (vcc_v16_int)_mm512_min_epu32(t65, t66);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
