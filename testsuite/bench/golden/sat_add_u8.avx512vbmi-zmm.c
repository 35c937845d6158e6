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
    long t1 = 0L;
    do {
        long t3 = (long)(int)t1;
        __m512i t4 = _mm512_loadu_si512(&a[t3]);
        __m512i t5 = _mm512_loadu_si512(&b[t3]);
        __m512i t6 = t4;
        __m512i t7 = t5;
        __m512i t8 = _mm512_adds_epu8(t6, t7);
        __m512i t9 = t8;
        _mm512_storeu_si512(&out[t3], t9);
        long t10 = (long)(int)(t1 + 64L);
        __m512i t11 = _mm512_loadu_si512(&a[t10]);
        __m512i t12 = _mm512_loadu_si512(&b[t10]);
        __m512i t13 = t11;
        __m512i t14 = t12;
        __m512i t15 = _mm512_adds_epu8(t13, t14);
        __m512i t16 = t15;
        _mm512_storeu_si512(&out[t10], t16);
        long t17 = (long)(int)(t1 + 128L);
        __m512i t18 = _mm512_loadu_si512(&a[t17]);
        __m512i t19 = _mm512_loadu_si512(&b[t17]);
        __m512i t20 = t18;
        __m512i t21 = t19;
        __m512i t22 = _mm512_adds_epu8(t20, t21);
        __m512i t23 = t22;
        _mm512_storeu_si512(&out[t17], t23);
        long t24 = (long)(int)(t1 + 192L);
        __m512i t25 = _mm512_loadu_si512(&a[t24]);
        __m512i t26 = _mm512_loadu_si512(&b[t24]);
        __m512i t27 = t25;
        __m512i t28 = t26;
        __m512i t29 = _mm512_adds_epu8(t27, t28);
        __m512i t30 = t29;
        _mm512_storeu_si512(&out[t24], t30);
        t1 += 256L;
    } while (t1 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t31 = (long)i;
        int t2 = (int)a[t31] + (int)b[t31];
        unsigned char *t32 = &out[t31];
        if (t2 > 255) {
            t2 = 255;
        }
        *t32 = (unsigned char)t2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    long reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = t3;
    __m512i t1 = _mm512_add_epi32(t4, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long t2 = 0L;
    do {
        __m512i t5 = t1;
        long t6 = (long)(int)t2;
        __m512i t7 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(13));
        __m128i t8 = _mm512_cvtepi32_epi8(t7);
        _mm_storeu_si128((__m128i *)&a[t6], t8);
        __m512i t9 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(7));
        __m512i t10 = _mm512_add_epi32(t9, _mm512_set1_epi32(100));
        __m128i t11 = _mm512_cvtepi32_epi8(t10);
        _mm_storeu_si128((__m128i *)&b[t6], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t13 = t12;
        long t14 = (long)(int)(t2 + 16L);
        __m512i t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(13));
        __m128i t16 = _mm512_cvtepi32_epi8(t15);
        _mm_storeu_si128((__m128i *)&a[t14], t16);
        __m512i t17 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(7));
        __m512i t18 = _mm512_add_epi32(t17, _mm512_set1_epi32(100));
        __m128i t19 = _mm512_cvtepi32_epi8(t18);
        _mm_storeu_si128((__m128i *)&b[t14], t19);
        __m512i t20 = _mm512_add_epi32(t1, _mm512_set1_epi32(32));
        __m512i t21 = t20;
        long t22 = (long)(int)(t2 + 32L);
        __m512i t23 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(13));
        __m128i t24 = _mm512_cvtepi32_epi8(t23);
        _mm_storeu_si128((__m128i *)&a[t22], t24);
        __m512i t25 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(7));
        __m512i t26 = _mm512_add_epi32(t25, _mm512_set1_epi32(100));
        __m128i t27 = _mm512_cvtepi32_epi8(t26);
        _mm_storeu_si128((__m128i *)&b[t22], t27);
        __m512i t28 = _mm512_add_epi32(t1, _mm512_set1_epi32(48));
        __m512i t29 = t28;
        long t30 = (long)(int)(t2 + 48L);
        __m512i t31 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(13));
        __m128i t32 = _mm512_cvtepi32_epi8(t31);
        _mm_storeu_si128((__m128i *)&a[t30], t32);
        __m512i t33 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(7));
        __m512i t34 = _mm512_add_epi32(t33, _mm512_set1_epi32(100));
        __m128i t35 = _mm512_cvtepi32_epi8(t34);
        _mm_storeu_si128((__m128i *)&b[t30], t35);
        t2 += 64L;
        t1 = _mm512_add_epi32(t1, _mm512_set1_epi32(64));
    } while (t2 < 4096L);
    for (int i = 4096; i < 4096; i++) {
        long t36 = (long)i;
        a[t36] = (unsigned char)(i * 13);
        b[t36] = (unsigned char)(i * 7 + 100);
    }
    for (long r = 0L; r < reps; r++) {
        kernel();
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
