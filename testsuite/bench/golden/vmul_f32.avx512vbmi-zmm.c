/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
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
    /* vcc: loop at vmul_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512 b_v = _mm512_loadu_ps(&b[t1]);
        __m512 c_v = _mm512_loadu_ps(&c[t1]);
        __m512 t2 = _mm512_mul_ps(b_v, c_v);
        _mm512_storeu_ps(&a[t1], t2);
        long t3 = (long)(int)(i_vec + 16L);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t3]);
        __m512 c_v_1 = _mm512_loadu_ps(&c[t3]);
        __m512 t4 = _mm512_mul_ps(b_v_1, c_v_1);
        _mm512_storeu_ps(&a[t3], t4);
        long t5 = (long)(int)(i_vec + 32L);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t5]);
        __m512 c_v_2 = _mm512_loadu_ps(&c[t5]);
        __m512 t6 = _mm512_mul_ps(b_v_2, c_v_2);
        _mm512_storeu_ps(&a[t5], t6);
        long t7 = (long)(int)(i_vec + 48L);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t7]);
        __m512 c_v_3 = _mm512_loadu_ps(&c[t7]);
        __m512 t8 = _mm512_mul_ps(b_v_3, c_v_3);
        _mm512_storeu_ps(&a[t7], t8);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = t2;
    __m512i i_v = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(23));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at vmul_f32.c:20 vectorized: VF 16, UF 4, the remainder at 22:24 by 23 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512i t10 = (__m512i)((vcc_v16_int)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(32));
        __m512 t12 = _mm512_cvtepi32_ps(t11);
        __m512 t13 = _mm512_mul_ps(t12, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t9], t13);
        __m512i t14 = _mm512_sub_epi32(t1, _mm512_set1_epi32(11));
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t9], t16);
        __m512i t17 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t17;
        long t18 = (long)(int)(i_vec + 16L);
        __m512i t19 = (__m512i)((vcc_v16_int)i_v_2 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(32));
        __m512 t21 = _mm512_cvtepi32_ps(t20);
        __m512 t22 = _mm512_mul_ps(t21, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t18], t22);
        __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(20));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(23));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(11));
        __m512 t29 = _mm512_cvtepi32_ps(t28);
        __m512 t30 = _mm512_mul_ps(t29, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t18], t30);
        __m512i t31 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t31;
        long t32 = (long)(int)(i_vec + 32L);
        __m512i t33 = (__m512i)((vcc_v16_int)i_v_3 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(32));
        __m512 t35 = _mm512_cvtepi32_ps(t34);
        __m512 t36 = _mm512_mul_ps(t35, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t32], t36);
        __m512i t37 = _mm512_add_epi32(t1, _mm512_set1_epi32(17));
        __m512i t38 = t37;
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(23));
        __m512i t40 = _mm512_min_epu32(t38, t39);
        __m512i t41 = t40;
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(11));
        __m512 t43 = _mm512_cvtepi32_ps(t42);
        __m512 t44 = _mm512_mul_ps(t43, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t32], t44);
        __m512i t45 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t45;
        long t46 = (long)(int)(i_vec + 48L);
        __m512i t47 = (__m512i)((vcc_v16_int)i_v_4 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(32));
        __m512 t49 = _mm512_cvtepi32_ps(t48);
        __m512 t50 = _mm512_mul_ps(t49, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t46], t50);
        __m512i t51 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t52 = t51;
        __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(23));
        __m512i t54 = _mm512_min_epu32(t52, t53);
        __m512i t55 = t54;
        __m512i t56 = _mm512_sub_epi32(t55, _mm512_set1_epi32(11));
        __m512 t57 = _mm512_cvtepi32_ps(t56);
        __m512 t58 = _mm512_mul_ps(t57, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t46], t58);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t59 = _mm512_add_epi32(t1, _mm512_set1_epi32(11));
        __m512i t60 = t59;
        __m512i t61 = _mm512_sub_epi32(t60, _mm512_set1_epi32(23));
        __m512i t62 = _mm512_min_epu32(t60, t61);
        t1 = t62;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t63 = &b[r % 4096L];
        *t63 = *t63 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("vmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
