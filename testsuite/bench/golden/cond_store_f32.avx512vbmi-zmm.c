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
    __m512 t2 = _mm512_set1_ps(s);
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512 t4 = _mm512_loadu_ps(&b[t3]);
        __mmask16 t5 = _mm512_cmp_ps_mask(t4, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t6 = _mm512_mul_ps(t4, t2);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t3 * 4UL), t5, t6);
        long t7 = (long)(int)(t1 + 16L);
        __m512 t8 = _mm512_loadu_ps(&b[t7]);
        __mmask16 t9 = _mm512_cmp_ps_mask(t8, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t10 = _mm512_mul_ps(t8, t2);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t7 * 4UL), t9, t10);
        long t11 = (long)(int)(t1 + 32L);
        __m512 t12 = _mm512_loadu_ps(&b[t11]);
        __mmask16 t13 = _mm512_cmp_ps_mask(t12, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t14 = _mm512_mul_ps(t12, t2);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t11 * 4UL), t13, t14);
        long t15 = (long)(int)(t1 + 48L);
        __m512 t16 = _mm512_loadu_ps(&b[t15]);
        __mmask16 t17 = _mm512_cmp_ps_mask(t16, _mm512_set1_ps(0.0f), _CMP_GT_OQ);
        __m512 t18 = _mm512_mul_ps(t16, t2);
        _mm512_mask_storeu_ps((float *)((unsigned long)&a + (unsigned long)t15 * 4UL), t17, t18);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t19 = (long)i;
        float t20 = b[t19];
        if (t20 > 0.0f) {
            a[t19] = t20 * s;
        }
    }
}

static __typeof__(a) a __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    float t66;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 560000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(9));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512 t13 = _mm512_cvtepi32_ps(t2);
        _mm512_storeu_ps(&a[t12], t13);
        __m512i t14 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(13));
        __m512i t15 = (__m512i)((vcc_v16_int)t14 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(32));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t12], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t20 = t19;
        long t21 = (long)(int)(t3 + 16L);
        __m512i t22 = _mm512_add_epi32(t2, _mm512_set1_epi32(7));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(9));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        __m512i t26 = t25;
        __m512 t27 = _mm512_cvtepi32_ps(t26);
        _mm512_storeu_ps(&a[t21], t27);
        __m512i t28 = _mm512_mullo_epi32(t20, _mm512_set1_epi32(13));
        __m512i t29 = (__m512i)((vcc_v16_int)t28 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(32));
        __m512 t31 = _mm512_cvtepi32_ps(t30);
        __m512 t32 = _mm512_mul_ps(t31, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t21], t32);
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t34 = t33;
        long t35 = (long)(int)(t3 + 32L);
        __m512i t36 = _mm512_add_epi32(t2, _mm512_set1_epi32(5));
        __m512i t37 = t36;
        __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(9));
        __m512i t39 = _mm512_min_epu32(t37, t38);
        __m512i t40 = t39;
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        _mm512_storeu_ps(&a[t35], t41);
        __m512i t42 = _mm512_mullo_epi32(t34, _mm512_set1_epi32(13));
        __m512i t43 = (__m512i)((vcc_v16_int)t42 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(32));
        __m512 t45 = _mm512_cvtepi32_ps(t44);
        __m512 t46 = _mm512_mul_ps(t45, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t35], t46);
        __m512i t47 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t48 = t47;
        long t49 = (long)(int)(t3 + 48L);
        __m512i t50 = _mm512_add_epi32(t2, _mm512_set1_epi32(3));
        __m512i t51 = t50;
        __m512i t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32(9));
        __m512i t53 = _mm512_min_epu32(t51, t52);
        __m512i t54 = t53;
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        _mm512_storeu_ps(&a[t49], t55);
        __m512i t56 = _mm512_mullo_epi32(t48, _mm512_set1_epi32(13));
        __m512i t57 = (__m512i)((vcc_v16_int)t56 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32(32));
        __m512 t59 = _mm512_cvtepi32_ps(t58);
        __m512 t60 = _mm512_mul_ps(t59, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t49], t60);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t61 = _mm512_add_epi32(t2, _mm512_set1_epi32(1));
        __m512i t62 = t61;
        __m512i t63 = _mm512_sub_epi32(t62, _mm512_set1_epi32(9));
        __m512i t64 = _mm512_min_epu32(t62, t63);
        t2 = t64;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t65 = (long)i;
        a[t65] = (float)(i % 9);
        b[t65] = (float)(i * 13 % 64 - 32) * 0.125f;
    }
    for (long r = 0L; r < reps; r++) {
        if (r % 2L) {
            t66 = 0.5f;
        } else {
            t66 = 2.0f;
        }
        kernel(t66);
        float *t67 = &b[r % 4096L];
        *t67 = -*t67;
    }
    (_mm256_zeroupper(), bench_print("cond_store_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
