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
    __m512 a_v = _mm512_set1_ps(a);
    long i_vec = 0L;
    /* vcc: loop at saxpy.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        float *t2 = &y[t1];
        __m512 x_v = _mm512_loadu_ps(&x[t1]);
        __m512 t3 = _mm512_mul_ps(a_v, x_v);
        __m512 y_v = _mm512_loadu_ps(t2);
        __m512 t4 = _mm512_add_ps(t3, y_v);
        _mm512_storeu_ps(t2, t4);
        long t5 = (long)(int)(i_vec + 16L);
        float *t6 = &y[t5];
        __m512 x_v_1 = _mm512_loadu_ps(&x[t5]);
        __m512 t7 = _mm512_mul_ps(a_v, x_v_1);
        __m512 y_v_1 = _mm512_loadu_ps(t6);
        __m512 t8 = _mm512_add_ps(t7, y_v_1);
        _mm512_storeu_ps(t6, t8);
        long t9 = (long)(int)(i_vec + 32L);
        float *t10 = &y[t9];
        __m512 x_v_2 = _mm512_loadu_ps(&x[t9]);
        __m512 t11 = _mm512_mul_ps(a_v, x_v_2);
        __m512 y_v_2 = _mm512_loadu_ps(t10);
        __m512 t12 = _mm512_add_ps(t11, y_v_2);
        _mm512_storeu_ps(t10, t12);
        long t13 = (long)(int)(i_vec + 48L);
        float *t14 = &y[t13];
        __m512 x_v_3 = _mm512_loadu_ps(&x[t13]);
        __m512 t15 = _mm512_mul_ps(a_v, x_v_3);
        __m512 y_v_3 = _mm512_loadu_ps(t14);
        __m512 t16 = _mm512_add_ps(t15, y_v_3);
        _mm512_storeu_ps(t14, t16);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t67;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1000000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(17));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    __m512i t8 = _mm512_set1_epi32(0);
    __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0));
    __m512i t10 = t9;
    __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(5));
    __m512i t12 = _mm512_min_epu32(t10, t11);
    __m512i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at saxpy.c:20 vectorized: VF 16, UF 4, the remainder at 21:23 by 17 kept as a running remainder (guard: dividend not negative), the remainder at 22:23 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m512 t14 = _mm512_cvtepi32_ps(t1);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t13], t15);
        __m512 t16 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&y[t13], t16);
        long t17 = (long)(int)(i_vec + 16L);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t19 = t18;
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(17));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = t21;
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        __m512 t24 = _mm512_mul_ps(t23, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t17], t24);
        __m512i t25 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t26 = t25;
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(5));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        __m512i t29 = t28;
        __m512 t30 = _mm512_cvtepi32_ps(t29);
        _mm512_storeu_ps(&y[t17], t30);
        long t31 = (long)(int)(i_vec + 32L);
        __m512i t32 = _mm512_add_epi32(t1, _mm512_set1_epi32(15));
        __m512i t33 = t32;
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(17));
        __m512i t35 = _mm512_min_epu32(t33, t34);
        __m512i t36 = t35;
        __m512 t37 = _mm512_cvtepi32_ps(t36);
        __m512 t38 = _mm512_mul_ps(t37, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t31], t38);
        __m512i t39 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t40 = t39;
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(5));
        __m512i t42 = _mm512_min_epu32(t40, t41);
        __m512i t43 = t42;
        __m512 t44 = _mm512_cvtepi32_ps(t43);
        _mm512_storeu_ps(&y[t31], t44);
        long t45 = (long)(int)(i_vec + 48L);
        __m512i t46 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t47 = t46;
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(17));
        __m512i t49 = _mm512_min_epu32(t47, t48);
        __m512i t50 = t49;
        __m512 t51 = _mm512_cvtepi32_ps(t50);
        __m512 t52 = _mm512_mul_ps(t51, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&x[t45], t52);
        __m512i t53 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(5));
        __m512i t56 = _mm512_min_epu32(t54, t55);
        __m512i t57 = t56;
        __m512 t58 = _mm512_cvtepi32_ps(t57);
        _mm512_storeu_ps(&y[t45], t58);
        i_vec += 64L;
        __m512i t59 = _mm512_add_epi32(t1, _mm512_set1_epi32(13));
        __m512i t60 = t59;
        __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(17));
        __m512i t62 = _mm512_min_epu32(t60, t61);
        t1 = t62;
        __m512i t63 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
        __m512i t64 = t63;
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(5));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        t2 = t66;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t67 = 0.5f;
        } else {
            t67 = -0.5f;
        }
        kernel(t67);
    }
    (_mm256_zeroupper(), bench_print("saxpy", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)y, 16384UL))));
    return 0;
}
