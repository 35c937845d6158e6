/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at step2_i32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = i_vec * 2L;
        int *t2 = &a[t1];
        int *t3 = &b[t1];
        __m256i t4 = _mm256_loadu_si256((const __m256i *)t3);
        __m256i t5 = _mm256_loadu_si256((const __m256i *)(t3 + 8));
        __m256i b_v = _mm256_permutex2var_epi32(t4, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t5);
        int *t6 = &c[t1];
        __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
        __m256i t8 = _mm256_loadu_si256((const __m256i *)(t6 + 8));
        __m256i c_v = _mm256_permutex2var_epi32(t7, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t8);
        __m256i t9 = _mm256_add_epi32(b_v, c_v);
        __m256i t10 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t9);
        __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t2, _mm256_movepi32_mask(t11), t10);
        __m256i t12 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t9);
        __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t2 + 8, _mm256_movepi32_mask(t13), t12);
        long t14 = (i_vec + 8L) * 2L;
        int *t15 = &a[t14];
        int *t16 = &b[t14];
        __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
        __m256i t18 = _mm256_loadu_si256((const __m256i *)(t16 + 8));
        __m256i b_v_1 = _mm256_permutex2var_epi32(t17, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t18);
        int *t19 = &c[t14];
        __m256i t20 = _mm256_loadu_si256((const __m256i *)t19);
        __m256i t21 = _mm256_loadu_si256((const __m256i *)(t19 + 8));
        __m256i c_v_1 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t21);
        __m256i t22 = _mm256_add_epi32(b_v_1, c_v_1);
        __m256i t23 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
        __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t15, _mm256_movepi32_mask(t24), t23);
        __m256i t25 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
        __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t15 + 8, _mm256_movepi32_mask(t26), t25);
        long t27 = (i_vec + 16L) * 2L;
        int *t28 = &a[t27];
        int *t29 = &b[t27];
        __m256i t30 = _mm256_loadu_si256((const __m256i *)t29);
        __m256i t31 = _mm256_loadu_si256((const __m256i *)(t29 + 8));
        __m256i b_v_2 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t31);
        int *t32 = &c[t27];
        __m256i t33 = _mm256_loadu_si256((const __m256i *)t32);
        __m256i t34 = _mm256_loadu_si256((const __m256i *)(t32 + 8));
        __m256i c_v_2 = _mm256_permutex2var_epi32(t33, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t34);
        __m256i t35 = _mm256_add_epi32(b_v_2, c_v_2);
        __m256i t36 = _mm256_permutex2var_epi32(t35, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
        __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t28, _mm256_movepi32_mask(t37), t36);
        __m256i t38 = _mm256_permutex2var_epi32(t35, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
        __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t28 + 8, _mm256_movepi32_mask(t39), t38);
        long t40 = (i_vec + 24L) * 2L;
        int *t41 = &a[t40];
        int *t42 = &b[t40];
        __m256i t43 = _mm256_loadu_si256((const __m256i *)t42);
        __m256i t44 = _mm256_loadu_si256((const __m256i *)(t42 + 8));
        __m256i b_v_3 = _mm256_permutex2var_epi32(t43, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t44);
        int *t45 = &c[t40];
        __m256i t46 = _mm256_loadu_si256((const __m256i *)t45);
        __m256i t47 = _mm256_loadu_si256((const __m256i *)(t45 + 8));
        __m256i c_v_3 = _mm256_permutex2var_epi32(t46, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), t47);
        __m256i t48 = _mm256_add_epi32(b_v_3, c_v_3);
        __m256i t49 = _mm256_permutex2var_epi32(t48, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t48);
        __m256i t50 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t41, _mm256_movepi32_mask(t50), t49);
        __m256i t51 = _mm256_permutex2var_epi32(t48, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t48);
        __m256i t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t41 + 8, _mm256_movepi32_mask(t52), t51);
        i_vec += 32L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 3, 6, 9, 12, 15, 1, 4));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(17));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at step2_i32.c:21 vectorized: VF 8, UF 4, the remainder at 24:16 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_sub_epi32(_mm256_setzero_si256(), (__m256i)i_v);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t6);
        __m256i t7 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[i_vec], t7);
        _mm256_storeu_si256((__m256i *)&c[i_vec], (__m256i)t1);
        long t8 = i_vec + 8L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
        _mm256_storeu_si256((__m256i *)&a[t8], t10);
        __m256i t11 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t8], t11);
        __m256i t12 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(17));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        _mm256_storeu_si256((__m256i *)&c[t8], t14);
        long t15 = i_vec + 16L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t17 = _mm256_sub_epi32(_mm256_setzero_si256(), t16);
        _mm256_storeu_si256((__m256i *)&a[t15], t17);
        __m256i t18 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t15], t18);
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(14));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(17));
        __m256i t21 = _mm256_min_epu32(t19, t20);
        _mm256_storeu_si256((__m256i *)&c[t15], t21);
        long t22 = i_vec + 24L;
        __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t24 = _mm256_sub_epi32(_mm256_setzero_si256(), t23);
        _mm256_storeu_si256((__m256i *)&a[t22], t24);
        __m256i t25 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(5));
        _mm256_storeu_si256((__m256i *)&b[t22], t25);
        __m256i t26 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(4));
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(17));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        _mm256_storeu_si256((__m256i *)&c[t22], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(11));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(17));
        t1 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        int *t31 = &b[r % 4096L];
        *t31 = *t31 + 1;
    }
    (_mm256_zeroupper(), bench_print("step2_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
