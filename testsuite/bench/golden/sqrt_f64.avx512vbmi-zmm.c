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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m512d t3 = _mm512_loadu_pd(&b[t2]);
        __m512d t4 = _mm512_mul_pd(t3, t3);
        __m512d t5 = _mm512_loadu_pd(&c[t2]);
        __m512d t6 = _mm512_mul_pd(t5, t5);
        __m512d t7 = _mm512_add_pd(t4, t6);
        __m512d t8 = _mm512_sqrt_pd(t7);
        _mm512_storeu_pd(&a[t2], t8);
        long t9 = (long)(int)(t1 + 8L);
        __m512d t10 = _mm512_loadu_pd(&b[t9]);
        __m512d t11 = _mm512_mul_pd(t10, t10);
        __m512d t12 = _mm512_loadu_pd(&c[t9]);
        __m512d t13 = _mm512_mul_pd(t12, t12);
        __m512d t14 = _mm512_add_pd(t11, t13);
        __m512d t15 = _mm512_sqrt_pd(t14);
        _mm512_storeu_pd(&a[t9], t15);
        long t16 = (long)(int)(t1 + 16L);
        __m512d t17 = _mm512_loadu_pd(&b[t16]);
        __m512d t18 = _mm512_mul_pd(t17, t17);
        __m512d t19 = _mm512_loadu_pd(&c[t16]);
        __m512d t20 = _mm512_mul_pd(t19, t19);
        __m512d t21 = _mm512_add_pd(t18, t20);
        __m512d t22 = _mm512_sqrt_pd(t21);
        _mm512_storeu_pd(&a[t16], t22);
        long t23 = (long)(int)(t1 + 24L);
        __m512d t24 = _mm512_loadu_pd(&b[t23]);
        __m512d t25 = _mm512_mul_pd(t24, t24);
        __m512d t26 = _mm512_loadu_pd(&c[t23]);
        __m512d t27 = _mm512_mul_pd(t26, t26);
        __m512d t28 = _mm512_add_pd(t25, t27);
        __m512d t29 = _mm512_sqrt_pd(t28);
        _mm512_storeu_pd(&a[t23], t29);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t30 = (long)i;
        double t31 = b[t30];
        double t32 = c[t30];
        a[t30] = sqrt(t31 * t31 + t32 * t32);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 50000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(300));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 7, 14, 21, 28, 35, 42, 49));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(200));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(150));
        __m512d t16 = _mm512_cvtepi32_pd(t15);
        __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t14], t17);
        __m256i t18 = _mm256_sub_epi32(t2, _mm256_set1_epi32(100));
        __m512d t19 = _mm512_cvtepi32_pd(t18);
        __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t14], t20);
        long t21 = (long)(int)(t3 + 8L);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(300));
        __m256i t25 = _mm256_min_epu32(t23, t24);
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(150));
        __m512d t28 = _mm512_cvtepi32_pd(t27);
        __m512d t29 = _mm512_mul_pd(t28, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t21], t29);
        __m256i t30 = _mm256_add_epi32(t2, _mm256_set1_epi32(56));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(200));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(100));
        __m512d t36 = _mm512_cvtepi32_pd(t35);
        __m512d t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t21], t37);
        long t38 = (long)(int)(t3 + 16L);
        __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(300));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(150));
        __m512d t45 = _mm512_cvtepi32_pd(t44);
        __m512d t46 = _mm512_mul_pd(t45, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t38], t46);
        __m256i t47 = _mm256_add_epi32(t2, _mm256_set1_epi32(112));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(200));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(100));
        __m512d t53 = _mm512_cvtepi32_pd(t52);
        __m512d t54 = _mm512_mul_pd(t53, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t38], t54);
        long t55 = (long)(int)(t3 + 24L);
        __m256i t56 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t57 = t56;
        __m256i t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32(300));
        __m256i t59 = _mm256_min_epu32(t57, t58);
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(150));
        __m512d t62 = _mm512_cvtepi32_pd(t61);
        __m512d t63 = _mm512_mul_pd(t62, _mm512_set1_pd(0.5));
        _mm512_storeu_pd(&b[t55], t63);
        __m256i t64 = _mm256_add_epi32(t2, _mm256_set1_epi32(168));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(200));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(100));
        __m512d t70 = _mm512_cvtepi32_pd(t69);
        __m512d t71 = _mm512_mul_pd(t70, _mm512_set1_pd(0.25));
        _mm512_storeu_pd(&c[t55], t71);
        t3 += 32L;
        __m256i t72 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t73 = t72;
        __m256i t74 = _mm256_sub_epi32(t73, _mm256_set1_epi32(300));
        __m256i t75 = _mm256_min_epu32(t73, t74);
        t1 = t75;
        __m256i t76 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t77 = t76;
        __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(200));
        __m256i t79 = _mm256_min_epu32(t77, t78);
        t2 = t79;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t80 = (long)i;
        b[t80] = (double)(i % 300 - 150) * 0.5;
        c[t80] = (double)(i * 7 % 200 - 100) * 0.25;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        double *t81 = &b[r % 4096L];
        *t81 = -*t81;
    }
    (_mm256_zeroupper(), bench_print("sqrt_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
