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

/* cond_store_f32: if (b[i] > 0) a[i] = b[i] * s; a[i] keeps its value otherwise (TSVC s272-like).
   needs: if-conversion with a conditional (masked) store, f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 560000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    __m512 s_v = _mm512_set1_ps(s);
    long i_vec = 0L;
    /* vcc: loop at cond_store_f32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512 b_v = _mm512_loadu_ps(&b[t1]);
        __mmask16 t2 = _mm512_cmp_ps_mask(b_v, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t3 = _mm512_mul_ps(b_v, s_v);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t1 * 4UL), t2, t3);
        long t4 = (long)(int)(i_vec + 16L);
        __m512 b_v_1 = _mm512_loadu_ps(&b[t4]);
        __mmask16 t5 = _mm512_cmp_ps_mask(b_v_1, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t6 = _mm512_mul_ps(b_v_1, s_v);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t4 * 4UL), t5, t6);
        long t7 = (long)(int)(i_vec + 32L);
        __m512 b_v_2 = _mm512_loadu_ps(&b[t7]);
        __mmask16 t8 = _mm512_cmp_ps_mask(b_v_2, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t9 = _mm512_mul_ps(b_v_2, s_v);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t7 * 4UL), t8, t9);
        long t10 = (long)(int)(i_vec + 48L);
        __m512 b_v_3 = _mm512_loadu_ps(&b[t10]);
        __mmask16 t11 = _mm512_cmp_ps_mask(b_v_3, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t12 = _mm512_mul_ps(b_v_3, s_v);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t10 * 4UL), t11, t12);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t59;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 560000L));
    __m512i t2 = _mm512_set1_epi32(0);
    __m512i t3 = t2;
    __m512i i_v = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
    __m512i t6 = t5;
    __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(9));
    __m512i t8 = _mm512_min_epu32(t6, t7);
    __m512i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at cond_store_f32.c:21 vectorized: VF 16, UF 4, the remainder at 22:23 by 9 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512 t10 = _mm512_cvtepi32_ps(t1);
        _mm512_storeu_ps(&a[t9], t10);
        __m512i t11 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(13));
        __m512i t12 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(32));
        __m512 t14 = _mm512_cvtepi32_ps(t13);
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t9], t15);
        __m512i t16 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t16;
        long t17 = (long)(int)(i_vec + 16L);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(7));
        __m512i t19 = t18;
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(9));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        __m512i t22 = t21;
        __m512 t23 = _mm512_cvtepi32_ps(t22);
        _mm512_storeu_ps(&a[t17], t23);
        __m512i t24 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(13));
        __m512i t25 = (__m512i)((vcc_v16_int)t24 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(32));
        __m512 t27 = _mm512_cvtepi32_ps(t26);
        __m512 t28 = _mm512_mul_ps(t27, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t17], t28);
        __m512i t29 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t29;
        long t30 = (long)(int)(i_vec + 32L);
        __m512i t31 = _mm512_add_epi32(t1, _mm512_set1_epi32(5));
        __m512i t32 = t31;
        __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(9));
        __m512i t34 = _mm512_min_epu32(t32, t33);
        __m512i t35 = t34;
        __m512 t36 = _mm512_cvtepi32_ps(t35);
        _mm512_storeu_ps(&a[t30], t36);
        __m512i t37 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(13));
        __m512i t38 = (__m512i)((vcc_v16_int)t37 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(32));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t30], t41);
        __m512i t42 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t42;
        long t43 = (long)(int)(i_vec + 48L);
        __m512i t44 = _mm512_add_epi32(t1, _mm512_set1_epi32(3));
        __m512i t45 = t44;
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(9));
        __m512i t47 = _mm512_min_epu32(t45, t46);
        __m512i t48 = t47;
        __m512 t49 = _mm512_cvtepi32_ps(t48);
        _mm512_storeu_ps(&a[t43], t49);
        __m512i t50 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(13));
        __m512i t51 = (__m512i)((vcc_v16_int)t50 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(32));
        __m512 t53 = _mm512_cvtepi32_ps(t52);
        __m512 t54 = _mm512_mul_ps(t53, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t43], t54);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
        __m512i t55 = _mm512_add_epi32(t1, _mm512_set1_epi32(1));
        __m512i t56 = t55;
        __m512i t57 = _mm512_sub_epi32(t56, _mm512_set1_epi32(9));
        __m512i t58 = _mm512_min_epu32(t56, t57);
        t1 = t58;
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t59 = 0.5f;
        } else {
            t59 = 2.0f;
        }
        kernel(t59);
        float *t60 = &b[r % 4096L];
        *t60 = -*t60;
    }
    (_mm256_zeroupper(), bench_print("cond_store_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
