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
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i v_v = _mm512_abs_epi32(b_v);
        __m512i t1 = _mm512_min_epi32(hi_v, v_v);
        _mm512_storeu_si512(&a[i_vec], t1);
        long t2 = i_vec + 16L;
        __m512i b_v_1 = _mm512_loadu_si512(&b[t2]);
        __m512i v_v_1 = _mm512_abs_epi32(b_v_1);
        __m512i t3 = _mm512_min_epi32(hi_v, v_v_1);
        _mm512_storeu_si512(&a[t2], t3);
        long t4 = i_vec + 32L;
        __m512i b_v_2 = _mm512_loadu_si512(&b[t4]);
        __m512i v_v_2 = _mm512_abs_epi32(b_v_2);
        __m512i t5 = _mm512_min_epi32(hi_v, v_v_2);
        _mm512_storeu_si512(&a[t4], t5);
        long t6 = i_vec + 48L;
        __m512i b_v_3 = _mm512_loadu_si512(&b[t6]);
        __m512i v_v_3 = _mm512_abs_epi32(b_v_3);
        __m512i t7 = _mm512_min_epi32(hi_v, v_v_3);
        _mm512_storeu_si512(&a[t6], t7);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at abs_clamp_i32.c:23 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(-1640531535));
        __m512i t3 = (__m512i)((vcc_v16_uint)t2 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t4 = _mm512_sub_epi32(t3, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[i_vec], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(-1640531535));
        __m512i t7 = (__m512i)((vcc_v16_uint)t6 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t10 = _mm512_mullo_epi32(t9, _mm512_set1_epi32(-1640531535));
        __m512i t11 = (__m512i)((vcc_v16_uint)t10 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[i_vec + 32L], t12);
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(-1640531535));
        __m512i t15 = (__m512i)((vcc_v16_uint)t14 % (vcc_v16_uint)_mm512_set1_epi32(20001));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(10000));
        _mm512_storeu_si512(&b[i_vec + 48L], t16);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(5000 + (int)(r % 64L));
        int *t17 = &b[r % 4096L];
        *t17 = *t17 + 3;
    }
    (_mm256_zeroupper(), bench_print("abs_clamp_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
