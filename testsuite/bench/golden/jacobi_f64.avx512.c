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
    __m256d t1 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    long i_vec = 0L;
    /* vcc: loop at jacobi_f64.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
    do {
        long t2 = 1L + i_vec;
        int t3 = (int)t2;
        __m256d a_v = _mm256_loadu_pd(&a[t3 - 1]);
        __m256d a_v_1 = _mm256_loadu_pd(&a[t2]);
        __m256d t4 = _mm256_add_pd(a_v, a_v_1);
        __m256d a_v_2 = _mm256_loadu_pd(&a[t3 + 1]);
        __m256d t5 = _mm256_add_pd(t4, a_v_2);
        __m256d t6 = _mm256_mul_pd(t5, t1);
        _mm256_storeu_pd(&b[t2], t6);
        long t7 = 1L + (i_vec + 4L);
        int t8 = (int)t7;
        __m256d a_v_3 = _mm256_loadu_pd(&a[t8 - 1]);
        __m256d a_v_4 = _mm256_loadu_pd(&a[t7]);
        __m256d t9 = _mm256_add_pd(a_v_3, a_v_4);
        __m256d a_v_5 = _mm256_loadu_pd(&a[t8 + 1]);
        __m256d t10 = _mm256_add_pd(t9, a_v_5);
        __m256d t11 = _mm256_mul_pd(t10, t1);
        _mm256_storeu_pd(&b[t7], t11);
        long t12 = 1L + (i_vec + 8L);
        int t13 = (int)t12;
        __m256d a_v_6 = _mm256_loadu_pd(&a[t13 - 1]);
        __m256d a_v_7 = _mm256_loadu_pd(&a[t12]);
        __m256d t14 = _mm256_add_pd(a_v_6, a_v_7);
        __m256d a_v_8 = _mm256_loadu_pd(&a[t13 + 1]);
        __m256d t15 = _mm256_add_pd(t14, a_v_8);
        __m256d t16 = _mm256_mul_pd(t15, t1);
        _mm256_storeu_pd(&b[t12], t16);
        long t17 = 1L + (i_vec + 12L);
        int t18 = (int)t17;
        __m256d a_v_9 = _mm256_loadu_pd(&a[t18 - 1]);
        __m256d a_v_10 = _mm256_loadu_pd(&a[t17]);
        __m256d t19 = _mm256_add_pd(a_v_9, a_v_10);
        __m256d a_v_11 = _mm256_loadu_pd(&a[t18 + 1]);
        __m256d t20 = _mm256_add_pd(t19, a_v_11);
        __m256d t21 = _mm256_mul_pd(t20, t1);
        _mm256_storeu_pd(&b[t17], t21);
        i_vec += 16L;
    } while (i_vec < 4080L);
    __m256d t22 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    long i_vec_1 = 0L;
    /* vcc: loop at jacobi_f64.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t23 = 4081L + i_vec_1;
        int t24 = (int)t23;
        __m256d a_v_12 = _mm256_loadu_pd(&a[t24 - 1]);
        __m256d a_v_13 = _mm256_loadu_pd(&a[t23]);
        __m256d t25 = _mm256_add_pd(a_v_12, a_v_13);
        __m256d a_v_14 = _mm256_loadu_pd(&a[t24 + 1]);
        __m256d t26 = _mm256_add_pd(t25, a_v_14);
        __m256d t27 = _mm256_mul_pd(t26, t22);
        _mm256_storeu_pd(&b[t23], t27);
        i_vec_1 += 4L;
    } while (i_vec_1 < 12L);
    __m128i t28 = _mm_set1_epi32(2);
    __m128i t29 = _mm_cmpgt_epi32(t28, _mm_setr_epi32(0, 1, 2, 3));
    __m256d t30 = _mm256_div_pd(_mm256_set1_pd(1.0), _mm256_set1_pd(3.0));
    __m256d a_v_15 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t29), &a[4092]);
    __m256d a_v_16 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t29), &a[4093]);
    __m256d t31 = _mm256_add_pd(a_v_15, a_v_16);
    __m256d a_v_17 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t29), &a[4094]);
    __m256d t32 = _mm256_add_pd(t31, a_v_17);
    __m256d t33 = _mm256_mul_pd(t32, t30);
    _mm256_mask_storeu_pd(&b[4093], _mm_movepi32_mask(t29), t33);
    void *t34 = (void *)((unsigned char *)&a + 8);
    void *t35 = (void *)((unsigned char *)&b + 8);
    __builtin_memcpy(t34, t35, 32752UL);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 160000L));
    __m128i t2 = _mm_set1_epi32(0);
    __m128i t3 = _mm_add_epi32(t2, _mm_setr_epi32(0, 37, 74, 10));
    __m128i t4 = _mm_sub_epi32(t3, _mm_set1_epi32(101));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t3, t4);
    long i_vec = 0L;
    /* vcc: loop at jacobi_f64.c:23 vectorized: VF 4, UF 4, the remainder at 24:24 by 101 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256d t5 = _mm256_cvtepi32_pd((__m128i)t1);
        _mm256_storeu_pd(&a[i_vec], t5);
        __m128i t6 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(47));
        __m128i t7 = _mm_sub_epi32(t6, _mm_set1_epi32(101));
        __m128i t8 = _mm_min_epu32(t6, t7);
        __m256d t9 = _mm256_cvtepi32_pd(t8);
        _mm256_storeu_pd(&a[i_vec + 4L], t9);
        __m128i t10 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(94));
        __m128i t11 = _mm_sub_epi32(t10, _mm_set1_epi32(101));
        __m128i t12 = _mm_min_epu32(t10, t11);
        __m256d t13 = _mm256_cvtepi32_pd(t12);
        _mm256_storeu_pd(&a[i_vec + 8L], t13);
        __m128i t14 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(40));
        __m128i t15 = _mm_sub_epi32(t14, _mm_set1_epi32(101));
        __m128i t16 = _mm_min_epu32(t14, t15);
        __m256d t17 = _mm256_cvtepi32_pd(t16);
        _mm256_storeu_pd(&a[i_vec + 12L], t17);
        i_vec += 16L;
        __m128i t18 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(87));
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(101));
        t1 = (vcc_v4_int)_mm_min_epu32(t18, t19);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("jacobi_f64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 32768UL))));
    return 0;
}
