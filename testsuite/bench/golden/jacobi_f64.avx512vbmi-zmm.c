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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    __m512d t3 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
    long t1 = 0L;
    do {
        int t4 = (int)(1L + t1);
        long t5 = (long)t4;
        __m512d t6 = _mm512_loadu_pd(&a[t4 - 1]);
        __m512d t7 = _mm512_loadu_pd(&a[t5]);
        __m512d t8 = _mm512_add_pd(t6, t7);
        __m512d t9 = _mm512_loadu_pd(&a[t4 + 1]);
        __m512d t10 = _mm512_add_pd(t8, t9);
        __m512d t11 = _mm512_mul_pd(t10, t3);
        _mm512_storeu_pd(&b[t5], t11);
        int t12 = (int)(1L + (t1 + 8L));
        long t13 = (long)t12;
        __m512d t14 = _mm512_loadu_pd(&a[t12 - 1]);
        __m512d t15 = _mm512_loadu_pd(&a[t13]);
        __m512d t16 = _mm512_add_pd(t14, t15);
        __m512d t17 = _mm512_loadu_pd(&a[t12 + 1]);
        __m512d t18 = _mm512_add_pd(t16, t17);
        __m512d t19 = _mm512_mul_pd(t18, t3);
        _mm512_storeu_pd(&b[t13], t19);
        int t20 = (int)(1L + (t1 + 16L));
        long t21 = (long)t20;
        __m512d t22 = _mm512_loadu_pd(&a[t20 - 1]);
        __m512d t23 = _mm512_loadu_pd(&a[t21]);
        __m512d t24 = _mm512_add_pd(t22, t23);
        __m512d t25 = _mm512_loadu_pd(&a[t20 + 1]);
        __m512d t26 = _mm512_add_pd(t24, t25);
        __m512d t27 = _mm512_mul_pd(t26, t3);
        _mm512_storeu_pd(&b[t21], t27);
        int t28 = (int)(1L + (t1 + 24L));
        long t29 = (long)t28;
        __m512d t30 = _mm512_loadu_pd(&a[t28 - 1]);
        __m512d t31 = _mm512_loadu_pd(&a[t29]);
        __m512d t32 = _mm512_add_pd(t30, t31);
        __m512d t33 = _mm512_loadu_pd(&a[t28 + 1]);
        __m512d t34 = _mm512_add_pd(t32, t33);
        __m512d t35 = _mm512_mul_pd(t34, t3);
        _mm512_storeu_pd(&b[t29], t35);
        t1 += 32L;
    } while (t1 < 4064L);
    __m512d t36 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
    long t2 = 0L;
    do {
        int t37 = (int)(4065L + t2);
        long t38 = (long)t37;
        __m512d t39 = _mm512_loadu_pd(&a[t37 - 1]);
        __m512d t40 = _mm512_loadu_pd(&a[t38]);
        __m512d t41 = _mm512_add_pd(t39, t40);
        __m512d t42 = _mm512_loadu_pd(&a[t37 + 1]);
        __m512d t43 = _mm512_add_pd(t41, t42);
        __m512d t44 = _mm512_mul_pd(t43, t36);
        _mm512_storeu_pd(&b[t38], t44);
        t2 += 8L;
    } while (t2 < 24L);
    __m256i t45 = _mm256_set1_epi32(6);
    __m256i t46 = _mm256_cmpgt_epi32(t45, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m512d t47 = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_set1_pd(3.0));
    __m512d t48 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), &a[4088]);
    __m512d t49 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), &a[4089]);
    __m512d t50 = _mm512_add_pd(t48, t49);
    __m512d t51 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t46), &a[4090]);
    __m512d t52 = _mm512_add_pd(t50, t51);
    __m512d t53 = _mm512_mul_pd(t52, t47);
    _mm512_mask_storeu_pd(&b[4089], _mm256_movepi32_mask(t46), t53);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 160000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(101));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long t2 = 0L;
    do {
        __m512d t8 = _mm512_cvtepi32_pd(t1);
        _mm512_storeu_pd(&a[(int)t2], t8);
        __m256i t9 = _mm256_add_epi32(t1, _mm256_set1_epi32(94));
        __m256i t10 = t9;
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(101));
        __m256i t12 = _mm256_min_epu32(t10, t11);
        __m256i t13 = t12;
        __m512d t14 = _mm512_cvtepi32_pd(t13);
        _mm512_storeu_pd(&a[(int)(t2 + 8L)], t14);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(87));
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(101));
        __m256i t18 = _mm256_min_epu32(t16, t17);
        __m256i t19 = t18;
        __m512d t20 = _mm512_cvtepi32_pd(t19);
        _mm512_storeu_pd(&a[(int)(t2 + 16L)], t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(80));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(101));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = t24;
        __m512d t26 = _mm512_cvtepi32_pd(t25);
        _mm512_storeu_pd(&a[(int)(t2 + 24L)], t26);
        t2 += 32L;
        __m256i t27 = _mm256_add_epi32(t1, _mm256_set1_epi32(73));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(101));
        __m256i t30 = _mm256_min_epu32(t28, t29);
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
