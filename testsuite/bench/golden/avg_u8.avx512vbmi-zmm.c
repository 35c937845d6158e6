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

/* avg_u8: out[i] = (a[i] + b[i] + 1) >> 1 and a threshold mask, on uint8 (rounding average).
   needs: uint8 loads/stores, widening add and narrowing (C promotions), shifts, bitwise ops */
#include "bench.h"
#ifndef REPS
#define REPS 2700000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(unsigned char key)
{
    vcc_no_contract_body
    __m512i key_v = _mm512_set1_epi8((char)key);
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:13 vectorized: VF 64, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i t1 = _mm512_avg_epu8(a_v, b_v);
        __m512i t2 = _mm512_xor_si512(t1, key_v);
        _mm512_storeu_si512(&out[i_vec], t2);
        long t3 = i_vec + 64L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t3]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t3]);
        __m512i t4 = _mm512_avg_epu8(a_v_1, b_v_1);
        __m512i t5 = _mm512_xor_si512(t4, key_v);
        _mm512_storeu_si512(&out[t3], t5);
        long t6 = i_vec + 128L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t6]);
        __m512i t7 = _mm512_avg_epu8(a_v_2, b_v_2);
        __m512i t8 = _mm512_xor_si512(t7, key_v);
        _mm512_storeu_si512(&out[t6], t8);
        long t9 = i_vec + 192L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t9]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t9]);
        __m512i t10 = _mm512_avg_epu8(a_v_3, b_v_3);
        __m512i t11 = _mm512_xor_si512(t10, key_v);
        _mm512_storeu_si512(&out[t9], t11);
        i_vec += 256L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at avg_u8.c:20 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(29));
        __m128i t3 = _mm512_cvtepi32_epi8(t2);
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, (__m512i)i_v);
        __m128i t5 = _mm512_cvtepi32_epi8(t4);
        _mm_storeu_si128((__m128i *)&b[i_vec], t5);
        long t6 = i_vec + 16L;
        __m512i t7 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(29));
        __m128i t9 = _mm512_cvtepi32_epi8(t8);
        _mm_storeu_si128((__m128i *)&a[t6], t9);
        __m512i t10 = _mm512_mullo_epi32(t7, t7);
        __m128i t11 = _mm512_cvtepi32_epi8(t10);
        _mm_storeu_si128((__m128i *)&b[t6], t11);
        long t12 = i_vec + 32L;
        __m512i t13 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(29));
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&a[t12], t15);
        __m512i t16 = _mm512_mullo_epi32(t13, t13);
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)&b[t12], t17);
        long t18 = i_vec + 48L;
        __m512i t19 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t20 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(29));
        __m128i t21 = _mm512_cvtepi32_epi8(t20);
        _mm_storeu_si128((__m128i *)&a[t18], t21);
        __m512i t22 = _mm512_mullo_epi32(t19, t19);
        __m128i t23 = _mm512_cvtepi32_epi8(t22);
        _mm_storeu_si128((__m128i *)&b[t18], t23);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
