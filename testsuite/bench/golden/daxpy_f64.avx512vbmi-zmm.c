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
    long t1;
    long t2;
    long t3;
    long t4;
    __m512d t5;
    long t6;
    double *t7;
    __m512d t8;
    __m512d t9;
    __m512d t10;
    __m512d t11;
    long t12;
    double *t13;
    __m512d t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    long t18;
    double *t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    long t24;
    double *t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    int t30;
    long t31;
    long t32;
    __m512d t33;
    long t34;
    double *t35;
    __m512d t36;
    __m512d t37;
    __m512d t38;
    __m512d t39;
    int t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m512d t44;
    long t45;
    long t46;
    double *t47;
    __m512d t48;
    __m512d t49;
    __m512d t50;
    __m512d t51;
    int i;
    long t52;
    double *t53;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t5 = _mm512_set1_pd(a);
        t1 = 0L;
        do {
            t6 = (long)(int)((long)0 + t1);
            t7 = y + t6;
            t8 = _mm512_loadu_pd(x + t6);
            t9 = _mm512_mul_pd(t5, t8);
            t10 = _mm512_loadu_pd(t7);
            t11 = _mm512_add_pd(t9, t10);
            _mm512_storeu_pd(t7, t11);
            t12 = (long)(int)((long)0 + (t1 + 8L));
            t13 = y + t12;
            t14 = _mm512_loadu_pd(x + t12);
            t15 = _mm512_mul_pd(t5, t14);
            t16 = _mm512_loadu_pd(t13);
            t17 = _mm512_add_pd(t15, t16);
            _mm512_storeu_pd(t13, t17);
            t18 = (long)(int)((long)0 + (t1 + 16L));
            t19 = y + t18;
            t20 = _mm512_loadu_pd(x + t18);
            t21 = _mm512_mul_pd(t5, t20);
            t22 = _mm512_loadu_pd(t19);
            t23 = _mm512_add_pd(t21, t22);
            _mm512_storeu_pd(t19, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = y + t24;
            t26 = _mm512_loadu_pd(x + t24);
            t27 = _mm512_mul_pd(t5, t26);
            t28 = _mm512_loadu_pd(t25);
            t29 = _mm512_add_pd(t27, t28);
            _mm512_storeu_pd(t25, t29);
            t1 += 32L;
        } while (t1 < t4);
        t30 = (int)((long)0 + t4);
    } else {
        t30 = 0;
    }
    t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        t32 = t31 & -8L;
        t33 = _mm512_set1_pd(a);
        t2 = 0L;
        do {
            t34 = (long)(int)((long)t30 + t2);
            t35 = y + t34;
            t36 = _mm512_loadu_pd(x + t34);
            t37 = _mm512_mul_pd(t33, t36);
            t38 = _mm512_loadu_pd(t35);
            t39 = _mm512_add_pd(t37, t38);
            _mm512_storeu_pd(t35, t39);
            t2 += 8L;
        } while (t2 < t32);
        t40 = (int)((long)t30 + t32);
    } else {
        t40 = t30;
    }
    t41 = (long)n + (long)t40 * -1L;
    if ((t41 >= 1L) & (t41 <= 8L)) {
        t42 = _mm256_set1_epi32((int)(int)t41);
        t43 = _mm256_cmpgt_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = _mm512_set1_pd(a);
        t45 = 0L;
        t46 = (long)(int)((long)t40 + t45);
        t47 = y + t46;
        t48 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), x + t46);
        t49 = _mm512_mul_pd(t44, t48);
        t50 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t43), t47);
        t51 = _mm512_add_pd(t49, t50);
        _mm512_mask_storeu_pd(t47, _mm256_movepi32_mask(t43), t51);
        i = (int)((long)t40 + t41);
    } else {
        i = t40;
    }
    for (; i < n; i++) {
        t52 = (long)i;
        t53 = y + t52;
        *t53 = a * x[t52] + *t53;
    }
}

