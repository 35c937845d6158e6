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

/* triad_f32: a[i] = b[i] + c[i] * d[i] (STREAM/TSVC triad; no recurrence). Exact products.
   needs: consecutive f32 loads/stores, f32 multiply and add */
#include "bench.h"
#ifndef REPS
#define REPS 400000
#endif
#define N 4096

static float a[N], b[N], c[N], d[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
static __typeof__(d) d __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m512 t3 = _mm512_loadu_ps(&b[t2]);
        __m512 t4 = _mm512_loadu_ps(&c[t2]);
        __m512 t5 = _mm512_loadu_ps(&d[t2]);
        __m512 t6 = _mm512_mul_ps(t4, t5);
        __m512 t7 = _mm512_add_ps(t3, t6);
        _mm512_storeu_ps(&a[t2], t7);
        long t8 = (long)(int)(t1 + 16L);
        __m512 t9 = _mm512_loadu_ps(&b[t8]);
        __m512 t10 = _mm512_loadu_ps(&c[t8]);
        __m512 t11 = _mm512_loadu_ps(&d[t8]);
        __m512 t12 = _mm512_mul_ps(t10, t11);
        __m512 t13 = _mm512_add_ps(t9, t12);
        _mm512_storeu_ps(&a[t8], t13);
        long t14 = (long)(int)(t1 + 32L);
        __m512 t15 = _mm512_loadu_ps(&b[t14]);
        __m512 t16 = _mm512_loadu_ps(&c[t14]);
        __m512 t17 = _mm512_loadu_ps(&d[t14]);
        __m512 t18 = _mm512_mul_ps(t16, t17);
        __m512 t19 = _mm512_add_ps(t15, t18);
        _mm512_storeu_ps(&a[t14], t19);
        long t20 = (long)(int)(t1 + 48L);
        __m512 t21 = _mm512_loadu_ps(&b[t20]);
        __m512 t22 = _mm512_loadu_ps(&c[t20]);
        __m512 t23 = _mm512_loadu_ps(&d[t20]);
        __m512 t24 = _mm512_mul_ps(t22, t23);
        __m512 t25 = _mm512_add_ps(t21, t24);
        _mm512_storeu_ps(&a[t20], t25);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        a[t26] = b[t26] + c[t26] * d[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(100));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512 t13 = _mm512_cvtepi32_ps(t2);
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t12], t14);
        __m512i t15 = (__m512i)((vcc_v16_int)t11 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(8));
        __m512 t17 = _mm512_cvtepi32_ps(t16);
        __m512 t18 = _mm512_mul_ps(t17, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t12], t18);
        __m512i t19 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(3));
        __m512i t20 = (__m512i)((vcc_v16_int)t19 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(16));
        __m512 t22 = _mm512_cvtepi32_ps(t21);
        __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t12], t23);
        __m512i t24 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t25 = t24;
        long t26 = (long)(int)(t3 + 16L);
        __m512i t27 = _mm512_add_epi32(t2, _mm512_set1_epi32(16));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(100));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        __m512i t31 = t30;
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        __m512 t33 = _mm512_mul_ps(t32, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t26], t33);
        __m512i t34 = (__m512i)((vcc_v16_int)t25 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(8));
        __m512 t36 = _mm512_cvtepi32_ps(t35);
        __m512 t37 = _mm512_mul_ps(t36, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t26], t37);
        __m512i t38 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(3));
        __m512i t39 = (__m512i)((vcc_v16_int)t38 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(16));
        __m512 t41 = _mm512_cvtepi32_ps(t40);
        __m512 t42 = _mm512_mul_ps(t41, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t26], t42);
        __m512i t43 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t44 = t43;
        long t45 = (long)(int)(t3 + 32L);
        __m512i t46 = _mm512_add_epi32(t2, _mm512_set1_epi32(32));
        __m512i t47 = t46;
        __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(100));
        __m512i t49 = _mm512_min_epu32(t47, t48);
        __m512i t50 = t49;
        __m512 t51 = _mm512_cvtepi32_ps(t50);
        __m512 t52 = _mm512_mul_ps(t51, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t45], t52);
        __m512i t53 = (__m512i)((vcc_v16_int)t44 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t54 = _mm512_sub_epi32(t53, _mm512_set1_epi32(8));
        __m512 t55 = _mm512_cvtepi32_ps(t54);
        __m512 t56 = _mm512_mul_ps(t55, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t45], t56);
        __m512i t57 = _mm512_mullo_epi32(t44, _mm512_set1_epi32(3));
        __m512i t58 = (__m512i)((vcc_v16_int)t57 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t59 = _mm512_sub_epi32(t58, _mm512_set1_epi32(16));
        __m512 t60 = _mm512_cvtepi32_ps(t59);
        __m512 t61 = _mm512_mul_ps(t60, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t45], t61);
        __m512i t62 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t63 = t62;
        long t64 = (long)(int)(t3 + 48L);
        __m512i t65 = _mm512_add_epi32(t2, _mm512_set1_epi32(48));
        __m512i t66 = t65;
        __m512i t67 = _mm512_sub_epi32(t66, _mm512_set1_epi32(100));
        __m512i t68 = _mm512_min_epu32(t66, t67);
        __m512i t69 = t68;
        __m512 t70 = _mm512_cvtepi32_ps(t69);
        __m512 t71 = _mm512_mul_ps(t70, _mm512_set1_ps(0.01f));
        _mm512_storeu_ps(&b[t64], t71);
        __m512i t72 = (__m512i)((vcc_v16_int)t63 % (vcc_v16_int)_mm512_set1_epi32(16));
        __m512i t73 = _mm512_sub_epi32(t72, _mm512_set1_epi32(8));
        __m512 t74 = _mm512_cvtepi32_ps(t73);
        __m512 t75 = _mm512_mul_ps(t74, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&c[t64], t75);
        __m512i t76 = _mm512_mullo_epi32(t63, _mm512_set1_epi32(3));
        __m512i t77 = (__m512i)((vcc_v16_int)t76 % (vcc_v16_int)_mm512_set1_epi32(32));
        __m512i t78 = _mm512_sub_epi32(t77, _mm512_set1_epi32(16));
        __m512 t79 = _mm512_cvtepi32_ps(t78);
        __m512 t80 = _mm512_mul_ps(t79, _mm512_set1_ps(0.25f));
        _mm512_storeu_ps(&d[t64], t80);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t81 = _mm512_add_epi32(t2, _mm512_set1_epi32(64));
        __m512i t82 = t81;
        __m512i t83 = _mm512_sub_epi32(t82, _mm512_set1_epi32(100));
        __m512i t84 = _mm512_min_epu32(t82, t83);
        t2 = t84;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t85 = (long)i;
        b[t85] = (float)(i % 100) * 0.01f;
        c[t85] = (float)(i % 16 - 8) * 0.5f;
        d[t85] = (float)(i * 3 % 32 - 16) * 0.25f;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = a[r * 3L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("triad_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
