/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
    long t1 = 0L;
    do {
        long t2 = (long)(int)t1;
        __m128i t3 = _mm_loadu_si128((const __m128i *)&p[t2]);
        __m512 t4 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t3));
        __m512 t5 = _mm512_mul_ps(t4, _mm512_set1_ps(0.00390625f));
        __m512 t6 = _mm512_sub_ps(t5, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t2], t6);
        long t7 = (long)(int)(t1 + 16L);
        __m128i t8 = _mm_loadu_si128((const __m128i *)&p[t7]);
        __m512 t9 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t8));
        __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(0.00390625f));
        __m512 t11 = _mm512_sub_ps(t10, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t7], t11);
        long t12 = (long)(int)(t1 + 32L);
        __m128i t13 = _mm_loadu_si128((const __m128i *)&p[t12]);
        __m512 t14 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t13));
        __m512 t15 = _mm512_mul_ps(t14, _mm512_set1_ps(0.00390625f));
        __m512 t16 = _mm512_sub_ps(t15, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t12], t16);
        long t17 = (long)(int)(t1 + 48L);
        __m128i t18 = _mm_loadu_si128((const __m128i *)&p[t17]);
        __m512 t19 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t18));
        __m512 t20 = _mm512_mul_ps(t19, _mm512_set1_ps(0.00390625f));
        __m512 t21 = _mm512_sub_ps(t20, _mm512_set1_ps(0.5f));
        _mm512_storeu_ps(&f[t17], t21);
        t1 += 64L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t22 = (long)i;
        f[t22] = (float)p[t22] * 0.00390625f - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(11));
        __m512i t7 = _mm512_srav_epi32(t5, _mm512_set1_epi32(4));
        __m512i t8 = _mm512_add_epi32(t6, t7);
        __m128i t9 = _mm512_cvtepi32_epi8(t8);
        _mm_storeu_si128((__m128i *)&p[(int)t2], t9);
        __m512i t10 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t11 = t10;
        __m512i t12 = _mm512_mullo_epi32(t11, _mm512_set1_epi32(11));
        __m512i t13 = _mm512_srav_epi32(t11, _mm512_set1_epi32(4));
        __m512i t14 = _mm512_add_epi32(t12, t13);
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 16L)], t15);
        __m512i t16 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t17 = t16;
        __m512i t18 = _mm512_mullo_epi32(t17, _mm512_set1_epi32(11));
        __m512i t19 = _mm512_srav_epi32(t17, _mm512_set1_epi32(4));
        __m512i t20 = _mm512_add_epi32(t18, t19);
        __m128i t21 = _mm512_cvtepi32_epi8(t20);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 32L)], t21);
        __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t23 = t22;
        __m512i t24 = _mm512_mullo_epi32(t23, _mm512_set1_epi32(11));
        __m512i t25 = _mm512_srav_epi32(t23, _mm512_set1_epi32(4));
        __m512i t26 = _mm512_add_epi32(t24, t25);
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&p[(int)(t2 + 48L)], t27);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        unsigned char *t28 = &p[r % 4096L];
        *t28 = (unsigned char)((int)*t28 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
