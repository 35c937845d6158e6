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

/* cond_store_rev_f32: if (b[i] > 0) a[N-1-i] = b[i] * s; a reversed store under a condition.
   needs: if-conversion with a masked store that runs downwards (the value and the mask reversed,
   one masked store at the lowest address; AVX-512 k-masks), f32 compare, splat */
#include "bench.h"
#ifndef REPS
#define REPS 80000
#endif
#define N 4096

static float a[N], b[N];

static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(float s)
{
    vcc_no_contract_body
    __m512 t2 = _mm512_set1_ps(s);
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        __m512 t4 = _mm512_loadu_ps(&b[t3]);
        __mmask16 t5 = _mm512_cmp_ps_mask(t4, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t6 = _mm512_mul_ps(t4, t2);
        __mmask16 t7 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t5)));
        __m512 t8 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t6);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t3) * 4UL - 60UL), t7, t8);
        int t9 = (int)(t1 + 16L);
        __m512 t10 = _mm512_loadu_ps(&b[t9]);
        __mmask16 t11 = _mm512_cmp_ps_mask(t10, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t12 = _mm512_mul_ps(t10, t2);
        __mmask16 t13 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t11)));
        __m512 t14 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t12);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t9) * 4UL - 60UL), t13, t14);
        int t15 = (int)(t1 + 32L);
        __m512 t16 = _mm512_loadu_ps(&b[t15]);
        __mmask16 t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t18 = _mm512_mul_ps(t16, t2);
        __mmask16 t19 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t17)));
        __m512 t20 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t15) * 4UL - 60UL), t19, t20);
        int t21 = (int)(t1 + 48L);
        __m512 t22 = _mm512_loadu_ps(&b[t21]);
        __mmask16 t23 = _mm512_cmp_ps_mask(t22, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t24 = _mm512_mul_ps(t22, t2);
        __mmask16 t25 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t23)));
        __m512 t26 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t24);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t21) * 4UL - 60UL), t25, t26);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        float t27 = b[i];
        if (t27 > 0.0f) {
            a[4095 - i] = t27 * s;
        }
    }
}

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 80000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(101));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512 t13 = _mm512_cvtepi32_ps(t2);
        __m512 t14 = _mm512_sub_ps(t13, _mm512_set1_ps(50.0f));
        _mm512_storeu_ps(&b[t12], t14);
        __m512 t15 = _mm512_cvtepi32_ps(t11);
        _mm512_storeu_ps(&a[t12], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t17 = t16;
        long t18 = (long)(int)(t3 + 16L);
        __m512i t19 = _mm512_add_epi32(t2, _mm512_set1_epi32(87));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(101));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512 t24 = _mm512_cvtepi32_ps(t23);
        __m512 t25 = _mm512_sub_ps(t24, _mm512_set1_ps(50.0f));
        _mm512_storeu_ps(&b[t18], t25);
        __m512 t26 = _mm512_cvtepi32_ps(t17);
        _mm512_storeu_ps(&a[t18], t26);
        __m512i t27 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t28 = t27;
        long t29 = (long)(int)(t3 + 32L);
        __m512i t30 = _mm512_add_epi32(t2, _mm512_set1_epi32(73));
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(101));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512i t34 = t33;
        __m512 t35 = _mm512_cvtepi32_ps(t34);
        __m512 t36 = _mm512_sub_ps(t35, _mm512_set1_ps(50.0f));
        _mm512_storeu_ps(&b[t29], t36);
        __m512 t37 = _mm512_cvtepi32_ps(t28);
        _mm512_storeu_ps(&a[t29], t37);
        __m512i t38 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t39 = t38;
        long t40 = (long)(int)(t3 + 48L);
        __m512i t41 = _mm512_add_epi32(t2, _mm512_set1_epi32(59));
        __m512i t42 = t41;
        __m512i t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32(101));
        __m512i t44 = _mm512_min_epu32(t42, t43);
        __m512i t45 = t44;
        __m512 t46 = _mm512_cvtepi32_ps(t45);
        __m512 t47 = _mm512_sub_ps(t46, _mm512_set1_ps(50.0f));
        _mm512_storeu_ps(&b[t40], t47);
        __m512 t48 = _mm512_cvtepi32_ps(t39);
        _mm512_storeu_ps(&a[t40], t48);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t49 = _mm512_add_epi32(t2, _mm512_set1_epi32(45));
        __m512i t50 = t49;
        __m512i t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32(101));
        __m512i t52 = _mm512_min_epu32(t50, t51);
        t2 = t52;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t53 = (long)i;
        b[t53] = (float)(i * 37 % 101) - 50.0f;
        a[t53] = (float)i;
    }
    for (long r = 0L; r < reps; r++) {
        kernel(1.0f + (float)(r & 3L) * 0.25f);
        float *t54 = &b[r % 4096L];
        *t54 = -*t54;
    }
    (_mm256_zeroupper(), bench_print("cond_store_rev_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
