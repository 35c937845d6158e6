/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* math_f32: a[i] = fminf(sqrtf(fabsf(b[i])), c[i]) (calls to sqrt, fabs, fmin; all exact ops).
   needs: math calls vectorized inline (sqrt, fabs, fmin; NaN-correct fmin), consecutive f32 */
#include "bench.h"
#include <math.h>
#ifndef REPS
#define REPS 30000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m512 t3 = _mm512_loadu_ps(&c[t2]);
        __m512 t4 = _mm512_loadu_ps(&b[t2]);
        __m512 t5 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t4);
        __m512 t6 = _mm512_sqrt_ps(t5);
        __m512 t7 = vcc_avx512_fmin_ps(t6, t3);
        _mm512_storeu_ps(&a[t2], t7);
        long t8 = (long)(int)(t1 + 16L);
        __m512 t9 = _mm512_loadu_ps(&c[t8]);
        __m512 t10 = _mm512_loadu_ps(&b[t8]);
        __m512 t11 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t10);
        __m512 t12 = _mm512_sqrt_ps(t11);
        __m512 t13 = vcc_avx512_fmin_ps(t12, t9);
        _mm512_storeu_ps(&a[t8], t13);
        long t14 = (long)(int)(t1 + 32L);
        __m512 t15 = _mm512_loadu_ps(&c[t14]);
        __m512 t16 = _mm512_loadu_ps(&b[t14]);
        __m512 t17 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t16);
        __m512 t18 = _mm512_sqrt_ps(t17);
        __m512 t19 = vcc_avx512_fmin_ps(t18, t15);
        _mm512_storeu_ps(&a[t14], t19);
        long t20 = (long)(int)(t1 + 48L);
        __m512 t21 = _mm512_loadu_ps(&c[t20]);
        __m512 t22 = _mm512_loadu_ps(&b[t20]);
        __m512 t23 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), t22);
        __m512 t24 = _mm512_sqrt_ps(t23);
        __m512 t25 = vcc_avx512_fmin_ps(t24, t21);
        _mm512_storeu_ps(&a[t20], t25);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        float t27 = c[t26];
        float t28 = b[t26];
        float t29 = sqrtf(fabsf(t28));
        a[t26] = fminf(t29, t27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(1000));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    __m512i t9 = _mm512_set1_epi32(0);
    __m512i t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t11 = t10;
    __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(40));
    __m512i t13 = _mm512_min_epu32(t11, t12);
    __m512i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m512i t15 = _mm512_sub_epi32(t1, _mm512_set1_epi32(500));
        __m512 t16 = _mm512_cvtepi32_ps(t15);
        __m512 t17 = _mm512_mul_ps(t16, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t14], t17);
        __m512 t18 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&c[t14], t18);
        long t19 = (long)(int)(t3 + 16L);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(1000));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(500));
        __m512 t26 = _mm512_cvtepi32_ps(t25);
        __m512 t27 = _mm512_mul_ps(t26, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t19], t27);
        __m512i t28 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t29 = t28;
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(40));
        __m512i t31 = _mm512_min_epu32(t29, t30);
        __m512i t32 = t31;
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        _mm512_storeu_ps(&c[t19], t33);
        long t34 = (long)(int)(t3 + 32L);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(1000));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = t38;
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(500));
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t34], t42);
        __m512i t43 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
        __m512i t44 = t43;
        __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(40));
        __m512i t46 = _mm512_min_epu32(t44, t45);
        __m512i t47 = t46;
        __m512 t48 = _mm512_cvtepi32_ps(t47);
        _mm512_storeu_ps(&c[t34], t48);
        long t49 = (long)(int)(t3 + 48L);
        __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(1000));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512i t54 = t53;
        __m512i t55 = _mm512_sub_epi32(t54, _mm512_set1_epi32(500));
        __m512 t56 = _mm512_cvtepi32_ps(t55);
        __m512 t57 = _mm512_mul_ps(t56, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t49], t57);
        __m512i t58 = _mm512_add_epi32(t2, _mm512_set1_epi32(8));
        __m512i t59 = t58;
        __m512i t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32(40));
        __m512i t61 = _mm512_min_epu32(t59, t60);
        __m512i t62 = t61;
        __m512 t63 = _mm512_cvtepi32_ps(t62);
        _mm512_storeu_ps(&c[t49], t63);
        t3 += 64L;
        __m512i t64 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t65 = t64;
        __m512i t66 = _mm512_sub_epi32(t65, _mm512_set1_epi32(1000));
        __m512i t67 = _mm512_min_epu32(t65, t66);
        t1 = t67;
        __m512i t68 = _mm512_add_epi32(t2, _mm512_set1_epi32(24));
        __m512i t69 = t68;
        __m512i t70 = _mm512_sub_epi32(t69, _mm512_set1_epi32(40));
        __m512i t71 = _mm512_min_epu32(t69, t70);
        t2 = t71;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t72 = (long)i;
        b[t72] = (float)(i % 1000 - 500) * 0.37f;
        c[t72] = (float)(i % 40);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t73 = &b[r % 4096L];
        *t73 = -*t73;
    }
    (_mm256_zeroupper(), bench_print("math_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
