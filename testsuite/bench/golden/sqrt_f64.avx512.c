/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:14 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        __m256d b_v = _mm256_loadu_pd(&b[i_vec]);
        __m256d t1 = _mm256_mul_pd(b_v, b_v);
        __m256d c_v = _mm256_loadu_pd(&c[i_vec]);
        __m256d t2 = _mm256_mul_pd(c_v, c_v);
        __m256d t3 = _mm256_add_pd(t1, t2);
        __m256d t4 = _mm256_sqrt_pd(t3);
        _mm256_storeu_pd(&a[i_vec], t4);
        long t5 = i_vec + 4L;
        __m256d b_v_1 = _mm256_loadu_pd(&b[t5]);
        __m256d t6 = _mm256_mul_pd(b_v_1, b_v_1);
        __m256d c_v_1 = _mm256_loadu_pd(&c[t5]);
        __m256d t7 = _mm256_mul_pd(c_v_1, c_v_1);
        __m256d t8 = _mm256_add_pd(t6, t7);
        __m256d t9 = _mm256_sqrt_pd(t8);
        _mm256_storeu_pd(&a[t5], t9);
        long t10 = i_vec + 8L;
        __m256d b_v_2 = _mm256_loadu_pd(&b[t10]);
        __m256d t11 = _mm256_mul_pd(b_v_2, b_v_2);
        __m256d c_v_2 = _mm256_loadu_pd(&c[t10]);
        __m256d t12 = _mm256_mul_pd(c_v_2, c_v_2);
        __m256d t13 = _mm256_add_pd(t11, t12);
        __m256d t14 = _mm256_sqrt_pd(t13);
        _mm256_storeu_pd(&a[t10], t14);
        long t15 = i_vec + 12L;
        __m256d b_v_3 = _mm256_loadu_pd(&b[t15]);
        __m256d t16 = _mm256_mul_pd(b_v_3, b_v_3);
        __m256d c_v_3 = _mm256_loadu_pd(&c[t15]);
        __m256d t17 = _mm256_mul_pd(c_v_3, c_v_3);
        __m256d t18 = _mm256_add_pd(t16, t17);
        __m256d t19 = _mm256_sqrt_pd(t18);
        _mm256_storeu_pd(&a[t15], t19);
        i_vec += 16L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_sub_epi32(t4, _mm_set1_epi32(300));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t4, t5);
    __m128i t6 = _mm_set1_epi32(0);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 7, 14, 21));
    __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(200));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at sqrt_f64.c:21 vectorized: VF 4, UF 4, the remainder at 22:25 by 300 kept as a running remainder (guard: dividend not negative), the remainder at 23:25 by 200 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m128i t9 = _mm_sub_epi32((__m128i)t1, _mm_set1_epi32(150));
        __m256d t10 = _mm256_cvtepi32_pd(t9);
        __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[i_vec], t11);
        __m128i t12 = _mm_sub_epi32((__m128i)t2, _mm_set1_epi32(100));
        __m256d t13 = _mm256_cvtepi32_pd(t12);
        __m256d t14 = _mm256_mul_pd(t13, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[i_vec], t14);
        long t15 = i_vec + 4L;
        __m128i t16 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(300));
        __m128i t18 = _mm_min_epu32(t16, t17);
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(150));
        __m256d t20 = _mm256_cvtepi32_pd(t19);
        __m256d t21 = _mm256_mul_pd(t20, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t15], t21);
        __m128i t22 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(28));
        __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(200));
        __m128i t24 = _mm_min_epu32(t22, t23);
        __m128i t25 = _mm_sub_epi32(t24, _mm_set1_epi32(100));
        __m256d t26 = _mm256_cvtepi32_pd(t25);
        __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t15], t27);
        long t28 = i_vec + 8L;
        __m128i t29 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t30 = _mm_sub_epi32(t29, _mm_set1_epi32(300));
        __m128i t31 = _mm_min_epu32(t29, t30);
        __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(150));
        __m256d t33 = _mm256_cvtepi32_pd(t32);
        __m256d t34 = _mm256_mul_pd(t33, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t28], t34);
        __m128i t35 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(56));
        __m128i t36 = _mm_sub_epi32(t35, _mm_set1_epi32(200));
        __m128i t37 = _mm_min_epu32(t35, t36);
        __m128i t38 = _mm_sub_epi32(t37, _mm_set1_epi32(100));
        __m256d t39 = _mm256_cvtepi32_pd(t38);
        __m256d t40 = _mm256_mul_pd(t39, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t28], t40);
        long t41 = i_vec + 12L;
        __m128i t42 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(300));
        __m128i t44 = _mm_min_epu32(t42, t43);
        __m128i t45 = _mm_sub_epi32(t44, _mm_set1_epi32(150));
        __m256d t46 = _mm256_cvtepi32_pd(t45);
        __m256d t47 = _mm256_mul_pd(t46, _mm256_set1_pd(0.5));
        _mm256_storeu_pd(&b[t41], t47);
        __m128i t48 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(84));
        __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(200));
        __m128i t50 = _mm_min_epu32(t48, t49);
        __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(100));
        __m256d t52 = _mm256_cvtepi32_pd(t51);
        __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&c[t41], t53);
        i_vec += 16L;
        __m128i t54 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(300));
        t1 = (vcc_v4_int)_mm_min_epu32(t54, t55);
        __m128i t56 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(112));
        __m128i t57 = _mm_sub_epi32(t56, _mm_set1_epi32(200));
        t2 = (vcc_v4_int)_mm_min_epu32(t56, t57);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        double *t58 = &b[r % 4096L];
        *t58 = -*t58;
    }
    (_mm256_zeroupper(), bench_print("sqrt_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
