/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* widen_i16: c[i] = a[i] * b[i] with short inputs and int results (short*short -> int).
   needs: int16 loads, widening conversion to i32, i32 multiply, i32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static short a[N], b[N];
static int c[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(c) c __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at widen_i16.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m512i t1 = _mm512_cvtepi16_epi32(a_v);
        __m512i t2 = _mm512_cvtepi16_epi32(b_v);
        __m512i t3 = _mm512_mullo_epi32(t1, t2);
        _mm512_storeu_si512(&c[i_vec], t3);
        long t4 = i_vec + 16L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m512i t5 = _mm512_cvtepi16_epi32(a_v_1);
        __m512i t6 = _mm512_cvtepi16_epi32(b_v_1);
        __m512i t7 = _mm512_mullo_epi32(t5, t6);
        _mm512_storeu_si512(&c[t4], t7);
        long t8 = i_vec + 32L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t8]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t8]);
        __m512i t9 = _mm512_cvtepi16_epi32(a_v_2);
        __m512i t10 = _mm512_cvtepi16_epi32(b_v_2);
        __m512i t11 = _mm512_mullo_epi32(t9, t10);
        _mm512_storeu_si512(&c[t8], t11);
        long t12 = i_vec + 48L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t12]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t12]);
        __m512i t13 = _mm512_cvtepi16_epi32(a_v_3);
        __m512i t14 = _mm512_cvtepi16_epi32(b_v_3);
        __m512i t15 = _mm512_mullo_epi32(t13, t14);
        _mm512_storeu_si512(&c[t12], t15);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at widen_i16.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(97));
        __m512i t3 = _mm512_sub_epi32(t2, _mm512_set1_epi32(20000));
        __m256i t4 = _mm512_cvtepi32_epi16(t3);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t4);
        __m512i t5 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(31));
        __m512i t6 = _mm512_add_epi32(t5, _mm512_set1_epi32(7));
        __m256i t7 = _mm512_cvtepi32_epi16(t6);
        _mm256_storeu_si256((__m256i *)&b[i_vec], t7);
        long t8 = i_vec + 16L;
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(97));
        __m512i t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32(20000));
        __m256i t12 = _mm512_cvtepi32_epi16(t11);
        _mm256_storeu_si256((__m256i *)&a[t8], t12);
        __m512i t13 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(31));
        __m512i t14 = _mm512_add_epi32(t13, _mm512_set1_epi32(7));
        __m256i t15 = _mm512_cvtepi32_epi16(t14);
        _mm256_storeu_si256((__m256i *)&b[t8], t15);
        long t16 = i_vec + 32L;
        __m512i t17 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(97));
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(20000));
        __m256i t20 = _mm512_cvtepi32_epi16(t19);
        _mm256_storeu_si256((__m256i *)&a[t16], t20);
        __m512i t21 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(31));
        __m512i t22 = _mm512_add_epi32(t21, _mm512_set1_epi32(7));
        __m256i t23 = _mm512_cvtepi32_epi16(t22);
        _mm256_storeu_si256((__m256i *)&b[t16], t23);
        long t24 = i_vec + 48L;
        __m512i t25 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t26 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(97));
        __m512i t27 = _mm512_sub_epi32(t26, _mm512_set1_epi32(20000));
        __m256i t28 = _mm512_cvtepi32_epi16(t27);
        _mm256_storeu_si256((__m256i *)&a[t24], t28);
        __m512i t29 = _mm512_mullo_epi32(t25, _mm512_set1_epi32(31));
        __m512i t30 = _mm512_add_epi32(t29, _mm512_set1_epi32(7));
        __m256i t31 = _mm512_cvtepi32_epi16(t30);
        _mm256_storeu_si256((__m256i *)&b[t24], t31);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        short *t32 = &a[r % 4096L];
        *t32 = (short)((int)*t32 + c[r * 3L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("widen_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
