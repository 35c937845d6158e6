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
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m512 t5;
    __m512 t6;
    __m512 t7;
    long t8;
    __m128i t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    long t13;
    __m128i t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    long t18;
    __m128i t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    int i;
    long t23;
    if (4096L >= 64L) {
        t2 = 4096L & -64L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm_loadu_si128((const __m128i *)&p[t3]);
            t5 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t4));
            t6 = _mm512_mul_ps(t5, _mm512_set1_ps(0.00390625f));
            t7 = _mm512_sub_ps(t6, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t3], t7);
            t8 = (long)(int)((long)0 + (t1 + 16L));
            t9 = _mm_loadu_si128((const __m128i *)&p[t8]);
            t10 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t9));
            t11 = _mm512_mul_ps(t10, _mm512_set1_ps(0.00390625f));
            t12 = _mm512_sub_ps(t11, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t8], t12);
            t13 = (long)(int)((long)0 + (t1 + 32L));
            t14 = _mm_loadu_si128((const __m128i *)&p[t13]);
            t15 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t14));
            t16 = _mm512_mul_ps(t15, _mm512_set1_ps(0.00390625f));
            t17 = _mm512_sub_ps(t16, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t13], t17);
            t18 = (long)(int)((long)0 + (t1 + 48L));
            t19 = _mm_loadu_si128((const __m128i *)&p[t18]);
            t20 = _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(t19));
            t21 = _mm512_mul_ps(t20, _mm512_set1_ps(0.00390625f));
            t22 = _mm512_sub_ps(t21, _mm512_set1_ps(0.5f));
            _mm512_storeu_ps(&f[t18], t22);
            t1 += 64L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t23 = (long)i;
        f[t23] = (float)p[t23] * 0.00390625f - 0.5f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m512i t1;
    long t2;
    long reps;
    long t3;
    __m512i t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m128i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m128i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m128i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m128i t28;
    int i;
    long r;
    unsigned char *t29;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 500000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)11));
            t8 = _mm512_srav_epi32(t6, _mm512_set1_epi32((int)4));
            t9 = _mm512_add_epi32(t7, t8);
            t10 = _mm512_cvtepi32_epi8(t9);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + t2)], t10);
            t11 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t12 = t11;
            t13 = _mm512_mullo_epi32(t12, _mm512_set1_epi32((int)11));
            t14 = _mm512_srav_epi32(t12, _mm512_set1_epi32((int)4));
            t15 = _mm512_add_epi32(t13, t14);
            t16 = _mm512_cvtepi32_epi8(t15);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 16L))], t16);
            t17 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t18 = t17;
            t19 = _mm512_mullo_epi32(t18, _mm512_set1_epi32((int)11));
            t20 = _mm512_srav_epi32(t18, _mm512_set1_epi32((int)4));
            t21 = _mm512_add_epi32(t19, t20);
            t22 = _mm512_cvtepi32_epi8(t21);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 32L))], t22);
            t23 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t24 = t23;
            t25 = _mm512_mullo_epi32(t24, _mm512_set1_epi32((int)11));
            t26 = _mm512_srav_epi32(t24, _mm512_set1_epi32((int)4));
            t27 = _mm512_add_epi32(t25, t26);
            t28 = _mm512_cvtepi32_epi8(t27);
            _mm_storeu_si128((__m128i *)&p[(int)((long)0 + (t2 + 48L))], t28);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        p[i] = (unsigned char)(i * 11 + (i >> 4));
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t29 = &p[r % 4096L];
        *t29 = (unsigned char)((int)*t29 + 1);
    }
    (_mm256_zeroupper(), bench_print("u8_to_f32", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)f, 16384UL))));
    return 0;
}
