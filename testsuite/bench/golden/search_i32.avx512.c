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

/* search_i32: the index of the first a[i] == key, or -1 (a loop with an early exit).
   needs: early exit (vector compare, any-lane test, first set lane), consecutive i32 loads */
#include "bench.h"
#ifndef REPS
#define REPS 200000
#endif
#define N 4096

static int a[N];

static __typeof__(a) a __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) int kernel(int key)
{
    vcc_no_contract_body
    long t8;
    __m256i key_v = _mm256_set1_epi32((int)key);
    long i_vec = 0L;
    /* vcc: loop at search_i32.c:13 vectorized: VF 8, UF 4, early exit, scalar epilogue */
    for (;;) {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[(int)i_vec]);
        __m256i t1 = _mm256_cmpeq_epi32(a_v, key_v);
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[(int)(i_vec + 8L)]);
        __m256i t2 = _mm256_cmpeq_epi32(a_v_1, key_v);
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[(int)(i_vec + 16L)]);
        __m256i t3 = _mm256_cmpeq_epi32(a_v_2, key_v);
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[(int)(i_vec + 24L)]);
        __m256i t4 = _mm256_cmpeq_epi32(a_v_3, key_v);
        __m256i t5 = _mm256_or_si256(t1, t2);
        __m256i t6 = _mm256_or_si256(t5, t3);
        __m256i t7 = _mm256_or_si256(t6, t4);
        if ((_mm256_movemask_epi8(t7) != 0)) {
            t8 = i_vec;
            break;
        }
        i_vec += 32L;
        if (i_vec >= 4096L) {
            t8 = 4096L;
            break;
        }
    }
    for (int i = (int)t8; i < 4096; i++) {
        if (a[i] == key) {
            return i;
        }
    }
    return -1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 200000L));
    total = 0L;
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at search_i32.c:23 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t2);
        __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t8);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        long t9 = total;
        total = t9 + (long)kernel(3 * (4095 - (int)(r % 512L)) + ((r % 5L) == 0L));
    }
    (_mm256_zeroupper(), bench_print("search_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 8UL))));
    return 0;
}
