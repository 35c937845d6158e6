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
    long i_vec = 0L;
    /* vcc: loop at strided_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        long t2 = (long)t1;
        float *t3 = &b[2 * t1];
        __m512 t4 = _mm512_loadu_ps(t3);
        __m512 t5 = _mm512_loadu_ps(t3 + 16);
        __m512 b_v = _mm512_permutex2var_ps(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
        __m512 t6 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
        __m512 c_v = _mm512_loadu_ps(&c[t2]);
        __m512 t7 = _mm512_add_ps(t6, c_v);
        _mm512_storeu_ps(&a[t2], t7);
        int t8 = (int)(i_vec + 16L);
        long t9 = (long)t8;
        float *t10 = &b[2 * t8];
        __m512 t11 = _mm512_loadu_ps(t10);
        __m512 t12 = _mm512_loadu_ps(t10 + 16);
        __m512 b_v_1 = _mm512_permutex2var_ps(t11, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t12);
        __m512 t13 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.5f));
        __m512 c_v_1 = _mm512_loadu_ps(&c[t9]);
        __m512 t14 = _mm512_add_ps(t13, c_v_1);
        _mm512_storeu_ps(&a[t9], t14);
        int t15 = (int)(i_vec + 32L);
        long t16 = (long)t15;
        float *t17 = &b[2 * t15];
        __m512 t18 = _mm512_loadu_ps(t17);
        __m512 t19 = _mm512_loadu_ps(t17 + 16);
        __m512 b_v_2 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t19);
        __m512 t20 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(0.5f));
        __m512 c_v_2 = _mm512_loadu_ps(&c[t16]);
        __m512 t21 = _mm512_add_ps(t20, c_v_2);
        _mm512_storeu_ps(&a[t16], t21);
        int t22 = (int)(i_vec + 48L);
        long t23 = (long)t22;
        float *t24 = &b[2 * t22];
        __m512 t25 = _mm512_loadu_ps(t24);
        __m512 t26 = _mm512_loadu_ps(t24 + 16);
        __m512 b_v_3 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t26);
        __m512 t27 = _mm512_mul_ps(b_v_3, _mm512_set1_ps(0.5f));
        __m512 c_v_3 = _mm512_loadu_ps(&c[t23]);
        __m512 t28 = _mm512_add_ps(t27, c_v_3);
        _mm512_storeu_ps(&a[t23], t28);
        i_vec += 64L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 1200000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = t4;
    __m512i t6 = _mm512_sub_epi32(t5, _mm512_set1_epi32(31));
    __m512i t7 = _mm512_min_epu32(t5, t6);
    __m512i t1 = t7;
    long i_vec = 0L;
    /* vcc: loop at strided_f32.c:20 vectorized: VF 16, UF 4, the remainder at 21:24 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t8 = _mm512_sub_epi32(t1, _mm512_set1_epi32(15));
        __m512 t9 = _mm512_cvtepi32_ps(t8);
        __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)i_vec], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(31));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(15));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(i_vec + 16L)], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(31));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(15));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(i_vec + 32L)], t26);
        __m512i t27 = _mm512_add_epi32(t1, _mm512_set1_epi32(17));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(31));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(15));
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&b[(int)(i_vec + 48L)], t34);
        i_vec += 64L;
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(2));
        __m512i t36 = t35;
        __m512i t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32(31));
        __m512i t38 = _mm512_min_epu32(t36, t37);
        t1 = t38;
    } while (i_vec < 4096L);
    __m512i t39 = _mm512_set1_epi32(0);
    __m512i t40 = _mm512_add_epi32(t39, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6, 0, 1));
    __m512i t41 = t40;
    __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(7));
    __m512i t43 = _mm512_min_epu32(t41, t42);
    __m512i t2 = t43;
    long i_vec_1 = 0L;
    /* vcc: loop at strided_f32.c:22 vectorized: VF 16, UF 4, the remainder at 23:23 by 7 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512 t44 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&c[(int)i_vec_1], t44);
        __m512i t45 = _mm512_add_epi32(t2, _mm512_set1_epi32(2));
        __m512i t46 = t45;
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(7));
        __m512i t48 = _mm512_min_epu32(t46, t47);
        __m512i t49 = t48;
        __m512 t50 = _mm512_cvtepi32_ps(t49);
        _mm512_storeu_ps(&c[(int)(i_vec_1 + 16L)], t50);
        __m512i t51 = _mm512_add_epi32(t2, _mm512_set1_epi32(4));
        __m512i t52 = t51;
        __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(7));
        __m512i t54 = _mm512_min_epu32(t52, t53);
        __m512i t55 = t54;
        __m512 t56 = _mm512_cvtepi32_ps(t55);
        _mm512_storeu_ps(&c[(int)(i_vec_1 + 32L)], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(6));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(7));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512 t62 = _mm512_cvtepi32_ps(t61);
        _mm512_storeu_ps(&c[(int)(i_vec_1 + 48L)], t62);
        i_vec_1 += 64L;
        __m512i t63 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t64 = t63;
        __m512i t65 = _mm512_sub_epi32(t64, _mm512_set1_epi32(7));
        __m512i t66 = _mm512_min_epu32(t64, t65);
        t2 = t66;
    } while (i_vec_1 < 2048L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t67 = &b[2L * r % 4096L];
        *t67 = *t67 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("strided_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 8192UL))));
    return 0;
}
