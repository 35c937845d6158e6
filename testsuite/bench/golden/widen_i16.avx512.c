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

/* widen_i16: c[i] = a[i] * b[i] with short inputs and int results (short*short -> int).
   needs: int16 loads, widening conversion to i32, i32 multiply, i32 stores (mixed types) */
#include "bench.h"
#ifndef REPS
#define REPS 700000
#endif
#define N 4096

static short a[N], b[N];
static int c[N];

static __typeof__(c) c __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    __m128i t4;
    __m128i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m128i t10;
    __m128i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m128i t16;
    __m128i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    long t21;
    __m128i t22;
    __m128i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    int i;
    long t27;
    if (4096L >= 32L) {
        t2 = 4096L & -32L;
        t1 = 0L;
        do {
            t3 = (long)(int)((long)0 + t1);
            t4 = _mm_loadu_si128((const __m128i *)&a[t3]);
            t5 = _mm_loadu_si128((const __m128i *)&b[t3]);
            t6 = _mm256_cvtepi16_epi32(t4);
            t7 = _mm256_cvtepi16_epi32(t5);
            t8 = _mm256_mullo_epi32(t6, t7);
            _mm256_storeu_si256((__m256i *)&c[t3], t8);
            t9 = (long)(int)((long)0 + (t1 + 8L));
            t10 = _mm_loadu_si128((const __m128i *)&a[t9]);
            t11 = _mm_loadu_si128((const __m128i *)&b[t9]);
            t12 = _mm256_cvtepi16_epi32(t10);
            t13 = _mm256_cvtepi16_epi32(t11);
            t14 = _mm256_mullo_epi32(t12, t13);
            _mm256_storeu_si256((__m256i *)&c[t9], t14);
            t15 = (long)(int)((long)0 + (t1 + 16L));
            t16 = _mm_loadu_si128((const __m128i *)&a[t15]);
            t17 = _mm_loadu_si128((const __m128i *)&b[t15]);
            t18 = _mm256_cvtepi16_epi32(t16);
            t19 = _mm256_cvtepi16_epi32(t17);
            t20 = _mm256_mullo_epi32(t18, t19);
            _mm256_storeu_si256((__m256i *)&c[t15], t20);
            t21 = (long)(int)((long)0 + (t1 + 24L));
            t22 = _mm_loadu_si128((const __m128i *)&a[t21]);
            t23 = _mm_loadu_si128((const __m128i *)&b[t21]);
            t24 = _mm256_cvtepi16_epi32(t22);
            t25 = _mm256_cvtepi16_epi32(t23);
            t26 = _mm256_mullo_epi32(t24, t25);
            _mm256_storeu_si256((__m256i *)&c[t21], t26);
            t1 += 32L;
        } while (t1 < t2);
        i = (int)((long)0 + t2);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t27 = (long)i;
        c[t27] = (int)a[t27] * (int)b[t27];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    long reps;
    long t3;
    __m256i t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m128i t10;
    __m256i t11;
    __m256i t12;
    __m128i t13;
    __m256i t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m256i t18;
    __m128i t19;
    __m256i t20;
    __m256i t21;
    __m128i t22;
    __m256i t23;
    __m256i t24;
    long t25;
    __m256i t26;
    __m256i t27;
    __m128i t28;
    __m256i t29;
    __m256i t30;
    __m128i t31;
    __m256i t32;
    __m256i t33;
    long t34;
    __m256i t35;
    __m256i t36;
    __m128i t37;
    __m256i t38;
    __m256i t39;
    __m128i t40;
    int i;
    long t41;
    long r;
    short *t42;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 700000L));
    if (4096L >= 32L) {
        t3 = 4096L & -32L;
        t4 = _mm256_set1_epi32((int)0);
        t5 = t4;
        t1 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t2 = 0L;
        do {
            t6 = t1;
            t7 = (long)(int)((long)0 + t2);
            t8 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)97));
            t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32((int)20000));
            t10 = _mm256_cvtepi32_epi16(t9);
            _mm_storeu_si128((__m128i *)&a[t7], t10);
            t11 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)31));
            t12 = _mm256_add_epi32(t11, _mm256_set1_epi32((int)7));
            t13 = _mm256_cvtepi32_epi16(t12);
            _mm_storeu_si128((__m128i *)&b[t7], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = (long)(int)((long)0 + (t2 + 8L));
            t17 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)97));
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)20000));
            t19 = _mm256_cvtepi32_epi16(t18);
            _mm_storeu_si128((__m128i *)&a[t16], t19);
            t20 = _mm256_mullo_epi32(t15, _mm256_set1_epi32((int)31));
            t21 = _mm256_add_epi32(t20, _mm256_set1_epi32((int)7));
            t22 = _mm256_cvtepi32_epi16(t21);
            _mm_storeu_si128((__m128i *)&b[t16], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = (long)(int)((long)0 + (t2 + 16L));
            t26 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)97));
            t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32((int)20000));
            t28 = _mm256_cvtepi32_epi16(t27);
            _mm_storeu_si128((__m128i *)&a[t25], t28);
            t29 = _mm256_mullo_epi32(t24, _mm256_set1_epi32((int)31));
            t30 = _mm256_add_epi32(t29, _mm256_set1_epi32((int)7));
            t31 = _mm256_cvtepi32_epi16(t30);
            _mm_storeu_si128((__m128i *)&b[t25], t31);
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t33 = t32;
            t34 = (long)(int)((long)0 + (t2 + 24L));
            t35 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)97));
            t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32((int)20000));
            t37 = _mm256_cvtepi32_epi16(t36);
            _mm_storeu_si128((__m128i *)&a[t34], t37);
            t38 = _mm256_mullo_epi32(t33, _mm256_set1_epi32((int)31));
            t39 = _mm256_add_epi32(t38, _mm256_set1_epi32((int)7));
            t40 = _mm256_cvtepi32_epi16(t39);
            _mm_storeu_si128((__m128i *)&b[t34], t40);
            t2 += 32L;
            t1 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)32));
        } while (t2 < t3);
        i = (int)((long)0 + t3);
    } else {
        i = 0;
    }
    for (; i < 4096; i++) {
        t41 = (long)i;
        a[t41] = (short)(i * 97 - 20000);
        b[t41] = (short)(i * 31 + 7);
    }
    for (r = 0L; r < reps; r++) {
        (_mm256_zeroupper(), kernel());
        t42 = &a[r % 4096L];
        *t42 = (short)((int)*t42 + c[r * 3L % 4096L]);
    }
    (_mm256_zeroupper(), bench_print("widen_i16", (_mm256_zeroupper(), bench_hash(14695981039346656037ULL, (const void *)c, 16384UL))));
    return 0;
}
