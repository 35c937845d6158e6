/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* sqrt_f64: a[i] = sqrt(b[i] * b[i] + c[i] * c[i]) on doubles (vector length; exact products).
   needs: math call sqrt (vector sqrt, no errno: the argument is never negative), f64 ops */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 50000
#endif
#define N 4096

static double a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m512d b_v = _mm512_loadu_pd(&b[i_vec]);
        __m512d t1 = _mm512_mul_pd(b_v, b_v);
        __m512d c_v = _mm512_loadu_pd(&c[i_vec]);
        __m512d t2 = _mm512_mul_pd(c_v, c_v);
        __m512d t3 = _mm512_add_pd(t1, t2);
        __m512d t4 = _mm512_sqrt_pd(t3);
        _mm512_storeu_pd(&a[i_vec], t4);
        long t5 = i_vec + 8L;
        __m512d b_v_1 = _mm512_loadu_pd(&b[t5]);
        __m512d t6 = _mm512_mul_pd(b_v_1, b_v_1);
        __m512d c_v_1 = _mm512_loadu_pd(&c[t5]);
        __m512d t7 = _mm512_mul_pd(c_v_1, c_v_1);
        __m512d t8 = _mm512_add_pd(t6, t7);
        __m512d t9 = _mm512_sqrt_pd(t8);
        _mm512_storeu_pd(&a[t5], t9);
        long t10 = i_vec + 16L;
        __m512d b_v_2 = _mm512_loadu_pd(&b[t10]);
        __m512d t11 = _mm512_mul_pd(b_v_2, b_v_2);
        __m512d c_v_2 = _mm512_loadu_pd(&c[t10]);
        __m512d t12 = _mm512_mul_pd(c_v_2, c_v_2);
        __m512d t13 = _mm512_add_pd(t11, t12);
        __m512d t14 = _mm512_sqrt_pd(t13);
        _mm512_storeu_pd(&a[t10], t14);
        long t15 = i_vec + 24L;
        __m512d b_v_3 = _mm512_loadu_pd(&b[t15]);
        __m512d t16 = _mm512_mul_pd(b_v_3, b_v_3);
        __m512d c_v_3 = _mm512_loadu_pd(&c[t15]);
        __m512d t17 = _mm512_mul_pd(c_v_3, c_v_3);
        __m512d t18 = _mm512_add_pd(t16, t17);
        __m512d t19 = _mm512_sqrt_pd(t18);
        _mm512_storeu_pd(&a[t15], t19);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(300));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(200));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:21 vectorized: VF 8, UF 4, the remainder at 22:25 by 300 kept as a running remainder (guard: dividend not negative), the remainder at 23:25 by 200 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(150));
        __m512d t10 = _mm512_cvtepi32_pd(t9);
        __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[i_vec], t11);
        __m256i t12 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(100));
        __m512d t13 = _mm512_cvtepi32_pd(t12);
        __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[i_vec], t14);
        long t15 = i_vec + 8L;
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(300));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(150));
        __m512d t20 = _mm512_cvtepi32_pd(t19);
        __m512d t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t15], t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(56));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(200));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(100));
        __m512d t26 = _mm512_cvtepi32_pd(t25);
        __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t15], t27);
        long t28 = i_vec + 16L;
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(300));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(150));
        __m512d t33 = _mm512_cvtepi32_pd(t32);
        __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t28], t34);
        __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(112));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(200));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(100));
        __m512d t39 = _mm512_cvtepi32_pd(t38);
        __m512d t40 = _mm512_mul_pd(t39, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t28], t40);
        long t41 = i_vec + 24L;
        __m256i t42 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(300));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(150));
        __m512d t46 = _mm512_cvtepi32_pd(t45);
        __m512d t47 = _mm512_mul_pd(t46, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t41], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(168));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(200));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(100));
        __m512d t52 = _mm512_cvtepi32_pd(t51);
        __m512d t53 = _mm512_mul_pd(t52, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t41], t53);
        i_vec += 32L;
        __m256i t54 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(300));
        t1 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
        __m256i t56 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(24));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(200));
        t2 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        double *t58 = &b[r % 4096L];
        *t58 = -*t58;
    }
    (_mm256_zeroupper(), bench_print("sqrt_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
