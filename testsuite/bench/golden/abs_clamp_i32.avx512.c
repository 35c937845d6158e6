/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(int hi)
{
    vcc_no_contract_body
    __m256i hi_v = _mm256_set1_epi32((int)hi);
    long i_vec = 0L;
    /* vcc: loop at abs_clamp_i32.c:13 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i v_v = _mm256_abs_epi32(b_v);
        __m256i t1 = _mm256_min_epi32(hi_v, v_v);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t1);
        long t2 = i_vec + 8L;
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m256i v_v_1 = _mm256_abs_epi32(b_v_1);
        __m256i t3 = _mm256_min_epi32(hi_v, v_v_1);
        _mm256_storeu_si256((__m256i *)&a[t2], t3);
        long t4 = i_vec + 16L;
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i v_v_2 = _mm256_abs_epi32(b_v_2);
        __m256i t5 = _mm256_min_epi32(hi_v, v_v_2);
        _mm256_storeu_si256((__m256i *)&a[t4], t5);
        long t6 = i_vec + 24L;
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i v_v_3 = _mm256_abs_epi32(b_v_3);
        __m256i t7 = _mm256_min_epi32(hi_v, v_v_3);
        _mm256_storeu_si256((__m256i *)&a[t6], t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at abs_clamp_i32.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        __m256i t3 = (__m256i)((vcc_v8_uint)t2 % (vcc_v8_uint)_mm256_set1_epi32(20001));
        __m256i t4 = _mm256_sub_epi32(t3, _mm256_set1_epi32(10000));
        _mm256_storeu_si256((__m256i *)&b[i_vec], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(-1640531535));
        __m256i t7 = (__m256i)((vcc_v8_uint)t6 % (vcc_v8_uint)_mm256_set1_epi32(20001));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(10000));
        _mm256_storeu_si256((__m256i *)&b[i_vec + 8L], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(-1640531535));
        __m256i t11 = (__m256i)((vcc_v8_uint)t10 % (vcc_v8_uint)_mm256_set1_epi32(20001));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(10000));
        _mm256_storeu_si256((__m256i *)&b[i_vec + 16L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(-1640531535));
        __m256i t15 = (__m256i)((vcc_v8_uint)t14 % (vcc_v8_uint)_mm256_set1_epi32(20001));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(10000));
        _mm256_storeu_si256((__m256i *)&b[i_vec + 24L], t16);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(5000 + (int)(r % 64L));
        int *t17 = &b[r % 4096L];
        *t17 = *t17 + 3;
    }
    (_mm256_zeroupper(), bench_print("abs_clamp_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)a, 16384UL))));
    return 0;
}
