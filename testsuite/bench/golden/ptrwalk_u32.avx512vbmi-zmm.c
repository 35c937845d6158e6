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

/* ptrwalk_u32: for (p = begin; p != end; p++) *p = *p * 3 + k (a pointer induction, no index).
   needs: pointer induction with a `!=` exit (trip count from end - begin), in-place update,
   runtime trip count, unsigned wraparound */
#include "bench.h"
#ifndef REPS
#define REPS 600000
#endif
#define N 4096

static unsigned v[N];

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(unsigned *begin, unsigned *end, unsigned k)
{
    vcc_no_contract_body
    unsigned int *t11;
    unsigned int *t17;
    unsigned int *p;
    long t3 = ((long)begin * -1L + (long)end) / 4L;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long t1 = 0L;
        /* vcc: loop at ptrwalk_u32.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            unsigned int *t5 = begin + t1;
            __m512i p_v = _mm512_loadu_si512(t5);
            __m512i t6 = _mm512_mullo_epi32(p_v, _mm512_set1_epi32(3));
            __m512i t7 = _mm512_add_epi32(t6, k_v);
            _mm512_storeu_si512(t5, t7);
            unsigned int *t8 = begin + (t1 + 16L);
            __m512i p_v_1 = _mm512_loadu_si512(t8);
            __m512i t9 = _mm512_mullo_epi32(p_v_1, _mm512_set1_epi32(3));
            __m512i t10 = _mm512_add_epi32(t9, k_v);
            _mm512_storeu_si512(t8, t10);
            t1 += 32L;
        } while (t1 < t4);
        t11 = begin + t4;
    } else {
        t11 = begin;
    }
    long t12 = ((long)end + (long)t11 * -1L) / 4L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long t2 = 0L;
        /* vcc: loop at ptrwalk_u32.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            unsigned int *t14 = t11 + t2;
            __m512i p_v_2 = _mm512_loadu_si512(t14);
            __m512i t15 = _mm512_mullo_epi32(p_v_2, _mm512_set1_epi32(3));
            __m512i t16 = _mm512_add_epi32(t15, k_v_1);
            _mm512_storeu_si512(t14, t16);
            t2 += 16L;
        } while (t2 < t13);
        t17 = t11 + t13;
    } else {
        t17 = t11;
    }
    long t18 = ((long)end + (long)t17 * -1L) / 4L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        __m512i k_v_2 = _mm512_set1_epi32((int)k);
        unsigned int *t21 = t17 + 0;
        __m512i p_v_3 = _mm512_maskz_loadu_epi32(t20, t21);
        __m512i t22 = _mm512_mullo_epi32(p_v_3, _mm512_set1_epi32(3));
        __m512i t23 = _mm512_add_epi32(t22, k_v_2);
        _mm512_mask_storeu_epi32(t21, t20, t23);
        p = t17 + t18;
    } else {
        p = t17;
    }
    for (; p != end; p = p + 1) {
        *p = *p * 3U + k;
    }
}

static __typeof__(v) v __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 600000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at ptrwalk_u32.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[i_vec], t2);
        __m512i t3 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t4 = _mm512_mullo_epi32(t3, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[i_vec + 16L], t4);
        __m512i t5 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[i_vec + 32L], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(40503));
        _mm512_storeu_si512(&v[i_vec + 48L], t8);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel(v, v + 4096, (unsigned int)r);
    }
    (_mm256_zeroupper(), bench_print("ptrwalk_u32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)v, 16384UL))));
    return 0;
}
