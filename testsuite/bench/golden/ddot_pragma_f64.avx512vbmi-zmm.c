/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* ddot_pragma_f64: a double dot product under `#pragma omp simd reduction(+:s)`. Products and
   partial sums are exact (small multiples of 1/16), so every order gives the same bits.
   needs: f64 loads, f64 multiply, double add reduction allowed by the pragma */
#include "bench.h"
#ifndef REPS
#define REPS 150000
#endif
#define N 4096

static double x[N], y[N];

static __typeof__(x) x __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) double kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    __m512d s_v = _mm512_set1_pd(-0.0);
    __m512d s_v_1 = _mm512_set1_pd(-0.0);
    __m512d s_v_2 = _mm512_set1_pd(-0.0);
    __m512d s_v_3 = _mm512_set1_pd(-0.0);
    /* vcc: loop at ddot_pragma_f64.c:16 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m512d x_v = _mm512_loadu_pd(&x[i_vec]);
        __m512d y_v = _mm512_loadu_pd(&y[i_vec]);
        __m512d t1 = _mm512_mul_pd(x_v, y_v);
        s_v = _mm512_add_pd(s_v, t1);
        long t2 = i_vec + 8L;
        __m512d x_v_1 = _mm512_loadu_pd(&x[t2]);
        __m512d y_v_1 = _mm512_loadu_pd(&y[t2]);
        __m512d t3 = _mm512_mul_pd(x_v_1, y_v_1);
        s_v_1 = _mm512_add_pd(s_v_1, t3);
        long t4 = i_vec + 16L;
        __m512d x_v_2 = _mm512_loadu_pd(&x[t4]);
        __m512d y_v_2 = _mm512_loadu_pd(&y[t4]);
        __m512d t5 = _mm512_mul_pd(x_v_2, y_v_2);
        s_v_2 = _mm512_add_pd(s_v_2, t5);
        long t6 = i_vec + 24L;
        __m512d x_v_3 = _mm512_loadu_pd(&x[t6]);
        __m512d y_v_3 = _mm512_loadu_pd(&y[t6]);
        __m512d t7 = _mm512_mul_pd(x_v_3, y_v_3);
        s_v_3 = _mm512_add_pd(s_v_3, t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
    __m512d t8 = _mm512_add_pd(s_v, s_v_1);
    __m512d t9 = _mm512_add_pd(t8, s_v_2);
    __m512d t10 = _mm512_add_pd(t9, s_v_3);
    double t11 = 0.0 + vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256(t10), _mm512_extractf64x4_pd(t10, 1)));
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0;
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(13));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(11));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at ddot_pragma_f64.c:25 vectorized: VF 8, UF 4, the remainder at 26:25 by 13 kept as a running remainder (guard: dividend not negative), the remainder at 27:25 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m512d t10 = _mm512_cvtepi32_pd(t9);
        __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&x[i_vec], t11);
        __m256i t12 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(5));
        __m512d t13 = _mm512_cvtepi32_pd(t12);
        __m512d t14 = _mm512_mul_pd(t13, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&y[i_vec], t14);
        long t15 = i_vec + 8L;
        __m256i t16 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(13));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(6));
        __m512d t20 = _mm512_cvtepi32_pd(t19);
        __m512d t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&x[t15], t21);
        __m256i t22 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(11));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(5));
        __m512d t26 = _mm512_cvtepi32_pd(t25);
        __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&y[t15], t27);
        long t28 = i_vec + 16L;
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(13));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(6));
        __m512d t33 = _mm512_cvtepi32_pd(t32);
        __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&x[t28], t34);
        __m256i t35 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(5));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(11));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(5));
        __m512d t39 = _mm512_cvtepi32_pd(t38);
        __m512d t40 = _mm512_mul_pd(t39, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&y[t28], t40);
        long t41 = i_vec + 24L;
        __m256i t42 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(13));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(6));
        __m512d t46 = _mm512_cvtepi32_pd(t45);
        __m512d t47 = _mm512_mul_pd(t46, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&x[t41], t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(2));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(11));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(5));
        __m512d t52 = _mm512_cvtepi32_pd(t51);
        __m512d t53 = _mm512_mul_pd(t52, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&y[t41], t53);
        i_vec += 32L;
        __m256i t54 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(6));
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(13));
        t1 = (vcc_v8_int)_mm256_min_epu32(t54, t55);
        __m256i t56 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(10));
        __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(11));
        t2 = (vcc_v8_int)_mm256_min_epu32(t56, t57);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        double t58 = total;
        total = t58 + kernel();
        double *t59 = &x[r % 4096L];
        *t59 = -*t59;
    }
    (_mm256_zeroupper(), bench_print("ddot_pragma_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
