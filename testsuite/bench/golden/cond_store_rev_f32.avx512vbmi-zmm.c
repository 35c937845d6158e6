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
    long t1;
    long t2;
    __m512 t3;
    int t4;
    __m512 t5;
    __mmask16 t6;
    __m512 t7;
    __mmask16 t8;
    __m512 t9;
    int t10;
    __m512 t11;
    __mmask16 t12;
    __m512 t13;
    __mmask16 t14;
    __m512 t15;
    int t16;
    __m512 t17;
    __mmask16 t18;
    __m512 t19;
    __mmask16 t20;
    __m512 t21;
    int t22;
    __m512 t23;
    __mmask16 t24;
    __m512 t25;
    __mmask16 t26;
    __m512 t27;
    int i;
    float t28;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t3 = _mm512_set1_ps(s);
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = _mm512_loadu_ps(&b[t4]);
            t6 = _mm512_cmp_ps_mask(t5, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t7 = _mm512_mul_ps(t5, t3);
            t8 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
            t9 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t7);
            _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t4) * 4UL - 60UL), t8, t9);
            t10 = (int)((long)0 + (t1 + 16L));
            t11 = _mm512_loadu_ps(&b[t10]);
            t12 = _mm512_cmp_ps_mask(t11, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t13 = _mm512_mul_ps(t11, t3);
            t14 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t12)));
            t15 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t13);
            _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t10) * 4UL - 60UL), t14, t15);
            t16 = (int)((long)0 + (t1 + 32L));
            t17 = _mm512_loadu_ps(&b[t16]);
            t18 = _mm512_cmp_ps_mask(t17, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t19 = _mm512_mul_ps(t17, t3);
            t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
            t21 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
            _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t16) * 4UL - 60UL), t20, t21);
            t22 = (int)((long)0 + (t1 + 48L));
            t23 = _mm512_loadu_ps(&b[t22]);
            t24 = _mm512_cmp_ps_mask(t23, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
            t25 = _mm512_mul_ps(t23, t3);
            t26 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t24)));
            t27 = _mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t25);
            _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)(long)(4095 - t22) * 4UL - 60UL), t26, t27);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t28 = b[i];
        if (t28 > 0.0f) {
            a[4095 - i] = t28 * s;
        }
    }
}

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    __m512i t2;
    long t3;
    long reps;
    int t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    __m512i t18;
    __m512i t19;
    long t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512i t40;
    __m512i t41;
    long t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    int i;
    long t55;
    long r;
    float *t56;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 80000L));
    t4 = (int)((unsigned int)0 * (unsigned int)37);
    if ((4096L >= 64L) & (t4 >= 0)) {
        t5 = 4096L & -64L;
        t6 = _mm512_set1_epi32((int)0);
        t7 = t6;
        t1 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t8 = _mm512_set1_epi32((int)(t4 % 101));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)101));
        t12 = _mm512_min_epu32(t10, t11);
        t2 = t12;
        t3 = 0L;
        do {
            t13 = t1;
            t14 = (long)(int)((long)0 + t3);
            t15 = _mm512_cvtepi32_ps(t2);
            t16 = _mm512_sub_ps(t15, _mm512_set1_ps(50.0f));
            _mm512_storeu_ps(&b[t14], t16);
            t17 = _mm512_cvtepi32_ps(t13);
            _mm512_storeu_ps(&a[t14], t17);
            t18 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t19 = t18;
            t20 = (long)(int)((long)0 + (t3 + 16L));
            t21 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)87));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)101));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm512_cvtepi32_ps(t25);
            t27 = _mm512_sub_ps(t26, _mm512_set1_ps(50.0f));
            _mm512_storeu_ps(&b[t20], t27);
            t28 = _mm512_cvtepi32_ps(t19);
            _mm512_storeu_ps(&a[t20], t28);
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t3 + 32L));
            t32 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)73));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)101));
            t35 = _mm512_min_epu32(t33, t34);
            t36 = t35;
            t37 = _mm512_cvtepi32_ps(t36);
            t38 = _mm512_sub_ps(t37, _mm512_set1_ps(50.0f));
            _mm512_storeu_ps(&b[t31], t38);
            t39 = _mm512_cvtepi32_ps(t30);
            _mm512_storeu_ps(&a[t31], t39);
            t40 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t41 = t40;
            t42 = (long)(int)((long)0 + (t3 + 48L));
            t43 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)59));
            t44 = t43;
            t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)101));
            t46 = _mm512_min_epu32(t44, t45);
            t47 = t46;
            t48 = _mm512_cvtepi32_ps(t47);
            t49 = _mm512_sub_ps(t48, _mm512_set1_ps(50.0f));
            _mm512_storeu_ps(&b[t42], t49);
            t50 = _mm512_cvtepi32_ps(t41);
            _mm512_storeu_ps(&a[t42], t50);
            t3 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
            t51 = _mm512_add_epi32(t2, _mm512_set1_epi32((int)45));
            t52 = t51;
            t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32((int)101));
            t54 = _mm512_min_epu32(t52, t53);
            t2 = t54;
        } while (t3 < t5);
        i = (int)((long)0 + t5);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t55 = (long)i;
        b[t55] = (float)(i * 37 % 101) - 50.0f;
        a[t55] = (float)i;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel(1.0f + (float)(r & 3L) * 0.25f));
        t56 = &b[r % 4096L];
        *t56 = -*t56;
    }
    (_mm256_zeroupper(), bench_print("cond_store_rev_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
