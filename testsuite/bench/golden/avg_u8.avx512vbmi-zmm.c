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
    long t1;
    long t2;
    __m512i t3;
    __m512i t4;
    long t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    long t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    long t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    __m512i t36;
    int i;
    long t37;
    if (4096L >= 256L) {
        t2 = 4096L & -256L;
        t3 = _mm512_set1_epi8((char)key);
        t4 = t3;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_si512(&a[t5]);
            t7 = _mm512_loadu_si512(&b[t5]);
            t8 = t6;
            t9 = t7;
            t10 = _mm512_avg_epu8(t8, t9);
            t11 = _mm512_xor_si512(t10, t4);
            t12 = t11;
            _mm512_storeu_si512(&out[t5], t12);
            t13 = (long)(int)((long)0 + (t1 + 64L));
            t14 = _mm512_loadu_si512(&a[t13]);
            t15 = _mm512_loadu_si512(&b[t13]);
            t16 = t14;
            t17 = t15;
            t18 = _mm512_avg_epu8(t16, t17);
            t19 = _mm512_xor_si512(t18, t4);
            t20 = t19;
            _mm512_storeu_si512(&out[t13], t20);
            t21 = (long)(int)((long)0 + (t1 + 128L));
            t22 = _mm512_loadu_si512(&a[t21]);
            t23 = _mm512_loadu_si512(&b[t21]);
            t24 = t22;
            t25 = t23;
            t26 = _mm512_avg_epu8(t24, t25);
            t27 = _mm512_xor_si512(t26, t4);
            t28 = t27;
            _mm512_storeu_si512(&out[t21], t28);
            t29 = (long)(int)((long)0 + (t1 + 192L));
            t30 = _mm512_loadu_si512(&a[t29]);
            t31 = _mm512_loadu_si512(&b[t29]);
            t32 = t30;
            t33 = t31;
            t34 = _mm512_avg_epu8(t32, t33);
            t35 = _mm512_xor_si512(t34, t4);
            t36 = t35;
            _mm512_storeu_si512(&out[t29], t36);
            t1 += 256L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        out[t37] = (unsigned char)((((int)a[t37] + (int)b[t37] + 1) >> 1) ^ (int)key);
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
    long t7;
    __m512i t8;
    __m128i t9;
    __m512i t10;
    __m128i t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    __m128i t16;
    __m512i t17;
    __m128i t18;
    __m512i t19;
    __m512i t20;
    long t21;
    __m512i t22;
    __m128i t23;
    __m512i t24;
    __m128i t25;
    __m512i t26;
    __m512i t27;
    long t28;
    __m512i t29;
    __m128i t30;
    __m512i t31;
    __m128i t32;
    int i;
    long t33;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2700000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)29));
            t9 = _mm512_cvtepi32_epi8(t8);
            _mm_storeu_si128((__m128i *)&a[t7], t9);
            t10 = _mm512_mullo_epi32(t6, t6);
            t11 = _mm512_cvtepi32_epi8(t10);
            _mm_storeu_si128((__m128i *)&b[t7], t11);
            t12 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t13 = t12;
            t14 = (long)(int)((long)0 + (t2 + 16L));
            t15 = _mm512_mullo_epi32(t13, _mm512_set1_epi32((int)29));
            t16 = _mm512_cvtepi32_epi8(t15);
            _mm_storeu_si128((__m128i *)&a[t14], t16);
            t17 = _mm512_mullo_epi32(t13, t13);
            t18 = _mm512_cvtepi32_epi8(t17);
            _mm_storeu_si128((__m128i *)&b[t14], t18);
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t20 = t19;
            t21 = (long)(int)((long)0 + (t2 + 32L));
            t22 = _mm512_mullo_epi32(t20, _mm512_set1_epi32((int)29));
            t23 = _mm512_cvtepi32_epi8(t22);
            _mm_storeu_si128((__m128i *)&a[t21], t23);
            t24 = _mm512_mullo_epi32(t20, t20);
            t25 = _mm512_cvtepi32_epi8(t24);
            _mm_storeu_si128((__m128i *)&b[t21], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t27 = t26;
            t28 = (long)(int)((long)0 + (t2 + 48L));
            t29 = _mm512_mullo_epi32(t27, _mm512_set1_epi32((int)29));
            t30 = _mm512_cvtepi32_epi8(t29);
            _mm_storeu_si128((__m128i *)&a[t28], t30);
            t31 = _mm512_mullo_epi32(t27, t27);
            t32 = _mm512_cvtepi32_epi8(t31);
            _mm_storeu_si128((__m128i *)&b[t28], t32);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t33 = (long)i;
        a[t33] = (unsigned char)(i * 29);
        b[t33] = (unsigned char)(i * i);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel((unsigned char)r));
        a[r % 4096L] = out[r * 11L % 4096L];
    }
    (_mm256_zeroupper(), bench_print("avg_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
