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
        long t1 = (long)(int)i_vec;
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[t1]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[t1]);
        __m512i t2 = _mm512_cvtepi16_epi32(a_v);
        __m512i t3 = _mm512_cvtepi16_epi32(b_v);
        __m512i t4 = _mm512_mullo_epi32(t2, t3);
        _mm512_storeu_si512(&c[t1], t4);
        long t5 = (long)(int)(i_vec + 16L);
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t5]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t5]);
        __m512i t6 = _mm512_cvtepi16_epi32(a_v_1);
        __m512i t7 = _mm512_cvtepi16_epi32(b_v_1);
        __m512i t8 = _mm512_mullo_epi32(t6, t7);
        _mm512_storeu_si512(&c[t5], t8);
        long t9 = (long)(int)(i_vec + 32L);
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t9]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t9]);
        __m512i t10 = _mm512_cvtepi16_epi32(a_v_2);
        __m512i t11 = _mm512_cvtepi16_epi32(b_v_2);
        __m512i t12 = _mm512_mullo_epi32(t10, t11);
        _mm512_storeu_si512(&c[t9], t12);
        long t13 = (long)(int)(i_vec + 48L);
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t13]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t13]);
        __m512i t14 = _mm512_cvtepi16_epi32(a_v_3);
        __m512i t15 = _mm512_cvtepi16_epi32(b_v_3);
        __m512i t16 = _mm512_mullo_epi32(t14, t15);
        _mm512_storeu_si512(&c[t13], t16);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at widen_i16.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        long t3 = (long)(int)i_vec;
        __m512i t4 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(97));
        __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(20000));
        __m256i t6 = _mm512_cvtepi32_epi16(t5);
        _mm256_storeu_si256((__m256i *)&a[t3], t6);
        __m512i t7 = _mm512_mullo_epi32(i_v_1, _mm512_set1_epi32(31));
        __m512i t8 = _mm512_add_epi32(t7, _mm512_set1_epi32(7));
        __m256i t9 = _mm512_cvtepi32_epi16(t8);
        _mm256_storeu_si256((__m256i *)&b[t3], t9);
        __m512i t10 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t10;
        long t11 = (long)(int)(i_vec + 16L);
        __m512i t12 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(97));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(20000));
        __m256i t14 = _mm512_cvtepi32_epi16(t13);
        _mm256_storeu_si256((__m256i *)&a[t11], t14);
        __m512i t15 = _mm512_mullo_epi32(i_v_2, _mm512_set1_epi32(31));
        __m512i t16 = _mm512_add_epi32(t15, _mm512_set1_epi32(7));
        __m256i t17 = _mm512_cvtepi32_epi16(t16);
        _mm256_storeu_si256((__m256i *)&b[t11], t17);
        __m512i t18 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t18;
        long t19 = (long)(int)(i_vec + 32L);
        __m512i t20 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(97));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(20000));
        __m256i t22 = _mm512_cvtepi32_epi16(t21);
        _mm256_storeu_si256((__m256i *)&a[t19], t22);
        __m512i t23 = _mm512_mullo_epi32(i_v_3, _mm512_set1_epi32(31));
        __m512i t24 = _mm512_add_epi32(t23, _mm512_set1_epi32(7));
        __m256i t25 = _mm512_cvtepi32_epi16(t24);
        _mm256_storeu_si256((__m256i *)&b[t19], t25);
        __m512i t26 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t26;
        long t27 = (long)(int)(i_vec + 48L);
        __m512i t28 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(97));
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(20000));
        __m256i t30 = _mm512_cvtepi32_epi16(t29);
        _mm256_storeu_si256((__m256i *)&a[t27], t30);
        __m512i t31 = _mm512_mullo_epi32(i_v_4, _mm512_set1_epi32(31));
        __m512i t32 = _mm512_add_epi32(t31, _mm512_set1_epi32(7));
        __m256i t33 = _mm512_cvtepi32_epi16(t32);
        _mm256_storeu_si256((__m256i *)&b[t27], t33);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        short *t34 = &a[r % 4096L];
        *t34 = (short)((int)*t34 + c[r * 3L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("widen_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
