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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t2 = (int)t1;
        long t3 = (long)t2;
        float *t4 = &b[2 * t2];
        __m512 t5 = _mm512_loadu_ps(t4);
        __m512 t6 = _mm512_loadu_ps(t4 + 16);
        __m512 t7 = _mm512_permutex2var_ps(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
        __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(0.5f));
        __m512 t9 = _mm512_loadu_ps(&c[t3]);
        __m512 t10 = _mm512_add_ps(t8, t9);
        _mm512_storeu_ps(&a[t3], t10);
        int t11 = (int)(t1 + 16L);
        long t12 = (long)t11;
        float *t13 = &b[2 * t11];
        __m512 t14 = _mm512_loadu_ps(t13);
        __m512 t15 = _mm512_loadu_ps(t13 + 16);
        __m512 t16 = _mm512_permutex2var_ps(t14, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t15);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.5f));
        __m512 t18 = _mm512_loadu_ps(&c[t12]);
        __m512 t19 = _mm512_add_ps(t17, t18);
        _mm512_storeu_ps(&a[t12], t19);
        int t20 = (int)(t1 + 32L);
        long t21 = (long)t20;
        float *t22 = &b[2 * t20];
        __m512 t23 = _mm512_loadu_ps(t22);
        __m512 t24 = _mm512_loadu_ps(t22 + 16);
        __m512 t25 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.5f));
        __m512 t27 = _mm512_loadu_ps(&c[t21]);
        __m512 t28 = _mm512_add_ps(t26, t27);
        _mm512_storeu_ps(&a[t21], t28);
        int t29 = (int)(t1 + 48L);
        long t30 = (long)t29;
        float *t31 = &b[2 * t29];
        __m512 t32 = _mm512_loadu_ps(t31);
        __m512 t33 = _mm512_loadu_ps(t31 + 16);
        __m512 t34 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t33);
        __m512 t35 = _mm512_mul_ps(t34, _mm512_set1_ps(0.5f));
        __m512 t36 = _mm512_loadu_ps(&c[t30]);
        __m512 t37 = _mm512_add_ps(t35, t36);
        _mm512_storeu_ps(&a[t30], t37);
        t1 += 64L;
    } while (t1 < 2048L);
    for (int i = 2048; i < 2048; i++) {
        long t38 = (long)i;
        a[t38] = b[2 * i] * 0.5f + c[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(31));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        __m512i t10 = _mm512_sub_epi32(t1, _mm512_set1_epi32(15));
        __m512 t11 = _mm512_cvtepi32_ps(t10);
        __m512 t12 = _mm512_mul_ps(t11, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)t2], t12);
        __m512i t13 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t14 = t13;
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(31));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t17 = t16;
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(15));
        __m512 t19 = _mm512_cvtepi32_ps(t18);
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(t2 + 16L)], t20);
        __m512i t21 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
        __m512i t22 = t21;
        __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(31));
        __m512i t24 = _mm512_min_epu32(t22, t23);
        __m512i t25 = t24;
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(15));
        __m512 t27 = _mm512_cvtepi32_ps(t26);
        __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(t2 + 32L)], t28);
        __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(17));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(31));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        __m512i t33 = t32;
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(15));
        __m512 t35 = _mm512_cvtepi32_ps(t34);
        __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(t2 + 48L)], t36);
        t2 += 64L;
        __m512i t37 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(31));
        __m512i t40 = _mm512_min_epu32(t38, t39);
        t1 = t40;
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        b[i] = (float)(i % 31 - 15) * 0.25f;
    }
    __m512i t41 = _mm512_set1_epi32(0);
    __m512i t42 = _mm512_add_epi32(t41, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
    __m512i t43 = t42;
    __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(7));
    __m512i t45 = _mm512_min_epu32(t43, t44);
    __m512i t3 = t45;
    long t4 = 0L;
    do {
        __m512 t46 = _mm512_cvtepi32_ps(t3);
        _mm512_storeu_ps(&c[(int)t4], t46);
        __m512i t47 = _mm512_add_epi32(t3, _mm512_set1_epi32(2));
        __m512i t48 = t47;
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(7));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512i t51 = t50;
        __m512 t52 = _mm512_cvtepi32_ps(t51);
        _mm512_storeu_ps(&c[(int)(t4 + 16L)], t52);
        __m512i t53 = _mm512_add_epi32(t3, _mm512_set1_epi32(4));
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(7));
        __m512i t56 = _mm512_min_epu32(t54, t55);
        __m512i t57 = t56;
        __m512 t58 = _mm512_cvtepi32_ps(t57);
        _mm512_storeu_ps(&c[(int)(t4 + 32L)], t58);
        __m512i t59 = _mm512_add_epi32(t3, _mm512_set1_epi32(6));
        __m512i t60 = t59;
        __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(7));
        __m512i t62 = _mm512_min_epu32(t60, t61);
        __m512i t63 = t62;
        __m512 t64 = _mm512_cvtepi32_ps(t63);
        _mm512_storeu_ps(&c[(int)(t4 + 48L)], t64);
        t4 += 64L;
        __m512i t65 = _mm512_add_epi32(t3, _mm512_set1_epi32(1));
        __m512i t66 = t65;
        __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(7));
        __m512i t68 = _mm512_min_epu32(t66, t67);
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
