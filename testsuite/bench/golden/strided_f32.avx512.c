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

/* strided_f32: a[i] = b[2*i] * 0.5f + c[i] (every other element of b: a stride-2 load).
   needs: strided (or interleaved-group) f32 loads, consecutive loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 1200000
#endif
#define N 2048

static float a[N], b[2 * N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        long t3 = (long)t2;
        float *t4 = &b[2 * t2];
        __m256 t5 = _mm256_loadu_ps(t4);
        __m256 t6 = _mm256_loadu_ps(t4 + 8);
        __m256 t7 = _mm256_permutex2var_ps(t5, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t6);
        __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(0.5f));
        __m256 t9 = _mm256_loadu_ps(&c[t3]);
        __m256 t10 = _mm256_add_ps(t8, t9);
        _mm256_storeu_ps(&a[t3], t10);
        int t11 = (int)(t1 + 8L);
        long t12 = (long)t11;
        float *t13 = &b[2 * t11];
        __m256 t14 = _mm256_loadu_ps(t13);
        __m256 t15 = _mm256_loadu_ps(t13 + 8);
        __m256 t16 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t15);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.5f));
        __m256 t18 = _mm256_loadu_ps(&c[t12]);
        __m256 t19 = _mm256_add_ps(t17, t18);
        _mm256_storeu_ps(&a[t12], t19);
        int t20 = (int)(t1 + 16L);
        long t21 = (long)t20;
        float *t22 = &b[2 * t20];
        __m256 t23 = _mm256_loadu_ps(t22);
        __m256 t24 = _mm256_loadu_ps(t22 + 8);
        __m256 t25 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t24);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
        __m256 t27 = _mm256_loadu_ps(&c[t21]);
        __m256 t28 = _mm256_add_ps(t26, t27);
        _mm256_storeu_ps(&a[t21], t28);
        int t29 = (int)(t1 + 24L);
        long t30 = (long)t29;
        float *t31 = &b[2 * t29];
        __m256 t32 = _mm256_loadu_ps(t31);
        __m256 t33 = _mm256_loadu_ps(t31 + 8);
        __m256 t34 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t33);
        __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.5f));
        __m256 t36 = _mm256_loadu_ps(&c[t30]);
        __m256 t37 = _mm256_add_ps(t35, t36);
        _mm256_storeu_ps(&a[t30], t37);
        t1 += 32L;
    } while (t1 < 2048L);
    for (int i = 2048; i < 2048; i++) {
        long t38 = (long)i;
        a[t38] = b[2 * i] * 0.5f + c[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(31));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256i t10 = _mm256_sub_epi32(t1, _mm256_set1_epi32(15));
        __m256 t11 = _mm256_cvtepi32_ps(t10);
        __m256 t12 = _mm256_mul_ps(t11, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[(int)t2], t12);
        __m256i t13 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t14 = t13;
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(31));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = t16;
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(15));
        __m256 t19 = _mm256_cvtepi32_ps(t18);
        __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[(int)(t2 + 8L)], t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(31));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(15));
        __m256 t27 = _mm256_cvtepi32_ps(t26);
        __m256 t28 = _mm256_mul_ps(t27, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[(int)(t2 + 16L)], t28);
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(31));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        __m256i t33 = t32;
        __m256i t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32(15));
        __m256 t35 = _mm256_cvtepi32_ps(t34);
        __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&b[(int)(t2 + 24L)], t36);
        t2 += 32L;
        __m256i t37 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(31));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        t1 = t40;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        b[i] = (float)(i % 31 - 15) * 0.25f;
    }
    __m256i t41 = _mm256_set1_epi32(0);
    __m256i t42 = _mm256_add_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0));
    __m256i t43 = t42;
    __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(7));
    __m256i t45 = _mm256_min_epu32(t43, t44);
    __m256i t3 = t45;
    long t4 = 0L;
    do {
        __m256 t46 = _mm256_cvtepi32_ps(t3);
        _mm256_storeu_ps(&c[(int)t4], t46);
        __m256i t47 = _mm256_add_epi32(t3, _mm256_set1_epi32(1));
        __m256i t48 = t47;
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(7));
        __m256i t50 = _mm256_min_epu32(t48, t49);
        __m256i t51 = t50;
        __m256 t52 = _mm256_cvtepi32_ps(t51);
        _mm256_storeu_ps(&c[(int)(t4 + 8L)], t52);
        __m256i t53 = _mm256_add_epi32(t3, _mm256_set1_epi32(2));
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(7));
        __m256i t56 = _mm256_min_epu32(t54, t55);
        __m256i t57 = t56;
        __m256 t58 = _mm256_cvtepi32_ps(t57);
        _mm256_storeu_ps(&c[(int)(t4 + 16L)], t58);
        __m256i t59 = _mm256_add_epi32(t3, _mm256_set1_epi32(3));
        __m256i t60 = t59;
        __m256i t61 = _mm256_sub_epi32(t60, _mm256_set1_epi32(7));
        __m256i t62 = _mm256_min_epu32(t60, t61);
        __m256i t63 = t62;
        __m256 t64 = _mm256_cvtepi32_ps(t63);
        _mm256_storeu_ps(&c[(int)(t4 + 24L)], t64);
        t4 += 32L;
        __m256i t65 = _mm256_add_epi32(t3, _mm256_set1_epi32(4));
        __m256i t66 = t65;
        __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(7));
        __m256i t68 = _mm256_min_epu32(t66, t67);
        t3 = t68;
    } while (t4 < 2048L);
    for (int i_1 = 2048; i_1 < 2048; i_1++) {
        c[i_1] = (float)(i_1 % 7);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t69 = &b[2L * r % 4096L];
        *t69 = *t69 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("strided_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 8192UL))));
    return 0;
}
