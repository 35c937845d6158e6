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

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at vmul_f32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256 c_v = _mm256_loadu_ps(&c[i_vec]);
        __m256 t1 = _mm256_mul_ps(b_v, c_v);
        _mm256_storeu_ps(&a[i_vec], t1);
        long t2 = i_vec + 8L;
        __m256 b_v_1 = _mm256_loadu_ps(&b[t2]);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t2]);
        __m256 t3 = _mm256_mul_ps(b_v_1, c_v_1);
        _mm256_storeu_ps(&a[t2], t3);
        long t4 = i_vec + 16L;
        __m256 b_v_2 = _mm256_loadu_ps(&b[t4]);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t4]);
        __m256 t5 = _mm256_mul_ps(b_v_2, c_v_2);
        _mm256_storeu_ps(&a[t4], t5);
        long t6 = i_vec + 24L;
        __m256 b_v_3 = _mm256_loadu_ps(&b[t6]);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t6]);
        __m256 t7 = _mm256_mul_ps(b_v_3, c_v_3);
        _mm256_storeu_ps(&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(23));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at vmul_f32.c:20 vectorized: VF 8, UF 4, the remainder at 22:24 by 23 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(32));
        __m256 t8 = _mm256_cvtepi32_ps(t7);
        __m256 t9 = _mm256_mul_ps(t8, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[i_vec], t9);
        __m256i t10 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(11));
        __m256 t11 = _mm256_cvtepi32_ps(t10);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[i_vec], t12);
        long t13 = i_vec + 8L;
        __m256i t14 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t15 = (__m256i)((vcc_v8_int)t14 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(32));
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t13], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(10));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(23));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(11));
        __m256 t23 = _mm256_cvtepi32_ps(t22);
        __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t13], t24);
        long t25 = i_vec + 16L;
        __m256i t26 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t27 = (__m256i)((vcc_v8_int)t26 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(32));
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t25], t30);
        __m256i t31 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(20));
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(23));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(11));
        __m256 t35 = _mm256_cvtepi32_ps(t34);
        __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t25], t36);
        long t37 = i_vec + 24L;
        __m256i t38 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t39 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(32));
        __m256 t41 = _mm256_cvtepi32_ps(t40);
        __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t37], t42);
        __m256i t43 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(23));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(11));
        __m256 t47 = _mm256_cvtepi32_ps(t46);
        __m256 t48 = _mm256_mul_ps(t47, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t37], t48);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t49 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(17));
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(23));
        t1 = (vcc_v8_int)_mm256_min_epu32(t49, t50);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t51 = &b[r % 4096L];
        *t51 = *t51 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("vmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
