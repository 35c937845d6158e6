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
    long t1;
    int t2;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    long t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int i;
    long t32;
    unsigned char *t33;
    if (4096L >= 256L) {
        t3 = 4096L & -256L;
        t1 = 0L;
        do {
            t4 = (long)(int)((long)0 + t1);
            t5 = _mm512_loadu_si512(&a[t4]);
            t6 = _mm512_loadu_si512(&b[t4]);
            t7 = t5;
            t8 = t6;
            t9 = _mm512_adds_epu8(t7, t8);
            t10 = t9;
            _mm512_storeu_si512(&out[t4], t10);
            t11 = (long)(int)((long)0 + (t1 + 64L));
            t12 = _mm512_loadu_si512(&a[t11]);
            t13 = _mm512_loadu_si512(&b[t11]);
            t14 = t12;
            t15 = t13;
            t16 = _mm512_adds_epu8(t14, t15);
            t17 = t16;
            _mm512_storeu_si512(&out[t11], t17);
            t18 = (long)(int)((long)0 + (t1 + 128L));
            t19 = _mm512_loadu_si512(&a[t18]);
            t20 = _mm512_loadu_si512(&b[t18]);
            t21 = t19;
            t22 = t20;
            t23 = _mm512_adds_epu8(t21, t22);
            t24 = t23;
            _mm512_storeu_si512(&out[t18], t24);
            t25 = (long)(int)((long)0 + (t1 + 192L));
            t26 = _mm512_loadu_si512(&a[t25]);
            t27 = _mm512_loadu_si512(&b[t25]);
            t28 = t26;
            t29 = t27;
            t30 = _mm512_adds_epu8(t28, t29);
            t31 = t30;
            _mm512_storeu_si512(&out[t25], t31);
            t1 += 256L;
        } while (t1 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t32 = (long)i;
        t2 = (int)a[t32] + (int)b[t32];
        t33 = &out[t32];
        if (t2 > 255) {
            t2 = 255;
        }
        *t33 = (unsigned char)t2;
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
    __m512i t11;
    __m128i t12;
    __m512i t13;
    __m512i t14;
    long t15;
    __m512i t16;
    __m128i t17;
    __m512i t18;
    __m512i t19;
    __m128i t20;
    __m512i t21;
    __m512i t22;
    long t23;
    __m512i t24;
    __m128i t25;
    __m512i t26;
    __m512i t27;
    __m128i t28;
    __m512i t29;
    __m512i t30;
    long t31;
    __m512i t32;
    __m128i t33;
    __m512i t34;
    __m512i t35;
    __m128i t36;
    int i;
    long t37;
    long r;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 300000L));
    if (4096L >= 64L) {
        t3 = 4096L & -64L;
        t4 = _mm512_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)13));
            t9 = _mm512_cvtepi32_epi8(t8);
            _mm_storeu_si128((__m128i *)&a[t7], t9);
            t10 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)7));
            t11 = _mm512_add_epi32(t10, _mm512_set1_epi32((int)100));
            t12 = _mm512_cvtepi32_epi8(t11);
            _mm_storeu_si128((__m128i *)&b[t7], t12);
            t13 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t14 = t13;
            t15 = (long)(int)((long)0 + (t2 + 16L));
            t16 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)13));
            t17 = _mm512_cvtepi32_epi8(t16);
            _mm_storeu_si128((__m128i *)&a[t15], t17);
            t18 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)7));
            t19 = _mm512_add_epi32(t18, _mm512_set1_epi32((int)100));
            t20 = _mm512_cvtepi32_epi8(t19);
            _mm_storeu_si128((__m128i *)&b[t15], t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)32));
            t22 = t21;
            t23 = (long)(int)((long)0 + (t2 + 32L));
            t24 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)13));
            t25 = _mm512_cvtepi32_epi8(t24);
            _mm_storeu_si128((__m128i *)&a[t23], t25);
            t26 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)7));
            t27 = _mm512_add_epi32(t26, _mm512_set1_epi32((int)100));
            t28 = _mm512_cvtepi32_epi8(t27);
            _mm_storeu_si128((__m128i *)&b[t23], t28);
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)48));
            t30 = t29;
            t31 = (long)(int)((long)0 + (t2 + 48L));
            t32 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)13));
            t33 = _mm512_cvtepi32_epi8(t32);
            _mm_storeu_si128((__m128i *)&a[t31], t33);
            t34 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)7));
            t35 = _mm512_add_epi32(t34, _mm512_set1_epi32((int)100));
            t36 = _mm512_cvtepi32_epi8(t35);
            _mm_storeu_si128((__m128i *)&b[t31], t36);
            t2 += 64L;
            t1 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)64));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t37 = (long)i;
        a[t37] = (unsigned char)(i * 13);
        b[t37] = (unsigned char)(i * 7 + 100);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        b[r % 4096L] = (unsigned char)((int)out[r * 3L % 4096L] + 1);
    }
    (_mm256_zeroupper(), bench_print("sat_add_u8", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)out, 4096UL))));
    return 0;
}
