/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
        __m512 c_v = _mm512_loadu_ps(&c[i_vec]);
        __m512 b_v = _mm512_loadu_ps(&b[i_vec]);
        __m512 t1 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v);
        __m512 t2 = _mm512_sqrt_ps(t1);
        __m512 t3 = vcc_avx512_fmin_ps(t2, c_v);
        _mm512_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 16L;
        __m512 c_v_1 = _mm512_loadu_ps(&c[t4]);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t4]);
        __m512 t5 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_1);
        __m512 t6 = _mm512_sqrt_ps(t5);
        __m512 t7 = vcc_avx512_fmin_ps(t6, c_v_1);
        _mm512_storeu_ps(&a[t4], t7);
        long t8 = i_vec + 32L;
        __m512 c_v_2 = _mm512_loadu_ps(&c[t8]);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t8]);
        __m512 t9 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_2);
        __m512 t10 = _mm512_sqrt_ps(t9);
        __m512 t11 = vcc_avx512_fmin_ps(t10, c_v_2);
        _mm512_storeu_ps(&a[t8], t11);
        long t12 = i_vec + 48L;
        __m512 c_v_3 = _mm512_loadu_ps(&c[t12]);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t12]);
        __m512 t13 = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), b_v_3);
        __m512 t14 = _mm512_sqrt_ps(t13);
        __m512 t15 = vcc_avx512_fmin_ps(t14, c_v_3);
        _mm512_storeu_ps(&a[t12], t15);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(1000));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(40));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:21 vectorized: VF 16, UF 4, the remainder at 22:24 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 23:23 by 40 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t9 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(500));
        __m512 t10 = _mm512_cvtepi32_ps(t9);
        __m512 t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[i_vec], t11);
        __m512 t12 = _mm512_cvtepi32_ps((__m512i)t2);
        _mm512_storeu_ps(&c[i_vec], t12);
        long t13 = i_vec + 16L;
        __m512i t14 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t15 = _mm512_sub_epi32(t14, _mm512_set1_epi32(1000));
        __m512i t16 = _mm512_min_epu32(t14, t15);
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(500));
        __m512 t18 = _mm512_cvtepi32_ps(t17);
        __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t13], t19);
        __m512i t20 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(16));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(40));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        _mm512_storeu_ps(&c[t13], t23);
        long t24 = i_vec + 32L;
        __m512i t25 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(32));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(1000));
        __m512i t27 = _mm512_min_epu32(t25, t26);
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(500));
        __m512 t29 = _mm512_cvtepi32_ps(t28);
        __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t24], t30);
        __m512i t31 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(32));
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(40));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512 t34 = _mm512_cvtepi32_ps(t33);
        _mm512_storeu_ps(&c[t24], t34);
        long t35 = i_vec + 48L;
        __m512i t36 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(48));
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(1000));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(500));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.37f));
        _mm512_storeu_ps(&b[t35], t41);
        __m512i t42 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(8));
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(40));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512 t45 = _mm512_cvtepi32_ps(t44);
        _mm512_storeu_ps(&c[t35], t45);
        i_vec += 64L;
        __m512i t46 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(64));
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(1000));
        t1 = (vcc_v16_int)_mm512_min_epu32(t46, t47);
        __m512i t48 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(24));
        __m512i t49 = _mm512_sub_epi32(t48, _mm512_set1_epi32(40));
        t2 = (vcc_v16_int)_mm512_min_epu32(t48, t49);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t50 = &b[r % 4096L];
        *t50 = -*t50;
    }
    (_mm256_zeroupper(), bench_print("math_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
