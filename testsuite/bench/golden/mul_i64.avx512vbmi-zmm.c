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
    long t1;
    long t2;
    long t3;
    unsigned long long *t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    long t10;
    unsigned long long *t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    long t17;
    unsigned long long *t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    long t24;
    unsigned long long *t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    int i;
    long t31;
    unsigned long long *t32;
    if (2048L >= 32L) {
        t2 = 2048L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = &a[t3];
            t5 = _mm512_loadu_si512(&b[t3]);
            t6 = _mm512_loadu_si512(&c[t3]);
            t7 = _mm512_mullo_epi64(t5, t6);
            t8 = _mm512_loadu_si512(t4);
            t9 = _mm512_add_epi64(t7, t8);
            _mm512_storeu_si512(t4, t9);
            t10 = (long)(int)((long)0 + (t1 + 8L));
            t11 = &a[t10];
            t12 = _mm512_loadu_si512(&b[t10]);
            t13 = _mm512_loadu_si512(&c[t10]);
            t14 = _mm512_mullo_epi64(t12, t13);
            t15 = _mm512_loadu_si512(t11);
            t16 = _mm512_add_epi64(t14, t15);
            _mm512_storeu_si512(t11, t16);
            t17 = (long)(int)((long)0 + (t1 + 16L));
            t18 = &a[t17];
            t19 = _mm512_loadu_si512(&b[t17]);
            t20 = _mm512_loadu_si512(&c[t17]);
            t21 = _mm512_mullo_epi64(t19, t20);
            t22 = _mm512_loadu_si512(t18);
            t23 = _mm512_add_epi64(t21, t22);
            _mm512_storeu_si512(t18, t23);
            t24 = (long)(int)((long)0 + (t1 + 24L));
            t25 = &a[t24];
            t26 = _mm512_loadu_si512(&b[t24]);
            t27 = _mm512_loadu_si512(&c[t24]);
            t28 = _mm512_mullo_epi64(t26, t27);
            t29 = _mm512_loadu_si512(t25);
            t30 = _mm512_add_epi64(t28, t29);
            _mm512_storeu_si512(t25, t30);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t31 = (long)i;
        t32 = &a[t31];
        *t32 = b[t31] * c[t31] + *t32;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    __m256i t2;
    long t3;
    long reps;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m512i t35;
    __m512i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m256i t45;
    __m256i t46;
    long t47;
    __m512i t48;
    __m512i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    int i;
    long t62;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 900000L));
    if ((2048L >= 32L) & (0 >= 0)) {
        t4 = 2048L & -32L;
        t5 = _mm256_set1_epi32((int)0);
        t6 = t5;
        t1 = _mm256_add_epi32(t6, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t7 = _mm256_set1_epi32((int)(0 % 1000));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)1000));
        t11 = _mm256_min_epu32(t9, t10);
        t2 = t11;
        t3 = 0L;
        do {
            t12 = t1;
            t13 = (long)(int)((long)0 + t3);
            t14 = _mm512_cvtepi32_epi64(t12);
            t15 = _mm512_mullo_epi64(t14, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t13], t15);
            t16 = _mm512_cvtepi32_epi64(t2);
            t17 = _mm512_mullo_epi64(t16, _mm512_set1_epi64((long long)12345LL));
            t18 = _mm512_add_epi64(t17, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t13], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t20 = t19;
            t21 = (long)(int)((long)0 + (t3 + 8L));
            t22 = _mm512_cvtepi32_epi64(t20);
            t23 = _mm512_mullo_epi64(t22, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t21], t23);
            t24 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)8));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)1000));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            t29 = _mm512_cvtepi32_epi64(t28);
            t30 = _mm512_mullo_epi64(t29, _mm512_set1_epi64((long long)12345LL));
            t31 = _mm512_add_epi64(t30, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t21], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t3 + 16L));
            t35 = _mm512_cvtepi32_epi64(t33);
            t36 = _mm512_mullo_epi64(t35, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t34], t36);
            t37 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)16));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)1000));
            t40 = _mm256_min_epu32(t38, t39);
            t41 = t40;
            t42 = _mm512_cvtepi32_epi64(t41);
            t43 = _mm512_mullo_epi64(t42, _mm512_set1_epi64((long long)12345LL));
            t44 = _mm512_add_epi64(t43, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t34], t44);
            t45 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t46 = t45;
            t47 = (long)(int)((long)0 + (t3 + 24L));
            t48 = _mm512_cvtepi32_epi64(t46);
            t49 = _mm512_mullo_epi64(t48, _mm512_set1_epi64((long long)-7046029254386353131LL));
            _mm512_storeu_si512(&b[t47], t49);
            t50 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)24));
            t51 = t50;
            t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)1000));
            t53 = _mm256_min_epu32(t51, t52);
            t54 = t53;
            t55 = _mm512_cvtepi32_epi64(t54);
            t56 = _mm512_mullo_epi64(t55, _mm512_set1_epi64((long long)12345LL));
            t57 = _mm512_add_epi64(t56, _mm512_set1_epi64((long long)1LL));
            _mm512_storeu_si512(&c[t47], t57);
            t3 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
            t58 = _mm256_add_epi32(t2, _mm256_set1_epi32((int)32));
            t59 = t58;
            t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)1000));
            t61 = _mm256_min_epu32(t59, t60);
            t2 = t61;
        } while (t3 < t4);
        i = (int)((long)0 + t4);
    } else {
        i = 0;
    }
    for (; i < 2048; i++) {
        t62 = (long)i;
        b[t62] = (unsigned long long)i * 11400714819323198485ULL;
        c[t62] = (unsigned long long)(i % 1000) * 12345ULL + 1ULL;
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
    }
    (_mm256_zeroupper(), bench_print("mul_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
