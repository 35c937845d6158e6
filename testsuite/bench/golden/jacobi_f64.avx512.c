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

/* jacobi_f64: b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3) on doubles, then copy back
   (two loops per step; the double variant of the 1-D stencil).
   needs: consecutive f64 loads at offsets, f64 add/multiply, two loops in one function */
#include "bench.h"
#ifndef REPS
#define REPS 160000
#endif
#define N 4096

static double a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    __m256d t3 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    long t1 = 0L;
    do {
        int t4 = (int)(1L + t1);
        long t5 = (long)t4;
        __m256d t6 = _mm256_loadu_pd(&a[t4 - 1]);
        __m256d t7 = _mm256_loadu_pd(&a[t5]);
        __m256d t8 = _mm256_add_pd(t6, t7);
        __m256d t9 = _mm256_loadu_pd(&a[t4 + 1]);
        __m256d t10 = _mm256_add_pd(t8, t9);
        __m256d t11 = _mm256_mul_pd(t10, t3);
        _mm256_storeu_pd(&b[t5], t11);
        int t12 = (int)(1L + (t1 + 4L));
        long t13 = (long)t12;
        __m256d t14 = _mm256_loadu_pd(&a[t12 - 1]);
        __m256d t15 = _mm256_loadu_pd(&a[t13]);
        __m256d t16 = _mm256_add_pd(t14, t15);
        __m256d t17 = _mm256_loadu_pd(&a[t12 + 1]);
        __m256d t18 = _mm256_add_pd(t16, t17);
        __m256d t19 = _mm256_mul_pd(t18, t3);
        _mm256_storeu_pd(&b[t13], t19);
        int t20 = (int)(1L + (t1 + 8L));
        long t21 = (long)t20;
        __m256d t22 = _mm256_loadu_pd(&a[t20 - 1]);
        __m256d t23 = _mm256_loadu_pd(&a[t21]);
        __m256d t24 = _mm256_add_pd(t22, t23);
        __m256d t25 = _mm256_loadu_pd(&a[t20 + 1]);
        __m256d t26 = _mm256_add_pd(t24, t25);
        __m256d t27 = _mm256_mul_pd(t26, t3);
        _mm256_storeu_pd(&b[t21], t27);
        int t28 = (int)(1L + (t1 + 12L));
        long t29 = (long)t28;
        __m256d t30 = _mm256_loadu_pd(&a[t28 - 1]);
        __m256d t31 = _mm256_loadu_pd(&a[t29]);
        __m256d t32 = _mm256_add_pd(t30, t31);
        __m256d t33 = _mm256_loadu_pd(&a[t28 + 1]);
        __m256d t34 = _mm256_add_pd(t32, t33);
        __m256d t35 = _mm256_mul_pd(t34, t3);
        _mm256_storeu_pd(&b[t29], t35);
        t1 += 16L;
    } while (t1 < 4080L);
    __m256d t36 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    long t2 = 0L;
    do {
        int t37 = (int)(4081L + t2);
        long t38 = (long)t37;
        __m256d t39 = _mm256_loadu_pd(&a[t37 - 1]);
        __m256d t40 = _mm256_loadu_pd(&a[t38]);
        __m256d t41 = _mm256_add_pd(t39, t40);
        __m256d t42 = _mm256_loadu_pd(&a[t37 + 1]);
        __m256d t43 = _mm256_add_pd(t41, t42);
        __m256d t44 = _mm256_mul_pd(t43, t36);
        _mm256_storeu_pd(&b[t38], t44);
        t2 += 4L;
    } while (t2 < 12L);
    __m128i t45 = _mm_set1_epi32(2);
    __m128i t46 = _mm_cmpgt_epi32(t45, _mm_setr_epi32(0, 1, 2, 3));
    __m256d t47 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    __m256d t48 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t46), &a[4092]);
    __m256d t49 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t46), &a[4093]);
    __m256d t50 = _mm256_add_pd(t48, t49);
    __m256d t51 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t46), &a[4094]);
    __m256d t52 = _mm256_add_pd(t50, t51);
    __m256d t53 = _mm256_mul_pd(t52, t47);
    _mm256_mask_storeu_pd(&b[4093], _mm_movepi32_mask(t46), t53);
    int i = 4095;
    while (i < 4095) {
        long t54 = (long)i;
        int t55 = i + 1;
        b[t54] = (a[i - 1] + a[t54] + a[t55]) * (1.0 / 3.0);
        i = t55;
    }
    void *t56 = (void *)((unsigned char *)&a + 8);
    void *t57 = (void *)((unsigned char *)&b + 8);
    __builtin_memcpy(t56, t57, 32752UL);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 160000L));
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 37, 74, 10));
    __m128i t5 = t4;
    __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(101));
    __m128i t7 = _mm_min_epu32(t5, t6);
    __m128i t1 = t7;
    long t2 = 0L;
    do {
        __m256d t8 = _mm256_cvtepi32_pd(t1);
        _mm256_storeu_pd(&a[(int)t2], t8);
        __m128i t9 = _mm_add_epi32(t1, _mm_set1_epi32(47));
        __m128i t10 = t9;
        __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(101));
        __m128i t12 = _mm_min_epu32(t10, t11);
        __m128i t13 = t12;
        __m256d t14 = _mm256_cvtepi32_pd(t13);
        _mm256_storeu_pd(&a[(int)(t2 + 4L)], t14);
        __m128i t15 = _mm_add_epi32(t1, _mm_set1_epi32(94));
        __m128i t16 = t15;
        __m128i t17 = _mm_sub_epi32(t16, _mm_set1_epi32(101));
        __m128i t18 = _mm_min_epu32(t16, t17);
        __m128i t19 = t18;
        __m256d t20 = _mm256_cvtepi32_pd(t19);
        _mm256_storeu_pd(&a[(int)(t2 + 8L)], t20);
        __m128i t21 = _mm_add_epi32(t1, _mm_set1_epi32(40));
        __m128i t22 = t21;
        __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(101));
        __m128i t24 = _mm_min_epu32(t22, t23);
        __m128i t25 = t24;
        __m256d t26 = _mm256_cvtepi32_pd(t25);
        _mm256_storeu_pd(&a[(int)(t2 + 12L)], t26);
        t2 += 16L;
        __m128i t27 = _mm_add_epi32(t1, _mm_set1_epi32(87));
        __m128i t28 = t27;
        __m128i t29 = _mm_sub_epi32(t28, _mm_set1_epi32(101));
        __m128i t30 = _mm_min_epu32(t28, t29);
        t1 = t30;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        a[i] = (double)(i * 37 % 101);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("jacobi_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
