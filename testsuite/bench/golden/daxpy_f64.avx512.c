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

/* daxpy_f64: y[i] = a * x[i] + y[i] on double arrays passed as restrict pointers (BLAS daxpy).
   needs: consecutive f64 loads/stores, restrict pointer arguments, runtime trip count, splat */
#include "bench.h"
#ifndef REPS
#define REPS 320000
#endif
#define N 4096

static double xs[N], ys[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int n, double a, const double *restrict x, double *restrict y)
{
    vcc_no_contract_body
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256d a_v = _mm256_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at daxpy_f64.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = y + i_vec;
            __m256d x_v = _mm256_loadu_pd(x + i_vec);
            __m256d t4 = _mm256_mul_pd(a_v, x_v);
            __m256d y_v = _mm256_loadu_pd(t3);
            __m256d t5 = _mm256_add_pd(t4, y_v);
            _mm256_storeu_pd(t3, t5);
            long t6 = i_vec + 4L;
            double *t7 = y + t6;
            __m256d x_v_1 = _mm256_loadu_pd(x + t6);
            __m256d t8 = _mm256_mul_pd(a_v, x_v_1);
            __m256d y_v_1 = _mm256_loadu_pd(t7);
            __m256d t9 = _mm256_add_pd(t8, y_v_1);
            _mm256_storeu_pd(t7, t9);
            long t10 = i_vec + 8L;
            double *t11 = y + t10;
            __m256d x_v_2 = _mm256_loadu_pd(x + t10);
            __m256d t12 = _mm256_mul_pd(a_v, x_v_2);
            __m256d y_v_2 = _mm256_loadu_pd(t11);
            __m256d t13 = _mm256_add_pd(t12, y_v_2);
            _mm256_storeu_pd(t11, t13);
            long t14 = i_vec + 12L;
            double *t15 = y + t14;
            __m256d x_v_3 = _mm256_loadu_pd(x + t14);
            __m256d t16 = _mm256_mul_pd(a_v, x_v_3);
            __m256d y_v_3 = _mm256_loadu_pd(t15);
            __m256d t17 = _mm256_add_pd(t16, y_v_3);
            _mm256_storeu_pd(t15, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        __m256d a_v_1 = _mm256_set1_pd(a);
        long i_vec_1 = 0L;
        /* vcc: loop at daxpy_f64.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            double *t22 = y + t21;
            __m256d x_v_4 = _mm256_loadu_pd(x + t21);
            __m256d t23 = _mm256_mul_pd(a_v_1, x_v_4);
            __m256d y_v_4 = _mm256_loadu_pd(t22);
            __m256d t24 = _mm256_add_pd(t23, y_v_4);
            _mm256_storeu_pd(t22, t24);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        double *t26 = y + t25;
        *t26 = a * x[t25] + *t26;
    }
}

static __typeof__(xs) xs __attribute__((aligned(32)));
static __typeof__(ys) ys __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double t47;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 320000L));
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = _mm_sub_epi32(t4, _mm_set1_epi32(19));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t4, t5);
    __m128i t6 = _mm_set1_epi32(0);
    __m128i t7 = _mm_add_epi32(t6, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t8 = _mm_sub_epi32(t7, _mm_set1_epi32(7));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at daxpy_f64.c:20 vectorized: VF 4, UF 4, the remainder at 21:25 by 19 kept as a running remainder (guard: dividend not negative), the remainder at 22:25 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256d t9 = _mm256_cvtepi32_pd((__m128i)t1);
        __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[i_vec], t10);
        __m256d t11 = _mm256_cvtepi32_pd((__m128i)t2);
        _mm256_storeu_pd(&ys[i_vec], t11);
        long t12 = i_vec + 4L;
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(19));
        __m128i t15 = _mm_min_epu32(t13, t14);
        __m256d t16 = _mm256_cvtepi32_pd(t15);
        __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t12], t17);
        __m128i t18 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(7));
        __m128i t20 = _mm_min_epu32(t18, t19);
        __m256d t21 = _mm256_cvtepi32_pd(t20);
        _mm256_storeu_pd(&ys[t12], t21);
        long t22 = i_vec + 8L;
        __m128i t23 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t24 = _mm_sub_epi32(t23, _mm_set1_epi32(19));
        __m128i t25 = _mm_min_epu32(t23, t24);
        __m256d t26 = _mm256_cvtepi32_pd(t25);
        __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t22], t27);
        __m128i t28 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(1));
        __m128i t29 = _mm_sub_epi32(t28, _mm_set1_epi32(7));
        __m128i t30 = _mm_min_epu32(t28, t29);
        __m256d t31 = _mm256_cvtepi32_pd(t30);
        _mm256_storeu_pd(&ys[t22], t31);
        long t32 = i_vec + 12L;
        __m128i t33 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t34 = _mm_sub_epi32(t33, _mm_set1_epi32(19));
        __m128i t35 = _mm_min_epu32(t33, t34);
        __m256d t36 = _mm256_cvtepi32_pd(t35);
        __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t32], t37);
        __m128i t38 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(5));
        __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(7));
        __m128i t40 = _mm_min_epu32(t38, t39);
        __m256d t41 = _mm256_cvtepi32_pd(t40);
        _mm256_storeu_pd(&ys[t32], t41);
        i_vec += 16L;
        __m128i t42 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(19));
        t1 = (vcc_v4_int)_mm_min_epu32(t42, t43);
        __m128i t44 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(2));
        __m128i t45 = _mm_sub_epi32(t44, _mm_set1_epi32(7));
        t2 = (vcc_v4_int)_mm_min_epu32(t44, t45);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        const double *t46 = xs;
        if (r % 2L) {
            t47 = 0.5;
        } else {
            t47 = -0.5;
        }
        kernel(4096, t47, t46, ys);
    }
    (_mm256_zeroupper(), bench_print("daxpy_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 32768UL))));
    return 0;
}
