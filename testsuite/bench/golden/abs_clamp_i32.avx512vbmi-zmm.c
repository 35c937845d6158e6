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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* abs_clamp_i32: a[i] = min(|b[i]|, hi) with ternaries (abs, clamp).
   needs: if-conversion of ternaries (compare, select), negation, consecutive i32 loads/stores */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static int a[N], b[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(int hi)
{
    vcc_no_contract_body
    __m512i hi_v = _mm512_set1_epi32((int)hi);
    long i_vec = 0L;
    /* vcc: loop at abs_clamp_i32.c:13 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        long t1 = (long)(int)i_vec;
        __m512i b_v = _mm512_loadu_si512(&b[t1]);
        __m512i v_v = _mm512_abs_epi32(b_v);
        __m512i t2 = _mm512_min_epi32(hi_v, v_v);
        _mm512_storeu_si512(&a[t1], t2);
        long t3 = (long)(int)(i_vec + 16L);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t3]);
        __m512i v_v_1 = _mm512_abs_epi32(b_v_1);
        __m512i t4 = _mm512_min_epi32(hi_v, v_v_1);
        _mm512_storeu_si512(&a[t3], t4);
        long t5 = (long)(int)(i_vec + 32L);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t5]);
        __m512i v_v_2 = _mm512_abs_epi32(b_v_2);
        __m512i t6 = _mm512_min_epi32(hi_v, v_v_2);
        _mm512_storeu_si512(&a[t5], t6);
        long t7 = (long)(int)(i_vec + 48L);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t7]);
        __m512i v_v_3 = _mm512_abs_epi32(b_v_3);
        __m512i t8 = _mm512_min_epi32(hi_v, v_v_3);
        _mm512_storeu_si512(&a[t7], t8);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t1 = _mm512_set1_epi32(0);
    __m512i t2 = t1;
    __m512i i_v = _mm512_add_epi32(t2, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at abs_clamp_i32.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i i_v_1 = i_v;
        __m512i t3 = i_v_1;
        __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(-1640531535));
        __m512i t5 = (__m512i)((vcc_v16_uint)t4 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t6 = t5;
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)i_vec], t7);
        __m512i t8 = _mm512_add_epi32(i_v, _mm512_set1_epi32(16));
        __m512i i_v_2 = t8;
        __m512i t9 = i_v_2;
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(-1640531535));
        __m512i t11 = (__m512i)((vcc_v16_uint)t10 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(i_vec + 16L)], t13);
        __m512i t14 = _mm512_add_epi32(i_v, _mm512_set1_epi32(32));
        __m512i i_v_3 = t14;
        __m512i t15 = i_v_3;
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(-1640531535));
        __m512i t17 = (__m512i)((vcc_v16_uint)t16 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(i_vec + 32L)], t19);
        __m512i t20 = _mm512_add_epi32(i_v, _mm512_set1_epi32(48));
        __m512i i_v_4 = t20;
        __m512i t21 = i_v_4;
        __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(-1640531535));
        __m512i t23 = (__m512i)((vcc_v16_uint)t22 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[(int)(i_vec + 48L)], t25);
        i_vec += 64L;
        i_v = _mm512_add_epi32(i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(5000 + (int)(r % 64L));
        int *t26 = &b[r % 4096L];
        *t26 = *t26 + 3;
    }
    (_mm256_zeroupper(), bench_print("abs_clamp_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
