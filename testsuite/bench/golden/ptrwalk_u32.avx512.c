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

/* ptrwalk_u32: for (p = begin; p != end; p++) *p = *p * 3 + k (a pointer induction, no index).
   needs: pointer induction with a `!=` exit (trip count from end - begin), in-place update,
   runtime trip count, unsigned wraparound */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static unsigned v[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned *begin, unsigned *end, unsigned k)
{
    vcc_no_contract_body
    unsigned int *t17;
    unsigned int *t23;
    unsigned int *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m256i k_v = _mm256_set1_epi32((int)k);
        long t1 = 0L;
        /* vcc: loop at ptrwalk_u32.c:14 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            unsigned int *t5 = begin + t1;
            __m256i p_v = _mm256_loadu_si256((const __m256i *)t5);
            __m256i t6 = _mm256_mullo_epi32(p_v, _mm256_set1_epi32(3));
            __m256i t7 = _mm256_add_epi32(t6, k_v);
            _mm256_storeu_si256((__m256i *)t5, t7);
            unsigned int *t8 = begin + (t1 + 8L);
            __m256i p_v_1 = _mm256_loadu_si256((const __m256i *)t8);
            __m256i t9 = _mm256_mullo_epi32(p_v_1, _mm256_set1_epi32(3));
            __m256i t10 = _mm256_add_epi32(t9, k_v);
            _mm256_storeu_si256((__m256i *)t8, t10);
            unsigned int *t11 = begin + (t1 + 16L);
            __m256i p_v_2 = _mm256_loadu_si256((const __m256i *)t11);
            __m256i t12 = _mm256_mullo_epi32(p_v_2, _mm256_set1_epi32(3));
            __m256i t13 = _mm256_add_epi32(t12, k_v);
            _mm256_storeu_si256((__m256i *)t11, t13);
            unsigned int *t14 = begin + (t1 + 24L);
            __m256i p_v_3 = _mm256_loadu_si256((const __m256i *)t14);
            __m256i t15 = _mm256_mullo_epi32(p_v_3, _mm256_set1_epi32(3));
            __m256i t16 = _mm256_add_epi32(t15, k_v);
            _mm256_storeu_si256((__m256i *)t14, t16);
            t1 += 32L;
        } while (t1 < t4);
        t17 = begin + t4;
    } else {
        t17 = begin;
    }
    long t18 = ((long)end + (long)t17 * -1L) / 4L;
    if (t18 >= 8L) {
        long t19 = t18 & -8L;
        __m256i k_v_1 = _mm256_set1_epi32((int)k);
        long t2 = 0L;
        /* vcc: loop at ptrwalk_u32.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            unsigned int *t20 = t17 + t2;
            __m256i p_v_4 = _mm256_loadu_si256((const __m256i *)t20);
            __m256i t21 = _mm256_mullo_epi32(p_v_4, _mm256_set1_epi32(3));
            __m256i t22 = _mm256_add_epi32(t21, k_v_1);
            _mm256_storeu_si256((__m256i *)t20, t22);
            t2 += 8L;
        } while (t2 < t19);
        t23 = t17 + t19;
    } else {
        t23 = t17;
    }
    long t24 = ((long)end + (long)t23 * -1L) / 4L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i k_v_2 = _mm256_set1_epi32((int)k);
        unsigned int *t27 = t23 + 0;
        __m256i p_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), t27);
        __m256i t28 = _mm256_mullo_epi32(p_v_5, _mm256_set1_epi32(3));
        __m256i t29 = _mm256_add_epi32(t28, k_v_2);
        _mm256_mask_storeu_epi32(t27, _mm256_movepi32_mask(t26), t29);
        p = t23 + t24;
    } else {
        p = t23;
    }
    for (; p != end; p = p + 1) {
        *p = *p * 3U + k;
    }
}

static __typeof__(v) v __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at ptrwalk_u32.c:21 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[i_vec], t2);
        __m256i t3 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t4 = _mm256_mullo_epi32(t3, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[i_vec + 8L], t4);
        __m256i t5 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[i_vec + 16L], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(40503));
        _mm256_storeu_si256((__m256i *)&v[i_vec + 24L], t8);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(v, v + 4096, (unsigned int)r);
    }
    (_mm256_zeroupper(), bench_print("ptrwalk_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)v, 16384UL))));
    return 0;
}
