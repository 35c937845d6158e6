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

/* sat_add_u8: out[i] = min(a[i] + b[i], 255) on uint8 pixels (saturating add written in C).
   needs: uint8 loads/stores, widening add, if-conversion of the clamp (select), narrowing */
#include "bench.h"
#ifndef REPS
#define REPS 300000
#endif
#define N 4096

static unsigned char a[N], b[N], out[N];

static __typeof__(a) a __attribute__((aligned(64)));
static __typeof__(b) b __attribute__((aligned(64)));
static __typeof__(out) out __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:13 vectorized: VF 64, UF 4, scalar epilogue */
    do {
        __m512i a_v = _mm512_loadu_si512(&a[i_vec]);
        __m512i b_v = _mm512_loadu_si512(&b[i_vec]);
        __m512i t1 = _mm512_adds_epu8(a_v, b_v);
        _mm512_storeu_si512(&out[i_vec], t1);
        long t2 = i_vec + 64L;
        __m512i a_v_1 = _mm512_loadu_si512(&a[t2]);
        __m512i b_v_1 = _mm512_loadu_si512(&b[t2]);
        __m512i t3 = _mm512_adds_epu8(a_v_1, b_v_1);
        _mm512_storeu_si512(&out[t2], t3);
        long t4 = i_vec + 128L;
        __m512i a_v_2 = _mm512_loadu_si512(&a[t4]);
        __m512i b_v_2 = _mm512_loadu_si512(&b[t4]);
        __m512i t5 = _mm512_adds_epu8(a_v_2, b_v_2);
        _mm512_storeu_si512(&out[t4], t5);
        long t6 = i_vec + 192L;
        __m512i a_v_3 = _mm512_loadu_si512(&a[t6]);
        __m512i b_v_3 = _mm512_loadu_si512(&b[t6]);
        __m512i t7 = _mm512_adds_epu8(a_v_3, b_v_3);
        _mm512_storeu_si512(&out[t6], t7);
        i_vec += 256L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at sat_add_u8.c:22 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(13));
        __m128i t3 = _mm512_cvtepi32_epi8(t2);
        _mm_storeu_si128((__m128i *)&a[i_vec], t3);
        __m512i t4 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(7));
        __m512i t5 = _mm512_add_epi32(t4, _mm512_set1_epi32(100));
        __m128i t6 = _mm512_cvtepi32_epi8(t5);
        _mm_storeu_si128((__m128i *)&b[i_vec], t6);
        long t7 = i_vec + 16L;
        __m512i t8 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(13));
        __m128i t10 = _mm512_cvtepi32_epi8(t9);
        _mm_storeu_si128((__m128i *)&a[t7], t10);
        __m512i t11 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(7));
        __m512i t12 = _mm512_add_epi32(t11, _mm512_set1_epi32(100));
        __m128i t13 = _mm512_cvtepi32_epi8(t12);
        _mm_storeu_si128((__m128i *)&b[t7], t13);
        long t14 = i_vec + 32L;
        __m512i t15 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(13));
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)&a[t14], t17);
        __m512i t18 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(7));
        __m512i t19 = _mm512_add_epi32(t18, _mm512_set1_epi32(100));
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)&b[t14], t20);
        long t21 = i_vec + 48L;
        __m512i t22 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(13));
        __m128i t24 = _mm512_cvtepi32_epi8(t23);
        _mm_storeu_si128((__m128i *)&a[t21], t24);
        __m512i t25 = _mm512_mullo_epi32(t22, _mm512_set1_epi32(7));
        __m512i t26 = _mm512_add_epi32(t25, _mm512_set1_epi32(100));
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&b[t21], t27);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
