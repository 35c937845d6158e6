/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
static __typeof__(d) d __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m256 t3 = _mm256_loadu_ps(&b[t2]);
        __m256 t4 = _mm256_loadu_ps(&c[t2]);
        __m256 t5 = _mm256_loadu_ps(&d[t2]);
        __m256 t6 = _mm256_mul_ps(t4, t5);
        __m256 t7 = _mm256_add_ps(t3, t6);
        _mm256_storeu_ps(&a[t2], t7);
        long t8 = (long)(int)(t1 + 8L);
        __m256 t9 = _mm256_loadu_ps(&b[t8]);
        __m256 t10 = _mm256_loadu_ps(&c[t8]);
        __m256 t11 = _mm256_loadu_ps(&d[t8]);
        __m256 t12 = _mm256_mul_ps(t10, t11);
        __m256 t13 = _mm256_add_ps(t9, t12);
        _mm256_storeu_ps(&a[t8], t13);
        long t14 = (long)(int)(t1 + 16L);
        __m256 t15 = _mm256_loadu_ps(&b[t14]);
        __m256 t16 = _mm256_loadu_ps(&c[t14]);
        __m256 t17 = _mm256_loadu_ps(&d[t14]);
        __m256 t18 = _mm256_mul_ps(t16, t17);
        __m256 t19 = _mm256_add_ps(t15, t18);
        _mm256_storeu_ps(&a[t14], t19);
        long t20 = (long)(int)(t1 + 24L);
        __m256 t21 = _mm256_loadu_ps(&b[t20]);
        __m256 t22 = _mm256_loadu_ps(&c[t20]);
        __m256 t23 = _mm256_loadu_ps(&d[t20]);
        __m256 t24 = _mm256_mul_ps(t22, t23);
        __m256 t25 = _mm256_add_ps(t21, t24);
        _mm256_storeu_ps(&a[t20], t25);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t26 = (long)i;
        a[t26] = b[t26] + c[t26] * d[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 400000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(100));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256 t13 = _mm256_cvtepi32_ps(t2);
        __m256 t14 = _mm256_mul_ps(t13, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t12], t14);
        __m256i t15 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(8));
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        __m256 t18 = _mm256_mul_ps(t17, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t12], t18);
        __m256i t19 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(3));
        __m256i t20 = (__m256i)((vcc_v8_int)t19 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(16));
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_mul_ps(t22, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t12], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t25 = t24;
        long t26 = (long)(int)(t3 + 8L);
        __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(100));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        __m256 t33 = _mm256_mul_ps(t32, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t26], t33);
        __m256i t34 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(8));
        __m256 t36 = _mm256_cvtepi32_ps(t35);
        __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t26], t37);
        __m256i t38 = _mm256_mullo_epi32(t25, _mm256_set1_epi32(3));
        __m256i t39 = (__m256i)((vcc_v8_int)t38 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(16));
        __m256 t41 = _mm256_cvtepi32_ps(t40);
        __m256 t42 = _mm256_mul_ps(t41, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t26], t42);
        __m256i t43 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t44 = t43;
        long t45 = (long)(int)(t3 + 16L);
        __m256i t46 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t47 = t46;
        __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(100));
        __m256i t49 = _mm256_min_epu32(t47, t48);
        __m256i t50 = t49;
        __m256 t51 = _mm256_cvtepi32_ps(t50);
        __m256 t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t45], t52);
        __m256i t53 = (__m256i)((vcc_v8_int)t44 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(8));
        __m256 t55 = _mm256_cvtepi32_ps(t54);
        __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t45], t56);
        __m256i t57 = _mm256_mullo_epi32(t44, _mm256_set1_epi32(3));
        __m256i t58 = (__m256i)((vcc_v8_int)t57 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(16));
        __m256 t60 = _mm256_cvtepi32_ps(t59);
        __m256 t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t45], t61);
        __m256i t62 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t63 = t62;
        long t64 = (long)(int)(t3 + 24L);
        __m256i t65 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t66 = t65;
        __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(100));
        __m256i t68 = _mm256_min_epu32(t66, t67);
        __m256i t69 = t68;
        __m256 t70 = _mm256_cvtepi32_ps(t69);
        __m256 t71 = _mm256_mul_ps(t70, _mm256_set1_ps(0.01f));
        _mm256_storeu_ps(&b[t64], t71);
        __m256i t72 = (__m256i)((vcc_v8_int)t63 % (vcc_v8_int)_mm256_set1_epi32(16));
        __m256i t73 = _mm256_sub_epi32(t72, _mm256_set1_epi32(8));
        __m256 t74 = _mm256_cvtepi32_ps(t73);
        __m256 t75 = _mm256_mul_ps(t74, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t64], t75);
        __m256i t76 = _mm256_mullo_epi32(t63, _mm256_set1_epi32(3));
        __m256i t77 = (__m256i)((vcc_v8_int)t76 % (vcc_v8_int)_mm256_set1_epi32(32));
        __m256i t78 = _mm256_sub_epi32(t77, _mm256_set1_epi32(16));
        __m256 t79 = _mm256_cvtepi32_ps(t78);
        __m256 t80 = _mm256_mul_ps(t79, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&d[t64], t80);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t81 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t82 = t81;
        __m256i t83 = _mm256_sub_epi32(t82, _mm256_set1_epi32(100));
        __m256i t84 = _mm256_min_epu32(t82, t83);
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
