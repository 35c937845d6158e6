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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m512 t3 = _mm512_loadu_ps(&b[t2]);
        __m512 t4 = _mm512_loadu_ps(&c[t2]);
        __m512 t5 = _mm512_mul_ps(t3, t4);
        _mm512_storeu_ps(&a[t2], t5);
        long t6 = (long)(int)(t1 + 16L);
        __m512 t7 = _mm512_loadu_ps(&b[t6]);
        __m512 t8 = _mm512_loadu_ps(&c[t6]);
        __m512 t9 = _mm512_mul_ps(t7, t8);
        _mm512_storeu_ps(&a[t6], t9);
        long t10 = (long)(int)(t1 + 32L);
        __m512 t11 = _mm512_loadu_ps(&b[t10]);
        __m512 t12 = _mm512_loadu_ps(&c[t10]);
        __m512 t13 = _mm512_mul_ps(t11, t12);
        _mm512_storeu_ps(&a[t10], t13);
        long t14 = (long)(int)(t1 + 48L);
        __m512 t15 = _mm512_loadu_ps(&b[t14]);
        __m512 t16 = _mm512_loadu_ps(&c[t14]);
        __m512 t17 = _mm512_mul_ps(t15, t16);
        _mm512_storeu_ps(&a[t14], t17);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t18 = (long)i;
        a[t18] = b[t18] * c[t18];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3, 10, 17, 1, 8, 15, 22, 6, 13));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(23));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(32));
        __m512 t15 = _mm512_cvtepi32_ps(t14);
        __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t12], t16);
        __m512i t17 = _mm512_sub_epi32(t2, _mm512_set1_epi32(11));
        __m512 t18 = _mm512_cvtepi32_ps(t17);
        __m512 t19 = _mm512_mul_ps(t18, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t12], t19);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t21 = t20;
        long t22 = (long)(int)(t3 + 16L);
        __m512i t23 = (__m512i)((vcc_v16_int)t21 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(32));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        __m512 t26 = _mm512_mul_ps(t25, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t22], t26);
        __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(20));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(23));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(11));
        __m512 t33 = _mm512_cvtepi32_ps(t32);
        __m512 t34 = _mm512_mul_ps(t33, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t22], t34);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t36 = t35;
        long t37 = (long)(int)(t3 + 32L);
        __m512i t38 = (__m512i)((vcc_v16_int)t36 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32(32));
        __m512 t40 = _mm512_cvtepi32_ps(t39);
        __m512 t41 = _mm512_mul_ps(t40, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t37], t41);
        __m512i t42 = _mm512_add_epi32(t2, _mm512_set1_epi32(17));
        __m512i t43 = t42;
        __m512i t44 = _mm512_sub_epi32(t43, _mm512_set1_epi32(23));
        __m512i t45 = _mm512_min_epu32(t43, t44);
        __m512i t46 = t45;
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(11));
        __m512 t48 = _mm512_cvtepi32_ps(t47);
        __m512 t49 = _mm512_mul_ps(t48, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t37], t49);
        __m512i t50 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t51 = t50;
        long t52 = (long)(int)(t3 + 48L);
        __m512i t53 = (__m512i)((vcc_v16_int)t51 % (vcc_v16_int)_mm512_set1_epi32(64));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(32));
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.125f));
        _mm512_storeu_ps(&b[t52], t56);
        __m512i t57 = _mm512_add_epi32(t2, _mm512_set1_epi32(14));
        __m512i t58 = t57;
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(23));
        __m512i t60 = _mm512_min_epu32(t58, t59);
        __m512i t61 = t60;
        __m512i t62 = _mm512_sub_epi32(t61, _mm512_set1_epi32(11));
        __m512 t63 = _mm512_cvtepi32_ps(t62);
        __m512 t64 = _mm512_mul_ps(t63, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t52], t64);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t65 = _mm512_add_epi32(t2, _mm512_set1_epi32(11));
        __m512i t66 = t65;
        __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(23));
        __m512i t68 = _mm512_min_epu32(t66, t67);
        t2 = t68;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t69 = (long)i;
        b[t69] = (float)(i % 64 - 32) * 0.125f;
        c[t69] = (float)(i * 7 % 23 - 11) * 0.5f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        float *t70 = &b[r % 4096L];
        *t70 = *t70 + 1.0f;
    }
    (_mm256_zeroupper(), bench_print("vmul_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
