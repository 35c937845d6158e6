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

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
static __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256 c_v = _mm256_loadu_ps(&c[i_vec]);
        __m256 d_v = _mm256_loadu_ps(&d[i_vec]);
        __m256 t1 = _mm256_mul_ps(c_v, d_v);
        __m256 t2 = _mm256_add_ps(b_v, t1);
        _mm256_storeu_ps(&a[i_vec], t2);
        long t3 = i_vec + 8L;
        __m256 b_v_1 = _mm256_loadu_ps(&b[t3]);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t3]);
        __m256 d_v_1 = _mm256_loadu_ps(&d[t3]);
        __m256 t4 = _mm256_mul_ps(c_v_1, d_v_1);
        __m256 t5 = _mm256_add_ps(b_v_1, t4);
        _mm256_storeu_ps(&a[t3], t5);
        long t6 = i_vec + 16L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[t6]);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t6]);
        __m256 d_v_2 = _mm256_loadu_ps(&d[t6]);
        __m256 t7 = _mm256_mul_ps(c_v_2, d_v_2);
        __m256 t8 = _mm256_add_ps(b_v_2, t7);
        _mm256_storeu_ps(&a[t6], t8);
        long t9 = i_vec + 24L;
        __m256 b_v_3 = _mm256_loadu_ps(&b[t9]);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t9]);
        __m256 d_v_3 = _mm256_loadu_ps(&d[t9]);
        __m256 t10 = _mm256_mul_ps(c_v_3, d_v_3);
        __m256 t11 = _mm256_add_ps(b_v_3, t10);
        _mm256_storeu_ps(&a[t9], t11);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(100));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at triad_f32.c:20 vectorized: VF 8, UF 4, the remainder at 21:23 by 100 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256 t6 = _mm256_cvtepi32_ps((__m256i)t1);
        __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[i_vec], t7);
        __m256i t8 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(8));
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[i_vec], t11);
        __m256i t12 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        __m256i t13 = (__m256i)((vcc_v8_int)t12 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(16));
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[i_vec], t16);
        long t17 = i_vec + 8L;
        __m256i t18 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(100));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t17], t23);
        __m256i t24 = (__m256i)((vcc_v8_int)t18 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(8));
        __m256 t26 = _mm256_cvtepi32_ps(t25);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t17], t27);
        __m256i t28 = _mm256_mullo_epi32(t18, _mm256_set1_epi32(3));
        __m256i t29 = (__m256i)((vcc_v8_int)t28 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(16));
        __m256 t31 = _mm256_cvtepi32_ps(t30);
        __m256 t32 = _mm256_mul_ps(t31, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t17], t32);
        long t33 = i_vec + 16L;
        __m256i t34 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t35 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(100));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256 t38 = _mm256_cvtepi32_ps(t37);
        __m256 t39 = _mm256_mul_ps(t38, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t33], t39);
        __m256i t40 = (__m256i)((vcc_v8_int)t34 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(8));
        __m256 t42 = _mm256_cvtepi32_ps(t41);
        __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t33], t43);
        __m256i t44 = _mm256_mullo_epi32(t34, _mm256_set1_epi32(3));
        __m256i t45 = (__m256i)((vcc_v8_int)t44 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(16));
        __m256 t47 = _mm256_cvtepi32_ps(t46);
        __m256 t48 = _mm256_mul_ps(t47, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t33], t48);
        long t49 = i_vec + 24L;
        __m256i t50 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t51 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(100));
        __m256i t53 = _mm256_min_epu32(t51, t52);
        __m256 t54 = _mm256_cvtepi32_ps(t53);
        __m256 t55 = _mm256_mul_ps(t54, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t49], t55);
        __m256i t56 = (__m256i)((vcc_v8_int)t50 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(8));
        __m256 t58 = _mm256_cvtepi32_ps(t57);
        __m256 t59 = _mm256_mul_ps(t58, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t49], t59);
        __m256i t60 = _mm256_mullo_epi32(t50, _mm256_set1_epi32(3));
        __m256i t61 = (__m256i)((vcc_v8_int)t60 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(16));
        __m256 t63 = _mm256_cvtepi32_ps(t62);
        __m256 t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t49], t64);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t65 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(100));
        t1 = (vcc_v8_int)_mm256_min_epu32(t65, t66);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
