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

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)(t1 * 2L);
        int *t3 = &a[t2];
        int *t4 = &b[t2];
        __m512i t5 = _mm512_loadu_si512(t4);
        __m512i t6 = _mm512_loadu_si512(t4 + 16);
        __m512i t7 = _mm512_permutex2var_epi32(t5, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t6);
        int *t8 = &c[t2];
        __m512i t9 = _mm512_loadu_si512(t8);
        __m512i t10 = _mm512_loadu_si512(t8 + 16);
        __m512i t11 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t10);
        __m512i t12 = _mm512_add_epi32(t7, t11);
        __m512i t13 = _mm512_permutex2var_epi32(t12, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t12);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t3, t14, t13);
        __m512i t15 = _mm512_permutex2var_epi32(t12, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t12);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t3 + 16, t16, t15);
        long t17 = (long)(int)((t1 + 16L) * 2L);
        int *t18 = &a[t17];
        int *t19 = &b[t17];
        __m512i t20 = _mm512_loadu_si512(t19);
        __m512i t21 = _mm512_loadu_si512(t19 + 16);
        __m512i t22 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t21);
        int *t23 = &c[t17];
        __m512i t24 = _mm512_loadu_si512(t23);
        __m512i t25 = _mm512_loadu_si512(t23 + 16);
        __m512i t26 = _mm512_permutex2var_epi32(t24, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t25);
        __m512i t27 = _mm512_add_epi32(t22, t26);
        __m512i t28 = _mm512_permutex2var_epi32(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t27);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t18, t29, t28);
        __m512i t30 = _mm512_permutex2var_epi32(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t27);
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t18 + 16, t31, t30);
        long t32 = (long)(int)((t1 + 32L) * 2L);
        int *t33 = &a[t32];
        int *t34 = &b[t32];
        __m512i t35 = _mm512_loadu_si512(t34);
        __m512i t36 = _mm512_loadu_si512(t34 + 16);
        __m512i t37 = _mm512_permutex2var_epi32(t35, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t36);
        int *t38 = &c[t32];
        __m512i t39 = _mm512_loadu_si512(t38);
        __m512i t40 = _mm512_loadu_si512(t38 + 16);
        __m512i t41 = _mm512_permutex2var_epi32(t39, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t40);
        __m512i t42 = _mm512_add_epi32(t37, t41);
        __m512i t43 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
        __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t33, t44, t43);
        __m512i t45 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
        __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t33 + 16, t46, t45);
        long t47 = (long)(int)((t1 + 48L) * 2L);
        int *t48 = &a[t47];
        int *t49 = &b[t47];
        __m512i t50 = _mm512_loadu_si512(t49);
        __m512i t51 = _mm512_loadu_si512(t49 + 16);
        __m512i t52 = _mm512_permutex2var_epi32(t50, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t51);
        int *t53 = &c[t47];
        __m512i t54 = _mm512_loadu_si512(t53);
        __m512i t55 = _mm512_loadu_si512(t53 + 16);
        __m512i t56 = _mm512_permutex2var_epi32(t54, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t55);
        __m512i t57 = _mm512_add_epi32(t52, t56);
        __m512i t58 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t57);
        __mmask16 t59 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t48, t59, t58);
        __m512i t60 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t57);
        __mmask16 t61 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t48 + 16, t61, t60);
        t1 += 64L;
    } while (t1 < 2048L);
    for (int i = 4096; i < 4096; i += 2) {
        long t62 = (long)i;
        a[t62] = b[t62] + c[t62];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m512i t4 = _mm512_set1_epi32(0);
    __m512i t5 = t4;
    __m512i t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t6 = _mm512_set1_epi32(0);
    __m512i t7 = _mm512_add_epi32(t6, _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4, 7, 10, 13, 16, 2, 5, 8, 11));
    __m512i t8 = t7;
    __m512i t9 = _mm512_sub_epi32(t8, _mm512_set1_epi32(17));
    __m512i t10 = _mm512_min_epu32(t8, t9);
    __m512i t2 = t10;
    long t3 = 0L;
    do {
        __m512i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = _mm512_sub_epi32(_mm512_setzero_si512(), t11);
        _mm512_storeu_si512(&a[t12], t13);
        __m512i t14 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t12], t14);
        _mm512_storeu_si512(&c[t12], t2);
        __m512i t15 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t16 = t15;
        long t17 = (long)(int)(t3 + 16L);
        __m512i t18 = _mm512_sub_epi32(_mm512_setzero_si512(), t16);
        _mm512_storeu_si512(&a[t17], t18);
        __m512i t19 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t17], t19);
        __m512i t20 = _mm512_add_epi32(t2, _mm512_set1_epi32(14));
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(17));
        __m512i t23 = _mm512_min_epu32(t21, t22);
        __m512i t24 = t23;
        _mm512_storeu_si512(&c[t17], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t26 = t25;
        long t27 = (long)(int)(t3 + 32L);
        __m512i t28 = _mm512_sub_epi32(_mm512_setzero_si512(), t26);
        _mm512_storeu_si512(&a[t27], t28);
        __m512i t29 = _mm512_mullo_epi32(t26, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t27], t29);
        __m512i t30 = _mm512_add_epi32(t2, _mm512_set1_epi32(11));
        __m512i t31 = t30;
        __m512i t32 = _mm512_sub_epi32(t31, _mm512_set1_epi32(17));
        __m512i t33 = _mm512_min_epu32(t31, t32);
        __m512i t34 = t33;
        _mm512_storeu_si512(&c[t27], t34);
        __m512i t35 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t36 = t35;
        long t37 = (long)(int)(t3 + 48L);
        __m512i t38 = _mm512_sub_epi32(_mm512_setzero_si512(), t36);
        _mm512_storeu_si512(&a[t37], t38);
        __m512i t39 = _mm512_mullo_epi32(t36, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t37], t39);
        __m512i t40 = _mm512_add_epi32(t2, _mm512_set1_epi32(8));
        __m512i t41 = t40;
        __m512i t42 = _mm512_sub_epi32(t41, _mm512_set1_epi32(17));
        __m512i t43 = _mm512_min_epu32(t41, t42);
        __m512i t44 = t43;
        _mm512_storeu_si512(&c[t37], t44);
        t3 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
        __m512i t45 = _mm512_add_epi32(t2, _mm512_set1_epi32(5));
        __m512i t46 = t45;
        __m512i t47 = _mm512_sub_epi32(t46, _mm512_set1_epi32(17));
        __m512i t48 = _mm512_min_epu32(t46, t47);
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
