/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256 c_v = _mm256_loadu_ps(&c[i_vec]);
        __m256 b_v = _mm256_loadu_ps(&b[i_vec]);
        __m256 t1 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v);
        __m256 t2 = _mm256_sqrt_ps(t1);
        __m256 t3 = vcc_avx2_fmin_ps(t2, c_v);
        _mm256_storeu_ps(&a[i_vec], t3);
        long t4 = i_vec + 8L;
        __m256 c_v_1 = _mm256_loadu_ps(&c[t4]);
        __m256 b_v_1 = _mm256_loadu_ps(&b[t4]);
        __m256 t5 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_1);
        __m256 t6 = _mm256_sqrt_ps(t5);
        __m256 t7 = vcc_avx2_fmin_ps(t6, c_v_1);
        _mm256_storeu_ps(&a[t4], t7);
        long t8 = i_vec + 16L;
        __m256 c_v_2 = _mm256_loadu_ps(&c[t8]);
        __m256 b_v_2 = _mm256_loadu_ps(&b[t8]);
        __m256 t9 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_2);
        __m256 t10 = _mm256_sqrt_ps(t9);
        __m256 t11 = vcc_avx2_fmin_ps(t10, c_v_2);
        _mm256_storeu_ps(&a[t8], t11);
        long t12 = i_vec + 24L;
        __m256 c_v_3 = _mm256_loadu_ps(&c[t12]);
        __m256 b_v_3 = _mm256_loadu_ps(&b[t12]);
        __m256 t13 = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), b_v_3);
        __m256 t14 = _mm256_sqrt_ps(t13);
        __m256 t15 = vcc_avx2_fmin_ps(t14, c_v_3);
        _mm256_storeu_ps(&a[t12], t15);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 30000L));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(1000));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(40));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t7, t8);
    long i_vec = 0L;
    /* vcc: loop at math_f32.c:21 vectorized: VF 8, UF 4, the remainder at 22:24 by 1000 kept as a running remainder (guard: dividend not negative), the remainder at 23:23 by 40 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t9 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(500));
        __m256 t10 = _mm256_cvtepi32_ps(t9);
        __m256 t11 = _mm256_mul_ps(t10, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[i_vec], t11);
        __m256 t12 = _mm256_cvtepi32_ps((__m256i)t2);
        _mm256_storeu_ps(&c[i_vec], t12);
        long t13 = i_vec + 8L;
        __m256i t14 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t15 = _mm256_sub_epi32(t14, _mm256_set1_epi32(1000));
        __m256i t16 = _mm256_min_epu32(t14, t15);
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(500));
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t13], t19);
        __m256i t20 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(40));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256 t23 = _mm256_cvtepi32_ps(t22);
        _mm256_storeu_ps(&c[t13], t23);
        long t24 = i_vec + 16L;
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(1000));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(500));
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t24], t30);
        __m256i t31 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(16));
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(40));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256 t34 = _mm256_cvtepi32_ps(t33);
        _mm256_storeu_ps(&c[t24], t34);
        long t35 = i_vec + 24L;
        __m256i t36 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(1000));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(500));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        __m256 t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.37f));
        _mm256_storeu_ps(&b[t35], t41);
        __m256i t42 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(24));
        __m256i t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32(40));
        __m256i t44 = _mm256_min_epu32(t42, t43);
        __m256 t45 = _mm256_cvtepi32_ps(t44);
        _mm256_storeu_ps(&c[t35], t45);
        i_vec += 32L;
        __m256i t46 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(1000));
        t1 = (vcc_v8_int)_mm256_min_epu32(t46, t47);
        __m256i t48 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(32));
        __m256i t49 = _mm256_sub_epi32(t48, _mm256_set1_epi32(40));
        t2 = (vcc_v8_int)_mm256_min_epu32(t48, t49);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t50 = &b[r % 4096L];
        *t50 = -*t50;
    }
    (_mm256_zeroupper(), bench_print("math_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
