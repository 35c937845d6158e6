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

/* step2_i32: for (i = 0; i < N; i += 2) a[i] = b[i] + c[i] (an induction with step 2: every
   access is strided; the odd elements of a are untouched).
   needs: step-2 induction, strided loads and a strided store (interleaved group with a gap) */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static int a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)(t1 * 2L);
        int *t3 = &a[t2];
        int *t4 = &b[t2];
        __m256i t5 = _mm256_loadu_si256((const __m256i *)t4);
        __m256i t6 = _mm256_loadu_si256((const __m256i *)(t4 + 8));
        __m256i t7 = _mm256_permutex2var_epi32(t5, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t6);
        int *t8 = &c[t2];
        __m256i t9 = _mm256_loadu_si256((const __m256i *)t8);
        __m256i t10 = _mm256_loadu_si256((const __m256i *)(t8 + 8));
        __m256i t11 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t10);
        __m256i t12 = _mm256_add_epi32(t7, t11);
        __m256i t13 = _mm256_permutex2var_epi32(t12, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t12);
        __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t3, _mm256_movepi32_mask(t14), t13);
        __m256i t15 = _mm256_permutex2var_epi32(t12, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t12);
        __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t3 + 8, _mm256_movepi32_mask(t16), t15);
        long t17 = (long)(int)((t1 + 8L) * 2L);
        int *t18 = &a[t17];
        int *t19 = &b[t17];
        __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 8));
        __m256i t22 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t21);
        int *t23 = &c[t17];
        __m256i t24 = _mm256_loadu_si256((const __m256i *)t23);
        __m256i t25 = _mm256_loadu_si256((const __m256i *)(t23 + 8));
        __m256i t26 = _mm256_permutex2var_epi32(t24, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t25);
        __m256i t27 = _mm256_add_epi32(t22, t26);
        __m256i t28 = _mm256_permutex2var_epi32(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
        __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t18, _mm256_movepi32_mask(t29), t28);
        __m256i t30 = _mm256_permutex2var_epi32(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
        __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t18 + 8, _mm256_movepi32_mask(t31), t30);
        long t32 = (long)(int)((t1 + 16L) * 2L);
        int *t33 = &a[t32];
        int *t34 = &b[t32];
        __m256i t35 = _mm256_loadu_si256((const __m256i *)t34);
        __m256i t36 = _mm256_loadu_si256((const __m256i *)(t34 + 8));
        __m256i t37 = _mm256_permutex2var_epi32(t35, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t36);
        int *t38 = &c[t32];
        __m256i t39 = _mm256_loadu_si256((const __m256i *)t38);
        __m256i t40 = _mm256_loadu_si256((const __m256i *)(t38 + 8));
        __m256i t41 = _mm256_permutex2var_epi32(t39, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t40);
        __m256i t42 = _mm256_add_epi32(t37, t41);
        __m256i t43 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t42);
        __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t33, _mm256_movepi32_mask(t44), t43);
        __m256i t45 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t42);
        __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t33 + 8, _mm256_movepi32_mask(t46), t45);
        long t47 = (long)(int)((t1 + 24L) * 2L);
        int *t48 = &a[t47];
        int *t49 = &b[t47];
        __m256i t50 = _mm256_loadu_si256((const __m256i *)t49);
        __m256i t51 = _mm256_loadu_si256((const __m256i *)(t49 + 8));
        __m256i t52 = _mm256_permutex2var_epi32(t50, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t51);
        int *t53 = &c[t47];
        __m256i t54 = _mm256_loadu_si256((const __m256i *)t53);
        __m256i t55 = _mm256_loadu_si256((const __m256i *)(t53 + 8));
        __m256i t56 = _mm256_permutex2var_epi32(t54, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t55);
        __m256i t57 = _mm256_add_epi32(t52, t56);
        __m256i t58 = _mm256_permutex2var_epi32(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t57);
        __m256i t59 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t48, _mm256_movepi32_mask(t59), t58);
        __m256i t60 = _mm256_permutex2var_epi32(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t57);
        __m256i t61 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t48 + 8, _mm256_movepi32_mask(t61), t60);
        t1 += 32L;
    } while (t1 < 2048L);
    for (int i = 4096; i < 4096; i += 2) {
        long t62 = (long)i;
        a[t62] = b[t62] + c[t62];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(17));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m256i t13 = _mm256_sub_epi32(_mm256_setzero_si256(), t11);
        _mm256_storeu_si256((__m256i *)&a[t12], t13);
        __m256i t14 = _mm256_mullo_epi32(t11, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t12], t14);
        _mm256_storeu_si256((__m256i *)&c[t12], t2);
        __m256i t15 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t16 = t15;
        long t17 = (long)(int)(t3 + 8L);
        __m256i t18 = _mm256_sub_epi32(_mm256_setzero_si256(), t16);
        _mm256_storeu_si256((__m256i *)&a[t17], t18);
        __m256i t19 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t17], t19);
        __m256i t20 = _mm256_add_epi32(t2, _mm256_set1_epi32(7));
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(17));
        __m256i t23 = _mm256_min_epu32(t21, t22);
        __m256i t24 = t23;
        _mm256_storeu_si256((__m256i *)&c[t17], t24);
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t26 = t25;
        long t27 = (long)(int)(t3 + 16L);
        __m256i t28 = _mm256_sub_epi32(_mm256_setzero_si256(), t26);
        _mm256_storeu_si256((__m256i *)&a[t27], t28);
        __m256i t29 = _mm256_mullo_epi32(t26, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t27], t29);
        __m256i t30 = _mm256_add_epi32(t2, _mm256_set1_epi32(14));
        __m256i t31 = t30;
        __m256i t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32(17));
        __m256i t33 = _mm256_min_epu32(t31, t32);
        __m256i t34 = t33;
        _mm256_storeu_si256((__m256i *)&c[t27], t34);
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t36 = t35;
        long t37 = (long)(int)(t3 + 24L);
        __m256i t38 = _mm256_sub_epi32(_mm256_setzero_si256(), t36);
        _mm256_storeu_si256((__m256i *)&a[t37], t38);
        __m256i t39 = _mm256_mullo_epi32(t36, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t37], t39);
        __m256i t40 = _mm256_add_epi32(t2, _mm256_set1_epi32(4));
        __m256i t41 = t40;
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(17));
        __m256i t43 = _mm256_min_epu32(t41, t42);
        __m256i t44 = t43;
        _mm256_storeu_si256((__m256i *)&c[t37], t44);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t45 = _mm256_add_epi32(t2, _mm256_set1_epi32(11));
        __m256i t46 = t45;
        __m256i t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32(17));
        __m256i t48 = _mm256_min_epu32(t46, t47);
        t2 = t48;
    } while (t3 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t49 = (long)i;
        a[t49] = -i;
        b[t49] = i * 5;
        c[t49] = i * 3 % 17;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t50 = &b[r % 4096L];
        *t50 = *t50 + 1;
    }
    (_mm256_zeroupper(), bench_print("step2_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
