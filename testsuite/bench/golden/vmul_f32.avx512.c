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

/* vmul_f32: a[i] = b[i] * c[i] on float arrays (TSVC vtv). Products are exact (few mantissa bits).
   needs: consecutive f32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static float a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m256 t3 = _mm256_loadu_ps(&b[t2]);
        __m256 t4 = _mm256_loadu_ps(&c[t2]);
        __m256 t5 = _mm256_mul_ps(t3, t4);
        _mm256_storeu_ps(&a[t2], t5);
        long t6 = (long)(int)(t1 + 8L);
        __m256 t7 = _mm256_loadu_ps(&b[t6]);
        __m256 t8 = _mm256_loadu_ps(&c[t6]);
        __m256 t9 = _mm256_mul_ps(t7, t8);
        _mm256_storeu_ps(&a[t6], t9);
        long t10 = (long)(int)(t1 + 16L);
        __m256 t11 = _mm256_loadu_ps(&b[t10]);
        __m256 t12 = _mm256_loadu_ps(&c[t10]);
        __m256 t13 = _mm256_mul_ps(t11, t12);
        _mm256_storeu_ps(&a[t10], t13);
        long t14 = (long)(int)(t1 + 24L);
        __m256 t15 = _mm256_loadu_ps(&b[t14]);
        __m256 t16 = _mm256_loadu_ps(&c[t14]);
        __m256 t17 = _mm256_mul_ps(t15, t16);
        _mm256_storeu_ps(&a[t14], t17);
        t1 += 32L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t18 = (long)i;
        a[t18] = b[t18] * c[t18];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 7, 14, 21, 5, 12, 19, 3));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(23));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256i t13 = (__m256i)((vcc_v8_int)t11 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(32));
        __m256 t15 = _mm256_cvtepi32_ps(t14);
        __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t12], t16);
        __m256i t17 = _mm256_sub_epi32(t2, _mm256_set1_epi32(11));
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t12], t19);
        __m256i t20 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t21 = t20;
        long t22 = (long)(int)(t3 + 8L);
        __m256i t23 = (__m256i)((vcc_v8_int)t21 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(32));
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t22], t26);
        __m256i t27 = _mm256_add_epi32(t2, _mm256_set1_epi32(10));
        __m256i t28 = t27;
        __m256i t29 = _mm256_sub_epi32(t28, _mm256_set1_epi32(23));
        __m256i t30 = _mm256_min_epu32(t28, t29);
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(11));
        __m256 t33 = _mm256_cvtepi32_ps(t32);
        __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t22], t34);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t36 = t35;
        long t37 = (long)(int)(t3 + 16L);
        __m256i t38 = (__m256i)((vcc_v8_int)t36 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(32));
        __m256 t40 = _mm256_cvtepi32_ps(t39);
        __m256 t41 = _mm256_mul_ps(t40, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t37], t41);
        __m256i t42 = _mm256_add_epi32(t2, _mm256_set1_epi32(20));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(23));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(11));
        __m256 t48 = _mm256_cvtepi32_ps(t47);
        __m256 t49 = _mm256_mul_ps(t48, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t37], t49);
        __m256i t50 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t51 = t50;
        long t52 = (long)(int)(t3 + 24L);
        __m256i t53 = (__m256i)((vcc_v8_int)t51 % (vcc_v8_int)_mm256_set1_epi32(64));
        __m256i t54 = _mm256_sub_epi32(t53, _mm256_set1_epi32(32));
        __m256 t55 = _mm256_cvtepi32_ps(t54);
        __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.125f));
        _mm256_storeu_ps(&b[t52], t56);
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(7));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(23));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        __m256i t61 = t60;
        __m256i t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32(11));
        __m256 t63 = _mm256_cvtepi32_ps(t62);
        __m256 t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.5f));
        _mm256_storeu_ps(&c[t52], t64);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t65 = _mm256_add_epi32(t2, _mm256_set1_epi32(17));
        __m256i t66 = t65;
        __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(23));
        __m256i t68 = _mm256_min_epu32(t66, t67);
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
