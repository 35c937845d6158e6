/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)

/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(unsigned char key)
{
    vcc_no_contract_body
    __m256i key_v = _mm256_set1_epi8((char)key);
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:13 vectorized: VF 32, UF 4, scalar epilogue */
    do {
        __m256i a_v = _mm256_loadu_si256((const __m256i *)&a[i_vec]);
        __m256i b_v = _mm256_loadu_si256((const __m256i *)&b[i_vec]);
        __m256i t1 = _mm256_avg_epu8(a_v, b_v);
        __m256i t2 = _mm256_xor_si256(t1, key_v);
        _mm256_storeu_si256((__m256i *)&out[i_vec], t2);
        long t3 = i_vec + 32L;
        __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)&a[t3]);
        __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)&b[t3]);
        __m256i t4 = _mm256_avg_epu8(a_v_1, b_v_1);
        __m256i t5 = _mm256_xor_si256(t4, key_v);
        _mm256_storeu_si256((__m256i *)&out[t3], t5);
        long t6 = i_vec + 64L;
        __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)&a[t6]);
        __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)&b[t6]);
        __m256i t7 = _mm256_avg_epu8(a_v_2, b_v_2);
        __m256i t8 = _mm256_xor_si256(t7, key_v);
        _mm256_storeu_si256((__m256i *)&out[t6], t8);
        long t9 = i_vec + 96L;
        __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)&a[t9]);
        __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)&b[t9]);
        __m256i t10 = _mm256_avg_epu8(a_v_3, b_v_3);
        __m256i t11 = _mm256_xor_si256(t10, key_v);
        _mm256_storeu_si256((__m256i *)&out[t9], t11);
        i_vec += 128L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:20 vectorized: VF 8, UF 4, scalar epilogue */
    do {
        __m256i t2 = _mm256_mullo_epi32((__m256i)i_v, _mm256_set1_epi32(29));
        vcc_v8_uchar t3 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t2));
        vcc_store(&a[i_vec], t3);
        __m256i t4 = _mm256_mullo_epi32((__m256i)i_v, (__m256i)i_v);
        vcc_v8_uchar t5 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t4));
        vcc_store(&b[i_vec], t5);
        long t6 = i_vec + 8L;
        __m256i t7 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32(29));
        vcc_v8_uchar t9 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t8));
        vcc_store(&a[t6], t9);
        __m256i t10 = _mm256_mullo_epi32(t7, t7);
        vcc_v8_uchar t11 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t10));
        vcc_store(&b[t6], t11);
        long t12 = i_vec + 16L;
        __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(29));
        vcc_v8_uchar t15 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t14));
        vcc_store(&a[t12], t15);
        __m256i t16 = _mm256_mullo_epi32(t13, t13);
        vcc_v8_uchar t17 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t16));
        vcc_store(&b[t12], t17);
        long t18 = i_vec + 24L;
        __m256i t19 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t20 = _mm256_mullo_epi32(t19, _mm256_set1_epi32(29));
        vcc_v8_uchar t21 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t20));
        vcc_store(&a[t18], t21);
        __m256i t22 = _mm256_mullo_epi32(t19, t19);
        vcc_v8_uchar t23 = (vcc_v8_uchar)_mm_cvtsi128_si64(_mm256_cvtepi32_epi8(t22));
        vcc_store(&b[t18], t23);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
