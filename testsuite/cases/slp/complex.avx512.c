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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* Complex numbers as two consecutive doubles. The sum is one tree of 2-wide loads, add and
   store. The product mixes a subtraction (real part) and an addition (imaginary part) in its
   two lanes: one addsub of two products, each a splat of a[0] or a[1] (two loads of one
   element) times b, as it is or with its lanes swapped (a vector load and a shuffle). */
/* vcc-test: expect-slp 4 */
/* The loop in main calls both helpers: they are inlined there (`transform/inline.rs`), and
   the copies are SLP trees too, reported at the helpers' lines (4 in all). */
#include <stdio.h>

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cadd(double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    __m128d t1 = _mm_loadu_pd(a + 0);
    __m128d t2 = _mm_loadu_pd(b + 0);
    __m128d t3 = _mm_add_pd(t1, t2);
    _mm_storeu_pd(c + 0, t3);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void cmul(double *restrict c, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    const double *t1 = b + 0;
    __m128d t2 = _mm_set1_pd(a[0]);
    __m128d t3 = _mm_loadu_pd(t1);
    __m128d t4 = _mm_mul_pd(t2, t3);
    __m128d t5 = _mm_set1_pd(a[1]);
    __m128d t6 = _mm_loadu_pd(t1);
    __m128d t7 = _mm_shuffle_pd(t6, t6, 1);
    __m128d t8 = _mm_mul_pd(t5, t7);
    __m128d t9 = _mm_addsub_pd(t4, t8);
    _mm_storeu_pd(c + 0, t9);
}

/* main's arrays are at file scope: locals read at constant indices only, handed to the
   kernels in a loop, would be kept in registers by cc once it inlines the kernels, and
   the kernels then stay scalar (`analysis/caller_locals.rs`, case caller_locals.c). */
static double x[2] = {1.5, -2.25}, y[2] = {0.5, 3.0}, s[2], p[2];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    for (int i = 0; i < 4; i++) {
        const double *t1 = y;
        const double *t2 = x;
        const double *t3 = t2 + 0;
        const double *t4 = t1 + 0;
        const double *t5 = t2 + 1;
        __m128d t6 = _mm_loadu_pd(t3);
        __m128d t7 = _mm_loadu_pd(t4);
        __m128d t8 = _mm_add_pd(t6, t7);
        _mm_storeu_pd(s + 0, t8);
        __m128d t10 = _mm_set1_pd(*t3);
        __m128d t11 = _mm_loadu_pd(t4);
        __m128d t12 = _mm_mul_pd(t10, t11);
        __m128d t13 = _mm_set1_pd(*t5);
        __m128d t14 = _mm_loadu_pd(t4);
        __m128d t15 = _mm_shuffle_pd(t14, t14, 1);
        __m128d t16 = _mm_mul_pd(t13, t15);
        __m128d t17 = _mm_addsub_pd(t12, t16);
        _mm_storeu_pd(p + 0, t17);
        printf("%.17g %.17g %.17g %.17g\n", s[0], s[1], p[0], p[1]);
        double t9 = (double)i;
        x[0] = p[0] / 4.0 + t9;
        x[1] = s[1] - t9;
    }
    return 0;
}
