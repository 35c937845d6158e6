/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    int t30;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m256d t5 = _mm256_set1_pd(a);
        long t1 = 0L;
        do {
            long t6 = (long)(int)t1;
            double *t7 = y + t6;
            __m256d t8 = _mm256_loadu_pd(x + t6);
            __m256d t9 = _mm256_mul_pd(t5, t8);
            __m256d t10 = _mm256_loadu_pd(t7);
            __m256d t11 = _mm256_add_pd(t9, t10);
            _mm256_storeu_pd(t7, t11);
            long t12 = (long)(int)(t1 + 4L);
            double *t13 = y + t12;
            __m256d t14 = _mm256_loadu_pd(x + t12);
            __m256d t15 = _mm256_mul_pd(t5, t14);
            __m256d t16 = _mm256_loadu_pd(t13);
            __m256d t17 = _mm256_add_pd(t15, t16);
            _mm256_storeu_pd(t13, t17);
            long t18 = (long)(int)(t1 + 8L);
            double *t19 = y + t18;
            __m256d t20 = _mm256_loadu_pd(x + t18);
            __m256d t21 = _mm256_mul_pd(t5, t20);
            __m256d t22 = _mm256_loadu_pd(t19);
            __m256d t23 = _mm256_add_pd(t21, t22);
            _mm256_storeu_pd(t19, t23);
            long t24 = (long)(int)(t1 + 12L);
            double *t25 = y + t24;
            __m256d t26 = _mm256_loadu_pd(x + t24);
            __m256d t27 = _mm256_mul_pd(t5, t26);
            __m256d t28 = _mm256_loadu_pd(t25);
            __m256d t29 = _mm256_add_pd(t27, t28);
            _mm256_storeu_pd(t25, t29);
            t1 += 16L;
        } while (t1 < t4);
        t30 = (int)t4;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        __m256d t33 = _mm256_set1_pd(a);
        long t2 = 0L;
        do {
            long t34 = (long)(int)((long)t30 + t2);
            double *t35 = y + t34;
            __m256d t36 = _mm256_loadu_pd(x + t34);
            __m256d t37 = _mm256_mul_pd(t33, t36);
            __m256d t38 = _mm256_loadu_pd(t35);
            __m256d t39 = _mm256_add_pd(t37, t38);
            _mm256_storeu_pd(t35, t39);
            t2 += 4L;
        } while (t2 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t40 = (long)i;
        double *t41 = y + t40;
        *t41 = a * x[t40] + *t41;
    }
}

static __typeof__(xs) xs __attribute__((aligned(32)));
static __typeof__(ys) ys __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double t70;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 320000L));
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = t5;
    __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(19));
    __m128i t8 = _mm_min_epu32(t6, t7);
    __m128i t1 = t8;
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t11 = t10;
    __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(7));
    __m128i t13 = _mm_min_epu32(t11, t12);
    __m128i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256d t15 = _mm256_cvtepi32_pd(t1);
        __m256d t16 = _mm256_mul_pd(t15, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t14], t16);
        __m256d t17 = _mm256_cvtepi32_pd(t2);
        _mm256_storeu_pd(&ys[t14], t17);
        long t18 = (long)(int)(t3 + 4L);
        __m128i t19 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t20 = t19;
        __m128i t21 = _mm_sub_epi32(t20, _mm_set1_epi32(19));
        __m128i t22 = _mm_min_epu32(t20, t21);
        __m128i t23 = t22;
        __m256d t24 = _mm256_cvtepi32_pd(t23);
        __m256d t25 = _mm256_mul_pd(t24, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t18], t25);
        __m128i t26 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        __m128i t27 = t26;
        __m128i t28 = _mm_sub_epi32(t27, _mm_set1_epi32(7));
        __m128i t29 = _mm_min_epu32(t27, t28);
        __m128i t30 = t29;
        __m256d t31 = _mm256_cvtepi32_pd(t30);
        _mm256_storeu_pd(&ys[t18], t31);
        long t32 = (long)(int)(t3 + 8L);
        __m128i t33 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t34 = t33;
        __m128i t35 = _mm_sub_epi32(t34, _mm_set1_epi32(19));
        __m128i t36 = _mm_min_epu32(t34, t35);
        __m128i t37 = t36;
        __m256d t38 = _mm256_cvtepi32_pd(t37);
        __m256d t39 = _mm256_mul_pd(t38, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t32], t39);
        __m128i t40 = _mm_add_epi32(t2, _mm_set1_epi32(1));
        __m128i t41 = t40;
        __m128i t42 = _mm_sub_epi32(t41, _mm_set1_epi32(7));
        __m128i t43 = _mm_min_epu32(t41, t42);
        __m128i t44 = t43;
        __m256d t45 = _mm256_cvtepi32_pd(t44);
        _mm256_storeu_pd(&ys[t32], t45);
        long t46 = (long)(int)(t3 + 12L);
        __m128i t47 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t48 = t47;
        __m128i t49 = _mm_sub_epi32(t48, _mm_set1_epi32(19));
        __m128i t50 = _mm_min_epu32(t48, t49);
        __m128i t51 = t50;
        __m256d t52 = _mm256_cvtepi32_pd(t51);
        __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.25));
        _mm256_storeu_pd(&xs[t46], t53);
        __m128i t54 = _mm_add_epi32(t2, _mm_set1_epi32(5));
        __m128i t55 = t54;
        __m128i t56 = _mm_sub_epi32(t55, _mm_set1_epi32(7));
        __m128i t57 = _mm_min_epu32(t55, t56);
        __m128i t58 = t57;
        __m256d t59 = _mm256_cvtepi32_pd(t58);
        _mm256_storeu_pd(&ys[t46], t59);
        t3 += 16L;
        __m128i t60 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t61 = t60;
        __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(19));
        __m128i t63 = _mm_min_epu32(t61, t62);
        t1 = t63;
        __m128i t64 = _mm_add_epi32(t2, _mm_set1_epi32(2));
        __m128i t65 = t64;
        __m128i t66 = _mm_sub_epi32(t65, _mm_set1_epi32(7));
        __m128i t67 = _mm_min_epu32(t65, t66);
        t2 = t67;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t68 = (long)i;
        xs[t68] = (double)(i % 19) * 0.25;
        ys[t68] = (double)(i % 7);
    }
    for (long r = 0L; r < reps; r++) {
        const double *t69 = xs;
        if (r % 2L) {
            t70 = 0.5;
        } else {
            t70 = -0.5;
        }
        kernel(4096, t70, t69, ys);
    }
    (_mm256_zeroupper(), bench_print("daxpy_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 32768UL))));
    return 0;
}
