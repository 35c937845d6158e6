/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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

static __typeof__(x) x __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) double kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    __m256d t2 = _mm256_set1_pd(-0.0);
    __m256d t3 = _mm256_set1_pd(-0.0);
    __m256d t4 = _mm256_set1_pd(-0.0);
    __m256d t5 = _mm256_set1_pd(-0.0);
    do {
        long t6 = (long)(int)t1;
        __m256d t7 = _mm256_loadu_pd(&x[t6]);
        __m256d t8 = _mm256_loadu_pd(&y[t6]);
        __m256d t9 = _mm256_mul_pd(t7, t8);
        t2 = _mm256_add_pd(t2, t9);
        long t10 = (long)(int)(t1 + 4L);
        __m256d t11 = _mm256_loadu_pd(&x[t10]);
        __m256d t12 = _mm256_loadu_pd(&y[t10]);
        __m256d t13 = _mm256_mul_pd(t11, t12);
        t3 = _mm256_add_pd(t3, t13);
        long t14 = (long)(int)(t1 + 8L);
        __m256d t15 = _mm256_loadu_pd(&x[t14]);
        __m256d t16 = _mm256_loadu_pd(&y[t14]);
        __m256d t17 = _mm256_mul_pd(t15, t16);
        t4 = _mm256_add_pd(t4, t17);
        long t18 = (long)(int)(t1 + 12L);
        __m256d t19 = _mm256_loadu_pd(&x[t18]);
        __m256d t20 = _mm256_loadu_pd(&y[t18]);
        __m256d t21 = _mm256_mul_pd(t19, t20);
        t5 = _mm256_add_pd(t5, t21);
        t1 += 16L;
    } while (t1 < 4096L);
    __m256d t22 = _mm256_add_pd(t2, t3);
    __m256d t23 = _mm256_add_pd(t22, t4);
    __m256d t24 = _mm256_add_pd(t23, t5);
    double s = 0.0 + vcc_avx2_sum_pd(t24);
    for (int i = 4096; i < 4096; i++) {
        long t25 = (long)i;
        s += x[t25] * y[t25];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 150000L));
    total = 0.0;
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = t5;
    __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(13));
    __m128i t8 = _mm_min_epu32(t6, t7);
    __m128i t1 = t8;
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t11 = t10;
    __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(11));
    __m128i t13 = _mm_min_epu32(t11, t12);
    __m128i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m128i t15 = _mm_sub_epi32(t1, _mm_set1_epi32(6));
        __m256d t16 = _mm256_cvtepi32_pd(t15);
        __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&x[t14], t17);
        __m128i t18 = _mm_sub_epi32(t2, _mm_set1_epi32(5));
        __m256d t19 = _mm256_cvtepi32_pd(t18);
        __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&y[t14], t20);
        long t21 = (long)(int)(t3 + 4L);
        __m128i t22 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t23 = t22;
        __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(13));
        __m128i t25 = _mm_min_epu32(t23, t24);
        __m128i t26 = t25;
        __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(6));
        __m256d t28 = _mm256_cvtepi32_pd(t27);
        __m256d t29 = _mm256_mul_pd(t28, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&x[t21], t29);
        __m128i t30 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        __m128i t31 = t30;
        __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(11));
        __m128i t33 = _mm_min_epu32(t31, t32);
        __m128i t34 = t33;
        __m128i t35 = _mm_sub_epi32(t34, _mm_set1_epi32(5));
        __m256d t36 = _mm256_cvtepi32_pd(t35);
        __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&y[t21], t37);
        long t38 = (long)(int)(t3 + 8L);
        __m128i t39 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t40 = t39;
        __m128i t41 = _mm_sub_epi32(t40, _mm_set1_epi32(13));
        __m128i t42 = _mm_min_epu32(t40, t41);
        __m128i t43 = t42;
        __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(6));
        __m256d t45 = _mm256_cvtepi32_pd(t44);
        __m256d t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&x[t38], t46);
        __m128i t47 = _mm_add_epi32(t2, _mm_set1_epi32(8));
        __m128i t48 = t47;
        __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(11));
        __m128i t50 = _mm_min_epu32(t48, t49);
        __m128i t51 = t50;
        __m128i t52 = _mm_sub_epi32(t51, _mm_set1_epi32(5));
        __m256d t53 = _mm256_cvtepi32_pd(t52);
        __m256d t54 = _mm256_mul_pd(t53, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&y[t38], t54);
        long t55 = (long)(int)(t3 + 12L);
        __m128i t56 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t57 = t56;
        __m128i t58 = _mm_sub_epi32(t57, _mm_set1_epi32(13));
        __m128i t59 = _mm_min_epu32(t57, t58);
        __m128i t60 = t59;
        __m128i t61 = _mm_sub_epi32(t60, _mm_set1_epi32(6));
        __m256d t62 = _mm256_cvtepi32_pd(t61);
        __m256d t63 = _mm256_mul_pd(t62, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&x[t55], t63);
        __m128i t64 = _mm_add_epi32(t2, _mm_set1_epi32(1));
        __m128i t65 = t64;
        __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(11));
        __m128i t67 = _mm_min_epu32(t65, t66);
        __m128i t68 = t67;
        __m128i t69 = _mm_sub_epi32(t68, _mm_set1_epi32(5));
        __m256d t70 = _mm256_cvtepi32_pd(t69);
        __m256d t71 = _mm256_mul_pd(t70, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&y[t55], t71);
        t3 += 16L;
        __m128i t72 = _mm_add_epi32(t1, _mm_set1_epi32(3));
        __m128i t73 = t72;
        __m128i t74 = _mm_sub_epi32(t73, _mm_set1_epi32(13));
        __m128i t75 = _mm_min_epu32(t73, t74);
        t1 = t75;
        __m128i t76 = _mm_add_epi32(t2, _mm_set1_epi32(5));
        __m128i t77 = t76;
        __m128i t78 = _mm_sub_epi32(t77, _mm_set1_epi32(11));
        __m128i t79 = _mm_min_epu32(t77, t78);
        t2 = t79;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t80 = (long)i;
        x[t80] = (double)(i % 13 - 6) * 0.25;
        y[t80] = (double)(i % 11 - 5) * 0.25;
    }
    for (long r = 0L; r < reps; r++) {
        double t81 = total;
        total = t81 + kernel();
        double *t82 = &x[r % 4096L];
        *t82 = -*t82;
    }
    (_mm256_zeroupper(), bench_print("ddot_pragma_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
