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
    long i_vec = 0L;
    /* vcc: loop at mul_i64.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        unsigned long long *t1 = &a[i_vec];
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i c_v = _mm512_loadu_si512(&c[i_vec]);
        __m512i t2 = _mm512_mullo_epi64(b_v, c_v);
        __m512i a_v = _mm512_loadu_si512(t1);
        __m512i t3 = _mm512_add_epi64(t2, a_v);
        _mm512_storeu_si512(t1, t3);
        long t4 = i_vec + 8L;
        unsigned long long *t5 = &a[t4];
        __m512i b_v_1 = _mm512_loadu_si512(&b[t4]);
        __m512i c_v_1 = _mm512_loadu_si512(&c[t4]);
        __m512i t6 = _mm512_mullo_epi64(b_v_1, c_v_1);
        __m512i a_v_1 = _mm512_loadu_si512(t5);
        __m512i t7 = _mm512_add_epi64(t6, a_v_1);
        _mm512_storeu_si512(t5, t7);
        long t8 = i_vec + 16L;
        unsigned long long *t9 = &a[t8];
        __m512i b_v_2 = _mm512_loadu_si512(&b[t8]);
        __m512i c_v_2 = _mm512_loadu_si512(&c[t8]);
        __m512i t10 = _mm512_mullo_epi64(b_v_2, c_v_2);
        __m512i a_v_2 = _mm512_loadu_si512(t9);
        __m512i t11 = _mm512_add_epi64(t10, a_v_2);
        _mm512_storeu_si512(t9, t11);
        long t12 = i_vec + 24L;
        unsigned long long *t13 = &a[t12];
        __m512i b_v_3 = _mm512_loadu_si512(&b[t12]);
        __m512i c_v_3 = _mm512_loadu_si512(&c[t12]);
        __m512i t14 = _mm512_mullo_epi64(b_v_3, c_v_3);
        __m512i a_v_3 = _mm512_loadu_si512(t13);
        __m512i t15 = _mm512_add_epi64(t14, a_v_3);
        _mm512_storeu_si512(t13, t15);
        i_vec += 32L;
    } while (i_vec < 2048L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 900000L));
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(1000));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at mul_i64.c:20 vectorized: VF 8, UF 4, the remainder at 22:36 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m512i t6 = _mm512_cvtepi32_epi64((__m256i)i_v);
        __m512i t7 = _mm512_mullo_epi64(t6, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[i_vec], t7);
        __m512i t8 = _mm512_cvtepi32_epi64((__m256i)t1);
        __m512i t9 = _mm512_mul_epi32(t8, _mm512_set1_epi64((long long)12345LL));
        __m512i t10 = _mm512_add_epi64(t9, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[i_vec], t10);
        long t11 = i_vec + 8L;
        __m256i t12 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m512i t13 = _mm512_cvtepi32_epi64(t12);
        __m512i t14 = _mm512_mullo_epi64(t13, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t11], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1000));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m512i t18 = _mm512_cvtepi32_epi64(t17);
        __m512i t19 = _mm512_mul_epi32(t18, _mm512_set1_epi64((long long)12345LL));
        __m512i t20 = _mm512_add_epi64(t19, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t11], t20);
        long t21 = i_vec + 16L;
        __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m512i t23 = _mm512_cvtepi32_epi64(t22);
        __m512i t24 = _mm512_mullo_epi64(t23, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t21], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(1000));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m512i t28 = _mm512_cvtepi32_epi64(t27);
        __m512i t29 = _mm512_mul_epi32(t28, _mm512_set1_epi64((long long)12345LL));
        __m512i t30 = _mm512_add_epi64(t29, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t21], t30);
        long t31 = i_vec + 24L;
        __m256i t32 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m512i t33 = _mm512_cvtepi32_epi64(t32);
        __m512i t34 = _mm512_mullo_epi64(t33, _mm512_set1_epi64((long long)-7046029254386353131LL));
        _mm512_storeu_si512(&b[t31], t34);
        __m256i t35 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(1000));
        __m256i t37 = _mm256_min_epu32(t35, t36);
        __m512i t38 = _mm512_cvtepi32_epi64(t37);
        __m512i t39 = _mm512_mul_epi32(t38, _mm512_set1_epi64((long long)12345LL));
        __m512i t40 = _mm512_add_epi64(t39, _mm512_set1_epi64((long long)1LL));
        _mm512_storeu_si512(&c[t31], t40);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t41 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(1000));
        t1 = (vcc_v8_int)_mm256_min_epu32(t41, t42);
    } while (i_vec < 2048L);
    for (long r = 0L; r < reps; r++) {
        kernel();
    }
    (_mm256_zeroupper(), bench_print("mul_i64", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
