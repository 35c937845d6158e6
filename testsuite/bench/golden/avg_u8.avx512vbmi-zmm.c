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
    __m512i t2 = _mm512_set1_epi8((char)key);
    __m512i t3 = t2;
    long t1 = 0L;
    do {
        long t4 = (long)(int)t1;
        __m512i t5 = _mm512_loadu_si512(&a[t4]);
        __m512i t6 = _mm512_loadu_si512(&b[t4]);
        __m512i t7 = t5;
        __m512i t8 = t6;
        __m512i t9 = _mm512_avg_epu8(t7, t8);
        __m512i t10 = _mm512_xor_si512(t9, t3);
        __m512i t11 = t10;
        _mm512_storeu_si512(&out[t4], t11);
        long t12 = (long)(int)(t1 + 64L);
        __m512i t13 = _mm512_loadu_si512(&a[t12]);
        __m512i t14 = _mm512_loadu_si512(&b[t12]);
        __m512i t15 = t13;
        __m512i t16 = t14;
        __m512i t17 = _mm512_avg_epu8(t15, t16);
        __m512i t18 = _mm512_xor_si512(t17, t3);
        __m512i t19 = t18;
        _mm512_storeu_si512(&out[t12], t19);
        long t20 = (long)(int)(t1 + 128L);
        __m512i t21 = _mm512_loadu_si512(&a[t20]);
        __m512i t22 = _mm512_loadu_si512(&b[t20]);
        __m512i t23 = t21;
        __m512i t24 = t22;
        __m512i t25 = _mm512_avg_epu8(t23, t24);
        __m512i t26 = _mm512_xor_si512(t25, t3);
        __m512i t27 = t26;
        _mm512_storeu_si512(&out[t20], t27);
        long t28 = (long)(int)(t1 + 192L);
        __m512i t29 = _mm512_loadu_si512(&a[t28]);
        __m512i t30 = _mm512_loadu_si512(&b[t28]);
        __m512i t31 = t29;
        __m512i t32 = t30;
        __m512i t33 = _mm512_avg_epu8(t31, t32);
        __m512i t34 = _mm512_xor_si512(t33, t3);
        __m512i t35 = t34;
        _mm512_storeu_si512(&out[t28], t35);
        t1 += 256L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        out[t36] = (unsigned char)((((int)a[t36] + (int)b[t36] + 1) >> 1) ^ (int)key);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        long t6 = (long)(int)t2;
        __m512i t7 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(29));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&a[t6], t8);
        __m512i t9 = _mm512_mullo_epi32(t5, t5);
        __m128i t10 = _mm512_cvtepi32_epi8(t9);
        _mm_storeu_si128((__m128i *)&b[t6], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t12 = t11;
        long t13 = (long)(int)(t2 + 16L);
        __m512i t14 = _mm512_mullo_epi32(t12, _mm512_set1_epi32(29));
        __m128i t15 = _mm512_cvtepi32_epi8(t14);
        _mm_storeu_si128((__m128i *)&a[t13], t15);
        __m512i t16 = _mm512_mullo_epi32(t12, t12);
        __m128i t17 = _mm512_cvtepi32_epi8(t16);
        _mm_storeu_si128((__m128i *)&b[t13], t17);
        __m512i t18 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t19 = t18;
        long t20 = (long)(int)(t2 + 32L);
        __m512i t21 = _mm512_mullo_epi32(t19, _mm512_set1_epi32(29));
        __m128i t22 = _mm512_cvtepi32_epi8(t21);
        _mm_storeu_si128((__m128i *)&a[t20], t22);
        __m512i t23 = _mm512_mullo_epi32(t19, t19);
        __m128i t24 = _mm512_cvtepi32_epi8(t23);
        _mm_storeu_si128((__m128i *)&b[t20], t24);
        __m512i t25 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t26 = t25;
        long t27 = (long)(int)(t2 + 48L);
        __m512i t28 = _mm512_mullo_epi32(t26, _mm512_set1_epi32(29));
        __m128i t29 = _mm512_cvtepi32_epi8(t28);
        _mm_storeu_si128((__m128i *)&a[t27], t29);
        __m512i t30 = _mm512_mullo_epi32(t26, t26);
        __m128i t31 = _mm512_cvtepi32_epi8(t30);
        _mm_storeu_si128((__m128i *)&b[t27], t31);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t32 = (long)i;
        a[t32] = (unsigned char)(i * 29);
        b[t32] = (unsigned char)(i * i);
    }
    for (long r = 0L; r < reps; r++) {
        kernel((unsigned char)r);
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
