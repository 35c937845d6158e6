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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, double a, const double *restrict x, double *restrict y)
{
    vcc_no_contract_body
    int t19;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512d a_v = _mm512_set1_pd(a);
        long i_vec = 0L;
        /* vcc: loop at daxpy_f64.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            double *t4 = y + t3;
            __m512d x_v = _mm512_loadu_pd(x + t3);
            __m512d t5 = _mm512_mul_pd(a_v, x_v);
            __m512d y_v = _mm512_loadu_pd(t4);
            __m512d t6 = _mm512_add_pd(t5, y_v);
            _mm512_storeu_pd(t4, t6);
            long t7 = (long)(int)(i_vec + 8L);
            double *t8 = y + t7;
            __m512d x_v_1 = _mm512_loadu_pd(x + t7);
            __m512d t9 = _mm512_mul_pd(a_v, x_v_1);
            __m512d y_v_1 = _mm512_loadu_pd(t8);
            __m512d t10 = _mm512_add_pd(t9, y_v_1);
            _mm512_storeu_pd(t8, t10);
            long t11 = (long)(int)(i_vec + 16L);
            double *t12 = y + t11;
            __m512d x_v_2 = _mm512_loadu_pd(x + t11);
            __m512d t13 = _mm512_mul_pd(a_v, x_v_2);
            __m512d y_v_2 = _mm512_loadu_pd(t12);
            __m512d t14 = _mm512_add_pd(t13, y_v_2);
            _mm512_storeu_pd(t12, t14);
            long t15 = (long)(int)(i_vec + 24L);
            double *t16 = y + t15;
            __m512d x_v_3 = _mm512_loadu_pd(x + t15);
            __m512d t17 = _mm512_mul_pd(a_v, x_v_3);
            __m512d y_v_3 = _mm512_loadu_pd(t16);
            __m512d t18 = _mm512_add_pd(t17, y_v_3);
            _mm512_storeu_pd(t16, t18);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 8L) {
        long t21 = t20 & -8L;
        __m512d a_v_1 = _mm512_set1_pd(a);
        long i_vec_1 = 0L;
        do {
            long t22 = (long)(int)((long)t19 + i_vec_1);
            double *t23 = y + t22;
            __m512d x_v_4 = _mm512_loadu_pd(x + t22);
            __m512d t24 = _mm512_mul_pd(a_v_1, x_v_4);
            __m512d y_v_4 = _mm512_loadu_pd(t23);
            __m512d t25 = _mm512_add_pd(t24, y_v_4);
            _mm512_storeu_pd(t23, t25);
            i_vec_1 += 8L;
        } while (i_vec_1 < t21);
        t26 = (int)((long)t19 + t21);
    } else {
        t26 = t19;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if ((t27 >= 1L) & (t27 <= 8L)) {
        __m256i t28 = _mm256_set1_epi32((int)(int)t27);
        __m256i t29 = _mm256_cmpgt_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512d a_v_2 = _mm512_set1_pd(a);
        long t30 = (long)(int)(long)t26;
        double *t31 = y + t30;
        __m512d x_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), x + t30);
        __m512d t32 = _mm512_mul_pd(a_v_2, x_v_5);
        __m512d y_v_5 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t29), t31);
        __m512d t33 = _mm512_add_pd(t32, y_v_5);
        _mm512_mask_storeu_pd(t31, _mm256_movepi32_mask(t29), t33);
        i = (int)((long)t26 + t27);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        double *t35 = y + t34;
        *t35 = a * x[t34] + *t35;
    }
}

static __typeof__(xs) xs __attribute__((aligned(64)));
static __typeof__(ys) ys __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    double t68;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 320000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(19));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t10 = t9;
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(7));
    __m256i t12 = _mm256_min_epu32(t10, t11);
    __m256i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at daxpy_f64.c:20 vectorized: VF 8, UF 4, the remainder at 21:25 by 19 kept as a running remainder (guard: dividend not negative), the remainder at 22:25 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m512d t14 = _mm512_cvtepi32_pd(t1);
        __m512d t15 = _mm512_mul_pd(t14, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&xs[t13], t15);
        __m512d t16 = _mm512_cvtepi32_pd(t2);
        _mm512_storeu_pd(&ys[t13], t16);
        long t17 = (long)(int)(i_vec + 8L);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t19 = t18;
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(19));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        __m256i t22 = t21;
        __m512d t23 = _mm512_cvtepi32_pd(t22);
        __m512d t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&xs[t17], t24);
        __m256i t25 = _mm256_add_epi32(t2, _mm256_set1_epi32(1));
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(7));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        __m256i t29 = t28;
        __m512d t30 = _mm512_cvtepi32_pd(t29);
        _mm512_storeu_pd(&ys[t17], t30);
        long t31 = (long)(int)(i_vec + 16L);
        __m256i t32 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t33 = t32;
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(19));
        __m256i t35 = _mm256_min_epu32(t33, t34);
        __m256i t36 = t35;
        __m512d t37 = _mm512_cvtepi32_pd(t36);
        __m512d t38 = _mm512_mul_pd(t37, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&xs[t31], t38);
        __m256i t39 = _mm256_add_epi32(t2, _mm256_set1_epi32(2));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(7));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        __m256i t43 = t42;
        __m512d t44 = _mm512_cvtepi32_pd(t43);
        _mm512_storeu_pd(&ys[t31], t44);
        long t45 = (long)(int)(i_vec + 24L);
        __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(5));
        __m256i t47 = t46;
        __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(19));
        __m256i t49 = _mm256_min_epu32(t47, t48);
        __m256i t50 = t49;
        __m512d t51 = _mm512_cvtepi32_pd(t50);
        __m512d t52 = _mm512_mul_pd(t51, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&xs[t45], t52);
        __m256i t53 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(7));
        __m256i t56 = _mm256_min_epu32(t54, t55);
        __m256i t57 = t56;
        __m512d t58 = _mm512_cvtepi32_pd(t57);
        _mm512_storeu_pd(&ys[t45], t58);
        i_vec += 32L;
        __m256i t59 = _mm256_add_epi32(t1, _mm256_set1_epi32(13));
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(19));
        __m256i t62 = _mm256_min_epu32(t60, t61);
        t1 = t62;
        __m256i t63 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(7));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        t2 = t66;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        const double *t67 = xs;
        if (r % 2L) {
            t68 = 0.5;
        } else {
            t68 = -0.5;
        }
        kernel(4096, t68, t67, ys);
    }
    (_mm256_zeroupper(), bench_print("daxpy_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 32768UL))));
    return 0;
}
