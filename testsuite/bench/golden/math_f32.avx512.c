/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m256 t3 = _mm256_loadu_ps(&c[t2]);
        __m256 t4 = _mm256_loadu_ps(&b[t2]);
        __m256 t5 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t4);
        __m256 t6 = _mm256_sqrt_ps(t5);
        __m256 t7 = vcc_avx2_fmin_ps(t6, t3);
        _mm256_storeu_ps(&a[t2], t7);
        long t8 = (long)(int)(t1 + 8L);
        __m256 t9 = _mm256_loadu_ps(&c[t8]);
        __m256 t10 = _mm256_loadu_ps(&b[t8]);
        __m256 t11 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t10);
        __m256 t12 = _mm256_sqrt_ps(t11);
        __m256 t13 = vcc_avx2_fmin_ps(t12, t9);
        _mm256_storeu_ps(&a[t8], t13);
        long t14 = (long)(int)(t1 + 16L);
        __m256 t15 = _mm256_loadu_ps(&c[t14]);
        __m256 t16 = _mm256_loadu_ps(&b[t14]);
        __m256 t17 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t16);
        __m256 t18 = _mm256_sqrt_ps(t17);
        __m256 t19 = vcc_avx2_fmin_ps(t18, t15);
        _mm256_storeu_ps(&a[t14], t19);
        long t20 = (long)(int)(t1 + 24L);
        __m256 t21 = _mm256_loadu_ps(&c[t20]);
        __m256 t22 = _mm256_loadu_ps(&b[t20]);
        __m256 t23 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), t22);
        __m256 t24 = _mm256_sqrt_ps(t23);
        __m256 t25 = vcc_avx2_fmin_ps(t24, t21);
        _mm256_storeu_ps(&a[t20], t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        float t27 = c[t26];
        float t28 = b[t26];
        float t29 = sqrtf(fabsf(t28));
        a[t26] = fminf(t29, t27);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1000));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(40));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t2 = t13;
    long t3 = 0L;
    do {
        long t14 = (long)(int)t3;
        __m256i t15 = _mm256_sub_epi32(t1, _mm256_set1_epi32(500));
        __m256 t16 = _mm256_cvtepi32_ps(t15);
        __m256 t17 = _mm256_mul_ps(t16, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t14], t17);
        __m256 t18 = _mm256_cvtepi32_ps(t2);
        _mm256_storeu_ps(&c[t14], t18);
        long t19 = (long)(int)(t3 + 8L);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1000));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(500));
        __m256 t26 = _mm256_cvtepi32_ps(t25);
        __m256 t27 = _mm256_mul_ps(t26, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t19], t27);
        __m256i t28 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(40));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        _mm256_storeu_ps(&c[t19], t33);
        long t34 = (long)(int)(t3 + 16L);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(1000));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = t38;
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(500));
        __m256 t41 = _mm256_cvtepi32_ps(t40);
        __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t34], t42);
        __m256i t43 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t44 = t43;
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(40));
        __m256i t46 = _mm256_min_epu32(t44, t45);
        __m256i t47 = t46;
        __m256 t48 = _mm256_cvtepi32_ps(t47);
        _mm256_storeu_ps(&c[t34], t48);
        long t49 = (long)(int)(t3 + 24L);
        __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t51 = t50;
        __m256i t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32(1000));
        __m256i t53 = _mm256_min_epu32(t51, t52);
        __m256i t54 = t53;
        __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(500));
        __m256 t56 = _mm256_cvtepi32_ps(t55);
        __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t49], t57);
        __m256i t58 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t59 = t58;
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(40));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        __m256i t62 = t61;
        __m256 t63 = _mm256_cvtepi32_ps(t62);
        _mm256_storeu_ps(&c[t49], t63);
        t3 += 32L;
        __m256i t64 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(1000));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        t1 = t67;
        __m256i t68 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t69 = t68;
        __m256i t70 = _mm256_sub_epi32(t69, _mm256_set1_epi32(40));
        __m256i t71 = _mm256_min_epu32(t69, t70);
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
