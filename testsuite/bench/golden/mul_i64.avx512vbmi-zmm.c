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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        unsigned long long *t3 = &a[t2];
        __m512i t4 = _mm512_loadu_si512(&b[t2]);
        __m512i t5 = _mm512_loadu_si512(&c[t2]);
        __m512i t6 = _mm512_mullo_epi64(t4, t5);
        __m512i t7 = _mm512_loadu_si512(t3);
        __m512i t8 = _mm512_add_epi64(t6, t7);
        _mm512_storeu_si512(t3, t8);
        long t9 = (long)(int)(t1 + 8L);
        unsigned long long *t10 = &a[t9];
        __m512i t11 = _mm512_loadu_si512(&b[t9]);
        __m512i t12 = _mm512_loadu_si512(&c[t9]);
        __m512i t13 = _mm512_mullo_epi64(t11, t12);
        __m512i t14 = _mm512_loadu_si512(t10);
        __m512i t15 = _mm512_add_epi64(t13, t14);
        _mm512_storeu_si512(t10, t15);
        long t16 = (long)(int)(t1 + 16L);
        unsigned long long *t17 = &a[t16];
        __m512i t18 = _mm512_loadu_si512(&b[t16]);
        __m512i t19 = _mm512_loadu_si512(&c[t16]);
        __m512i t20 = _mm512_mullo_epi64(t18, t19);
        __m512i t21 = _mm512_loadu_si512(t17);
        __m512i t22 = _mm512_add_epi64(t20, t21);
        _mm512_storeu_si512(t17, t22);
        long t23 = (long)(int)(t1 + 24L);
        unsigned long long *t24 = &a[t23];
        __m512i t25 = _mm512_loadu_si512(&b[t23]);
        __m512i t26 = _mm512_loadu_si512(&c[t23]);
        __m512i t27 = _mm512_mullo_epi64(t25, t26);
        __m512i t28 = _mm512_loadu_si512(t24);
        __m512i t29 = _mm512_add_epi64(t27, t28);
        _mm512_storeu_si512(t24, t29);
        t1 += 32L;
    } while (t1 < 2048L);
    for (int i = 2048; i < 2048; i++) {
        long t30 = (long)i;
        unsigned long long *t31 = &a[t30];
        *t31 = b[t30] * c[t30] + *t31;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 900000L));
    __m256i t4 = _mm256_set1_epi32(0);
    __m256i t5 = t4;
    __m256i t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t6 = _mm256_set1_epi32(0);
    __m256i t7 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t8 = t7;
    __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(1000));
    __m256i t10 = _mm256_min_epu32(t8, t9);
    __m256i t2 = t10;
    long t3 = 0L;
    do {
        __m256i t11 = t1;
        long t12 = (long)(int)t3;
        __m512i t13 = _mm512_cvtepi32_epi64(t11);
        __m512i t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t12], t14);
        __m512i t15 = _mm512_cvtepi32_epi64(t2);
        __m512i t16 = _mm512_mullo_epi64(t15, _mm512_set1_epi64((long long)12345LL));
        __m512i t17 = _mm512_add_epi64(t16, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t12], t17);
        __m256i t18 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t19 = t18;
        long t20 = (long)(int)(t3 + 8L);
        __m512i t21 = _mm512_cvtepi32_epi64(t19);
        __m512i t22 = _mm512_mullo_epi64(t21, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t20], t22);
        __m256i t23 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(1000));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m512i t28 = _mm512_cvtepi32_epi64(t27);
        __m512i t29 = _mm512_mullo_epi64(t28, _mm512_set1_epi64((long long)12345LL));
        __m512i t30 = _mm512_add_epi64(t29, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t20], t30);
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t32 = t31;
        long t33 = (long)(int)(t3 + 16L);
        __m512i t34 = _mm512_cvtepi32_epi64(t32);
        __m512i t35 = _mm512_mullo_epi64(t34, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t33], t35);
        __m256i t36 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t37 = t36;
        __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(1000));
        __m256i t39 = _mm256_min_epu32(t37, t38);
        __m256i t40 = t39;
        __m512i t41 = _mm512_cvtepi32_epi64(t40);
        __m512i t42 = _mm512_mullo_epi64(t41, _mm512_set1_epi64((long long)12345LL));
        __m512i t43 = _mm512_add_epi64(t42, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t33], t43);
        __m256i t44 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t45 = t44;
        long t46 = (long)(int)(t3 + 24L);
        __m512i t47 = _mm512_cvtepi32_epi64(t45);
        __m512i t48 = _mm512_mullo_epi64(t47, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t46], t48);
        __m256i t49 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(1000));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m512i t54 = _mm512_cvtepi32_epi64(t53);
        __m512i t55 = _mm512_mullo_epi64(t54, _mm512_set1_epi64((long long)12345LL));
        __m512i t56 = _mm512_add_epi64(t55, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t46], t56);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t57 = _mm256_add_epi32(t2, _mm256_set1_epi32(32));
        __m256i t58 = t57;
        __m256i t59 = _mm256_sub_epi32(t58, _mm256_set1_epi32(1000));
        __m256i t60 = _mm256_min_epu32(t58, t59);
        t2 = t60;
    } while (t3 < 2048L);
    for (int i = 2048; i < 2048; i++) {
        long t61 = (long)i;
        b[t61] = (unsigned long long)i * 11400714819323198485ULL;
        c[t61] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("mul_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
