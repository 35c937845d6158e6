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

/* stencil1d_f32: a 3-point float stencil (1-D blur), ping-ponging between two arrays.
   needs: consecutive f32 loads at offsets -1, 0, +1, f32 multiply/add, restrict pointers */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int n, const float *restrict src, float *restrict dst)
{
    vcc_no_contract_body
    int t25;
    int t38;
    int i;
    long t3 = (long)n + -2L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)(1L + t1);
            long t6 = (long)t5;
            __m512 t7 = _mm512_loadu_ps(src + (t5 - 1));
            __m512 t8 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t7);
            __m512 t9 = _mm512_loadu_ps(src + t6);
            __m512 t10 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t9);
            __m512 t11 = _mm512_add_ps(t8, t10);
            __m512 t12 = _mm512_loadu_ps(src + (t5 + 1));
            __m512 t13 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t12);
            __m512 t14 = _mm512_add_ps(t11, t13);
            _mm512_storeu_ps(dst + t6, t14);
            int t15 = (int)(1L + (t1 + 16L));
            long t16 = (long)t15;
            __m512 t17 = _mm512_loadu_ps(src + (t15 - 1));
            __m512 t18 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t17);
            __m512 t19 = _mm512_loadu_ps(src + t16);
            __m512 t20 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t19);
            __m512 t21 = _mm512_add_ps(t18, t20);
            __m512 t22 = _mm512_loadu_ps(src + (t15 + 1));
            __m512 t23 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t22);
            __m512 t24 = _mm512_add_ps(t21, t23);
            _mm512_storeu_ps(dst + t16, t24);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)(1L + t4);
    } else {
        t25 = 1;
    }
    long t26 = (long)n + (long)t25 * -1L + -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long t2 = 0L;
        do {
            int t28 = (int)((long)t25 + t2);
            long t29 = (long)t28;
            __m512 t30 = _mm512_loadu_ps(src + (t28 - 1));
            __m512 t31 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t30);
            __m512 t32 = _mm512_loadu_ps(src + t29);
            __m512 t33 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t32);
            __m512 t34 = _mm512_add_ps(t31, t33);
            __m512 t35 = _mm512_loadu_ps(src + (t28 + 1));
            __m512 t36 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t35);
            __m512 t37 = _mm512_add_ps(t34, t36);
            _mm512_storeu_ps(dst + t29, t37);
            t2 += 16L;
        } while (t2 < t27);
        t38 = (int)((long)t25 + t27);
    } else {
        t38 = t25;
    }
    long t39 = (long)n + (long)t38 * -1L + -1L;
    if ((t39 >= 1L) & (t39 <= 16L)) {
        __m512i t40 = _mm512_set1_epi32((int)(int)t39);
        __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
        int t42 = (int)(long)t38;
        long t43 = (long)t42;
        __m512 t44 = _mm512_maskz_loadu_ps(t41, src + (t42 - 1));
        __m512 t45 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t44);
        __m512 t46 = _mm512_maskz_loadu_ps(t41, src + t43);
        __m512 t47 = _mm512_mul_ps(_mm512_set1_ps(0.5f), t46);
        __m512 t48 = _mm512_add_ps(t45, t47);
        __m512 t49 = _mm512_maskz_loadu_ps(t41, src + (t42 + 1));
        __m512 t50 = _mm512_mul_ps(_mm512_set1_ps(0.25f), t49);
        __m512 t51 = _mm512_add_ps(t48, t50);
        _mm512_mask_storeu_ps(dst + t43, t41, t51);
        i = (int)((long)t38 + t39);
    } else {
        i = t38;
    }
    while (i < (n - 1)) {
        long t52 = (long)i;
        int t53 = i + 1;
        dst[t52] = 0.25f * src[i - 1] + 0.5f * src[t52] + 0.25f * src[t53];
        i = t53;
    }
}

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(101));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    long t2 = 0L;
    do {
        long t8 = (long)(int)t2;
        __m512 t9 = _mm512_cvtepi32_ps(t1);
        _mm512_storeu_ps(&b[t8], t9);
        _mm512_storeu_ps(&a[t8], t9);
        long t10 = (long)(int)(t2 + 16L);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(87));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(101));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t15 = t14;
        __m512 t16 = _mm512_cvtepi32_ps(t15);
        _mm512_storeu_ps(&b[t10], t16);
        _mm512_storeu_ps(&a[t10], t16);
        long t17 = (long)(int)(t2 + 32L);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(73));
        __m512i t19 = t18;
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(101));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = t21;
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        _mm512_storeu_ps(&b[t17], t23);
        _mm512_storeu_ps(&a[t17], t23);
        long t24 = (long)(int)(t2 + 48L);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(59));
        __m512i t26 = t25;
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(101));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        __m512i t29 = t28;
        __m512 t30 = _mm512_cvtepi32_ps(t29);
        _mm512_storeu_ps(&b[t24], t30);
        _mm512_storeu_ps(&a[t24], t30);
        t2 += 64L;
        __m512i t31 = _mm512_add_epi32(t1, _mm512_set1_epi32(45));
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(101));
        __m512i t34 = _mm512_min_epu32(t32, t33);
        t1 = t34;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t35 = (long)i;
        float t36 = (float)(i * 37 % 101);
        b[t35] = t36;
        a[t35] = t36;
    }
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            kernel(4096, b, a);
        } else {
            kernel(4096, a, b);
        }
    }
    unsigned long long h = (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL));
    (_mm256_zeroupper(), bench_print("stencil1d_f32", (_mm256_zeroupper(), bench_hash(h, (const void *)b, 16384UL))));
    return 0;
}
