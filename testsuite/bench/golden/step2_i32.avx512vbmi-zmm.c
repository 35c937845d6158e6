/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
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
    long i_vec = 0L;
    /* vcc: loop at step2_i32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = i_vec * 2L;
        int *t2 = &a[t1];
        int *t3 = &b[t1];
        __m512i t4 = _mm512_loadu_si512(t3);
        __m512i t5 = _mm512_loadu_si512(t3 + 16);
        __m512i b_v = _mm512_permutex2var_epi32(t4, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t5);
        int *t6 = &c[t1];
        __m512i t7 = _mm512_loadu_si512(t6);
        __m512i t8 = _mm512_loadu_si512(t6 + 16);
        __m512i c_v = _mm512_permutex2var_epi32(t7, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t8);
        __m512i t9 = _mm512_add_epi32(b_v, c_v);
        __m512i t10 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t2, t11, t10);
        __m512i t12 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t9);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t2 + 16, t13, t12);
        long t14 = (i_vec + 16L) * 2L;
        int *t15 = &a[t14];
        int *t16 = &b[t14];
        __m512i t17 = _mm512_loadu_si512(t16);
        __m512i t18 = _mm512_loadu_si512(t16 + 16);
        __m512i b_v_1 = _mm512_permutex2var_epi32(t17, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t18);
        int *t19 = &c[t14];
        __m512i t20 = _mm512_loadu_si512(t19);
        __m512i t21 = _mm512_loadu_si512(t19 + 16);
        __m512i c_v_1 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t21);
        __m512i t22 = _mm512_add_epi32(b_v_1, c_v_1);
        __m512i t23 = _mm512_permutex2var_epi32(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t15, t24, t23);
        __m512i t25 = _mm512_permutex2var_epi32(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t15 + 16, t26, t25);
        long t27 = (i_vec + 32L) * 2L;
        int *t28 = &a[t27];
        int *t29 = &b[t27];
        __m512i t30 = _mm512_loadu_si512(t29);
        __m512i t31 = _mm512_loadu_si512(t29 + 16);
        __m512i b_v_2 = _mm512_permutex2var_epi32(t30, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t31);
        int *t32 = &c[t27];
        __m512i t33 = _mm512_loadu_si512(t32);
        __m512i t34 = _mm512_loadu_si512(t32 + 16);
        __m512i c_v_2 = _mm512_permutex2var_epi32(t33, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t34);
        __m512i t35 = _mm512_add_epi32(b_v_2, c_v_2);
        __m512i t36 = _mm512_permutex2var_epi32(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
        __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t28, t37, t36);
        __m512i t38 = _mm512_permutex2var_epi32(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
        __mmask16 t39 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t28 + 16, t39, t38);
        long t40 = (i_vec + 48L) * 2L;
        int *t41 = &a[t40];
        int *t42 = &b[t40];
        __m512i t43 = _mm512_loadu_si512(t42);
        __m512i t44 = _mm512_loadu_si512(t42 + 16);
        __m512i b_v_3 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t44);
        int *t45 = &c[t40];
        __m512i t46 = _mm512_loadu_si512(t45);
        __m512i t47 = _mm512_loadu_si512(t45 + 16);
        __m512i c_v_3 = _mm512_permutex2var_epi32(t46, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), t47);
        __m512i t48 = _mm512_add_epi32(b_v_3, c_v_3);
        __m512i t49 = _mm512_permutex2var_epi32(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
        __mmask16 t50 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t41, t50, t49);
        __m512i t51 = _mm512_permutex2var_epi32(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
        __mmask16 t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t41 + 16, t52, t51);
        i_vec += 64L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m512i t2 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4, 7, 10, 13, 16, 2, 5, 8, 11));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(17));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at step2_i32.c:21 vectorized: VF 16, UF 4, the remainder at 24:16 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = _mm512_sub_epi32(_mm512_setzero_si512(), (__m512i)i_v);
        _mm512_storeu_si512(&a[i_vec], t6);
        __m512i t7 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[i_vec], t7);
        _mm512_storeu_si512(&c[i_vec], (__m512i)t1);
        long t8 = i_vec + 16L;
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
        _mm512_storeu_si512(&a[t8], t10);
        __m512i t11 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t8], t11);
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(14));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(17));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        _mm512_storeu_si512(&c[t8], t14);
        long t15 = i_vec + 32L;
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t17 = _mm512_sub_epi32(_mm512_setzero_si512(), t16);
        _mm512_storeu_si512(&a[t15], t17);
        __m512i t18 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t15], t18);
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(11));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(17));
        __m512i t21 = _mm512_min_epu32(t19, t20);
        _mm512_storeu_si512(&c[t15], t21);
        long t22 = i_vec + 48L;
        __m512i t23 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t24 = _mm512_sub_epi32(_mm512_setzero_si512(), t23);
        _mm512_storeu_si512(&a[t22], t24);
        __m512i t25 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&b[t22], t25);
        __m512i t26 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(8));
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(17));
        __m512i t28 = _mm512_min_epu32(t26, t27);
        _mm512_storeu_si512(&c[t22], t28);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
        __m512i t29 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(5));
        __m512i t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32(17));
        t1 = (vcc_v16_int)_mm512_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t31 = &b[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("step2_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
