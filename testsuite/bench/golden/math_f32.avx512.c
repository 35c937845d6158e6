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
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m256 c_v = _mm256_loadu_ps(&c[t1]);
        __m256 b_v = _mm256_loadu_ps(&b[t1]);
        __m256 t2 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v);
        __m256 t3 = _mm256_sqrt_ps(t2);
        __m256 t4 = vcc_avx2_fmin_ps(t3, c_v);
        _mm256_storeu_ps(&a[t1], t4);
        long t5 = (long)(int)(i_vec + 8L);
        __m256 c_v_1 = _mm256_loadu_ps(&c[t5]);
        __m256 b_v_1 = _mm256_loadu_ps(&b[t5]);
        __m256 t6 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_1);
        __m256 t7 = _mm256_sqrt_ps(t6);
        __m256 t8 = vcc_avx2_fmin_ps(t7, c_v_1);
        _mm256_storeu_ps(&a[t5], t8);
        long t9 = (long)(int)(i_vec + 16L);
        __m256 c_v_2 = _mm256_loadu_ps(&c[t9]);
        __m256 b_v_2 = _mm256_loadu_ps(&b[t9]);
        __m256 t10 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_2);
        __m256 t11 = _mm256_sqrt_ps(t10);
        __m256 t12 = vcc_avx2_fmin_ps(t11, c_v_2);
        _mm256_storeu_ps(&a[t9], t12);
        long t13 = (long)(int)(i_vec + 24L);
        __m256 c_v_3 = _mm256_loadu_ps(&c[t13]);
        __m256 b_v_3 = _mm256_loadu_ps(&b[t13]);
        __m256 t14 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_3);
        __m256 t15 = _mm256_sqrt_ps(t14);
        __m256 t16 = vcc_avx2_fmin_ps(t15, c_v_3);
        _mm256_storeu_ps(&a[t13], t16);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(1000));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    __m256i t8 = _mm256_set1_epi32(0);
    __m256i t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t10 = t9;
    __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(40));
    __m256i t12 = _mm256_min_epu32(t10, t11);
    __m256i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:21 vectorized: VF 8, UF 4, the remainder at 22:24 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 23:23 by 40 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m256i t14 = _mm256_sub_epi32(t1, _mm256_set1_epi32(500));
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t13], t16);
        __m256 t17 = _mm256_cvtepi32_ps(t2);
        _mm256_storeu_ps(&c[t13], t17);
        long t18 = (long)(int)(i_vec + 8L);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(500));
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t18], t26);
        __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(40));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        _mm256_storeu_ps(&c[t18], t32);
        long t33 = (long)(int)(i_vec + 16L);
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t35 = t34;
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(1000));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(500));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        __m256 t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t33], t41);
        __m256i t42 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(40));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = t45;
        __m256 t47 = _mm256_cvtepi32_ps(t46);
        _mm256_storeu_ps(&c[t33], t47);
        long t48 = (long)(int)(i_vec + 24L);
        __m256i t49 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(1000));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(500));
        __m256 t55 = _mm256_cvtepi32_ps(t54);
        __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t48], t56);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(40));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256 t62 = _mm256_cvtepi32_ps(t61);
        _mm256_storeu_ps(&c[t48], t62);
        i_vec += 32L;
        __m256i t63 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t64 = t63;
        __m256i t65 = _mm256_sub_epi32(t64, _mm256_set1_epi32(1000));
        __m256i t66 = _mm256_min_epu32(t64, t65);
        t1 = t66;
        __m256i t67 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t68 = t67;
        __m256i t69 = _mm256_sub_epi32(t68, _mm256_set1_epi32(40));
        __m256i t70 = _mm256_min_epu32(t68, t69);
        t2 = t70;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t71 = &b[r % 4096L];
        *t71 = -*t71;
    }
    (_mm256_zeroupper(), bench_print("math_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
