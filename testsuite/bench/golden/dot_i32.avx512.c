/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* dot_i32: s += a[i] * b[i] over int arrays, wrapping in unsigned arithmetic (int dot product).
   needs: consecutive i32 loads, integer add reduction, i32 multiply */
#include "bench.h"
#ifndef REPS
#define REPS 800000
#endif
#define N 4096

static unsigned a[N], b[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) unsigned kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
    vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
    vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
    vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
    /* vcc: loop at dot_i32.c:14 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i t1 = _mm256_mullo_epi32(a_v, b_v);
        s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, t1);
        long t2 = i_vec + 8L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t2]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t2]);
        __m256i t3 = _mm256_mullo_epi32(a_v_1, b_v_1);
        s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, t3);
        long t4 = i_vec + 16L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t4]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t4]);
        __m256i t5 = _mm256_mullo_epi32(a_v_2, b_v_2);
        s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, t5);
        long t6 = i_vec + 24L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t6]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i t7 = _mm256_mullo_epi32(a_v_3, b_v_3);
        s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, t7);
        i_vec += 32L;
    } while (i_vec < 4096L);
    __m256i t8 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
    __m256i t9 = _mm256_add_epi32(t8, (__m256i)s_v_2);
    __m256i t10 = _mm256_add_epi32(t9, (__m256i)s_v_3);
    unsigned int t11 = vcc_avx2_sum_epi32(t10);
    return t11;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    unsigned int total;
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 800000L));
    total = 0U;
    __m256i t2 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t2, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(1000));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at dot_i32.c:23 vectorized: VF 8, UF 4, the remainder at 25:26 by 1000 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        __m256i t6 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[i_vec], t7);
        long t8 = i_vec + 8L;
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = _mm256_mullo_epi32(t9, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t8], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(1000));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = _mm256_add_epi32(t13, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t8], t14);
        long t15 = i_vec + 16L;
        __m256i t16 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t15], t17);
        __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(1000));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = _mm256_add_epi32(t20, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t15], t21);
        long t22 = i_vec + 24L;
        __m256i t23 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t24 = _mm256_mullo_epi32(t23, _mm256_set1_epi32(-1640531535));
        _mm256_storeu_si256((__m256i *)&a[t22], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(1000));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = _mm256_add_epi32(t27, _mm256_set1_epi32(3));
        _mm256_storeu_si256((__m256i *)&b[t22], t28);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
        __m256i t29 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(32));
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(1000));
        t1 = (vcc_v8_int)_mm256_min_epu32(t29, t30);
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        unsigned int t31 = total;
        total = t31 * 31U + kernel();
        unsigned int *t32 = &a[r % 4096L];
        *t32 = *t32 + 1U;
    }
    (_mm256_zeroupper(), bench_print("dot_i32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)&total, 4UL))));
    return 0;
}
