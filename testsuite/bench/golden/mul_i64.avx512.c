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

/* mul_i64: a[i] = b[i] * c[i] + a[i] on unsigned 64-bit integers (wrapping).
   needs: consecutive i64 loads/stores, 64-bit multiply (vpmullq with AVX-512DQ, else emulated) */
#include "bench.h"
#ifndef REPS
#define REPS 900000
#endif
#define N 2048

static unsigned long long a[N], b[N], c[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at mul_i64.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        unsigned long long *t2 = &a[t1];
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __m512i c_v = _mm512_loadu_si512(&c[t1]);
        __m512i t3 = _mm512_mullo_epi64(b_v, c_v);
        __m512i a_v = _mm512_loadu_si512(t2);
        __m512i t4 = _mm512_add_epi64(t3, a_v);
        _mm512_storeu_si512(t2, t4);
        long t5 = (long)(int)(i_vec + 8L);
        unsigned long long *t6 = &a[t5];
        __m512i b_v_1 = _mm512_loadu_si512(&b[t5]);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t5]);
        __m512i t7 = _mm512_mullo_epi64(b_v_1, c_v_1);
        __m512i a_v_1 = _mm512_loadu_si512(t6);
        __m512i t8 = _mm512_add_epi64(t7, a_v_1);
        _mm512_storeu_si512(t6, t8);
        long t9 = (long)(int)(i_vec + 16L);
        unsigned long long *t10 = &a[t9];
        __m512i b_v_2 = _mm512_loadu_si512(&b[t9]);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t9]);
        __m512i t11 = _mm512_mullo_epi64(b_v_2, c_v_2);
        __m512i a_v_2 = _mm512_loadu_si512(t10);
        __m512i t12 = _mm512_add_epi64(t11, a_v_2);
        _mm512_storeu_si512(t10, t12);
        long t13 = (long)(int)(i_vec + 24L);
        unsigned long long *t14 = &a[t13];
        __m512i b_v_3 = _mm512_loadu_si512(&b[t13]);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t13]);
        __m512i t15 = _mm512_mullo_epi64(b_v_3, c_v_3);
        __m512i a_v_3 = _mm512_loadu_si512(t14);
        __m512i t16 = _mm512_add_epi64(t15, a_v_3);
        _mm512_storeu_si512(t14, t16);
        i_vec += 32L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 900000L));
    __m256i t2 = _mm256_set1_epi32(0);
    __m256i t3 = t2;
    __m256i i_v = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = t5;
    __m256i t7 = _mm256_sub_epi32(t6, _mm256_set1_epi32(1000));
    __m256i t8 = _mm256_min_epu32(t6, t7);
    __m256i t1 = t8;
    long i_vec = 0L;
    /* vcc: loop at mul_i64.c:20 vectorized: VF 8, UF 4, the remainder at 22:36 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i i_v_1 = i_v;
        long t9 = (long)(int)i_vec;
        __m512i t10 = _mm512_cvtepi32_epi64(i_v_1);
        __m512i t11 = _mm512_mullo_epi64(t10, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t9], t11);
        __m512i t12 = _mm512_cvtepi32_epi64(t1);
        __m512i t13 = _mm512_mullo_epi64(t12, _mm512_set1_epi64((long long)12345LL));
        __m512i t14 = _mm512_add_epi64(t13, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t9], t14);
        __m256i t15 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_2 = t15;
        long t16 = (long)(int)(i_vec + 8L);
        __m512i t17 = _mm512_cvtepi32_epi64(i_v_2);
        __m512i t18 = _mm512_mullo_epi64(t17, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t16], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(1000));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m512i t24 = _mm512_cvtepi32_epi64(t23);
        __m512i t25 = _mm512_mullo_epi64(t24, _mm512_set1_epi64((long long)12345LL));
        __m512i t26 = _mm512_add_epi64(t25, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t16], t26);
        __m256i t27 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_3 = t27;
        long t28 = (long)(int)(i_vec + 16L);
        __m512i t29 = _mm512_cvtepi32_epi64(i_v_3);
        __m512i t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t28], t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(1000));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        __m256i t35 = t34;
        __m512i t36 = _mm512_cvtepi32_epi64(t35);
        __m512i t37 = _mm512_mullo_epi64(t36, _mm512_set1_epi64((long long)12345LL));
        __m512i t38 = _mm512_add_epi64(t37, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t28], t38);
        __m256i t39 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_4 = t39;
        long t40 = (long)(int)(i_vec + 24L);
        __m512i t41 = _mm512_cvtepi32_epi64(i_v_4);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t40], t42);
        __m256i t43 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t44 = t43;
        __m256i t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32(1000));
        __m256i t46 = _mm256_min_epu32(t44, t45);
        __m256i t47 = t46;
        __m512i t48 = _mm512_cvtepi32_epi64(t47);
        __m512i t49 = _mm512_mullo_epi64(t48, _mm512_set1_epi64((long long)12345LL));
        __m512i t50 = _mm512_add_epi64(t49, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t40], t50);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t51 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t52 = t51;
        __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(1000));
        __m256i t54 = _mm256_min_epu32(t52, t53);
        t1 = t54;
    } while (i_vec < 2048L);
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("mul_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