static __typeof__(xs) xs __attribute__((aligned(64)));
static __typeof__(ys) ys __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m512d t16;
    __m512d t17;
    __m512d t18;
    long t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m512d t25;
    __m512d t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m512d t32;
    long t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m512d t39;
    __m512d t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m512d t46;
    long t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m512d t53;
    __m512d t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m512d t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    int i;
    long t69;
    long r;
    const double *t70;
    double t71;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 320000L));
    if ((4096L >= 32L) & (0 >= 0) & (0 >= 0)) {
        t4 = 4096L & -32L;
        t5 = _mm256_set1_epi32((int)(0 % 19));
        t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = t6;
        t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)19));
        t9 = _mm256_min_epu32(t7, t8);
        t1 = t9;
        t10 = _mm256_set1_epi32((int)(0 % 7));
        t11 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
        t12 = t11;
        t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)7));
        t14 = _mm256_min_epu32(t12, t13);
        t2 = t14;
        t3 = 0L;
        do {
            t15 = (long)(int)((long)0 + t3);
            t16 = _mm512_cvtepi32_pd(t1);
            t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&xs[t15], t17);
            t18 = _mm512_cvtepi32_pd(t2);
            _mm512_storeu_pd(&ys[t15], t18);
            t19 = (long)(int)((long)0 + (t3 + 8L));
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)19));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_cvtepi32_pd(t24);
            t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&xs[t19], t26);
            t27 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)1));
            t28 = t27;
            t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32((int)7));
            t30 = _mm256_min_epu32(t28, t29);
            t31 = t30;
            t32 = _mm512_cvtepi32_pd(t31);
            _mm512_storeu_pd(&ys[t19], t32);
            t33 = (long)(int)((long)0 + (t3 + 16L));
            t34 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t35 = t34;
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)19));
            t37 = _mm256_min_epu32(t35, t36);
            t38 = t37;
            t39 = _mm512_cvtepi32_pd(t38);
            t40 = _mm512_mul_pd(t39, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&xs[t33], t40);
            t41 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)2));
            t42 = t41;
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)7));
            t44 = _mm256_min_epu32(t42, t43);
            t45 = t44;
            t46 = _mm512_cvtepi32_pd(t45);
            _mm512_storeu_pd(&ys[t33], t46);
            t47 = (long)(int)((long)0 + (t3 + 24L));
            t48 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t49 = t48;
            t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32((int)19));
            t51 = _mm256_min_epu32(t49, t50);
            t52 = t51;
            t53 = _mm512_cvtepi32_pd(t52);
            t54 = _mm512_mul_pd(t53, _mm512_set1_pd(0.25));
            _mm512_storeu_pd(&xs[t47], t54);
            t55 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)3));
            t56 = t55;
            t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32((int)7));
            t58 = _mm256_min_epu32(t56, t57);
            t59 = t58;
            t60 = _mm512_cvtepi32_pd(t59);
            _mm512_storeu_pd(&ys[t47], t60);
            t3 += 32L;
            t61 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)13));
            t62 = t61;
            t63 = _mm256_sub_epi32(t62, _mm256_set1_epi32((int)19));
            t64 = _mm256_min_epu32(t62, t63);
            t1 = t64;
            t65 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)4));
            t66 = t65;
            t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32((int)7));
            t68 = _mm256_min_epu32(t66, t67);
            t2 = t68;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t69 = (long)i;
        xs[t69] = (double)(i % 19) * 0.25;
        ys[t69] = (double)(i % 7);
    }
    for (r = 0L; r < reps; r++) {
        t70 = xs;
        if (r % 2L) {
            t71 = 0.5;
        } else {
            t71 = -0.5;
        }
        (_mm256_zeroupper(), kernel(4096, t71, t70, ys));
    }
    (_mm256_zeroupper(), bench_print("daxpy_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)ys, 32768UL))));
    return 0;
}
