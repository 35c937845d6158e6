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
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512 c_v = _mm512_loadu_ps(&c[t1]);
        __m512 b_v = _mm512_loadu_ps(&b[t1]);
        __m512 t2 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v);
        __m512 t3 = _mm512_sqrt_ps(t2);
        __m512 t4 = vcc_avx512_fmin_ps(t3, c_v);
        _mm512_storeu_ps(&a[t1], t4);
        long t5 = (long)(int)(i_vec + 16L);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t5]);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t5]);
        __m512 t6 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_1);
        __m512 t7 = _mm512_sqrt_ps(t6);
        __m512 t8 = vcc_avx512_fmin_ps(t7, c_v_1);
        _mm512_storeu_ps(&a[t5], t8);
        long t9 = (long)(int)(i_vec + 32L);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t9]);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t9]);
        __m512 t10 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_2);
        __m512 t11 = _mm512_sqrt_ps(t10);
        __m512 t12 = vcc_avx512_fmin_ps(t11, c_v_2);
        _mm512_storeu_ps(&a[t9], t12);
        long t13 = (long)(int)(i_vec + 48L);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t13]);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t13]);
        __m512 t14 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_3);
        __m512 t15 = _mm512_sqrt_ps(t14);
        __m512 t16 = vcc_avx512_fmin_ps(t15, c_v_3);
        _mm512_storeu_ps(&a[t13], t16);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(1000));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    __m512i t8 = _mm512_set1_epi32(0);
    __m512i t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t10 = t9;
    __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(40));
    __m512i t12 = _mm512_min_epu32(t10, t11);
    __m512i t2 = t12;
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:21 vectorized: VF 16, UF 4, the remainder at 22:24 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 23:23 by 40 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        long t13 = (long)(int)i_vec;
        __m512i t14 = _mm512_sub_epi32(t1, _mm512_set1_epi32(500));
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t13], t16);
        __m512 t17 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&c[t13], t17);
        long t18 = (long)(int)(i_vec + 16L);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(1000));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(500));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t18], t26);
        __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(40));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        _mm512_storeu_ps(&c[t18], t32);
        long t33 = (long)(int)(i_vec + 32L);
        __m512i t34 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t35 = t34;
        __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(1000));
        __m512i t37 = _mm512_min_epu32(t35, t36);
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(500));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t33], t41);
        __m512i t42 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
        __m512i t43 = t42;
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(40));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512i t46 = t45;
        __m512 t47 = _mm512_cvtepi32_ps(t46);
        _mm512_storeu_ps(&c[t33], t47);
        long t48 = (long)(int)(i_vec + 48L);
        __m512i t49 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t50 = t49;
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(1000));
        __m512i t52 = _mm512_min_epu32(t50, t51);
        __m512i t53 = t52;
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(500));
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t48], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(8));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(40));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512 t62 = _mm512_cvtepi32_ps(t61);
        _mm512_storeu_ps(&c[t48], t62);
        i_vec += 64L;
        __m512i t63 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t64 = t63;
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(1000));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        t1 = t66;
        __m512i t67 = _mm512_add_epi32(t2, _mm512_set1_epi32(24));
        __m512i t68 = t67;
        __m512i t69 = _mm512_sub_epi32(t68, _mm512_set1_epi32(40));
        __m512i t70 = _mm512_min_epu32(t68, t69);
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
