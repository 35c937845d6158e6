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

/* saxpy: y[i] = a * x[i] + y[i] on float arrays, a alternating +-0.5 (BLAS saxpy).
   needs: consecutive f32 loads/stores, loop-invariant scalar (splat) */
#include "bench.h"
#ifndef REPS
#define REPS 1000000
#endif
#define N 4096

static float x[N], y[N];

static __typeof__(x) x __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float a)
{
    vcc_no_contract_body
    __m512 t2 = _mm512_set1_ps(a);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        float *t4 = &y[t3];
        __m512 t5 = _mm512_loadu_ps(&x[t3]);
        __m512 t6 = _mm512_mul_ps(t2, t5);
        __m512 t7 = _mm512_loadu_ps(t4);
        __m512 t8 = _mm512_add_ps(t6, t7);
        _mm512_storeu_ps(t4, t8);
        long t9 = (long)(int)(t1 + 16L);
        float *t10 = &y[t9];
        __m512 t11 = _mm512_loadu_ps(&x[t9]);
        __m512 t12 = _mm512_mul_ps(t2, t11);
        __m512 t13 = _mm512_loadu_ps(t10);
        __m512 t14 = _mm512_add_ps(t12, t13);
        _mm512_storeu_ps(t10, t14);
        long t15 = (long)(int)(t1 + 32L);
        float *t16 = &y[t15];
        __m512 t17 = _mm512_loadu_ps(&x[t15]);
        __m512 t18 = _mm512_mul_ps(t2, t17);
        __m512 t19 = _mm512_loadu_ps(t16);
        __m512 t20 = _mm512_add_ps(t18, t19);
        _mm512_storeu_ps(t16, t20);
        long t21 = (long)(int)(t1 + 48L);
        float *t22 = &y[t21];
        __m512 t23 = _mm512_loadu_ps(&x[t21]);
        __m512 t24 = _mm512_mul_ps(t2, t23);
        __m512 t25 = _mm512_loadu_ps(t22);
        __m512 t26 = _mm512_add_ps(t24, t25);
        _mm512_storeu_ps(t22, t26);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t27 = (long)i;
        float *t28 = &y[t27];
        *t28 = a * x[t27] + *t28;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t69;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(17));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
    __m512i t11 = t10;
    __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(5));
    __m512i t13 = _mm512_min_epu32(t11, t12);
    __m512i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m512 t15 = _mm512_cvtepi32_ps(t1);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t14], t16);
        __m512 t17 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&y[t14], t17);
        long t18 = (long)(int)(t3 + 16L);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(17));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512 t24 = _mm512_cvtepi32_ps(t23);
        __m512 t25 = _mm512_mul_ps(t24, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t18], t25);
        __m512i t26 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(5));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        __m512i t30 = t29;
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        _mm512_storeu_ps(&y[t18], t31);
        long t32 = (long)(int)(t3 + 32L);
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(15));
        __m512i t34 = t33;
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(17));
        __m512i t36 = _mm512_min_epu32(t34, t35);
        __m512i t37 = t36;
        __m512 t38 = _mm512_cvtepi32_ps(t37);
        __m512 t39 = _mm512_mul_ps(t38, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t32], t39);
        __m512i t40 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t41 = t40;
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(5));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512i t44 = t43;
        __m512 t45 = _mm512_cvtepi32_ps(t44);
        _mm512_storeu_ps(&y[t32], t45);
        long t46 = (long)(int)(t3 + 48L);
        __m512i t47 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t48 = t47;
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(17));
        __m512i t50 = _mm512_min_epu32(t48, t49);
        __m512i t51 = t50;
        __m512 t52 = _mm512_cvtepi32_ps(t51);
        __m512 t53 = _mm512_mul_ps(t52, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t46], t53);
        __m512i t54 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t55 = t54;
        __m512i t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32(5));
        __m512i t57 = _mm512_min_epu32(t55, t56);
        __m512i t58 = t57;
        __m512 t59 = _mm512_cvtepi32_ps(t58);
        _mm512_storeu_ps(&y[t46], t59);
        t3 += 64L;
        __m512i t60 = _mm512_add_epi32(t1, _mm512_set1_epi32(13));
        __m512i t61 = t60;
        __m512i t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32(17));
        __m512i t63 = _mm512_min_epu32(t61, t62);
        t1 = t63;
        __m512i t64 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
        __m512i t65 = t64;
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(5));
        __m512i t67 = _mm512_min_epu32(t65, t66);
        t2 = t67;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t68 = (long)i;
        x[t68] = (float)(i % 17) * 0.125f;
        y[t68] = (float)(i % 5);
    }
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t69 = 0.5f;
        } else {
            t69 = -0.5f;
        }
        kernel(t69);
    }
    (_mm256_zeroupper(), bench_print("saxpy", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 16384UL))));
    return 0;
}
