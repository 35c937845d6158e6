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

/* u8_to_f32: f[i] = (float)p[i] * (1.0f / 256) - 0.5f: uint8 pixels normalized to float.
   needs: uint8 loads, widening uint8 -> float conversion (mixed types), f32 stores */
#include "bench.h"
#ifndef REPS
#define REPS 500000
#endif
#define N 4096

static unsigned char p[N];
static float f[N];

static __typeof__(f) f __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at u8_to_f32.c:14 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m128i p_v = _mm_loadu_si128((const __m128i *)&p[i_vec]);
        __m512 t1 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v));
        __m512 t2 = _mm512_mul_ps(t1, _mm512_set1_ps(0.00390625f));
        __m512 t3 = _mm512_sub_ps(t2, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[i_vec], t3);
        long t4 = i_vec + 16L;
        __m128i p_v_1 = _mm_loadu_si128((const __m128i *)&p[t4]);
        __m512 t5 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_1));
        __m512 t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.00390625f));
        __m512 t7 = _mm512_sub_ps(t6, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t4], t7);
        long t8 = i_vec + 32L;
        __m128i p_v_2 = _mm_loadu_si128((const __m128i *)&p[t8]);
        __m512 t9 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_2));
        __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.00390625f));
        __m512 t11 = _mm512_sub_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t8], t11);
        long t12 = i_vec + 48L;
        __m128i p_v_3 = _mm_loadu_si128((const __m128i *)&p[t12]);
        __m512 t13 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(p_v_3));
        __m512 t14 = _mm512_mul_ps(t13, _mm512_set1_ps(0.00390625f));
        __m512 t15 = _mm512_sub_ps(t14, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t12], t15);
        i_vec += 64L;
    } while (i_vec < 4096L);
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at u8_to_f32.c:21 vectorized: VF 16, UF 4, scalar epilogue */
    do {
        __m512i t2 = _mm512_mullo_epi32((__m512i)i_v, _mm512_set1_epi32(11));
        __m512i t3 = _mm512_srai_epi32((__m512i)i_v, 4);
        __m512i t4 = _mm512_add_epi32(t2, t3);
        __m128i t5 = _mm512_cvtepi32_epi8(t4);
        _mm_storeu_si128((__m128i *)&p[i_vec], t5);
        __m512i t6 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(11));
        __m512i t8 = _mm512_srai_epi32(t6, 4);
        __m512i t9 = _mm512_add_epi32(t7, t8);
        __m128i t10 = _mm512_cvtepi32_epi8(t9);
        _mm_storeu_si128((__m128i *)&p[i_vec + 16L], t10);
        __m512i t11 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(11));
        __m512i t13 = _mm512_srai_epi32(t11, 4);
        __m512i t14 = _mm512_add_epi32(t12, t13);
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&p[i_vec + 32L], t15);
        __m512i t16 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t17 = _mm512_mullo_epi32(t16, _mm512_set1_epi32(11));
        __m512i t18 = _mm512_srai_epi32(t16, 4);
        __m512i t19 = _mm512_add_epi32(t17, t18);
        __m128i t20 = _mm512_cvtepi32_epi8(t19);
        _mm_storeu_si128((__m128i *)&p[i_vec + 48L], t20);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 4096L);
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t21 = &p[r % 4096L];
        *t21 = (unsigned char)((int)*t21 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
