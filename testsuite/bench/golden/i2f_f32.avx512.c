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

/* i2f_f32: f[i] = (float)a[i] * 0.5f + (float)b[i] (int -> float conversion; exact values).
   needs: i32 loads, int to float conversion, f32 multiply/add, f32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 4096

static int a[N], b[N];
static float f[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(f) f __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m256i t3 = _mm256_loadu_si256((const __m256i *)&a[t2]);
        __m256 t4 = _mm256_cvtepi32_ps(t3);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m256 t6 = _mm256_cvtepi32_ps(t5);
        __m256 t7 = _mm256_mask3_fmadd_ps(t4, _mm256_set1_ps(0.5f), t6, (__mmask8)-1);
        _mm256_storeu_ps(&f[t2], t7);
        long t8 = (long)(int)(t1 + 8L);
        __m256i t9 = _mm256_loadu_si256((const __m256i *)&a[t8]);
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256i t11 = _mm256_loadu_si256((const __m256i *)&b[t8]);
        __m256 t12 = _mm256_cvtepi32_ps(t11);
        __m256 t13 = _mm256_mask3_fmadd_ps(t10, _mm256_set1_ps(0.5f), t12, (__mmask8)-1);
        _mm256_storeu_ps(&f[t8], t13);
        long t14 = (long)(int)(t1 + 16L);
        __m256i t15 = _mm256_loadu_si256((const __m256i *)&a[t14]);
        __m256 t16 = _mm256_cvtepi32_ps(t15);
        __m256i t17 = _mm256_loadu_si256((const __m256i *)&b[t14]);
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        __m256 t19 = _mm256_mask3_fmadd_ps(t16, _mm256_set1_ps(0.5f), t18, (__mmask8)-1);
        _mm256_storeu_ps(&f[t14], t19);
        long t20 = (long)(int)(t1 + 24L);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)&a[t20]);
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256i t23 = _mm256_loadu_si256((const __m256i *)&b[t20]);
        __m256 t24 = _mm256_cvtepi32_ps(t23);
        __m256 t25 = _mm256_mask3_fmadd_ps(t22, _mm256_set1_ps(0.5f), t24, (__mmask8)-1);
        _mm256_storeu_ps(&f[t20], t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        f[t26] = (float)a[t26] * 0.5f + (float)b[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 13, 26, 39, 52, 65, 78, 91));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(1000));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256i t13 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(37));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t12], t14);
        _mm256_storeu_si256((__m256i *)&b[t12], t2);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t16 = t15;
        long t17 = (long)(int)(t3 + 8L);
        __m256i t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(37));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t17], t19);
        __m256i t20 = _mm256_add_epi32(t2, _mm256_set1_epi32(104));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1000));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        _mm256_storeu_si256((__m256i *)&b[t17], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t26 = t25;
        long t27 = (long)(int)(t3 + 16L);
        __m256i t28 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(37));
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t27], t29);
        __m256i t30 = _mm256_add_epi32(t2, _mm256_set1_epi32(208));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(1000));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        _mm256_storeu_si256((__m256i *)&b[t27], t34);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t36 = t35;
        long t37 = (long)(int)(t3 + 24L);
        __m256i t38 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(37));
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(70000));
        _mm256_storeu_si256((__m256i *)&a[t37], t39);
        __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(312));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(1000));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256i t44 = t43;
        _mm256_storeu_si256((__m256i *)&b[t37], t44);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t45 = _mm256_add_epi32(t2, _mm256_set1_epi32(416));
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(1000));
        __m256i t48 = _mm256_min_epu32(t46, t47);
        t2 = t48;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t49 = (long)i;
        a[t49] = i * 37 - 70000;
        b[t49] = i * 13 % 1000;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t50 = &a[r % 4096L];
        *t50 = *t50 + 1;
    }
    (_mm256_zeroupper(), bench_print("i2f_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
